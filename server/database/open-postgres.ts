import { PrismaClient as PostgresPrismaClient } from '../generated/prisma-pg/client.js';
import type { Database } from '../db.js';
import { postgresPool, ShopPrismaPg } from './postgres-pool.js';
import { PostgresSql } from './postgres-sql.js';

/**
 * Opens the shop's database on a PostgreSQL server: Prisma through the pg driver adapter on one pool, and a second
 * pool for the SQL programs (opened at their first use). Its own module, loaded only for a postgresql:// URL, so a
 * SQLite shop never loads the PostgreSQL client, pg or the adapter (about 10 MB resident at start).
 */
export async function openPostgres(url: string, options: { onQuery?: (sql: string) => void; poolSize?: number }): Promise<{ db: Database; openSql: () => PostgresSql }> {
  const poolSize = options.poolSize ?? 10;
  const adapter = new ShopPrismaPg(postgresPool(url, { max: poolSize }), { disposeExternalPool: true });
  let client: PostgresPrismaClient;
  if (options.onQuery) {
    const logging = new PostgresPrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
    const onQuery = options.onQuery;
    logging.$on('query', (event) => onQuery(event.query));
    client = logging;
  } else {
    client = new PostgresPrismaClient({ adapter });
  }
  // Both clients are generated from the same models (scripts/postgres-schema.ts), so they answer the same API;
  // the services are typed against the SQLite one.
  const db = client as unknown as Database;
  await db.$queryRawUnsafe('SELECT 1'); // fail at start, with the server's message, rather than at the first request
  return { db, openSql: () => new PostgresSql(postgresPool(url, { max: poolSize })) };
}
