import { PrismaClient } from '../generated/prisma-pg/client.js';
import type { OpenOptions, PostgresDatabase } from './database.js';
import { postgresPool, ShopPrismaPg } from './postgres-pool.js';
import { PostgresSql } from './postgres-sql.js';

/**
 * Opens the shop's database on a PostgreSQL server: Prisma through the pg driver adapter on one pool, and a second
 * pool of the same size for the SQL programs.
 */
export async function openPostgres(url: string, options: OpenOptions = {}): Promise<PostgresDatabase> {
  const poolSize = options.poolSize ?? 10;
  const adapter = new ShopPrismaPg(postgresPool(url, { max: poolSize }), { disposeExternalPool: true });
  const prisma = options.onQuery ? loggingClient(adapter, options.onQuery) : new PrismaClient({ adapter });
  // Fail at start, with the server's message, rather than at the first request.
  await prisma.$queryRawUnsafe('SELECT 1');
  const sql = new PostgresSql(postgresPool(url, { max: poolSize }));
  return {
    dialect: 'postgresql',
    prisma,
    sql,
    async ping() {
      await prisma.$queryRawUnsafe('SELECT 1');
    },
    async close() {
      await sql.close();
      await prisma.$disconnect();
    },
  };
}

function loggingClient(adapter: ShopPrismaPg, onQuery: (sql: string) => void): PrismaClient {
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (event) => onQuery(event.query));
  return client;
}
