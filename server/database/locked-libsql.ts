import { type Client, type InStatement, LibsqlError, type ResultSet, type Transaction, type TransactionMode } from '@libsql/client';
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

/** The statement that opens a transaction of each libsql mode, as libsql's own client writes it. */
const BEGIN: Record<TransactionMode, string> = { write: 'BEGIN IMMEDIATE', read: 'BEGIN TRANSACTION READONLY', deferred: 'BEGIN DEFERRED' };

/**
 * An interactive transaction on the client's own connection, holding the lock from BEGIN until commit, rollback or
 * close, and giving it back once. libsql's client would hand its connection over to each transaction and open a new
 * one for the next statement, and it never closes the one it handed over: every write left a connection (its page
 * cache, its parsed schema, its statements) until the garbage collector finalised it, which under load held over a
 * hundred megabytes of native memory, and each new connection parsed the schema again. Since every statement holds
 * the lock, nothing else runs on the connection while the transaction is open.
 */
class LockedTransaction implements Transaction {
  #released = false;
  #open = true;

  constructor(
    private readonly client: Client,
    private readonly release: () => void,
  ) {}

  get closed(): boolean {
    return !this.#open;
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    this.#checkOpen();
    try {
      return await this.client.execute(statement);
    } catch (error) {
      await this.#noticeAutomaticRollback();
      throw error;
    }
  }

  async batch(statements: InStatement[]): Promise<ResultSet[]> {
    const results: ResultSet[] = [];
    for (const statement of statements) results.push(await this.execute(statement));
    return results;
  }

  async executeMultiple(sql: string): Promise<void> {
    this.#checkOpen();
    try {
      await this.client.executeMultiple(sql);
    } catch (error) {
      await this.#noticeAutomaticRollback();
      throw error;
    }
  }

  /** Commits; whatever happens the transaction ends here and the lock goes back (a failed commit is rolled back). */
  async commit(): Promise<void> {
    try {
      this.#checkOpen();
      await this.client.execute('COMMIT');
    } catch (error) {
      if (this.#open) await this.client.execute('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      this.#open = false;
      this.#releaseOnce();
    }
  }

  async rollback(): Promise<void> {
    try {
      if (this.#open) await this.client.execute('ROLLBACK');
    } finally {
      this.#open = false;
      this.#releaseOnce();
    }
  }

  close(): void {
    if (this.#open) {
      this.#open = false;
      // The file driver runs the statement before its promise settles, so the connection is free when the lock goes.
      this.client.execute('ROLLBACK').catch(() => undefined);
    }
    this.#releaseOnce();
  }

  #checkOpen(): void {
    if (!this.#open) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED');
  }

  /**
   * After a failed statement: SQLite may have rolled the whole transaction back itself (a full disk, a trigger's
   * RAISE(ROLLBACK)), after which nothing more may run as part of it. BEGIN fails only inside a transaction.
   */
  async #noticeAutomaticRollback(): Promise<void> {
    if (!this.#open) return;
    try {
      await this.client.execute('BEGIN DEFERRED');
    } catch {
      return; // still inside the transaction
    }
    await this.client.execute('ROLLBACK');
    this.#open = false;
    this.#releaseOnce();
  }

  #releaseOnce(): void {
    if (this.#released) return;
    this.#released = true;
    this.release();
  }
}

/**
 * A libsql client on one connection, which gets CONNECTION_SETTINGS before its first statement, and whose every
 * statement and interactive transaction holds `lock` while it runs (the direct connection for hot write paths takes
 * the same lock). Transactions run on that same connection (LockedTransaction).
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
      await this.client.execute(BEGIN[mode ?? 'write']);
      return new LockedTransaction(this.client, release);
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
