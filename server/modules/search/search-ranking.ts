import { type RawBuilder, sql } from 'kysely';
import type { ResolvedQuery, ResolvedWord, SearchTerms } from './product-search.js';
import { allowedEdits, type NearWords, type SearchVocabulary } from './search-vocabulary.js';
import { categoryHeads, foldedWords, foldWord, leadingHeads, nameHeads, wordFormKey } from './word-forms.js';

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
  separator(code: number): RawBuilder<string>;
  /** The texts of a group joined with a separator. */
  joined(text: RawBuilder<string>, separator: RawBuilder<string>): RawBuilder<string>;
  /** ORDER BY term putting the best score first. */
  order: RawBuilder<unknown>;
}

/**
 * The grocery re-ranking's candidates (see `Candidate`) for an index's best matches: `ranked` selects id, position
 * and score of those rows; names, stock and category names are read for them only, in the same round trip.
 */
export function candidatesQuery(ranked: RawBuilder<unknown>, dialect: CandidatesDialect): RawBuilder<Candidate> {
  const names = (table: 'c' | 's') =>
    sql<string>`${sql.ref(`${table}.name`)} || ${dialect.separator(31)} || ${sql.ref(`${table}.nameRw`)} || '|' || ${sql.ref(`${table}.nameFr`)} || '|' || ${sql.ref(`${table}.keywords`)}`;
  return sql<Candidate>`
    SELECT ranked.id AS id, p."name" AS name, p."nameRw" || '|' || p."nameFr" || '|' || p."keywords" AS "localNames", p."stock" AS stock,
      (SELECT ${dialect.joined(sql<string>`names.name`, dialect.separator(30))} FROM (
         SELECT ${names('c')} AS name FROM "ProductCategory" pc JOIN "Category" c ON c."id" = pc."categoryId" WHERE pc."productId" = ranked.id
         UNION ALL
         SELECT ${names('s')} AS name FROM "ProductSubCategory" ps JOIN "SubCategory" s ON s."id" = ps."subCategoryId" WHERE ps."productId" = ranked.id
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
