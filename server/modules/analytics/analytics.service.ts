import { type RequestContext, requireAdmin } from '../../context.js';
import { databaseKind } from '../../db.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { KIGALI_UTC_OFFSET_HOURS } from '../../lib/kigali-time.js';
import { productImages } from '../catalog/product-view.js';

export interface MonthlySales {
  year: number;
  month: number;
  totalSales: number;
  orderCount: number;
}

export interface TopProduct {
  productId: string;
  name: string;
  images: string[];
  totalSold: number;
}

export interface TopCustomer {
  userId: string;
  name: string;
  email: string;
  totalSpent: number;
  orderCount: number;
}

/** The Sales Analytics dashboard. Cancelled orders are left out of every figure. */
export interface SalesAnalytics {
  totalSales: number;
  totalOrders: number;
  /** Newest month first, as the legacy server sent it (the chart reverses it). */
  salesByMonth: MonthlySales[];
  topProducts: TopProduct[];
  topCustomers: TopCustomer[];
}

const TOP_COUNT = 5;
const countedOrders: Prisma.OrderWhereInput = { status: { not: 'CANCELLED' } };

/** Sales figures for admins: totals, sales per Kigali month, the top 5 products and customers. */
export async function salesAnalytics(context: RequestContext): Promise<SalesAnalytics> {
  requireAdmin(context);
  const { db } = context;
  const [totalOrders, salesByMonth, productGroups, customerGroups] = await Promise.all([
    db.order.count({ where: countedOrders }),
    salesByKigaliMonth(context),
    db.orderLine.groupBy({
      by: ['productId'],
      where: { order: countedOrders },
      _sum: { quantity: true },
      orderBy: [{ _sum: { quantity: 'desc' } }, { productId: 'asc' }],
      take: TOP_COUNT,
    }),
    db.order.groupBy({
      by: ['userId'],
      where: countedOrders,
      _sum: { total: true },
      _count: { _all: true },
      orderBy: [{ _sum: { total: 'desc' } }, { userId: 'asc' }],
      take: TOP_COUNT,
    }),
  ]);
  const [products, users] = await Promise.all([
    db.product.findMany({ where: { id: { in: productGroups.map((group) => group.productId) } }, select: { id: true, name: true, images: true } }),
    db.user.findMany({ where: { id: { in: customerGroups.map((group) => group.userId) } }, select: { id: true, name: true, email: true } }),
  ]);
  return {
    // The lifetime sum is added up here from the monthly sums: exact to 2^53, past GraphQL's and Prisma's 32-bit Int.
    totalSales: salesByMonth.reduce((sum, month) => sum + month.totalSales, 0),
    totalOrders,
    salesByMonth,
    topProducts: productGroups.map((group) => {
      const product = products.find((candidate) => candidate.id === group.productId);
      return { productId: group.productId, name: product?.name ?? '', images: product ? productImages(product) : [], totalSold: group._sum.quantity ?? 0 };
    }),
    topCustomers: customerGroups.map((group) => {
      const user = users.find((candidate) => candidate.id === group.userId);
      return { userId: group.userId, name: user?.name ?? '', email: user?.email ?? '', totalSpent: Number(group._sum.total ?? 0), orderCount: group._count._all };
    }),
  };
}

/**
 * Sales per calendar month in Kigali, newest first. The one database-specific query here. SQLite stores dates as
 * ISO text in UTC, shifted by Kigali's fixed offset (UTC+2, no daylight saving) before taking the month;
 * PostgreSQL holds instants (timestamptz), read in Kigali's zone.
 */
async function salesByKigaliMonth(context: RequestContext): Promise<MonthlySales[]> {
  type Row = { year: number | bigint; month: number | bigint; totalSales: number | bigint; orderCount: number | bigint };
  const rows =
    databaseKind(context.db) === 'postgresql'
      ? await context.db.$queryRaw<Row[]>`
    SELECT CAST(EXTRACT(YEAR FROM "createdAt" AT TIME ZONE 'Africa/Kigali') AS INTEGER) AS "year",
           CAST(EXTRACT(MONTH FROM "createdAt" AT TIME ZONE 'Africa/Kigali') AS INTEGER) AS "month",
           SUM("total") AS "totalSales",
           COUNT(*) AS "orderCount"
    FROM "Order"
    WHERE "status" <> 'CANCELLED'
    GROUP BY 1, 2
    ORDER BY 1 DESC, 2 DESC`
      : await context.db.$queryRaw<Row[]>`
    SELECT CAST(strftime('%Y', "createdAt", ${`+${KIGALI_UTC_OFFSET_HOURS} hours`}) AS INTEGER) AS "year",
           CAST(strftime('%m', "createdAt", ${`+${KIGALI_UTC_OFFSET_HOURS} hours`}) AS INTEGER) AS "month",
           SUM("total") AS "totalSales",
           COUNT(*) AS "orderCount"
    FROM "Order"
    WHERE "status" <> 'CANCELLED'
    GROUP BY 1, 2
    ORDER BY 1 DESC, 2 DESC`;
  return rows.map((row) => ({ year: Number(row.year), month: Number(row.month), totalSales: Number(row.totalSales), orderCount: Number(row.orderCount) }));
}

/** A top product for the dashboard, with whatever the Pothos selection asks for (admins only). */
export function topProductOf(context: RequestContext, productId: string, query?: { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect }) {
  requireAdmin(context);
  return context.db.product.findUniqueOrThrow({ ...query, where: { id: productId } });
}

/** A top customer for the dashboard, with whatever the Pothos selection asks for (admins only). */
export function topCustomerOf(context: RequestContext, userId: string, query?: { include?: Prisma.UserInclude; select?: Prisma.UserSelect }) {
  requireAdmin(context);
  return context.db.user.findUniqueOrThrow({ ...query, where: { id: userId } });
}
