import { rows, type SqlValue } from '../../database/sql-program.js';
import { type Database, directSqlite } from '../../db.js';
import { allowedEdits, type NearWords, SearchVocabulary } from './search-vocabulary.js';
import { synonymWords } from './synonyms.js';
import { categoryHeads, foldedWords, foldWord, leadingHeads, nameHeads, wordFormKey } from './word-forms.js';

/**
 * Full-text product search behind a small interface: the SQLite (FTS5) implementation is the embedded
 * default; the PostgreSQL one (postgres-product-search.ts: a weighted tsvector with the same vocabulary and ranking
 * rules) replaces it when the database is PostgreSQL, without touching the service.
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

/** FTS5 MATCH expression: every word, each as any of its alternatives (quoted), the last one also as a prefix. */
export function ftsMatchExpression(query: ResolvedQuery): string {
  const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;
  return query.words
    .map(({ word, alternatives, prefix }) => {
      const options = new Set(alternatives.map(quoted));
      options.add(prefix ? `${quoted(word)}*` : quoted(word));
      return options.size === 1 ? [...options][0]! : `(${[...options].join(' OR ')})`;
    })
    .join(' AND ');
}

/** The resolution of words no vocabulary knows: each word stands for itself, the last one also as a prefix. */
export function literalQuery(terms: SearchTerms): ResolvedQuery {
  return {
    words: terms.words.map((word, index) => ({ word: foldWord(word), alternatives: [], prefix: index === terms.words.length - 1, correctedTo: null })),
    correctedQuery: null,
  };
}

/** A last word this long or longer also stands for the synonyms it begins ('ibito' -> ibitoki). */
const MIN_SYNONYM_PREFIX = 3;
/** At most this many catalogue words stand for one query word, so a query stays small. */
const MAX_ALTERNATIVES = 40;

/** Catalogue words for these words: each, its forms, its synonyms and their forms ('amata' -> milk, lait). */
function meanings(vocabulary: SearchVocabulary, words: readonly string[]): string[] {
  const found = new Set<string>();
  for (const word of words) {
    for (const meaning of [word, ...vocabulary.synonyms(word)]) {
      found.add(meaning);
      for (const form of vocabulary.forms(meaning)) found.add(form);
    }
  }
  return [...found].slice(0, MAX_ALTERNATIVES);
}

/**
 * Resolves each word against the catalogue's vocabulary and the shop's synonyms. A word with an exact,
 * word-form or synonym hit (or, for the last word, a prefix hit) is taken as meant; only a word with none
 * is corrected to its nearest vocabulary words. Corrections therefore only ever add results where there
 * were none for that word, so a correct spelling always wins over a near one. Every word also stands for
 * its synonyms in the other languages, so 'amata' finds milk and 'milk' finds a product named only 'Amata'.
 */
export function resolveWithVocabulary(terms: SearchTerms, vocabulary: SearchVocabulary, near?: ReadonlyMap<string, NearWords>): ResolvedQuery {
  let corrected = false;
  const words = terms.words.map((typed, index): ResolvedWord => {
    const word = foldWord(typed);
    const last = index === terms.words.length - 1;
    const completions = last && word.length >= MIN_SYNONYM_PREFIX ? vocabulary.synonymsStartingWith(word) : [];
    if (!needsCorrection(vocabulary, word, last)) {
      return { word, alternatives: meanings(vocabulary, [word, ...completions]), prefix: last, correctedTo: null };
    }
    const correction = vocabulary.nearest(word, last, near?.get(word));
    // Numbers (sizes, codes) match whole: as a prefix, '1' stands for every number starting with 1.
    if (!correction) return { word, alternatives: [], prefix: last && !/^\p{N}+$/u.test(word), correctedTo: null };
    corrected = true;
    return { word, alternatives: meanings(vocabulary, correction.terms), prefix: false, correctedTo: correction.terms[0]! };
  });
  return { words, correctedQuery: corrected ? words.map((word) => word.correctedTo ?? word.word).join(' ') : null };
}

/** Whether a folded query word has no exact, word-form or synonym hit (nor, for the last word, a prefix hit). */
function needsCorrection(vocabulary: SearchVocabulary, word: string, last: boolean): boolean {
  return !(vocabulary.has(word) || vocabulary.forms(word).length > 0 || vocabulary.synonyms(word).length > 0 || (last && vocabulary.hasPrefix(word)));
}

/**
 * The words `resolveWithVocabulary` will try to correct, folded, each with whether it is the last word (which may
 * be corrected as a beginning): for an index that finds candidate corrections itself before resolving.
 */
