import { PostgresQueryCompiler } from 'kysely';
import type pg from 'pg';
import { compileStep, ProgramRaceLost, type SqlProgram, type SqlRunner } from './sql-program.js';

/**
 * What PostgreSQL answers when two transactions collided and running the program again from the start is the
 * cure: a deadlock (two orders taking the same products in opposite order), a serialization failure, and a
 * unique violation (two transactions inserting the same new row: run again, the second finds the first's, as it
 * would have on SQLite, where programs never overlap).
 */
const RETRYABLE = new Set(['40P01', '40001', '23505']);
/** Each attempt after a lost race sees more of the competitors committed; a pool's worth of them can be in flight. */
const ATTEMPTS = 8;

/**
 * The SQL program runner on a PostgreSQL pool: the same program bodies as on SQLite, with an await per statement.
 * A write program runs in one READ COMMITTED transaction on one pooled connection; its conditional updates
 * ("stock" >= $1) wait for a competing transaction's row lock and then test the committed row, so of two buyers for
 * the last unit exactly one gets it, with no table lock. Each statement text is prepared once
 * per connection (a named statement).
 */
export class PostgresSql implements SqlRunner {
  readonly #pool: pg.Pool;
  readonly #statements = new Map<string, string>();
  readonly #compiler = new PostgresQueryCompiler();

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async read<T>(program: () => SqlProgram<T>): Promise<T> {
    return this.#drive(this.#pool, program(), 'read');
  }

  async write<T>(program: () => SqlProgram<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const client = await this.#pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await this.#drive(client, program(), 'write');
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true; // the connection itself failed: the pool must not hand it out again
        });
        if (error instanceof ProgramRaceLost) {
          if (attempt >= ATTEMPTS) throw error.answer;
          continue;
        }
        const code = (error as { code?: unknown } | null)?.code;
        if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      } finally {
        client.release(broken);
      }
    }
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }

  async #drive<T>(queryable: pg.Pool | pg.PoolClient, program: SqlProgram<T>, mode: 'read' | 'write'): Promise<T> {
    let step = program.next();
    while (!step.done) {
      const { kind } = step.value;
      if (mode === 'read' && kind === 'run') throw new Error('A read program cannot write');
      const compiled = compileStep(this.#compiler, step.value);
      const result = await queryable.query({ name: this.#statementName(compiled.sql), text: compiled.sql, values: compiled.parameters.map(stored) });
      step = program.next(kind === 'rows' ? result.rows : (result.rowCount ?? 0));
    }
    return step.value;
  }

  #statementName(sql: string): string {
    let name = this.#statements.get(sql);
    if (!name) {
      name = `isoko_${this.#statements.size + 1}`;
      this.#statements.set(sql, name);
    }
    return name;
  }
}

/** A Date as ISO text in UTC (pg would otherwise format it in the process's time zone); the rest as they are. */
function stored(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}
