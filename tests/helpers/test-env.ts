import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

/** Where this run's test databases, uploads and mail go (set per run in vitest.config.ts); removed after the run. */
export const TEST_ROOT = resolve(process.env.ISOKO_TEST_ROOT ?? 'var/test/default');
export const TEMPLATE_DATABASE = join(TEST_ROOT, 'template.db');
export const TEST_UPLOADS = join(TEST_ROOT, 'uploads');

/**
 * `npm run test:pg` sets these: a PostgreSQL server (any database on it; the tests make their own) and a Redis
 * server. Unset, the tests run on SQLite files with counters in memory.
 */
export const TEST_POSTGRES_URL = process.env.ISOKO_TEST_POSTGRES_URL || null;
export const TEST_REDIS_URL = process.env.ISOKO_TEST_REDIS_URL || null;

/** This run's databases are named after its folder, so runs side by side never touch each other's. */
const RUN_NAME = `isoko_${(process.env.ISOKO_TEST_ROOT ?? 'default').replace(/\W+/g, '_').slice(-40)}`.toLowerCase();

/** The URL of a database on the test PostgreSQL server. */
export function postgresDatabaseUrl(database: string): string {
  const url = new URL(TEST_POSTGRES_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The seeded template every test app copies: a SQLite file, or a PostgreSQL database. */
export const TEMPLATE_LOCATION = TEST_POSTGRES_URL ? postgresDatabaseUrl(`${RUN_NAME}_template`) : TEMPLATE_DATABASE;

/** Runs statements on the test server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onPostgresServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresDatabaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database of this run, copied from `template` (PostgreSQL's own file-level copy). */
export async function copyPostgresDatabase(template = `${RUN_NAME}_template`): Promise<string> {
  const name = `${RUN_NAME}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onPostgresServer((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return postgresDatabaseUrl(name);
}

/** Drops every database of this run (the template and its copies), closing what still holds one open. */
export async function dropRunDatabases(): Promise<void> {
  await onPostgresServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${RUN_NAME}\\_%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/**
 * Environment for a test app: cheap argon2 (production keeps OWASP's minimum), quiet logs, a fixed secret.
 * `database` is a SQLite file path or a postgresql:// URL.
 */
export function testEnvironment(database: string, overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  mkdirSync(TEST_ROOT, { recursive: true });
  return {
    NODE_ENV: 'test',
    DATABASE_URL: database.startsWith('postgres') ? database : `file:${database}`,
    // Each app counts in Redis under keys of its own, as a separate shop would: test files never share counts.
    ...(TEST_REDIS_URL ? { RATE_LIMIT_REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_REDIS_PREFIX: `test-${randomUUID()}` } : {}),
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: TEST_UPLOADS,
    MAIL_DIR: join(TEST_ROOT, 'mail'),
    TRUST_PROXY: 'true',
    // API tests count orders, stock and reviews from the catalogue alone; tests/api/platform/demo-history.test.ts
    // seeds the history on its own copy, and the browser tests' server has it.
    DEMO_HISTORY: 'false',
    // Many tests check promo codes from one address; tests/api/platform/security-probes.test.ts sets the real limits.
    RATE_LIMIT_PROMO_CODE_PER_MINUTE: '1000',
    RATE_LIMIT_PROMO_CODE_PER_ACCOUNT_PER_HOUR: '1000',
    ...overrides,
  };
}
