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

/** SQLite FTS5 over product_fts (kept by triggers). Ranked by bm25, name weighing most, then categories. */
export class SqliteProductSearch implements ProductSearchIndex {
  constructor(private readonly db: Database) {}

  async search(terms: SearchTerms, offset: number, limit: number): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ id: string }[]>`
      SELECT product_id AS id FROM product_fts
      WHERE product_fts MATCH ${ftsMatchExpression(terms)}
      ORDER BY bm25(product_fts, 0.0, 10.0, 1.0, 4.0), product_id
      LIMIT ${limit} OFFSET ${offset}`;
    return rows.map((row) => row.id);
  }

  async count(terms: SearchTerms): Promise<number> {
    const rows = await this.db.$queryRaw<{ total: number | bigint }[]>`
      SELECT count(*) AS total FROM product_fts WHERE product_fts MATCH ${ftsMatchExpression(terms)}`;
    return Number(rows[0]?.total ?? 0);
  }
}
