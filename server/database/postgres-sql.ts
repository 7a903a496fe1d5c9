import type pg from 'pg';
import { ProgramRaceLost, type SqlProgram, type SqlRunner, type SqlValue } from './sql-program.js';

/**
 * What PostgreSQL answers when two transactions collided and running the program again from the start is the
 * cure: a deadlock (two orders taking the same products in opposite order), a serialization failure, and a
 * unique violation (two requests with one Idempotency-Key both found none and both inserted: run again, the
 * second finds the first's and replays it, as it would have on SQLite, where programs never overlap).
 */
const RETRYABLE = new Set(['40P01', '40001', '23505']);
/** Each attempt after a lost race sees more of the competitors committed; a pool's worth of them can be in flight. */
const ATTEMPTS = 8;

/** Rewrites a program's `?` placeholders as $1, $2, ... (not inside quoted text or identifiers). */
export function numberedPlaceholders(sql: string): string {
  let out = '';
  let quote: string | null = null;
  let next = 1;
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '?') {
      out += `$${next++}`;
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * The SQL program runner on a PostgreSQL pool: the same program bodies as on SQLite, with an await per statement.
 * A write program runs in one READ COMMITTED transaction on one pooled connection; its conditional updates
 * ("stock" >= ?) wait for a competing transaction's row lock and then test the committed row, so of two buyers for
 * the last unit exactly one gets it, with no table lock. Each statement text is rewritten once and prepared once
 * per connection (a named statement).
 */
export class PostgresSql implements SqlRunner {
  readonly #pool: pg.Pool;
  readonly #statements = new Map<string, { name: string; text: string }>();

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
      const { kind, sql, args } = step.value;
      if (mode === 'read' && kind === 'run') throw new Error('A read program cannot write');
      const result = await queryable.query({ ...this.#statement(sql), values: args.map(stored) });
      step = program.next(kind === 'rows' ? result.rows : (result.rowCount ?? 0));
    }
    return step.value;
  }

  #statement(sql: string): { name: string; text: string } {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = { name: `isoko_${this.#statements.size + 1}`, text: numberedPlaceholders(sql) };
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}

/** A Date as ISO text in UTC (pg would otherwise format it in the process's time zone); the rest as they are. */
function stored(value: SqlValue): SqlValue {
  return value instanceof Date ? value.toISOString() : value;
}
