import { type RawBuilder, sql } from 'kysely';
import { rows, type SqlRunner } from '../../database/sql-program.js';
import type { ProductSearchIndex, ResolvedQuery, SearchTerms } from './product-search.js';
import { candidatesQuery, GROCER_RANK_DEPTH, inGroceryOrder, pageInSearchOrder, RANK_WINDOW, resolveWithVocabulary, wordsToCorrect } from './search-ranking.js';
import { allowedEdits, type NearWords, SearchVocabulary } from './search-vocabulary.js';
import { synonymWords } from './synonyms.js';

/** A lexeme quoted for to_tsquery: inside quotes only a quote and a backslash need escaping. */
function quoted(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The tsquery text of a resolved query: every word, each as any of its alternatives, the last one also as a prefix
 * (`:*`), as the SQLite MATCH expression (ftsMatchExpression) says it. to_tsquery('simple', ...) reads it: a
 * synonym of several words ('olive oil') becomes a phrase, as a quoted FTS5 string is.
 */
export function tsQueryText(query: ResolvedQuery): string {
  return query.words
    .map(({ word, alternatives, prefix }) => {
      const options = new Set(alternatives.map(quoted));
      options.add(prefix ? `${quoted(word)}:*` : quoted(word));
      return options.size === 1 ? [...options][0]! : `(${[...options].join(' | ')})`;
    })
    .join(' & ');
}

/** The matches of a query: one subquery every statement below starts from. */
function matches(tsQuery: string): RawBuilder<unknown> {
  return sql`SELECT s."product_id", s."position", s."document", q.q FROM "product_search" s, (SELECT to_tsquery('simple', ${tsQuery}) AS q) q WHERE s."document" @@ q.q`;
}
/** ts_rank with the length normalisation (1: divided by 1 + log of the length) that makes it behave like bm25. */
const SCORE = sql`ts_rank(m."document", m.q, 1)`;

const TSVECTOR_DIALECT = {
  separator: (code: number) => sql<string>`chr(${sql.lit(code)})`,
  joined: (text: RawBuilder<string>, separator: RawBuilder<string>) => sql<string>`string_agg(${text}, ${separator})`,
  order: sql`ranked.score DESC`,
};

/**
 * PostgreSQL full-text search over product_search (kept by triggers, see the PostgreSQL migrations): a weighted
 * tsvector (name, local names, categories, description) with a GIN index, diacritics folded by unaccent. The same
 * rules as SqliteProductSearch: the same vocabulary (every indexed word with its product count, read with
 * ts_stat) resolves word forms, synonyms and typos; the newest RANK_WINDOW matches are ranked (ts_rank with the
 * same field weights as bm25's), the best GROCER_RANK_DEPTH again by grocery relevance, then in stock first;
 * older matches follow newest first.
 */
export class PostgresProductSearch implements ProductSearchIndex {
  private vocabulary: { version: string; words: Promise<SearchVocabulary> } | null = null;

  constructor(
    private readonly sql: SqlRunner,
    private readonly rankWindow: number = RANK_WINDOW,
    private readonly grocerRankDepth: number = GROCER_RANK_DEPTH,
  ) {}

  private read<Row>(statement: RawBuilder<Row>): Promise<Row[]> {
    return this.sql.read(() => rows(statement));
  }

  async resolve(terms: SearchTerms): Promise<ResolvedQuery> {
    const vocabulary = await this.currentVocabulary();
    const near = new Map<string, NearWords>();
    for (const { word, last } of wordsToCorrect(terms, vocabulary)) near.set(word, await this.nearWords(vocabulary, word, last));
    return resolveWithVocabulary(terms, vocabulary, near);
  }

  /**
   * A typo's candidate corrections, found with pg_trgm's index over the index's words (product_search_word): the
   * words similar enough to be within the edits allowed (product_search_words_near, whose threshold provably keeps
   * every such word), and, for the last word when none of those is near, the longer words with its first letter
   * (a prefix LIKE, which the trigram index also serves). The vocabulary's rules then choose among them exactly as
   * they choose among all words on SQLite.
   */
  private async nearWords(vocabulary: SearchVocabulary, word: string, last: boolean): Promise<NearWords> {
    const words = async (statement: RawBuilder<{ word: string }>) => (await this.read(statement)).map((row) => row.word);
    const near: NearWords = { whole: await words(sql`SELECT "product_search_words_near"(${word}, ${allowedEdits(word.length)}::integer) AS word`) };
    if (!last || vocabulary.nearest(word, false, near)) return near;
    // Query words are letters and digits only (parseSearchText), so the letter needs no LIKE escape.
    const prefix = `${String.fromCodePoint(word.codePointAt(0)!)}%`;
    return { ...near, beginnings: await words(sql`SELECT "word" FROM "product_search_word" WHERE "word" LIKE ${prefix} AND length("word") > ${word.length}`) };
  }

  /** The search text's version (moved by a trigger on every index write) and the synonyms' count and latest edit. */
  private static readonly VERSION = sql<{ version: string }>`SELECT (SELECT "version" FROM "product_search_version" WHERE "id" = 1)::text || ':' ||
      (SELECT count(*)::text || ':' || coalesce(max("updatedAt")::text, '') FROM "SearchSynonym") AS version`;

  /**
   * The vocabulary, read again only when the index or the synonyms changed. The words come with the version they
   * belong to in one statement (one snapshot), so a change committed meanwhile is never cached under its version.
   */
  private async currentVocabulary(): Promise<SearchVocabulary> {
    const [row] = await this.read(PostgresProductSearch.VERSION);
    let cached = this.vocabulary;
    if (!cached || cached.version !== row?.version) {
      const words = this.sql
        .read(function* () {
          // Words starting with a digit (sizes, codes) are never inflected or corrected, as on SQLite.
          const terms = yield* rows(
            sql<{ version: string; term: string | null; documents: number | null }>`SELECT v.version, w.word AS term, w.ndoc AS documents
               FROM (${PostgresProductSearch.VERSION}) v
               LEFT JOIN ts_stat('SELECT "document" FROM "product_search"') w ON w.word >= 'a'`,
          );
          const synonyms = yield* rows(sql<{ words: string }>`SELECT "words" FROM "SearchSynonym"`);
          return { terms, synonyms };
        })
        .then(({ terms, synonyms }) => {
          if (this.vocabulary?.words === words) this.vocabulary.version = terms[0]?.version ?? '';
          return new SearchVocabulary(
            terms.filter((term) => term.term !== null).map((term) => ({ term: term.term!, documents: Number(term.documents) })),
            synonyms.map((synonym) => synonymWords(synonym.words)),
          );
        });
      cached = this.vocabulary = { version: row?.version ?? '', words };
      words.catch(() => {
        if (this.vocabulary?.words === words) this.vocabulary = null; // read again by the next search
      });
    }
    return cached.words;
  }

  async search(query: ResolvedQuery, offset: number, limit: number): Promise<string[]> {
    const match = tsQueryText(query);
    const ids = (found: { id: string }[]) => found.map((row) => row.id);
    return pageInSearchOrder(offset, limit, this.rankWindow, this.grocerRankDepth, {
      grocerRanked: (depth) => this.grocerRanked(query, match, depth),
      ranked: async (take, position) =>
        ids(
          await this.read(
            sql<{ id: string }>`SELECT m."product_id" AS id FROM (${matches(match)} ORDER BY s."position" DESC LIMIT ${this.rankWindow}) m
             ORDER BY ${SCORE} DESC, m."position" DESC LIMIT ${take} OFFSET ${position}`,
          ),
        ),
      // The window is the newest rankWindow matches, so in newest-first order the older ones start at `position` too.
      older: async (take, position) =>
        ids(await this.read(sql<{ id: string }>`SELECT m."product_id" AS id FROM (${matches(match)}) m ORDER BY m."position" DESC LIMIT ${take} OFFSET ${position}`)),
    });
  }

  /** The best `depth` matches of the ranked window, ordered again by grocery relevance, then in stock first. */
  private async grocerRanked(query: ResolvedQuery, match: string, depth: number): Promise<string[]> {
    const ranked = sql`SELECT m."product_id" AS id, m."position" AS position, ${SCORE} AS score
       FROM (${matches(match)} ORDER BY s."position" DESC LIMIT ${this.rankWindow}) m
       ORDER BY score DESC, m."position" DESC
       LIMIT ${depth}`;
    const candidates = await this.read(candidatesQuery(ranked, TSVECTOR_DIALECT));
    return inGroceryOrder(query, candidates);
  }

  async count(query: ResolvedQuery): Promise<number> {
    const [row] = await this.read(sql<{ total: string | number }>`SELECT count(*) AS total FROM (${matches(tsQueryText(query))}) m`);
    return Number(row?.total ?? 0);
  }
}
