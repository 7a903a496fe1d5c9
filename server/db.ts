import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { Mutex, type MutexInterface } from 'async-mutex';
import { DirectSqlite } from './database/direct-sqlite.js';
import { isPostgresUrl } from './database/database-url.js';
import type { SqlRunner } from './database/sql-program.js';
import { PrismaClient } from './generated/prisma/client.js';

export type Database = PrismaClient;
export type { Prisma } from './generated/prisma/client.js';

/** The settings every connection must have (per connection in SQLite; WAL itself is kept in the file). */
const CONNECTION_SETTINGS = [
  // busy_timeout makes a second writer wait instead of failing at once with SQLITE_BUSY.
  'PRAGMA busy_timeout = 5000',
  // NORMAL is durable in WAL mode against a process crash (kill -9); FULL only adds an fsync per commit.
  'PRAGMA synchronous = NORMAL',
  // Prisma's relations rely on the database's foreign keys (cascades, refusals).
  'PRAGMA foreign_keys = ON',
];

type LibSqlClient = ReturnType<PrismaLibSQL['createClient']>;
type LibSqlTransaction = Awaited<ReturnType<LibSqlClient['transaction']>>;

/** Gives the lock back once, whichever of commit, rollback or close ends the transaction first. */
function releasedOnEnd(transaction: LibSqlTransaction, release: () => void): LibSqlTransaction {
  let released = false;
  const releaseOnce = () => {
    if (!released) {
      released = true;
      release();
    }
  };
  return new Proxy(transaction, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'commit' || property === 'rollback') {
        return async () => {
          try {
            return await (value as () => Promise<void>).call(target);
          } finally {
            releaseOnce();
          }
        };
      }
      if (property === 'close') {
        return () => {
          try {
            (value as () => void).call(target);
          } finally {
            releaseOnce();
          }
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/**
 * A libsql client whose every connection gets CONNECTION_SETTINGS before its first statement, and whose every
 * statement and interactive transaction holds `lock` while it runs (the direct connection for hot write paths
 * takes the same lock). The client hands its connection over to each interactive transaction and opens a fresh
 * one, with SQLite's defaults (no busy timeout, synchronous FULL, foreign keys off), at its next use; so the
 * settings are applied again before the first statement or transaction after each hand-over.
 */
function configuredClient(client: LibSqlClient, lock: MutexInterface): LibSqlClient {
  let fresh = true;
  const ready = async () => {
    if (!fresh) return;
    // One by one: PRAGMAs answer a row, which executeMultiple refuses, and foreign_keys is ignored in a batch's transaction.
    for (const setting of CONNECTION_SETTINGS) await client.execute(setting);
    fresh = false;
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'execute' || property === 'batch' || property === 'executeMultiple') {
        return (...args: unknown[]) =>
          lock.runExclusive(async () => {
            await ready();
            return (target[property] as (...a: unknown[]) => unknown).apply(target, args);
          });
      }
      if (property === 'transaction') {
        return async (...args: Parameters<LibSqlClient['transaction']>) => {
          const release = await lock.acquire();
          try {
            await ready();
            const transaction = await target.transaction(...args);
            fresh = true; // the next statement runs on a new connection
            return releasedOnEnd(transaction, release);
          } catch (error) {
            release();
            throw error;
          }
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The libsql adapter with configured connections that share one lock. */
class ConfiguredLibSQL extends PrismaLibSQL {
  readonly lock = new Mutex();

  override createClient(config: Parameters<PrismaLibSQL['createClient']>[0]): LibSqlClient {
    return configuredClient(super.createClient(config), this.lock);
  }
}

/** Which database a client talks to. */
export type DatabaseKind = 'sqlite' | 'postgresql';

interface SqlEntry {
  kind: DatabaseKind;
  open: () => SqlRunner;
  opened?: SqlRunner;
}

const sqlRunners = new WeakMap<Database, SqlEntry>();

function entryOf(db: Database): SqlEntry {
  const entry = sqlRunners.get(db);
  if (!entry) throw new Error('This database was not opened by openDatabase');
  return entry;
}

/** The database a client was opened on. */
export function databaseKind(db: Database): DatabaseKind {
  return entryOf(db).kind;
}

/**
 * The runner of SQL programs (hot paths written once as raw SQL) for this database, opened at first use: a direct
 * SQLite connection, or a PostgreSQL pool of its own.
 */
export function sqlRunner(db: Database): SqlRunner {
  const entry = entryOf(db);
  entry.opened ??= entry.open();
  return entry.opened;
}

/** The direct SQLite connection of a SQLite database (its tests check SQLite's own settings). */
export function directSqlite(db: Database): DirectSqlite {
  const runner = sqlRunner(db);
  if (!(runner instanceof DirectSqlite)) throw new Error('This database is not SQLite');
  return runner;
}

/** Closes the SQL program runner if it was opened; the Prisma client is closed with $disconnect. */
export async function closeSqlRunner(db: Database): Promise<void> {
  const entry = sqlRunners.get(db);
  const opened = entry?.opened;
  if (entry) delete entry.opened;
  await opened?.close();
}

/** Closes a SQLite database's direct connection at once (SQLite-only tools; the app awaits closeSqlRunner). */
export function closeDirectSqlite(db: Database): void {
  const entry = sqlRunners.get(db);
  if (entry?.opened instanceof DirectSqlite) entry.opened.close();
  if (entry) delete entry.opened;
}

export interface OpenOptions {
  onQuery?: (sql: string) => void;
  /** PostgreSQL: connections for Prisma, and as many again for SQL programs. */
  poolSize?: number;
}

/**
 * Opens the shop's database: a SQLite file path (or file: URL), or a postgresql:// URL. SQLite goes through the
 * libsql driver adapter, which serialises an outside write behind an open interactive transaction instead of
 * running it inside it (the other driver ran it inside, where a rollback undid it), so an acknowledged write can never vanish with another request's
 * rollback. PostgreSQL goes through the pg driver adapter on a pool; both answer the same Prisma client API
 * (one data model, see scripts/postgres-schema.ts).
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<Database> {
  if (isPostgresUrl(location)) return openPostgres(location, options);
  const databaseFile = location.startsWith('file:') ? location.slice('file:'.length) : location;
  mkdirSync(dirname(databaseFile), { recursive: true });
  const adapter = new ConfiguredLibSQL({ url: `file:${databaseFile}` });
  let db: Database;
  if (options.onQuery) {
    // Query events are only for tests and diagnostics (counting statements); they cost nothing when off.
    const logging = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
    const onQuery = options.onQuery;
    logging.$on('query', (event) => onQuery(event.query));
    db = logging;
  } else {
    db = new PrismaClient({ adapter });
  }
  // WAL lets readers run beside the one writer; the other settings are applied to every connection.
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  sqlRunners.set(db, { kind: 'sqlite', open: () => new DirectSqlite(databaseFile, adapter.lock) });
  return db;
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const { openPostgres: open } = await import('./database/open-postgres.js');
  const { db, openSql } = await open(url, options);
  sqlRunners.set(db, { kind: 'postgresql', open: openSql });
  return db;
}
