import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { projectRoot } from '../lib/project-root.js';

const prismaCli = resolve(projectRoot, 'node_modules/prisma/build/index.js');
const migrationsDir = resolve(projectRoot, 'prisma/migrations');

/** What a raw query needs: the Prisma client, or anything with its $queryRawUnsafe. */
interface RawQueries {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/**
 * The committed migrations this database has not applied as they are now: missing from _prisma_migrations,
 * failed, rolled back, or with another checksum (Prisma's: the SHA-256 of migration.sql). Read in process, so
 * a start with nothing pending costs a query instead of a `prisma migrate deploy` child process (about 2 s).
 */
export async function pendingMigrations(db: RawQueries): Promise<string[]> {
  const committed = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
  const [table] = await db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`);
  if (!table) return committed;
  const applied = await db.$queryRawUnsafe<{ name: string; checksum: string }[]>(
    'SELECT migration_name AS name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
  );
  const checksums = new Map(applied.map((row) => [row.name, row.checksum]));
  const checksum = (name: string) => createHash('sha256').update(readFileSync(join(migrationsDir, name, 'migration.sql'))).digest('hex');
  return committed.filter((name) => checksums.get(name) !== checksum(name));
}

/**
 * Applies the committed migrations with `prisma migrate deploy` (through the driver adapter set in
 * prisma.config.ts, so no engine is downloaded). Safe to run at every start: applied ones are skipped, and
 * given the open database, it does not start Prisma at all when none is pending.
 */
export async function applyMigrations(databaseFile: string, db?: RawQueries): Promise<void> {
  mkdirSync(dirname(databaseFile), { recursive: true });
  // With the database already open, a start with nothing to apply skips the child process.
  if (db && (await pendingMigrations(db)).length === 0) return;
  await promisify(execFile)(process.execPath, [prismaCli, 'migrate', 'deploy'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: `file:${databaseFile}`, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loadConfig } = await import('../config.js');
  const config = loadConfig();
  await applyMigrations(config.databaseFile);
  console.log(`migrations applied to ${config.databaseFile}`);
}
