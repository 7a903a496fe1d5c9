import { builder } from '../../graphql/builder.js';
import * as analytics from './analytics.service.js';

const MonthlySalesType = builder.objectRef<analytics.MonthlySales>('MonthlySales').implement({
  description: 'Sales of one calendar month in Kigali (cancelled orders left out).',
  fields: (t) => ({
    year: t.exposeInt('year'),
    month: t.exposeInt('month', { description: '1-12.' }),
    totalSales: t.expose('totalSales', { type: 'Rwf' }),
    orderCount: t.exposeInt('orderCount'),
  }),
});

const TopProductType = builder.objectRef<analytics.TopProduct>('TopProduct').implement({
  fields: (t) => ({
    product: t.prismaField({
      type: 'Product',
      resolve: (query, top, _args, context) => context.db.prisma.product.findUniqueOrThrow({ ...query, where: { id: top.productId } }),
    }),
    totalSold: t.exposeInt('totalSold', { description: 'Units sold.' }),
  }),
});

const TopCustomerType = builder.objectRef<analytics.TopCustomer>('TopCustomer').implement({
  fields: (t) => ({
    customer: t.prismaField({
      type: 'User',
      resolve: (query, top, _args, context) => context.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: top.userId } }),
    }),
    totalSpent: t.expose('totalSpent', { type: 'Rwf' }),
    orderCount: t.exposeInt('orderCount'),
  }),
});

const SalesAnalyticsType = builder.objectRef<analytics.SalesAnalytics>('SalesAnalytics').implement({
  description: 'The Sales Analytics dashboard; cancelled orders are left out of every figure.',
  fields: (t) => ({
    totalSales: t.expose('totalSales', { type: 'Rwf', description: 'Lifetime sales; beyond 32-bit Int, hence Rwf.' }),
    totalOrders: t.exposeInt('totalOrders'),
    salesByMonth: t.field({
      type: [MonthlySalesType],
      description: 'Newest month first (the chart shows them oldest to newest).',
      resolve: (report) => report.salesByMonth,
    }),
    topProducts: t.field({ type: [TopProductType], description: 'The 5 products sold most, by units.', resolve: (report) => report.topProducts }),
    topCustomers: t.field({ type: [TopCustomerType], description: 'The 5 customers who spent most.', resolve: (report) => report.topCustomers }),
  }),
});

builder.queryField('salesAnalytics', (t) =>
  t.field({
    type: SalesAnalyticsType,
    description: 'Sales figures for the admin dashboard (admins only).',
    authScopes: { admin: true },
    resolve: (_root, _args, context) => analytics.salesAnalytics(context),
  }),
);