export function wordsToCorrect(terms: SearchTerms, vocabulary: SearchVocabulary): { word: string; last: boolean }[] {
  return terms.words
    .map((typed, index) => ({ word: foldWord(typed), last: index === terms.words.length - 1 }))
    .filter(({ word, last }) => allowedEdits(word.length) > 0 && needsCorrection(vocabulary, word, last));
}

/**
 * How many matches are ranked by relevance. Ranking costs time for every match, so a broad query
 * ("m", "milk" over 100k products) ranks its newest RANK_WINDOW matches and lists the rest newest first;
 * a query with fewer matches is ranked in full. Counts are always exact.
 */
export const RANK_WINDOW = 1000;

/**
 * How many of the best bm25 matches are ranked again as a grocer would (see `groceryRelevance`): enough
 * for the first pages a shopper reads, few enough to cost one small query.
 */
export const GROCER_RANK_DEPTH = 100;

/** How one database writes what the candidates query needs beyond portable SQL. */
export interface CandidatesDialect {
  /** The character with this code. */
  separator(code: number): string;
  /** The texts of a group joined with a separator. */
  joined(text: string, separator: string): string;
  /** ORDER BY term putting the best score first. */
  order: string;
}

/**
 * The grocery re-ranking's candidates (see `Candidate`) for an index's best matches: `ranked` selects id, position
 * and score of those rows; names, stock and category names are read for them only, in the same round trip.
 */
export function candidatesQuery(ranked: string, dialect: CandidatesDialect): string {
  const names = (table: string) => `${table}."name" || ${dialect.separator(31)} || ${table}."nameRw" || '|' || ${table}."nameFr" || '|' || ${table}."keywords"`;
  return `
    SELECT ranked.id AS id, p."name" AS name, p."nameRw" || '|' || p."nameFr" || '|' || p."keywords" AS "localNames", p."stock" AS stock,
      (SELECT ${dialect.joined('names.name', dialect.separator(30))} FROM (
         SELECT ${names('c')} AS name FROM "_CategoryToProduct" cp JOIN "Category" c ON c."id" = cp."A" WHERE cp."B" = ranked.id
         UNION ALL
         SELECT ${names('s')} AS name FROM "_ProductToSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."B" WHERE ps."A" = ranked.id
       ) AS names) AS categories
    FROM (${ranked}) AS ranked
    JOIN "Product" p ON p."id" = ranked.id
    ORDER BY ${dialect.order}, ranked.position DESC`;
}

/** A ranked candidate: bm25 order is its position in the list. */
export interface Candidate {
  id: string;
  name: string;
  /** Kinyarwanda and French names and keywords, '|'-separated. */
  localNames: string;
  stock: number | bigint;
  /** Per category and sub-category (separated by char 30): its name, char 31, its local names and keywords ('|'-separated). */
  categories: string | null;
}

/** A candidate's names as grocery relevance reads them. */
export function productNames(candidate: Candidate): ProductNames {
  const categories: string[] = [];
  const localCategories: string[] = [];
  for (const category of candidate.categories?.split('\x1e') ?? []) {
    const [name = '', local = ''] = category.split('\x1f');
    categories.push(name);
    localCategories.push(...local.split('|'));
  }
  return { name: candidate.name, localNames: candidate.localNames.split('|'), categories, localCategories };
}

/** What a product is called, for grocery relevance: its English name and its other names and keywords. */
export interface ProductNames {
  name: string;
  /** Kinyarwanda and French names and keywords (noun first). */
  localNames: string[];
  categories: string[];
  localCategories: string[];
}

/**
 * How much a product IS what was searched for, summed over the query words: 3 when the word is the head
 * noun of one of its names ('milk' in 'Inyange Fresh Whole Milk 1 L', 'amata' in 'Amata y'Inyange'), 2 when
 * a name merely mentions it ('Milk Chocolate Bar'), 0 when only the description does; 1 more when one of
 * its categories lists that thing (sub-category 'Milk', 'Rice, Flour & Grains', 'Amata'). bm25 alone
 * favours short names, so a chocolate bar that mentions milk in its name and description outranked milk.
 */
