import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { integerSchema, legacyIdSchema } from '../../rest/doc-schemas.js';
import * as analytics from './analytics.service.js';

/** What toLegacySalesAnalytics answers, as JSON (the REST adapter's documentation and its tests read it). */
export const legacySalesAnalyticsSchema = z.object({
  totalSales: integerSchema,
  totalOrders: integerSchema,
  salesByMonth: z.array(z.object({ _id: z.object({ month: integerSchema, year: integerSchema }), totalSales: integerSchema, orderCount: integerSchema })),
  topProducts: z.array(z.object({ _id: legacyIdSchema, name: z.string(), image: z.array(z.string()), totalSold: integerSchema })),
  topCustomers: z.array(z.object({ _id: legacyIdSchema, name: z.string(), email: z.string(), totalSpent: integerSchema, orderCount: integerSchema })),
});

/** The dashboard's figures in the old server's shape: months keyed by `_id { month, year }`, images as `image`. */
export function toLegacySalesAnalytics(report: analytics.SalesAnalytics) {
  return {
    totalSales: report.totalSales,
    totalOrders: report.totalOrders,
    salesByMonth: report.salesByMonth.map((month) => ({
      _id: { month: month.month, year: month.year },
      totalSales: month.totalSales,
      orderCount: month.orderCount,
    })),
    topProducts: report.topProducts.map((product) => ({ _id: product.productId, name: product.name, image: product.images, totalSold: product.totalSold })),
    topCustomers: report.topCustomers.map((customer) => ({
      _id: customer.userId,
      name: customer.name,
      email: customer.email,
      totalSpent: customer.totalSpent,
      orderCount: customer.orderCount,
    })),
  };
}

export const analyticsRoutes = [
  restRoute({
    method: 'GET',
    path: '/order/admin/sales-analytics',
    tag: 'Order',
    summary: 'Sales Analytics dashboard (admins): totals, sales per Kigali month newest first, top 5 products and customers; cancelled orders left out',
    auth: 'admin',
    response:
      'data: { totalSales, totalOrders, salesByMonth [{ _id { month, year }, totalSales, orderCount }], topProducts [{ name, image, totalSold }], topCustomers [{ name, email, totalSpent }] }',
    data: legacySalesAnalyticsSchema,
    handle: async ({ context }) => ({ message: 'Sales analytics', data: toLegacySalesAnalytics(await analytics.salesAnalytics(context)) }),
  }),
];
