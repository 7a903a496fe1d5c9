import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PrismaClient } from '../generated/prisma/client.js';
import type { OpenOptions, SqliteDatabase } from './database.js';
import { DirectSqlite } from './direct-sqlite.js';
import { LockedLibSQL } from './locked-libsql.js';

/**
 * Opens a SQLite file. Prisma goes through the libsql driver adapter, which serialises an outside write behind an
 * open interactive transaction instead of running it inside it (so an acknowledged write can never vanish with
 * another request's rollback); SQL programs run on a direct connection to the same file. Both take one lock.
 */
export async function openSqlite(location: string, options: OpenOptions = {}): Promise<SqliteDatabase> {
  const file = location.startsWith('file:') ? location.slice('file:'.length) : location;
  mkdirSync(dirname(file), { recursive: true });
  const adapter = new LockedLibSQL({ url: `file:${file}` });
  const prisma = options.onQuery ? loggingClient(adapter, options.onQuery) : new PrismaClient({ adapter });
  // WAL lets readers run beside the one writer; the other settings are applied to every connection.
  await prisma.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  const sql = new DirectSqlite(file, adapter.lock);
  return {
    dialect: 'sqlite',
    prisma,
    sql,
    async ping() {
      await prisma.$queryRawUnsafe('SELECT 1');
    },
    async close() {
      sql.close();
      try {
        // Fold the WAL into the database file, so the file alone is complete once the process is gone.
        await prisma.$queryRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
      } finally {
        await prisma.$disconnect();
      }
    },
  };
}

function loggingClient(adapter: LockedLibSQL, onQuery: (sql: string) => void): PrismaClient {
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (event) => onQuery(event.query));
  return client;
}
