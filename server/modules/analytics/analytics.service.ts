import { type RequestContext, requireAdmin } from '../../context.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { productImages } from '../catalog/product-view.js';

import type { MonthlySales } from './sales-by-month.js';

export type { MonthlySales } from './sales-by-month.js';

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
  const db = context.db.prisma;
  const [totalOrders, salesByMonth, productGroups, customerGroups] = await Promise.all([
    db.order.count({ where: countedOrders }),
    context.salesByMonth(),
    topProductGroups(context),
    topCustomerGroups(context),
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
      return { productId: group.productId, name: product?.name ?? '', images: product ? productImages(product) : [], totalSold: group.totalSold };
    }),
    topCustomers: customerGroups.map((group) => {
      const user = users.find((candidate) => candidate.id === group.userId);
      return { userId: group.userId, name: user?.name ?? '', email: user?.email ?? '', totalSpent: group.totalSpent, orderCount: group.orderCount };
    }),
  };
}

/** The best-selling products by units, ties by id. */
async function topProductGroups(context: RequestContext): Promise<{ productId: string; totalSold: number }[]> {
  const rows = await context.db.prisma.$queryRaw<{ productId: string; totalSold: number | bigint }[]>`
    SELECT l."productId" AS "productId", SUM(l."quantity") AS "totalSold"
    FROM "OrderLine" l JOIN "Order" o ON o."id" = l."orderId"
    WHERE o."status" <> 'CANCELLED'
    GROUP BY l."productId"
    ORDER BY 2 DESC, 1 ASC
    LIMIT ${TOP_COUNT}`;
  return rows.map((row) => ({ productId: row.productId, totalSold: Number(row.totalSold) }));
}

/** The customers who spent most, ties by id. */
async function topCustomerGroups(context: RequestContext): Promise<{ userId: string; totalSpent: number; orderCount: number }[]> {
  const rows = await context.db.prisma.$queryRaw<{ userId: string; totalSpent: number | bigint; orderCount: number | bigint }[]>`
    SELECT "userId" AS "userId", SUM("total") AS "totalSpent", COUNT(*) AS "orderCount"
    FROM "Order"
    WHERE "status" <> 'CANCELLED'
    GROUP BY "userId"
    ORDER BY 2 DESC, 1 ASC
    LIMIT ${TOP_COUNT}`;
  return rows.map((row) => ({ userId: row.userId, totalSpent: Number(row.totalSpent), orderCount: Number(row.orderCount) }));
}

/** A top product for the dashboard, with whatever the Pothos selection asks for (admins only). */
export function topProductOf(context: RequestContext, productId: string, query?: { include?: Prisma.ProductInclude; select?: Prisma.ProductSelect }) {
  requireAdmin(context);
  return context.db.prisma.product.findUniqueOrThrow({ ...query, where: { id: productId } });
}

/** A top customer for the dashboard, with whatever the Pothos selection asks for (admins only). */
export function topCustomerOf(context: RequestContext, userId: string, query?: { include?: Prisma.UserInclude; select?: Prisma.UserSelect }) {
  requireAdmin(context);
  return context.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
}