export function groceryRelevance(query: ResolvedQuery, product: ProductNames): number {
  const heads = [...nameHeads(product.name), ...product.localNames.flatMap((name) => [...leadingHeads(name)])];
  const nameWords = [product.name, ...product.localNames].flatMap(foldedWords);
  const categoryWords = [...product.categories.flatMap((category) => [...categoryHeads(category)]), ...product.localCategories.flatMap((category) => [...leadingHeads(category)])];
  let total = 0;
  for (const word of query.words) {
    const keys = new Set([word.word, ...word.alternatives].map(wordFormKey));
    const prefix = word.prefix ? word.word : null;
    const matches = (candidate: string) => keys.has(wordFormKey(candidate)) || (prefix !== null && candidate.startsWith(prefix));
    if (heads.some(matches)) total += 3;
    else if (nameWords.some(matches)) total += 2;
    if (categoryWords.some(matches)) total += 1;
  }
  return total;
}

/**
 * Ids of a ranked window's best matches (given best first by the index's text rank) ordered again: grocery
 * relevance first, then in stock before out of stock, then the text rank.
 */
export function inGroceryOrder(query: ResolvedQuery, candidates: Candidate[]): string[] {
  return candidates
    .map((candidate, rankPosition) => ({
      id: candidate.id,
      relevance: groceryRelevance(query, productNames(candidate)),
      inStock: Number(candidate.stock) > 0 ? 1 : 0,
      rankPosition,
    }))
    .sort((a, b) => b.relevance - a.relevance || b.inStock - a.inStock || a.rankPosition - b.rankPosition)
    .map((candidate) => candidate.id);
}

/** The three reads a page of results is made of, each written for one database's index. */
export interface SearchOrderReads {
  /** The best `depth` matches of the ranked window, in grocery-relevance order. */
  grocerRanked(depth: number): Promise<string[]>;
  /** Up to `take` matches of the ranked window (the newest RANK_WINDOW matches) by text rank, from `position`. */
  ranked(take: number, position: number): Promise<string[]>;
  /** Up to `take` matches older than the window, newest first, from `position` (counted from the first match). */
  older(take: number, position: number): Promise<string[]>;
}

/**
 * One page of results in the order every index gives them: the grocery-ranked best `grocerRankDepth`, then the
 * rest of the ranked window by text rank, then the older matches newest first. A part that comes back short ends
 * the matches, so no later read is made.
 */
export async function pageInSearchOrder(offset: number, limit: number, rankWindow: number, grocerRankDepth: number, reads: SearchOrderReads): Promise<string[]> {
  const depth = Math.min(grocerRankDepth, rankWindow);
  const ids: string[] = [];
  let position = offset;
  let wanted = limit;
  if (position < depth) {
    const best = await reads.grocerRanked(depth);
    const page = best.slice(position, position + wanted);
    ids.push(...page);
    if (best.length < depth) return ids;
    position += page.length;
    wanted -= page.length;
  }
  if (wanted > 0 && position < rankWindow) {
    const take = Math.min(wanted, rankWindow - position);
    const ranked = await reads.ranked(take, position);
    ids.push(...ranked);
    if (ranked.length < take) return ids;
    position += ranked.length;
    wanted -= ranked.length;
  }
  if (wanted > 0) ids.push(...(await reads.older(wanted, position)));
  return ids;
}

/** The grocery re-ranking's candidates on this index (see candidatesQuery), written once. */
const FTS_CANDIDATES = candidatesQuery(
  `SELECT product_id AS id, rowid AS position, bm25(product_fts, 0.0, 10.0, 8.0, 1.0, 4.0) AS score FROM product_fts
   WHERE product_fts MATCH ?
     AND rowid >= coalesce((SELECT rowid FROM product_fts WHERE product_fts MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ?), 0)
   ORDER BY score, rowid DESC
   LIMIT ?`,
  { separator: (code) => `char(${code})`, joined: (text, separator) => `group_concat(${text}, ${separator})`, order: 'ranked.score' },
);

/**
 * SQLite FTS5 over product_fts (kept by triggers), with its vocabulary read through product_fts_vocab
 * (fts5vocab, so always in step with the index). Ranked by bm25 (name weighing most, then categories),
 * the best GROCER_RANK_DEPTH again by grocery relevance, then in stock before out of stock.
 */
export class SqliteProductSearch implements ProductSearchIndex {
  private vocabulary: { version: string; words: Promise<SearchVocabulary> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly rankWindow: number = RANK_WINDOW,
    private readonly grocerRankDepth: number = GROCER_RANK_DEPTH,
  ) {}

  /** Every search runs several statements: they go through the direct connection, not Prisma's queue. */
  private read<Row>(sql: string, ...args: SqlValue[]): Promise<Row[]> {
    return directSqlite(this.db).read(() => rows<Row>(sql, ...args));
  }

