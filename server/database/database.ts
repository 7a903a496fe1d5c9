import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { DirectSqlite } from './direct-sqlite.js';
import type { PostgresSql } from './postgres-sql.js';

export type { Prisma } from '../generated/prisma/client.js';

type ModelKey = Uncapitalize<Prisma.ModelName>;
/**
 * A model's Prisma operations, without aggregate and groupBy: their result types are conditional types that
 * TypeScript cannot match between two generated clients, so those queries are written with the SQL builder.
 */
type ModelOperations<Delegate> = Pick<Delegate, Exclude<keyof Delegate & string, 'aggregate' | 'groupBy'>>;

/** What a service may do inside an interactive transaction. */
export type ShopTransaction = { readonly [K in ModelKey]: ModelOperations<PrismaClient[K]> } & Pick<
  PrismaClient,
  '$queryRaw' | '$executeRaw' | '$queryRawUnsafe' | '$executeRawUnsafe'
>;

/**
 * The Prisma API the services use. SQLite's and PostgreSQL's clients are generated from the one data model
 * (scripts/postgres-schema.ts), and both satisfy this type as they are: no cast stands between them.
 */
export interface ShopPrisma extends ShopTransaction {
  $transaction<R>(work: (tx: ShopTransaction) => Promise<R>, options?: { maxWait?: number; timeout?: number }): Promise<R>;
  $transaction<P extends Prisma.PrismaPromise<unknown>[]>(operations: [...P]): Promise<{ [K in keyof P]: Awaited<P[K]> }>;
  $connect(): Promise<void>;
  $disconnect(): Promise<void>;
}

/**
 * SQLite has one writer: each write transaction (an order's, a payment's) waits its turn. Under a rush of buyers the wait can pass
 * Prisma's 2-second default, so it is longer; the work inside stays a handful of statements.
 */
export const WRITE_TRANSACTION = { maxWait: 30_000, timeout: 15_000 } as const;

/** What a read loads with each row: the GraphQL selection (Pothos hands it over), or a REST handler's include. */
export type Selection<Include, Select> = { include?: Include | null; select?: Select | null };

/** The databases the shop runs on. */
export type Dialect = 'sqlite' | 'postgresql';

interface DatabaseParts {
  /** The ORM, for most reads and writes. */
  readonly prisma: ShopPrisma;
  /** Answers once the database does; throws with its message otherwise (the health check). */
  ping(): Promise<void>;
  /** Lets go of every connection; the file or server is complete afterwards. */
  close(): Promise<void>;
}

/** A SQLite file: Prisma through the libsql adapter, and a direct connection for SQL programs, sharing one lock. */
export interface SqliteDatabase extends DatabaseParts {
  readonly dialect: 'sqlite';
  readonly sql: DirectSqlite;
}

/** A PostgreSQL server: Prisma through the pg adapter on one pool, SQL programs on a second pool. */
export interface PostgresDatabase extends DatabaseParts {
  readonly dialect: 'postgresql';
  readonly sql: PostgresSql;
}

/** The shop's database, opened once at start-up (server/database/open.ts) and handed to services in the context. */
export type Database = SqliteDatabase | PostgresDatabase;

export interface OpenOptions {
  /** Every statement Prisma sends (tests and diagnostics count them; off, it costs nothing). */
  onQuery?: (sql: string) => void;
  /** PostgreSQL: connections for Prisma, and as many again for SQL programs. */
  poolSize?: number;
}
