import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { PrismaClient } from './generated/prisma/client.js';

export type Database = PrismaClient;
export type { Prisma } from './generated/prisma/client.js';

/**
 * Opens the shop's SQLite database through the libsql driver adapter. libsql serialises an outside write
 * behind an open interactive transaction instead of running it inside it (see docs/stack.md), so an
 * acknowledged write can never vanish with another request's rollback.
 */
export async function openDatabase(databaseFile: string, options: { onQuery?: (sql: string) => void } = {}): Promise<Database> {
  mkdirSync(dirname(databaseFile), { recursive: true });
  const adapter = new PrismaLibSQL({ url: `file:${databaseFile}` });
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
  // WAL lets readers run beside the one writer; busy_timeout makes a second writer wait instead of failing.
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  await db.$queryRawUnsafe('PRAGMA synchronous = NORMAL');
  await db.$queryRawUnsafe('PRAGMA foreign_keys = ON');
  return db;
}
