import { rmSync } from 'node:fs';
import { loadConfig } from '../../server/config.js';
import { applyMigrations } from '../../server/database/migrate.js';
import { openDatabase } from '../../server/db.js';
import { prepareDatabase } from '../../prisma/seed.js';
import { TEMPLATE_DATABASE, TEST_ROOT, testEnvironment } from './test-env.js';

/** Migrates and seeds one template database; every test file then works on its own copy of it. */
export default async function setup(): Promise<() => void> {
  rmSync(TEST_ROOT, { recursive: true, force: true });
  const config = loadConfig(testEnvironment(TEMPLATE_DATABASE));
  await applyMigrations(config.databaseFile);
  const db = await openDatabase(config.databaseFile);
  await prepareDatabase(db, config);
  // Fold the WAL into the main file so that a plain file copy is a complete database.
  await db.$queryRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.$disconnect();
  return () => rmSync(TEST_ROOT, { recursive: true, force: true });
}
