import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLocation } from '../../../server/database/migrate.js';
import type { ShopPrisma } from '../../../server/database/database.js';
import { openDatabase } from '../../../server/database/open.js';
import { PrismaClient } from '../../../server/generated/prisma/client.js';
import { type ServerProcess, startServerProcess } from '../../helpers/server-process.js';
import { documentText } from '../../helpers/graphql.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_POSTGRES_URL, TEST_ROOT, testEnvironment } from '../../helpers/test-env.js';
import { PLACE_ORDER, bulkShoppers, createProduct, placeOrderInput } from '../../helpers/shop-fixtures.js';

// The real server process on 127.0.0.1, killed and restarted: slow by nature, so generous timeouts.
const FAULT_TIMEOUT = 180_000;

type Buyer = Awaited<ReturnType<typeof bulkShoppers>>[number];

let prep: TestApp;
/** The shared database: a SQLite file, or a PostgreSQL database's URL under `npm run test:pg`. */
let database: string;
const postgres = Boolean(TEST_POSTGRES_URL);
let buyers: Buyer[];
let productIds: string[];
const running: ServerProcess[] = [];

beforeAll(async () => {
  // The data is written in process on a copy of the seeded template; the server processes then open that database.
  prep = await startTestApp();
  database = databaseLocation(prep.app.services.config);
  const rice = await createProduct(prep, { name: 'Fault rice', price: 1000, stock: 10_000 });
  const beans = await createProduct(prep, { name: 'Fault beans', price: 500, stock: 10_000 });
  productIds = [rice.id, beans.id];
  buyers = await bulkShoppers(prep, 320, rice.id, 1);
  await prep.db.cartLine.createMany({ data: buyers.map((buyer) => ({ userId: buyer.userId, productId: beans.id, quantity: 2 })) });
  await prep.close();
}, FAULT_TIMEOUT);

afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
});

async function start(overrides: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess(database, overrides);
  running.push(server);
  return server;
}

