import type { Database } from '../../db.js';

/**
 * Full-text product search behind a small interface: the SQLite (FTS5) implementation is the embedded
 * default; a PostgreSQL one (tsvector) can replace it without touching the service.
 */
export interface ProductSearchIndex {
  /** Ids of matching live products, best match first. */
  search(terms: SearchTerms, offset: number, limit: number): Promise<string[]>;
  count(terms: SearchTerms): Promise<number>;
}

/** The words of a query: every word must match, the last one as a prefix (the shopper may still be typing). */
export interface SearchTerms {
  words: string[];
}

const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 48;

/**
 * Turns any text a shopper types into search words: letters and digits only, so quotes, operators
 * (AND, NEAR, *, ^), SQL fragments and symbols can never reach the query syntax. Invisible format
 * characters (zero-width joiners, direction marks) are dropped first so that they cannot split a word.
 */
export function parseSearchText(text: string): SearchTerms {
  const cleaned = text.slice(0, 1000).normalize('NFKC').replace(/\p{Cf}/gu, '').toLowerCase();
  const words = (cleaned.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
  return { words };
}

/** FTS5 MATCH expression: each word as a quoted string, the last one with a prefix star. */
export function ftsMatchExpression(terms: SearchTerms): string {
  return terms.words.map((word, index) => `"${word}"${index === terms.words.length - 1 ? '*' : ''}`).join(' ');
}

/**
 * How many matches are ranked by relevance. Ranking costs time for every match, so a broad query
 * ("m", "milk" over 100k products) ranks its newest RANK_WINDOW matches and lists the rest newest first;
 * a query with fewer matches is ranked in full. Counts are always exact.
 */
export const RANK_WINDOW = 1000;

/** SQLite FTS5 over product_fts (kept by triggers). Ranked by bm25, name weighing most, then categories. */
export class SqliteProductSearch implements ProductSearchIndex {
  constructor(
    private readonly db: Database,
    private readonly rankWindow: number = RANK_WINDOW,
  ) {}

  async search(terms: SearchTerms, offset: number, limit: number): Promise<string[]> {
    const match = ftsMatchExpression(terms);
    // The lowest rowid of the newest rankWindow matches (0 when there are fewer): rows at or above it
    // are ranked. One uncorrelated subquery, so the boundary costs no extra round trip.
    const ids: string[] = [];
    if (offset < this.rankWindow) {
      const ranked = await this.db.$queryRaw<{ id: string }[]>`
        SELECT product_id AS id FROM product_fts
        WHERE product_fts MATCH ${match}
          AND rowid >= coalesce((SELECT rowid FROM product_fts WHERE product_fts MATCH ${match} ORDER BY rowid DESC LIMIT 1 OFFSET ${this.rankWindow - 1}), 0)
        ORDER BY bm25(product_fts, 0.0, 10.0, 1.0, 4.0), rowid DESC
        LIMIT ${Math.min(limit, this.rankWindow - offset)} OFFSET ${offset}`;
      ids.push(...ranked.map((row) => row.id));
      if (ids.length < Math.min(limit, this.rankWindow - offset)) return ids;
    }
    if (ids.length < limit) {
      // Past the window: the older matches, newest first (none when the query had fewer matches than the window).
      const rest = await this.db.$queryRaw<{ id: string }[]>`
        SELECT product_id AS id FROM product_fts
        WHERE product_fts MATCH ${match}
          AND rowid < coalesce((SELECT rowid FROM product_fts WHERE product_fts MATCH ${match} ORDER BY rowid DESC LIMIT 1 OFFSET ${this.rankWindow - 1}), 0)
        ORDER BY rowid DESC
        LIMIT ${limit - ids.length} OFFSET ${Math.max(0, offset - this.rankWindow)}`;
      ids.push(...rest.map((row) => row.id));
    }
    return ids;
  }

  async count(terms: SearchTerms): Promise<number> {
    const rows = await this.db.$queryRaw<{ total: number | bigint }[]>`
      SELECT count(*) AS total FROM product_fts WHERE product_fts MATCH ${ftsMatchExpression(terms)}`;
    return Number(rows[0]?.total ?? 0);
  }
}
