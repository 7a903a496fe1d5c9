import type { RequestContext } from '../../context.js';
import { listProducts, type ProductQuery, productsInOrder } from '../catalog/catalog.service.js';
import { parseSearchText } from './product-search.js';

export interface SearchPage {
  /** Matching product ids in rank order, or null for an empty query (every product, newest first). */
  ids: string[] | null;
  totalCount: number;
  /** The query with its typos corrected, when the results came from a correction; otherwise null. */
  correctedQuery: string | null;
}

/**
 * Ranked full-text search over names, descriptions and category names, forgiving word forms and typos.
 * Any text is accepted: what cannot be searched is ignored, an empty query lists every product, and
 * nothing reaches SQL unescaped.
 */
export async function searchProducts(context: RequestContext, text: string, offset: number, limit: number): Promise<SearchPage> {
  const terms = parseSearchText(text);
  if (terms.words.length === 0) {
    // Text with no searchable word at all (only symbols or emoji) finds nothing, but an empty box lists everything.
    if (text.trim() !== '') return { ids: [], totalCount: 0, correctedQuery: null };
    return { ids: null, totalCount: await context.db.prisma.product.count({ where: { deletedAt: null } }), correctedQuery: null };
  }
  const index = context.searchIndex;
  const query = await index.resolve(terms);
  const [ids, totalCount] = await Promise.all([index.search(query, offset, limit), index.count(query)]);
  return { ids, totalCount, correctedQuery: totalCount > 0 ? query.correctedQuery : null };
}

/** What a search may load with each product. */
type ProductSelection = Pick<ProductQuery, 'include' | 'select'>;

/**
 * One page of search results as products, in rank order (newest first for an empty query), with the
 * total. `query` is what to load with each product (GraphQL's selection, or the REST adapter's include).
 */
export async function searchProductPage<Q extends ProductSelection>(context: RequestContext, text: string, page: { offset: number; limit: number }, query?: Q) {
  const found = await searchProducts(context, text, page.offset, page.limit);
  const products =
    found.ids === null
      ? await listProducts(context, {}, { ...query, skip: page.offset, take: page.limit } as unknown as Q)
      : await productsInOrder(context, found.ids, query);
  return { products, totalCount: found.totalCount, correctedQuery: found.correctedQuery };
}