/** Places the buyer's cart as an order over real HTTP; resolves with the order id, or null when refused or cut off. */
async function orderOverHttp(server: ServerProcess, buyer: Buyer): Promise<string | null> {
  try {
    const response = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.accessToken}` },
      body: JSON.stringify({ query: documentText(PLACE_ORDER), variables: { input: placeOrderInput({ addressId: buyer.addressId, subtotal: 2000, total: 2000 }) } }),
    });
    const body = (await response.json()) as { data?: { placeOrder?: { __typename: string; order?: { databaseId: string } } } };
    return body.data?.placeOrder?.__typename === 'PlaceOrderPayload' ? body.data.placeOrder.order!.databaseId : null;
  } catch {
    // The connection died with the process: the client never learnt the outcome.
    return null;
  }
}

/** Stock and ledger per product, read straight from the file. */
async function ledger(db: ShopPrisma) {
  const products = await db.product.findMany({ select: { id: true, stock: true } });
  const deltaOf = new Map<string, number>();
  for (const row of await db.stockMovement.findMany({ select: { productId: true, delta: true } })) deltaOf.set(row.productId, (deltaOf.get(row.productId) ?? 0) + row.delta);
  return new Map(products.map((product) => [product.id, { stock: product.stock, delta: deltaOf.get(product.id) ?? 0 }]));
}

describe('faults', () => {
  it('SIGKILL during an order load leaves every order whole after a restart, and the ledger matches the stock', async () => {
    const before = await withDatabase(ledger);
    const first = await start();

    // A few seconds of load: 30 checkouts always in flight, each worker taking the next buyer as soon as
    // its previous answer arrives; the kill lands once orders are flowing (after 10 s at most once one is answered).
    const acknowledged: string[] = [];
    const started = Date.now();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < buyers.length - 20) {
        const orderId = await orderOverHttp(first, buyers[next++]!);
        if (orderId && !killed) acknowledged.push(orderId);
      }
    };
    const workers = Array.from({ length: 30 }, worker);
    // At least one order must be answered before the kill, however busy the machine (up to a minute).
    const waited = () => Date.now() - started;
    while (!(acknowledged.length >= 40 && waited() >= 1_500) && (waited() < 10_000 || acknowledged.length === 0) && waited() < 60_000 && next < buyers.length - 20) {
      await sleep(50);
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await start();
    await withDatabase(async (db) => {
      const after = await ledger(db);
      // For every product: initial stock + the ledger's movements since == stock now.
      for (const [productId, { stock, delta }] of before) {
        const now = after.get(productId)!;
        expect(stock + (now.delta - delta), `product ${productId}`).toBe(now.stock);
        expect(now.stock).toBeGreaterThanOrEqual(0);
      }

      const buyerIds = buyers.map((buyer) => buyer.userId);
      const orders = await db.order.findMany({
        where: { userId: { in: buyerIds } },
        select: { id: true, userId: true, lines: { select: { productId: true, quantity: true } }, stockMovements: { select: { productId: true, delta: true, reason: true } } },
      });
      // Every acknowledged order survived the kill.
      const stored = new Set(orders.map((order) => order.id));
      expect(acknowledged.filter((orderId) => !stored.has(orderId))).toEqual([]);
      // No half-written order: each has both lines and one ORDER_PLACED movement per line, of the same quantity.
      for (const order of orders) {
        expect(order.lines.map((line) => [line.productId, line.quantity]).sort()).toEqual([[productIds[0], 1], [productIds[1], 2]].sort());
        expect(order.stockMovements.map((movement) => [movement.productId, -movement.delta, movement.reason]).sort()).toEqual(
          [[productIds[0], 1, 'ORDER_PLACED'], [productIds[1], 2, 'ORDER_PLACED']].sort(),
        );
      }
      // Stock went exactly where the orders say, and the carts of those who ordered were emptied, the others kept.
      expect(after.get(productIds[0]!)!.stock).toBe(10_000 - orders.length);
      expect(after.get(productIds[1]!)!.stock).toBe(10_000 - 2 * orders.length);
      const ordered = new Set(orders.map((order) => order.userId));
      const linesPerCart = new Map<string, number>();
      for (const line of await db.cartLine.findMany({ where: { userId: { in: buyerIds } }, select: { userId: true } })) linesPerCart.set(line.userId, (linesPerCart.get(line.userId) ?? 0) + 1);
      expect([...linesPerCart].every(([userId, lines]) => !ordered.has(userId) && lines === 2)).toBe(true);
      expect(linesPerCart.size).toBe(buyers.length - ordered.size);
    });

    // The restarted server takes orders again.
    const latecomer = buyers[buyers.length - 1]!;
    expect(await orderOverHttp(second, latecomer)).toEqual(expect.any(String));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, FAULT_TIMEOUT);

  it('SIGTERM stops accepting, finishes the request in flight and closes the database cleanly', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    const buyer = buyers[buyers.length - 2]!;
    const body = JSON.stringify({ query: documentText(PLACE_ORDER), variables: { input: placeOrderInput({ addressId: buyer.addressId, subtotal: 2000, total: 2000 }) } });

    // Half of the body is on the wire when the signal comes; the rest follows after it.
    let send: (rest: string) => void = () => undefined;
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = httpRequest(
        `${server.origin}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${buyer.accessToken}` } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      call.on('error', reject);
      call.write(body.slice(0, 40));
      send = (rest) => call.end(rest);
    });
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(300);
    // Not accepting any more: a new connection is refused while the old request is still open.
    const newcomer = await fetch(`${server.origin}/healthz`).then(() => 'answered', () => 'refused');
    expect(newcomer).toBe('refused');
    send(body.slice(40));

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.placeOrder.__typename).toBe('PlaceOrderPayload');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closed cleanly');
    // SQLite: the WAL was folded back into the database file on the way out, so the file alone is complete.
    if (!postgres) expect(existsSync(`${database}-wal`) ? statSync(`${database}-wal`).size : 0).toBe(0);
    await withDatabase(async (db) => {
      expect(await db.order.count({ where: { userId: buyer.userId } })).toBe(1);
    });
  }, FAULT_TIMEOUT);

  it('shoppers who leave while their answers are being sent never take the server down', async () => {
    const server = await start();
    const buyer = buyers[buyers.length - 4]!;
    // Signed in, so every answer is made afresh and goes through compression: the path a shopper's browser takes
    // when it navigates away from a page whose queries are still coming.
    const body = JSON.stringify({ query: '{ viewer { id name } categories { id name slug } }' });
    const leaveEarly = (wait: number) =>
      new Promise<void>((resolve) => {
        const call = httpRequest(`${server.origin}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'accept-encoding': 'gzip',
            authorization: `Bearer ${buyer.accessToken}`,
          },
        });
        call.on('error', () => resolve());
        call.on('response', (response) => response.once('data', () => call.destroy()));
        call.end(body);
        setTimeout(() => {
          call.destroy();
          resolve();
        }, wait);
      });
    // Each round 20 clients give up after 0 to 8 ms: before, during and after the answer is written.
    for (let round = 0; round < 150 && server.child.exitCode === null; round += 1) {
      await Promise.all(Array.from({ length: 20 }, (_, index) => leaveEarly(((round + index) % 9))));
    }
    expect(server.child.exitCode, server.output()).toBeNull();
    const answer = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.accessToken}` },
      body,
    });
    expect(((await answer.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toEqual(expect.any(String));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, FAULT_TIMEOUT);

  // SQLite's own backup (VACUUM INTO, a file beside the live one); a PostgreSQL server is backed up with its own
  // tools (pg_dump, base backups), which README's scale-out part names.
  it.skipIf(postgres)('`npm run backup` copies the live SQLite database while the server serves, and the copy passes its integrity check', async () => {
    const server = await start();
    const backupDir = join(TEST_ROOT, `backups-${process.pid}`);
    const run = promisify(execFile);
    // A checkout runs while the backup is taken.
    const [{ stdout }, orderId] = await Promise.all([
      run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], { env: { ...process.env, ...testEnvironment(database), BACKUP_DIR: backupDir } }),
      orderOverHttp(server, buyers[buyers.length - 3]!),
    ]);
    expect(orderId).toEqual(expect.any(String));
    expect(stdout).toContain('integrity ok');
    const [file] = readdirSync(backupDir);
    expect(file).toMatch(/^isoko-.*\.db$/);
    const copy = new PrismaClient({ adapter: new PrismaLibSQL({ url: `file:${join(backupDir, file!)}` }) });
    try {
      expect(await copy.$queryRawUnsafe('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const live = await withDatabase((db) => db.order.count());
      const saved = await copy.order.count();
      // The copy is a snapshot from before or after the concurrent checkout, never half of it.
      expect([live - 1, live]).toContain(saved);
      // No order in the copy is without its lines.
      expect(await copy.order.count({ where: { lines: { none: {} } } })).toBe(0);
    } finally {
      await copy.$disconnect();
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, FAULT_TIMEOUT);
});

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Opens the shared database in this process for a check, and closes it again. */
async function withDatabase<T>(work: (db: ShopPrisma) => Promise<T>): Promise<T> {
  const db = await openDatabase(database);
  try {
    return await work(db.prisma);
  } finally {
    await db.close();
  }
}
