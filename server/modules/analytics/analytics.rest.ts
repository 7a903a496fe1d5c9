import { restRoute } from '../../rest/rest-route.js';
import * as analytics from './analytics.service.js';

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
    handle: async ({ context }) => ({ message: 'Sales analytics', data: toLegacySalesAnalytics(await analytics.salesAnalytics(context)) }),
  }),
];
