import { sql } from 'kysely';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Mutex } from 'async-mutex';
import Libsql from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectSqlite } from '../../../server/database/direct-sqlite.js';
import { firstRow, rows, run } from '../../../server/database/sql-program.js';
import type { ShopPrisma, SqliteDatabase } from '../../../server/database/database.js';
import { openSqlite } from '../../../server/database/sqlite.js';

// The libsql client opens a new connection after each interactive transaction; the settings the shop relies
// on must hold on that one too, and on every one after it.
let database: SqliteDatabase;
let db: ShopPrisma;
const databaseFile = join(process.env.ISOKO_TEST_ROOT!, `connections-${process.pid}.db`);
beforeAll(async () => {
  database = await openSqlite(databaseFile);
  db = database.prisma;
  await db.$executeRawUnsafe('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
  await db.$executeRawUnsafe('CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent(id))');
});
afterAll(async () => {
  await database.close();
});

async function settings(client: Pick<ShopPrisma, '$queryRawUnsafe'>) {
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

// Hot write paths run SQL programs on a second connection (server/database/direct-sqlite.ts).
describe('the direct connection', () => {
  it('has foreign keys on and synchronous NORMAL', async () => {
    const direct = database.sql;
    expect(Number((await direct.read(() => firstRow(sql<{ foreign_keys: number }>`PRAGMA foreign_keys`)))!.foreign_keys)).toBe(1);
    expect(Number((await direct.read(() => firstRow(sql<{ synchronous: number }>`PRAGMA synchronous`)))!.synchronous)).toBe(1);
    await expect(direct.write(() => run(sql`INSERT INTO child (parent_id) VALUES (${424242})`))).rejects.toThrow(/FOREIGN KEY/i);
  });

  it('rolls a whole program back when it throws half way', async () => {
    const before = await db.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM parent');
    await expect(
      database.sql.write(function* () {
        yield* run(sql`INSERT INTO parent DEFAULT VALUES`);
        yield* run(sql`INSERT INTO parent DEFAULT VALUES`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM parent')).toEqual(before);
  });

  it('refuses a write inside a read program', async () => {
    await expect(database.sql.read(() => run(sql`INSERT INTO parent DEFAULT VALUES`))).rejects.toThrow('A read program cannot write');
  });

  it('waits for a Prisma transaction that read, paused and then writes, so neither fails nor loses an update', async () => {
    await db.$executeRawUnsafe('CREATE TABLE IF NOT EXISTS tally (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    await db.$executeRawUnsafe('INSERT OR REPLACE INTO tally (id, n) VALUES (1, 0)');
    const prismaSide = db.$transaction(async (tx) => {
      const [row] = await tx.$queryRawUnsafe<{ n: bigint | number }[]>('SELECT n FROM tally WHERE id = 1');
      await sleep(30); // the direct write is asked for meanwhile
      await tx.$executeRawUnsafe('UPDATE tally SET n = ? WHERE id = 1', Number(row!.n) + 1);
    });
    await sleep(5);
    const directSide = database.sql.write(function* () {
      const [row] = yield* rows(sql<{ n: number }>`SELECT n FROM tally WHERE id = 1`);
      yield* run(sql`UPDATE tally SET n = ${row!.n + 10} WHERE id = 1`);
    });
    await Promise.all([prismaSide, directSide]);
    expect(await database.sql.read(() => firstRow(sql<{ n: number }>`SELECT n FROM tally WHERE id = 1`))).toEqual({ n: 11 });
  });

  it('waits for another process holding the write lock without blocking the event loop, then writes', async () => {
    const other = new Libsql(databaseFile);
    other.exec('BEGIN IMMEDIATE');
    other.exec('INSERT INTO parent DEFAULT VALUES');
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 5);
    const written = database.sql.write(() => run(sql`INSERT INTO parent DEFAULT VALUES`));
    await sleep(120);
    const ticksWhileLocked = ticks;
    other.exec('COMMIT');
    await expect(written).resolves.toBe(1);
    clearInterval(ticking);
    other.close();
    expect(ticksWhileLocked).toBeGreaterThan(3);
  });

  it('reads again, without blocking the event loop, while another process holds the file exclusively', async () => {
    // A file of its own in rollback-journal mode, where a connection in exclusive locking mode keeps readers out.
    const file = join(process.env.ISOKO_TEST_ROOT!, `exclusive-${process.pid}.db`);
    const other = new Libsql(file);
    other.exec('CREATE TABLE t (x INTEGER)');
    const direct = new DirectSqlite(file, new Mutex());
    other.pragma('locking_mode = EXCLUSIVE');
    other.exec('INSERT INTO t VALUES (1)'); // from here until it closes, the file is this connection's alone
    const counted = direct.read(() => firstRow(sql<{ n: number }>`SELECT count(*) AS n FROM t`));
    let settled = false;
    void counted.finally(() => (settled = true));
    await sleep(100);
    const settledWhileLocked = settled;
    // Back to normal locking: the lock goes at the connection's next access (a close lets it go only when collected).
    other.pragma('locking_mode = NORMAL');
    other.prepare('SELECT count(*) FROM t').all();
    expect(await counted).toEqual({ n: 1 });
    expect(settledWhileLocked).toBe(false);
    other.close();
    direct.close();
  });
});
