import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { ProductType } from '../catalog/catalog.schema.js';
import { searchProducts } from './search.service.js';

builder.queryField('searchProducts', (t) =>
  t.connection(
    {
      type: ProductType,
      description: 'Ranked full-text search over product names, descriptions and categories; the last word matches as a prefix. An empty query lists every product.',
      args: { query: t.arg.string({ defaultValue: '' }) },
      resolve: async (_root, args, context, info) => {
        let totalCount = 0;
        const connection = await resolveOffsetConnection({ args, defaultSize: 12, maxSize: 100 }, async ({ offset, limit }) => {
          const page = await searchProducts(context, args.query ?? '', offset, limit);
          totalCount = page.totalCount;
          const query = queryFromInfo({ context, info, path: ['edges', 'node'], typeName: 'Product' });
          if (page.ids === null) {
            return context.db.product.findMany({ ...query, where: { deletedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: offset, take: limit });
          }
          const products = await context.db.product.findMany({ ...query, where: { id: { in: page.ids }, deletedAt: null } });
          const rank = new Map(page.ids.map((id, position) => [id, position]));
          return products.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
        });
        return { ...connection, totalCount };
      },
    },
    {
      name: 'ProductSearchConnection',
      fields: (t) => ({ totalCount: t.int({ resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount }) }),
    },
  ),
);
