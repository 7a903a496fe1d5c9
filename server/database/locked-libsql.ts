import type { Client, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { Mutex, type MutexInterface } from 'async-mutex';

/** The settings every SQLite connection must have (per connection; WAL itself is kept in the file). */
const CONNECTION_SETTINGS = [
  // busy_timeout makes a second writer wait instead of failing at once with SQLITE_BUSY.
  'PRAGMA busy_timeout = 5000',
  // NORMAL is durable in WAL mode against a process crash (kill -9); FULL only adds an fsync per commit.
  'PRAGMA synchronous = NORMAL',
  // Prisma's relations rely on the database's foreign keys (cascades, refusals).
  'PRAGMA foreign_keys = ON',
];

/** An interactive transaction that gives the lock back once, whichever of commit, rollback or close ends it first. */
class LockedTransaction implements Transaction {
  #released = false;

  constructor(
    private readonly transaction: Transaction,
    private readonly release: () => void,
  ) {}

  get closed(): boolean {
    return this.transaction.closed;
  }

  execute(statement: InStatement): Promise<ResultSet> {
    return this.transaction.execute(statement);
  }

  batch(statements: InStatement[]): Promise<ResultSet[]> {
    return this.transaction.batch(statements);
  }

  executeMultiple(sql: string): Promise<void> {
    return this.transaction.executeMultiple(sql);
  }

  async commit(): Promise<void> {
    try {
      await this.transaction.commit();
    } finally {
      this.#releaseOnce();
    }
  }

  async rollback(): Promise<void> {
    try {
      await this.transaction.rollback();
    } finally {
      this.#releaseOnce();
    }
  }

  close(): void {
    try {
      this.transaction.close();
    } finally {
      this.#releaseOnce();
    }
  }

  #releaseOnce(): void {
    if (this.#released) return;
    this.#released = true;
    this.release();
  }
}

/**
 * A libsql client whose every connection gets CONNECTION_SETTINGS before its first statement, and whose every
 * statement and interactive transaction holds `lock` while it runs (the direct connection for hot write paths takes
 * the same lock). The client hands its connection over to each interactive transaction and opens a fresh one, with
 * SQLite's defaults (no busy timeout, synchronous FULL, foreign keys off), at its next use; so the settings are
 * applied again before the first statement or transaction after each hand-over.
 */
class LockedClient implements Client {
  #fresh = true;

  constructor(
    private readonly client: Client,
    private readonly lock: MutexInterface,
  ) {}

  get closed(): boolean {
    return this.client.closed;
  }

  get protocol(): string {
    return this.client.protocol;
  }

  execute(statement: InStatement): Promise<ResultSet> {
    return this.#exclusive(() => this.client.execute(statement));
  }

  batch(statements: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    return this.#exclusive(() => this.client.batch(statements, mode));
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#exclusive(() => this.client.executeMultiple(sql));
  }

  async transaction(mode?: TransactionMode): Promise<Transaction> {
    const release = await this.lock.acquire();
    try {
      await this.#ready();
      const transaction = await this.client.transaction(mode);
      this.#fresh = true; // the next statement runs on a new connection
      return new LockedTransaction(transaction, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  sync(): Promise<void> {
    return this.client.sync();
  }

  close(): void {
    this.client.close();
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.lock.runExclusive(async () => {
      await this.#ready();
      return work();
    });
  }

  async #ready(): Promise<void> {
    if (!this.#fresh) return;
    // One by one: PRAGMAs answer a row, which executeMultiple refuses, and foreign_keys is ignored in a batch's transaction.
    for (const setting of CONNECTION_SETTINGS) await this.client.execute(setting);
    this.#fresh = false;
  }
}

/** Prisma's libsql adapter with configured connections that share one lock with the shop's direct connection. */
export class LockedLibSQL extends PrismaLibSQL {
  readonly lock = new Mutex();

  override createClient(config: Parameters<PrismaLibSQL['createClient']>[0]): Client {
    return new LockedClient(super.createClient(config), this.lock);
  }
}
