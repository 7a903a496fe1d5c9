import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, pendingMigrations } from '../../../server/database/migrate.js';
import type { Database, ShopPrisma } from '../../../server/database/database.js';
import { openDatabase } from '../../../server/database/open.js';

// A start with nothing pending skips `prisma migrate deploy`: the in-process check must see exactly what
// Prisma would apply.
const committed = readdirSync('prisma/migrations', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

let database: Database;
let db: ShopPrisma;
const file = join(process.env.ISOKO_TEST_ROOT!, `pending-${process.pid}.db`);
beforeAll(async () => {
  database = await openDatabase(file);
  db = database.prisma;
});
afterAll(() => database.close());

describe('pending migrations', () => {
  it('are all of them on a new database, and none once applied', async () => {
    expect(await pendingMigrations(db)).toEqual(committed);
    await applyMigrations(file, db);
    expect(await pendingMigrations(db)).toEqual([]);
  });

  it('include one that was rolled back or whose file changed since it was applied', async () => {
    const [first, second] = committed;
    await db.$executeRawUnsafe(`UPDATE _prisma_migrations SET checksum = 'edited' WHERE migration_name = ?`, first);
    await db.$executeRawUnsafe(`UPDATE _prisma_migrations SET rolled_back_at = CURRENT_TIMESTAMP WHERE migration_name = ?`, second);
    expect(await pendingMigrations(db)).toEqual([first, second]);
  });
});
