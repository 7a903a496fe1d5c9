import { rmSync } from 'node:fs';
import { loadConfig } from '../../server/config.js';
import { applyMigrations, databaseLocation } from '../../server/database/migrate.js';
import { openDatabase } from '../../server/database/open.js';
import { prepareDatabase } from '../../prisma/seed.js';
import { dropRunDatabases, onPostgresServer, TEMPLATE_LOCATION, TEST_POSTGRES_URL, TEST_ROOT, testEnvironment } from './test-env.js';

/** Migrates and seeds one template database; every test file then works on its own copy of it. */
export default async function setup(): Promise<() => Promise<void>> {
  rmSync(TEST_ROOT, { recursive: true, force: true });
  if (TEST_POSTGRES_URL) {
    await dropRunDatabases();
    await onPostgresServer((client) => client.query(`CREATE DATABASE "${new URL(TEMPLATE_LOCATION).pathname.slice(1)}"`));
  }
  const config = loadConfig(testEnvironment(TEMPLATE_LOCATION));
  await applyMigrations(databaseLocation(config));
  const db = await openDatabase(databaseLocation(config));
  await prepareDatabase(db.prisma, config, { seedIfEmpty: true });
  // On SQLite, close() folds the WAL into the main file, so that a plain file copy is a complete database.
  // PostgreSQL copies a template database only while nobody is connected to it: closing sees to that too.
  await db.close();
  return async () => {
    if (TEST_POSTGRES_URL) await dropRunDatabases();
    rmSync(TEST_ROOT, { recursive: true, force: true });
  };
}
