import { type RequestContext, requireAdmin } from '../../context.js';
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
  const [totals, salesByMonth, productGroups, customerGroups] = await Promise.all([
    db.order.aggregate({ where: countedOrders, _sum: { totalAmt: true }, _count: { _all: true } }),
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
      _sum: { totalAmt: true },
      _count: { _all: true },
      orderBy: [{ _sum: { totalAmt: 'desc' } }, { userId: 'asc' }],
      take: TOP_COUNT,
    }),
  ]);
  const [products, users] = await Promise.all([
    db.product.findMany({ where: { id: { in: productGroups.map((group) => group.productId) } }, select: { id: true, name: true, images: true } }),
    db.user.findMany({ where: { id: { in: customerGroups.map((group) => group.userId) } }, select: { id: true, name: true, email: true } }),
  ]);
  return {
    totalSales: totals._sum.totalAmt ?? 0,
    totalOrders: totals._count._all,
    salesByMonth,
    topProducts: productGroups.map((group) => {
      const product = products.find((candidate) => candidate.id === group.productId);
      return { productId: group.productId, name: product?.name ?? '', images: product ? productImages(product) : [], totalSold: group._sum.quantity ?? 0 };
    }),
    topCustomers: customerGroups.map((group) => {
      const user = users.find((candidate) => candidate.id === group.userId);
      return { userId: group.userId, name: user?.name ?? '', email: user?.email ?? '', totalSpent: group._sum.totalAmt ?? 0, orderCount: group._count._all };
    }),
  };
}

/**
 * Sales per calendar month in Kigali, newest first. The one SQLite-specific query here: dates are stored as
 * ISO text in UTC and shifted by Kigali's fixed offset (UTC+2, no daylight saving) before taking the month.
 */
async function salesByKigaliMonth(context: RequestContext): Promise<MonthlySales[]> {
  const shift = `+${KIGALI_UTC_OFFSET_HOURS} hours`;
  const rows = await context.db.$queryRaw<{ year: number | bigint; month: number | bigint; totalSales: number | bigint; orderCount: number | bigint }[]>`
    SELECT CAST(strftime('%Y', "createdAt", ${shift}) AS INTEGER) AS "year",
           CAST(strftime('%m', "createdAt", ${shift}) AS INTEGER) AS "month",
           SUM("totalAmt") AS "totalSales",
           COUNT(*) AS "orderCount"
    FROM "Order"
    WHERE "status" <> 'CANCELLED'
    GROUP BY 1, 2
    ORDER BY 1 DESC, 2 DESC`;
  return rows.map((row) => ({ year: Number(row.year), month: Number(row.month), totalSales: Number(row.totalSales), orderCount: Number(row.orderCount) }));
}
