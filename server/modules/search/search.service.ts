import type { RequestContext } from '../../context.js';
import { liveProducts, productPage, productsInOrder } from '../catalog/catalog.service.js';
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
    return { ids: null, totalCount: await context.db.prisma.product.count({ where: liveProducts }), correctedQuery: null };
  }
  const index = context.searchIndex;
  const query = await index.resolve(terms);
  const [ids, totalCount] = await Promise.all([index.search(query, offset, limit), index.count(query)]);
  return { ids, totalCount, correctedQuery: totalCount > 0 ? query.correctedQuery : null };
}

/**
 * One page of search results as products, in rank order (newest first for an empty query), with the total: the
 * REST adapter's answer. GraphQL reads the same ids with its own selection (search.schema.ts).
 */
export async function searchProductPage(context: RequestContext, text: string, page: { offset: number; limit: number }) {
  const found = await searchProducts(context, text, page.offset, page.limit);
  const products =
    found.ids === null ? await productPage(context, {}, { skip: page.offset, take: page.limit }) : await productsInOrder(context, found.ids);
  return { products, totalCount: found.totalCount, correctedQuery: found.correctedQuery };
}
