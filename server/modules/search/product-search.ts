import { foldWord } from './word-forms.js';

/**
 * Full-text product search behind a small interface, one implementation per database, chosen at start-up
 * (server/database-features.ts): SQLite's FTS5 index (sqlite-product-search.ts) and PostgreSQL's weighted tsvector
 * (postgres-product-search.ts). Both share the vocabulary and ranking rules of search-ranking.ts.
 */
export interface ProductSearchIndex {
  /** What the shopper's words match in the catalogue: their word forms, or the nearest words for a typo. */
  resolve(terms: SearchTerms): Promise<ResolvedQuery>;
  /** Ids of matching live products, best match first. */
  search(query: ResolvedQuery, offset: number, limit: number): Promise<string[]>;
  count(query: ResolvedQuery): Promise<number>;
}

/** The words of a query: every word must match, the last one as a prefix (the shopper may still be typing). */
export interface SearchTerms {
  words: string[];
}

/** One query word and the catalogue words that stand for it. */
export interface ResolvedWord {
  /** As typed (lower case, without diacritics). */
  word: string;
  /** Catalogue words any of which matches it: its forms ('tomato', 'tomatoes'), or its corrections. */
  alternatives: string[];
  /** Whether words starting with it match too (the last word, unless it had to be corrected). */
  prefix: boolean;
  /** The catalogue word a typo was corrected to (the most frequent of the nearest), or null. */
  correctedTo: string | null;
}

export interface ResolvedQuery {
  words: ResolvedWord[];
  /** The query with its typos corrected ('inyange milk' for 'inyage milk'); null when nothing was corrected. */
  correctedQuery: string | null;
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

/** The resolution of words no vocabulary knows: each word stands for itself, the last one also as a prefix. */
export function literalQuery(terms: SearchTerms): ResolvedQuery {
  return {
    words: terms.words.map((word, index) => ({ word: foldWord(word), alternatives: [], prefix: index === terms.words.length - 1, correctedTo: null })),
    correctedQuery: null,
  };
}
