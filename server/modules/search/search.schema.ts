import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.js';
import { builder } from '../../graphql/builder.js';
import { ProductConnection, ProductType } from '../catalog/catalog.schema.js';
import { inIdOrder, liveProducts, newestFirst } from '../catalog/catalog.service.js';
import { searchProducts } from './search.service.js';

type PageArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

/** One page of a product search as a connection: offset cursors over the ranked ids, with totalCount and correctedQuery. */
async function searchConnection(text: string, args: PageArgs, context: RequestContext, info: GraphQLResolveInfo) {
  let totalCount = 0;
  let correctedQuery: string | null = null;
  const connection = await resolveOffsetConnection({ args, defaultSize: 12, maxSize: 100 }, async ({ offset, limit }) => {
    const query = queryFromInfo({ context, info, path: ['edges', 'node'], typeName: 'Product' });
    const found = await searchProducts(context, text, offset, limit);
    totalCount = found.totalCount;
    correctedQuery = found.correctedQuery;
    const products = context.db.prisma.product;
    if (found.ids === null) return products.findMany({ ...query, where: liveProducts, orderBy: newestFirst, skip: offset, take: limit });
    return inIdOrder(await products.findMany({ ...query, where: { ...liveProducts, id: { in: found.ids } } }), found.ids);
  });
  return { ...connection, totalCount, correctedQuery };
}

builder.queryFields((t) => ({
  searchProducts: t.connection(
    {
      cache: 'public',
      type: ProductType,
      description:
        'Ranked full-text search over product names (English, Kinyarwanda, French), keywords, descriptions and categories; the last word matches as a prefix, other forms of a word (tomatoes, tomato) and its synonyms (amata, milk, lait) match, and a word no product holds is corrected to the nearest catalogue words (correctedQuery tells). An empty query lists every product, newest first.',
      args: { query: t.arg.string({ defaultValue: '' }) },
      resolve: (_root, args, context, info) => searchConnection(args.query ?? '', args, context, info),
    },
    ProductConnection,
  ),
  adminProducts: t.connection(
    {
      type: ProductType,
      description: "The admin's product list: newest first, or, with a search, the shop search's matches best first (typos, word forms and synonyms forgiven).",
      authScopes: { admin: true },
      args: { search: t.arg.string({ required: false }) },
      resolve: (_root, args, context, info) => searchConnection(args.search ?? '', args, context, info),
    },
    ProductConnection,
  ),
}));
