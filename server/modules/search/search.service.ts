import type { RequestContext } from '../../context.js';
import { parseSearchText, SqliteProductSearch, type ProductSearchIndex } from './product-search.js';

const indexes = new WeakMap<object, ProductSearchIndex>();

function searchIndex(context: RequestContext): ProductSearchIndex {
  let index = indexes.get(context.db);
  if (!index) {
    index = new SqliteProductSearch(context.db);
    indexes.set(context.db, index);
  }
  return index;
}

export interface SearchPage {
  /** Matching product ids in rank order, or null for an empty query (every product, newest first). */
  ids: string[] | null;
  totalCount: number;
}

/**
 * Ranked full-text search over names, descriptions and category names. Any text is accepted: what
 * cannot be searched is ignored, an empty query lists every product, and nothing reaches SQL unescaped.
 */
export async function searchProducts(context: RequestContext, text: string, offset: number, limit: number): Promise<SearchPage> {
  const terms = parseSearchText(text);
  if (terms.words.length === 0) {
    // Text with no searchable word at all (only symbols or emoji) finds nothing, but an empty box lists everything.
    if (text.trim() !== '') return { ids: [], totalCount: 0 };
    return { ids: null, totalCount: await context.db.product.count({ where: { deletedAt: null } }) };
  }
  const index = searchIndex(context);
  const [ids, totalCount] = await Promise.all([index.search(terms, offset, limit), index.count(terms)]);
  return { ids, totalCount };
}
