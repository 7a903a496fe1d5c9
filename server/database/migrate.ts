import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { projectRoot } from '../lib/project-root.js';
import { isPostgresUrl } from './database-url.js';

const prismaCli = resolve(projectRoot, 'node_modules/prisma/build/index.js');
/** Each database has its own migrations, written from the one data model (scripts/postgres-schema.ts). */
const migrationFolders = { sqlite: resolve(projectRoot, 'prisma/migrations'), postgresql: resolve(projectRoot, 'prisma/postgresql/migrations') };

/** What a raw query needs: the Prisma client, or anything with its $queryRawUnsafe. */
interface RawQueries {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/**
 * The committed migrations this database has not applied as they are now: missing from _prisma_migrations,
 * failed, rolled back, or with another checksum (Prisma's: the SHA-256 of migration.sql). Read in process, so
 * a start with nothing pending costs a query instead of a `prisma migrate deploy` child process (about 2 s).
 */
export async function pendingMigrations(db: RawQueries, kind: 'sqlite' | 'postgresql' = 'sqlite'): Promise<string[]> {
  const migrationsDir = migrationFolders[kind];
  const committed = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
  const [table] = await db.$queryRawUnsafe<{ name: string | null }[]>(
    kind === 'sqlite'
      ? `SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`
      : `SELECT to_regclass('_prisma_migrations')::text AS name`,
  );
  if (!table?.name) return committed;
  const applied = await db.$queryRawUnsafe<{ name: string; checksum: string }[]>(
    'SELECT migration_name AS name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
  );
  const checksums = new Map(applied.map((row) => [row.name, row.checksum]));
  const checksum = (name: string) => createHash('sha256').update(readFileSync(join(migrationsDir, name, 'migration.sql'))).digest('hex');
  return committed.filter((name) => checksums.get(name) !== checksum(name));
}

/**
 * Applies the committed migrations with `prisma migrate deploy` (through the driver adapter set in
 * prisma.config.ts, so no engine is downloaded) to a SQLite file path or a postgresql:// URL. Safe to run at
 * every start: applied ones are skipped, and given the open database, it does not start Prisma at all when none
 * is pending. On PostgreSQL several processes may start at once: Prisma takes an advisory lock while it migrates.
 */
export async function applyMigrations(location: string, db?: RawQueries): Promise<void> {
  const postgres = isPostgresUrl(location);
  if (!postgres) mkdirSync(dirname(location), { recursive: true });
  // With the database already open, a start with nothing to apply skips the child process.
  if (db && (await pendingMigrations(db, postgres ? 'postgresql' : 'sqlite')).length === 0) return;
  await promisify(execFile)(process.execPath, [prismaCli, 'migrate', 'deploy'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: postgres ? location : `file:${location}`, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}

/** Where a configuration's data is, as applyMigrations and openDatabase take it. */
export function databaseLocation(config: { database: { kind: 'sqlite'; file: string } | { kind: 'postgresql'; url: string } }): string {
  return config.database.kind === 'postgresql' ? config.database.url : config.database.file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loadConfig } = await import('../config.js');
  const config = loadConfig();
  await applyMigrations(databaseLocation(config));
  console.log(`migrations applied to ${config.database.kind === 'postgresql' ? 'the PostgreSQL database' : config.databaseFile}`);
}
