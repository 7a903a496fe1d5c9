import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
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

/**
 * A libsql client whose every connection gets CONNECTION_SETTINGS before its first statement. The client
 * hands its connection over to each interactive transaction and opens a fresh one, with SQLite's defaults
 * (no busy timeout, synchronous FULL, foreign keys off), at its next use; so the settings are applied again
 * before the first statement or transaction after each hand-over.
 */
function configuredClient(client: LibSqlClient): LibSqlClient {
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
        return async (...args: unknown[]) => {
          await ready();
          return (target[property] as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (property === 'transaction') {
        return async (...args: Parameters<LibSqlClient['transaction']>) => {
          await ready();
          const transaction = await target.transaction(...args);
          fresh = true; // the next statement runs on a new connection
          return transaction;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The libsql adapter with configured connections. */
class ConfiguredLibSQL extends PrismaLibSQL {
  override createClient(config: Parameters<PrismaLibSQL['createClient']>[0]): LibSqlClient {
    return configuredClient(super.createClient(config));
  }
}

/**
 * Opens the shop's SQLite database through the libsql driver adapter. libsql serialises an outside write
 * behind an open interactive transaction instead of running it inside it (see docs/stack.md), so an
 * acknowledged write can never vanish with another request's rollback.
 */
export async function openDatabase(databaseFile: string, options: { onQuery?: (sql: string) => void } = {}): Promise<Database> {
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
  return db;
}