  async resolve(terms: SearchTerms): Promise<ResolvedQuery> {
    return resolveWithVocabulary(terms, await this.currentVocabulary());
  }

  /**
   * The vocabulary, read again only when the index or the synonyms changed. FTS5 rewrites its structure
   * record (row 10 of product_fts_data, 'FTS5_STRUCTURE_ROWID') at every write to the index, whatever the
   * write path (the triggers), and every synonym write moves the synonyms' count or latest update time, so
   * comparing both is a one-row check per search. Only edits of names, descriptions and categories touch
   * the index (stock and prices do not); the read after one costs a few ms on the seed and about 40 ms at
   * 100k products (bench/search.ts). Reading it in the background instead did not help: the search waits
   * behind it on the one database connection anyway.
   */
  private async currentVocabulary(): Promise<SearchVocabulary> {
    const [row] = await this.read<{ version: string | null }>(
      `SELECT (SELECT hex(block) FROM product_fts_data WHERE id = 10) || ':' ||
              (SELECT count(*) || ':' || coalesce(max("updatedAt"), '') FROM "SearchSynonym") AS version`,
    );
    const version = row?.version ?? '';
    if (this.vocabulary?.version !== version) {
      // Words starting with a digit (sizes, codes) are never inflected or corrected: they stay in SQLite.
      const words = Promise.all([
        this.read<{ term: string; documents: number }>(`SELECT term, doc AS documents FROM product_fts_vocab WHERE term >= 'a'`),
        this.db.searchSynonym.findMany({ select: { words: true } }),
      ]).then(
        ([terms, synonyms]) =>
          new SearchVocabulary(
            terms.map((term) => ({ term: term.term, documents: Number(term.documents) })),
            synonyms.map((synonym) => synonymWords(synonym.words)),
          ),
      );
      this.vocabulary = { version, words };
      words.catch(() => {
        if (this.vocabulary?.words === words) this.vocabulary = null; // read again by the next search
      });
    }
    return this.vocabulary.words;
  }

  async search(query: ResolvedQuery, offset: number, limit: number): Promise<string[]> {
    const match = ftsMatchExpression(query);
    // The lowest rowid of the newest rankWindow matches (0 when there are fewer): rows at or above it are ranked,
    // rows below it come after. One uncorrelated subquery, so the boundary costs no extra round trip.
    const windowStart = `coalesce((SELECT rowid FROM product_fts WHERE product_fts MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ?), 0)`;
    const ids = (found: { id: string }[]) => found.map((row) => row.id);
    return pageInSearchOrder(offset, limit, this.rankWindow, this.grocerRankDepth, {
      grocerRanked: (depth) => this.grocerRanked(query, match, depth),
      ranked: async (take, position) =>
        ids(
          await this.read<{ id: string }>(
            `SELECT product_id AS id FROM product_fts
             WHERE product_fts MATCH ? AND rowid >= ${windowStart}
             ORDER BY bm25(product_fts, 0.0, 10.0, 8.0, 1.0, 4.0), rowid DESC
             LIMIT ? OFFSET ?`,
            match,
            match,
            this.rankWindow - 1,
            take,
            position,
          ),
        ),
      // None when the query had fewer matches than the window.
      older: async (take, position) =>
        ids(
          await this.read<{ id: string }>(
            `SELECT product_id AS id FROM product_fts
             WHERE product_fts MATCH ? AND rowid < ${windowStart}
             ORDER BY rowid DESC
             LIMIT ? OFFSET ?`,
            match,
            match,
            this.rankWindow - 1,
            take,
            position - this.rankWindow,
          ),
        ),
    });
  }

  /**
   * The best `depth` matches of the ranked window by bm25, ordered again by grocery relevance, then in stock
   * first, then bm25. Name, stock and category names are read for those rows only (the outer query), in
   * the same round trip.
   */
  private async grocerRanked(query: ResolvedQuery, match: string, depth: number): Promise<string[]> {
    const candidates = await this.read<Candidate>(
      FTS_CANDIDATES,
      match,
      match,
      this.rankWindow - 1,
      depth,
    );
    return inGroceryOrder(query, candidates);
  }

  async count(query: ResolvedQuery): Promise<number> {
    const [row] = await this.read<{ total: number }>('SELECT count(*) AS total FROM product_fts WHERE product_fts MATCH ?', ftsMatchExpression(query));
    return Number(row?.total ?? 0);
  }
}
