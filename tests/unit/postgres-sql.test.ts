import { describe, expect, it } from 'vitest';
import { numberedPlaceholders } from '../../server/database/postgres-sql.js';
import { tsQueryText } from '../../server/modules/search/postgres-product-search.js';

describe('numberedPlaceholders', () => {
  it('numbers the placeholders of a SQL program statement in order', () => {
    expect(numberedPlaceholders('UPDATE "Product" SET "stock" = "stock" - ? WHERE "id" = ? AND "stock" >= ?')).toBe(
      'UPDATE "Product" SET "stock" = "stock" - $1 WHERE "id" = $2 AND "stock" >= $3',
    );
  });

  it('leaves question marks inside quoted text and identifiers alone', () => {
    expect(numberedPlaceholders(`SELECT '?' AS "a?", ? AS b, 'it''s ?' AS c WHERE x = ?`)).toBe(`SELECT '?' AS "a?", $1 AS b, 'it''s ?' AS c WHERE x = $2`);
  });
});

describe('tsQueryText', () => {
  it('asks for every word, each as any of its alternatives, the last also as a prefix', () => {
    const query = {
      words: [
        { word: 'amata', alternatives: ['milk', 'lait'], prefix: false, correctedTo: null },
        { word: 'inya', alternatives: [], prefix: true, correctedTo: null },
      ],
      correctedQuery: null,
    };
    expect(tsQueryText(query)).toBe(`('milk' | 'lait' | 'amata') & 'inya':*`);
  });

  it('quotes a synonym with a quote or a backslash so that it stays one term', () => {
    const query = { words: [{ word: 'x', alternatives: [`o'reilly`, 'a\\b'], prefix: false, correctedTo: null }], correctedQuery: null };
    expect(tsQueryText(query)).toBe(`('o''reilly' | 'a\\\\b' | 'x')`);
  });
});
