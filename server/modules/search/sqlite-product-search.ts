import type { DirectSqlite } from '../../database/direct-sqlite.js';
import type { ShopPrisma } from '../../database/database.js';
import { type RawBuilder, sql } from 'kysely';
import { rows } from '../../database/sql-program.js';
import type { ProductSearchIndex, ResolvedQuery, SearchTerms } from './product-search.js';
import { candidatesQuery, GROCER_RANK_DEPTH, inGroceryOrder, pageInSearchOrder, RANK_WINDOW, resolveWithVocabulary } from './search-ranking.js';
import { SearchVocabulary } from './search-vocabulary.js';
import { synonymWords } from './synonyms.js';

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

/** bm25 with the index's column weights: name weighs most, then categories (product_id, name, local names, description, categories). */
const BM25 = sql`bm25(product_fts, 0.0, 10.0, 8.0, 1.0, 4.0)`;

/**
 * The lowest rowid of the newest `window` matches (0 when there are fewer): rows at or above it are ranked, rows
 * below it come after. One uncorrelated subquery, so the boundary costs no extra round trip.
 */
function windowStart(match: string, window: number): RawBuilder<number> {
  return sql<number>`coalesce((SELECT rowid FROM product_fts WHERE product_fts MATCH ${match} ORDER BY rowid DESC LIMIT 1 OFFSET ${window - 1}), 0)`;
}

const FTS_DIALECT = {
  separator: (code: number) => sql<string>`char(${sql.lit(code)})`,
  joined: (text: RawBuilder<string>, separator: RawBuilder<string>) => sql<string>`group_concat(${text}, ${separator})`,
  order: sql`ranked.score`,
};

/**
 * SQLite FTS5 over product_fts (kept by triggers), with its vocabulary read through product_fts_vocab
 * (fts5vocab, so always in step with the index). Ranked by bm25 (name weighing most, then categories),
 * the best GROCER_RANK_DEPTH again by grocery relevance, then in stock before out of stock.
 */
export class SqliteProductSearch implements ProductSearchIndex {
  private vocabulary: { version: string; words: Promise<SearchVocabulary> } | null = null;

  constructor(
    private readonly sql: DirectSqlite,
    private readonly prisma: ShopPrisma,
    private readonly rankWindow: number = RANK_WINDOW,
    private readonly grocerRankDepth: number = GROCER_RANK_DEPTH,
  ) {}

  /** Every search runs several statements: they go through the direct connection, not Prisma's queue. */
  private read<Row>(statement: RawBuilder<Row>): Promise<Row[]> {
    return this.sql.read(() => rows(statement));
  }

  async resolve(terms: SearchTerms): Promise<ResolvedQuery> {
    return resolveWithVocabulary(terms, await this.currentVocabulary());
  }

  /**
   * The vocabulary, read again only when the index or the synonyms changed. FTS5 rewrites its structure
   * record (row 10 of product_fts_data, 'FTS5_STRUCTURE_ROWID') at every write to the index, whatever the
   * write path (the triggers), and every synonym write moves the synonyms' count or latest update time, so
   * comparing both is a one-row check per search. Only edits of names, descriptions and categories touch
   * the index (stock and prices do not), so the full read is rare. It is not read in the background: the
   * search would wait behind it on the one database connection anyway.
   */
  private async currentVocabulary(): Promise<SearchVocabulary> {
    const [row] = await this.read(
      sql<{ version: string | null }>`SELECT (SELECT hex(block) FROM product_fts_data WHERE id = 10) || ':' ||
              (SELECT count(*) || ':' || coalesce(max("updatedAt"), '') FROM "SearchSynonym") AS version`,
    );
    const version = row?.version ?? '';
    if (this.vocabulary?.version !== version) {
      // Words starting with a digit (sizes, codes) are never inflected or corrected: they stay in SQLite.
      const words = Promise.all([
        this.read(sql<{ term: string; documents: number }>`SELECT term, doc AS documents FROM product_fts_vocab WHERE term >= 'a'`),
        this.prisma.searchSynonym.findMany({ select: { words: true } }),
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
    const ids = (found: { id: string }[]) => found.map((row) => row.id);
    return pageInSearchOrder(offset, limit, this.rankWindow, this.grocerRankDepth, {
      grocerRanked: (depth) => this.grocerRanked(query, match, depth),
      ranked: async (take, position) =>
        ids(
          await this.read(
            sql<{ id: string }>`SELECT product_id AS id FROM product_fts
             WHERE product_fts MATCH ${match} AND rowid >= ${windowStart(match, this.rankWindow)}
             ORDER BY ${BM25}, rowid DESC
             LIMIT ${take} OFFSET ${position}`,
          ),
        ),
      // None when the query had fewer matches than the window.
      older: async (take, position) =>
        ids(
          await this.read(
            sql<{ id: string }>`SELECT product_id AS id FROM product_fts
             WHERE product_fts MATCH ${match} AND rowid < ${windowStart(match, this.rankWindow)}
             ORDER BY rowid DESC
             LIMIT ${take} OFFSET ${position - this.rankWindow}`,
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
    const ranked = sql`SELECT product_id AS id, rowid AS position, ${BM25} AS score FROM product_fts
       WHERE product_fts MATCH ${match} AND rowid >= ${windowStart(match, this.rankWindow)}
       ORDER BY score, rowid DESC
       LIMIT ${depth}`;
    const candidates = await this.read(candidatesQuery(ranked, FTS_DIALECT));
    return inGroceryOrder(query, candidates);
  }

  async count(query: ResolvedQuery): Promise<number> {
    const [row] = await this.read(sql<{ total: number }>`SELECT count(*) AS total FROM product_fts WHERE product_fts MATCH ${ftsMatchExpression(query)}`);
    return Number(row?.total ?? 0);
  }
}
