import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../server/database/sql-program.js';
import { parseSearchText } from '../../../server/modules/search/product-search.js';
import { resolveWithVocabulary } from '../../../server/modules/search/search-ranking.js';
import { allowedEdits, SearchVocabulary } from '../../../server/modules/search/search-vocabulary.js';
import { databaseFeatures } from '../../../server/database-features.js';
import { synonymWords } from '../../../server/modules/search/synonyms.js';
import { TEST_POSTGRES_URL } from '../../helpers/test-env.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

/**
 * On PostgreSQL a typo's candidate corrections come from pg_trgm's index over the index's words
 * (product_search_words_near, product_search_word). These tests hold that this narrowing never changes which
 * correction wins: for typos of every kind, the corrections found with pg_trgm's candidates are exactly those the
 * vocabulary finds comparing the typo with every word (which SQLite does, and tests/api/search/search-forgiveness.test.ts
 * checks on both databases).
 */
describe.skipIf(!TEST_POSTGRES_URL)('typo candidates from pg_trgm on PostgreSQL', () => {
  let t: TestApp;
  let vocabulary: SearchVocabulary;
  beforeAll(async () => {
    t = await startTestApp();
    const { terms, synonyms } = await t.app.services.db.sql.read(function* () {
      const terms = yield* rows(sql<{ word: string; ndoc: number }>`SELECT word, ndoc FROM ts_stat('SELECT "document" FROM "product_search"') WHERE word >= 'a'`);
      const synonyms = yield* rows(sql<{ words: string }>`SELECT "words" FROM "SearchSynonym"`);
      return { terms, synonyms };
    });
    vocabulary = new SearchVocabulary(
      terms.map((term) => ({ term: term.word, documents: Number(term.ndoc) })),
      synonyms.map((synonym) => synonymWords(synonym.words)),
    );
  });
  afterAll(() => t?.close());

  /** A small deterministic generator (mulberry32), so a failure names a typo that fails again. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let value = Math.imul(state ^ (state >>> 15), 1 | state);
      value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
      return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** One edit of each kind a thumb makes: a wrong, missing, extra or swapped letter. */
  function edit(word: string, next: () => number): string {
    const at = Math.floor(next() * word.length);
    const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(next() * 26)]!;
    switch (Math.floor(next() * 4)) {
      case 0:
        return word.slice(0, at) + letter + word.slice(at + 1);
      case 1:
        return word.length > 1 ? word.slice(0, at) + word.slice(at + 1) : word;
      case 2:
        return word.slice(0, at) + letter + word.slice(at);
      default:
        return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
    }
  }

  it('corrects typos of catalogue words exactly as comparing with every word does, whole and as a prefix', async () => {
    const index = databaseFeatures(t.app.services.db).searchIndex;
    const next = random(20261124);
    const words = [...new Set((await t.app.services.db.sql.read(() => rows(sql<{ word: string }>`SELECT "word" FROM "product_search_word" ORDER BY 1`))).map((row) => row.word))]
      .filter((word) => /^[a-z]{4,}$/.test(word));
    const typos = new Set<string>(['mlik', 'bred', 'tomatos', 'bananna', 'detergnet', 'amtaa', 'ibitok']);
    while (typos.size < 250) {
      const word = words[Math.floor(next() * words.length)]!;
      let typo = edit(word, next);
      if (typo.length >= 8 && next() < 0.5) typo = edit(typo, next);
      if (allowedEdits(typo.length) > 0) typos.add(typo);
    }
    let corrected = 0;
    for (const typo of typos) {
      // Alone (the last word: whole or as a beginning) and before another word (whole only).
      for (const text of [typo, `${typo} rice`]) {
        const terms = parseSearchText(text);
        const expected = resolveWithVocabulary(terms, vocabulary);
        expect(await index.resolve(terms), text).toEqual(expected);
        if (expected.correctedQuery) corrected += 1;
      }
    }
    // The typos are real ones: most are corrected (a few happen to be catalogue words, or nearer none).
    expect(corrected).toBeGreaterThan(typos.size);
  });

  it('looks at a fraction of the words for a typo', async () => {
    const [counts] = await t.app.services.db.sql.read(() =>
      rows(
        sql<{ total: number; near: number; milk: boolean }>`SELECT (SELECT count(*)::int FROM "product_search_word") AS total,
                (SELECT count(*)::int FROM "product_search_words_near"('mlik', 1)) AS near,
                EXISTS (SELECT 1 FROM "product_search_words_near"('mlik', 1) w WHERE w = 'milk') AS milk`,
      ),
    );
    expect(counts!.milk).toBe(true);
    expect(counts!.near).toBeLessThan(counts!.total / 4);
  });

  it('a word a product gains is a correction target at once', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { deletedAt: null } });
    await t.db.product.update({ where: { id: product.id }, data: { name: `${product.name} Kohlrabiqua` } });
    const found = await t.graphql(
      graphql(`query { searchProducts(query: "kohlrabiqau", first: 5) { correctedQuery edges { node { databaseId } } } }`),
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.searchProducts.correctedQuery).toBe('kohlrabiqua');
    expect(found.data!.searchProducts.edges.map((edge) => edge.node.databaseId)).toEqual([product.id]);
  });
});
