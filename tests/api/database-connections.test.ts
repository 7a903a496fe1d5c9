import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db.js';

// The libsql client opens a new connection after each interactive transaction; the settings the shop relies
// on must hold on that one too, and on every one after it.
let db: Database;
beforeAll(async () => {
  db = await openDatabase(join(process.env.ISOKO_TEST_ROOT!, `connections-${process.pid}.db`));
  await db.$executeRawUnsafe('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
  await db.$executeRawUnsafe('CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent(id))');
});
afterAll(() => db.$disconnect());

async function settings(client: Pick<Database, '$queryRawUnsafe'>) {
  const [[busy], [synchronous], [foreignKeys], [journal]] = await Promise.all([
    client.$queryRawUnsafe<{ timeout: bigint | number }[]>('PRAGMA busy_timeout'),
    client.$queryRawUnsafe<{ synchronous: bigint | number }[]>('PRAGMA synchronous'),
    client.$queryRawUnsafe<{ foreign_keys: bigint | number }[]>('PRAGMA foreign_keys'),
    client.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode'),
  ]);
  return { busyTimeout: Number(busy!.timeout), synchronous: Number(synchronous!.synchronous), foreignKeys: Number(foreignKeys!.foreign_keys), journal: journal!.journal_mode };
}

const expected = { busyTimeout: 5000, synchronous: 1 /* NORMAL */, foreignKeys: 1, journal: 'wal' };

describe('connection settings', () => {
  it('hold from the start', async () => {
    expect(await settings(db)).toEqual(expected);
  });

  it('hold inside and after interactive transactions, including one straight after another', async () => {
    for (let round = 0; round < 3; round += 1) {
      const inside = await db.$transaction(async (tx) => settings(tx));
      expect(inside).toEqual(expected);
      await db.$transaction(async (tx) => tx.$executeRawUnsafe('INSERT INTO parent DEFAULT VALUES'));
      expect(await settings(db)).toEqual(expected);
    }
  });

  it('keep foreign keys enforced after a transaction', async () => {
    await db.$transaction(async (tx) => tx.$queryRawUnsafe('SELECT 1'));
    await expect(db.$executeRawUnsafe('INSERT INTO child (parent_id) VALUES (999999)')).rejects.toThrow(/FOREIGN KEY/i);
    expect(await db.$queryRawUnsafe<unknown[]>('SELECT * FROM child')).toEqual([]);
  });
});
