import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { ProductConnection, ProductType } from '../catalog/catalog.schema.js';
import { searchProductPage } from './search.service.js';

builder.queryField('searchProducts', (t) =>
  t.connection(
    {
      type: ProductType,
      description:
        'Ranked full-text search over product names, descriptions and categories; the last word matches as a prefix, other forms of a word (tomatoes, tomato) match, and a word no product holds is corrected to the nearest catalogue words (correctedQuery tells). An empty query lists every product, newest first.',
      args: { query: t.arg.string({ defaultValue: '' }) },
      resolve: async (_root, args, context, info) => {
        let totalCount = 0;
        let correctedQuery: string | null = null;
        const connection = await resolveOffsetConnection({ args, defaultSize: 12, maxSize: 100 }, async ({ offset, limit }) => {
          const query = queryFromInfo({ context, info, path: ['edges', 'node'], typeName: 'Product' });
          const page = await searchProductPage(context, args.query ?? '', { offset, limit }, query);
          totalCount = page.totalCount;
          correctedQuery = page.correctedQuery;
          return page.products;
        });
        return { ...connection, totalCount, correctedQuery };
      },
    },
    ProductConnection,
  ),
);
