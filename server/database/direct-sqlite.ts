import { setTimeout as sleep } from 'node:timers/promises';
import type { MutexInterface } from 'async-mutex';
import { SqliteQueryCompiler } from 'kysely';
import Libsql from 'libsql';
import { LRUCache } from 'lru-cache';
import { compileStep, ProgramRaceLost, type SqlProgram, type SqlRunner } from './sql-program.js';

/** Bytes the prepared statements of one connection may take, estimated from their text (see below). */
export const PREPARED_STATEMENTS_MAX_BYTES = 4 * 1024 * 1024;

/** A prepared statement's estimated bytes: SQLite's compiled program is a few times its text, plus a fixed part. */
export function preparedStatementBytes(_statement: unknown, sql: string): number {
  return sql.length * 8 + 2048;
}

type Connection = InstanceType<typeof Libsql>;
type Statement = { all(...values: unknown[]): unknown[]; run(...values: unknown[]): { changes: number } };

/** How long a write waits for another process's write lock before it gives up (as long as a Prisma transaction). */
const WRITE_LOCK_WAIT_MS = 15_000;

/** The database stayed locked by another process for longer than a write may wait. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('The database is busy; please try again.');
    this.name = 'DatabaseBusyError';
  }
}

/** Stores a value the way Prisma's libsql adapter does, so both write paths read each other's rows alike. */
function stored(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace('Z', '+00:00');
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * A second connection to the shop's SQLite file, through the same libsql driver, for hot write paths written
 * as SQL programs (sql-program.ts). Its statements are prepared once and kept, and a program runs start to end
 * in one synchronous transaction, so the write lock is held only while the statements run: no other request's
 * JavaScript can run in between, and no await can stretch it.
 *
 * It shares the Prisma client's lock (locked-libsql.ts): Prisma's statements and interactive transactions hold it while they
 * run, so in this process the two never hold SQLite's write lock at once, and a Prisma transaction that read first
 * never finds the file changed under it when it comes to write. Only another process can hold the write lock while
 * a program starts; the connection does not wait for it inside SQLite (that would block the event loop) but gives
 * the lock back and tries again shortly.
 */
export class DirectSqlite implements SqlRunner {
  readonly #connection: Connection;
  readonly #lock: MutexInterface;
  /**
   * Prepared statements by SQL text. Builder queries differ in text with their shape (an IN list of each length),
   * so the least recently used go, within PREPARED_STATEMENTS_MAX_BYTES.
   */
  readonly #statements = new LRUCache<string, Statement>({ maxSize: PREPARED_STATEMENTS_MAX_BYTES, sizeCalculation: preparedStatementBytes });
  readonly #compiler = new SqliteQueryCompiler();

  constructor(databaseFile: string, lock: MutexInterface) {
    this.#connection = new Libsql(databaseFile);
    this.#lock = lock;
    // No busy wait inside SQLite: see the class comment. WAL is kept in the file; the rest is per connection.
    for (const setting of ['busy_timeout = 0', 'synchronous = NORMAL', 'foreign_keys = ON']) this.#connection.pragma(setting);
  }

  /** The prepared statements held now and their estimated bytes (never more than PREPARED_STATEMENTS_MAX_BYTES). */
  get preparedStatements(): { count: number; bytes: number } {
    return { count: this.#statements.size, bytes: this.#statements.calculatedSize };
  }

  /** Runs a program in one write transaction: all of its writes happen, or none (a throw rolls back). */
  async write<T>(program: () => SqlProgram<T>): Promise<T> {
    const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
    for (let attempt = 0; ; attempt += 1) {
      const release = await this.#lock.acquire();
      try {
        if (this.#begin()) return this.#runInTransaction(program());
      } finally {
        release();
      }
      if (Date.now() > deadline) throw new DatabaseBusyError();
      await sleep(Math.min(50, 2 ** attempt));
    }
  }

  /**
   * Runs a read-only program outside any transaction: each statement sees the latest commit. Reads take no lock
   * (WAL readers never wait for the writer), so a hot read such as the session check skips the Prisma queue.
   * A read program may run again from the start when the file was briefly unavailable.
   */
  async read<T>(program: () => SqlProgram<T>): Promise<T> {
    const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return this.#drive(program(), 'read');
      } catch (error) {
        // A reader is refused only while another process holds the file exclusively (a recovery, an exclusive
        // lock); it tries again shortly rather than waiting inside SQLite, as a write does.
        if (!isBusy(error)) throw error;
        if (Date.now() > deadline) throw new DatabaseBusyError();
      }
      await sleep(Math.min(50, 2 ** attempt));
    }
  }

  close(): void {
    this.#statements.clear();
    this.#connection.close();
  }

  /** Takes the write lock; false when another process holds it. */
  #begin(): boolean {
    try {
      this.#connection.exec('BEGIN IMMEDIATE');
      return true;
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    }
  }

  #drive<T>(program: SqlProgram<T>, mode: 'read' | 'write'): T {
    let step = program.next();
    while (!step.done) {
      const { kind } = step.value;
      if (mode === 'read' && kind === 'run') throw new Error('A read program cannot write');
      const compiled = compileStep(this.#compiler, step.value);
      const statement = this.#statement(compiled.sql);
      const values = compiled.parameters.map(stored);
      step = program.next(kind === 'rows' ? statement.all(...values) : statement.run(...values).changes);
    }
    return step.value;
  }

  #runInTransaction<T>(program: SqlProgram<T>): T {
    try {
      const result = this.#drive(program, 'write');
      this.#connection.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.#connection.inTransaction) this.#connection.exec('ROLLBACK');
      // Programs never overlap here, so the state the program read is the committed one: its answer stands.
      throw error instanceof ProgramRaceLost ? error.answer : error;
    }
  }

  #statement(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#connection.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}
