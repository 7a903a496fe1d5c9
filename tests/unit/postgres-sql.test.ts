import { describe, expect, it } from 'vitest';
import { PostgresQueryCompiler, SqliteQueryCompiler, sql } from 'kysely';
import { compileStep, prepared, query, type Slots } from '../../server/database/sql-program.js';
import { tsQueryText } from '../../server/modules/search/postgres-product-search.js';

describe('SQL program statements', () => {
  const step = { kind: 'rows' as const, statement: query.updateTable('Product').set((eb) => ({ stock: eb('stock', '-', 2) })).where('id', '=', 'p1').where('stock', '>=', 2) };

  it('are compiled with numbered placeholders for PostgreSQL', () => {
    expect(compileStep(new PostgresQueryCompiler(), step)).toMatchObject({
      sql: 'update "Product" set "stock" = "stock" - $1 where "id" = $2 and "stock" >= $3',
      parameters: [2, 'p1', 2],
    });
  });

  it('are compiled with question marks for SQLite, from the same statement', () => {
    expect(compileStep(new SqliteQueryCompiler(), step).sql).toBe('update "Product" set "stock" = "stock" - ? where "id" = ? and "stock" >= ?');
  });

  it('keep a question mark inside text as text', () => {
    const compiled = compileStep(new PostgresQueryCompiler(), { kind: 'rows', statement: sql`SELECT '?' AS "a?", ${1} AS b` });
    expect(compiled.sql).toBe(`SELECT '?' AS "a?", $1 AS b`);
  });
});

describe('prepared statements', () => {
  const takeStock = prepared(['quantity', 'productId'], ({ quantity, productId }: Slots<{ quantity: number; productId: string }>) =>
    query.updateTable('Product').set((eb) => ({ stock: eb('stock', '-', quantity) })).where('id', '=', productId).where('stock', '>=', quantity).where('deletedAt', 'is', null),
  );

  it('binds the values of each use where the compiled text wants them', () => {
    const step = (quantity: number, productId: string) => ({ kind: 'run' as const, statement: takeStock.bind({ quantity, productId }) });
    const compiler = new PostgresQueryCompiler();
    const first = compileStep(compiler, step(2, 'p1'));
    expect(first.sql).toBe('update "Product" set "stock" = "stock" - $1 where "id" = $2 and "stock" >= $3 and "deletedAt" is null');
    expect(first.parameters).toEqual([2, 'p1', 2]);
    expect(compileStep(compiler, step(5, 'p9')).parameters).toEqual([5, 'p9', 5]);
  });

  it('are compiled for each database from the one definition', () => {
    const statement = takeStock.bind({ quantity: 1, productId: 'p2' });
    expect(compileStep(new SqliteQueryCompiler(), { kind: 'run', statement }).sql).toBe('update "Product" set "stock" = "stock" - ? where "id" = ? and "stock" >= ? and "deletedAt" is null');
    expect(compileStep(new PostgresQueryCompiler(), { kind: 'run', statement }).sql).toContain('$3');
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
