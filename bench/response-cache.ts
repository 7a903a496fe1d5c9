/**
 * Response cache benchmark (issue 17, target 2): `npx tsx bench/response-cache.ts [seconds per run] [rounds]`.
 *
 * Seeds a fresh demo database (351 products; one product gets 20 reviews, as in the detail figure),
 * starts two real servers on it as child processes (node --import tsx server/index.ts, NODE_ENV=production),
 * one with RESPONSE_CACHE=on (port 4340) and one with RESPONSE_CACHE=off (port 4341), and loads them in turn,
 * interleaved round by round so both meet the same machine load, with autocannon -c 20:
 *   - GraphQL category listing: the web app's CategoryListingPaginationQuery (persisted id, 8 products, totalCount);
 *   - GraphQL product detail: the web app's ProductRouteQuery (persisted id, 5 of the 20 reviews);
 *   - REST listing (get-pruduct-by-category-and-subcategory) and REST product details;
 *   - the GraphQL listing again while this process writes a listed product's stock 100 times a second.
 * Every request of a run asks for the same page, so the cached server answers hits only: the figures are the
 * hit path against the uncached path. It prints req/s and p99 per server and the ratio on/off, then the cost of
 * the catalogue version read every cached request pays (its own connection) beside the same read through Prisma,
 * and what the version triggers add to a product write (stock updates on copies with and without them).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import Libsql from 'libsql';
import { loadConfig } from '../server/config.js';
import { catalogueVersion } from '../server/database/catalogue-version.js';
import { applyMigrations } from '../server/database/migrate.js';
import { openSqlite } from '../server/database/sqlite.js';
import { prepareDatabase } from '../prisma/seed.js';

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 2);
const CONNECTIONS = 20;
const PORTS = { on: 4340, off: 4341 } as const;
const LISTING_DOC_ID = '8a9dcec9159ddf1625abd664066c54f1391db8dfc3596d693e594ad3496b7211';
const PRODUCT_DOC_ID = 'd0bca13cb237643e2c7ad38be9d75735596405f3daae7e20735c938df30ae7a6';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const workDir = resolve('var/bench-response-cache');
rmSync(workDir, { recursive: true, force: true });
const databaseFile = join(workDir, 'shop.db');
const environment = {
  NODE_ENV: 'production',
  DATABASE_URL: `file:${databaseFile}`,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  ADMIN_PASSWORD: 'Bench-admin-2026!',
  LOG_LEVEL: 'warn',
  UPLOAD_DIR: join(workDir, 'uploads'),
  MAIL_DIR: join(workDir, 'mail'),
  CHECKPOINT_DISABLE: '1',
};

// The database: the demo catalogue and 20 reviews on one product.
await applyMigrations(databaseFile);
const database = await openSqlite(databaseFile);
const db = database.prisma;
await prepareDatabase(db, loadConfig({ ...process.env, ...environment }), { seedIfEmpty: true });
const category = await db.category.findFirstOrThrow({ where: { name: 'Beverages' } });
const product = await db.product.findFirstOrThrow({ where: { deletedAt: null, categories: { some: { id: category.id } } }, orderBy: { createdAt: 'desc' } });
for (let index = 0; index < 20; index += 1) {
  const user = await db.user.create({ data: { name: `Reviewer ${index + 1}`, email: `reviewer${index + 1}@bench.rw`, passwordHash: 'x' } });
  await db.review.create({ data: { productId: product.id, userId: user.id, stars: 1 + (index % 5), comment: `Review number ${index + 1}: fresh and well packed.` } });
}
await db.product.update({ where: { id: product.id }, data: { ratingCount: 20, ratingTotal: 60 } });

const workloads = [
  {
    name: 'GraphQL listing',
    path: '/graphql',
    body: { doc_id: LISTING_DOC_ID, variables: { id: encodeGlobalID('Category', category.id), count: 8 } },
  },
  { name: 'GraphQL detail', path: '/graphql', body: { doc_id: PRODUCT_DOC_ID, variables: { databaseId: product.id } } },
  { name: 'REST listing', path: '/api/product/get-pruduct-by-category-and-subcategory', body: { categoryId: category.id, subCategoryId: 'all' } },
  { name: 'REST detail', path: '/api/product/get-product-details', body: { productId: product.id } },
  // Another process (this one) changes a listed product's stock 100 times a second: every write makes every kept
  // answer stale, so this is the cache's worst case short of a rush of orders.
  {
    name: 'listing+writes',
    path: '/graphql',
    body: { doc_id: LISTING_DOC_ID, variables: { id: encodeGlobalID('Category', category.id), count: 8 } },
    writesPerSecond: 100,
  },
];
const writer = new Libsql(databaseFile);
writer.pragma('busy_timeout = 5000');
const stockWrite = writer.prepare('UPDATE "Product" SET "stock" = "stock" + 1 WHERE "id" = ?');
let writesDone = 0;

/** Starts the shop on `port`; resolves once /healthz answers. */
async function startServer(port: number, responseCache: 'on' | 'off'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1', RESPONSE_CACHE: responseCache },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited during start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not answer /healthz within 60 s`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function load(port: number, workload: (typeof workloads)[number], duration: number): Promise<AutocannonResult> {
  const url = `http://127.0.0.1:${port}${workload.path}`;
  const options = { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(workload.body) };
  // Every answer must be a success with data, or the figures would time an error.
  const check = await fetch(url, options);
  const text = await check.text();
  if (!check.ok || text.includes('"errors"') || text.includes('"success":false')) throw new Error(`${workload.name} on port ${port} failed: ${check.status} ${text.slice(0, 300)}`);
  const writesPerSecond = 'writesPerSecond' in workload ? (workload.writesPerSecond ?? 0) : 0;
  const writes = writesPerSecond > 0 ? setInterval(() => (stockWrite.run(product.id), (writesDone += 1)), 1000 / writesPerSecond) : null;
  try {
    return await autocannon({ url, connections: CONNECTIONS, duration, ...options });
  } finally {
    if (writes) clearInterval(writes);
  }
}

const servers = { on: await startServer(PORTS.on, 'on'), off: await startServer(PORTS.off, 'off') };
const results = new Map<string, { on: AutocannonResult[]; off: AutocannonResult[] }>(workloads.map((workload) => [workload.name, { on: [], off: [] }]));
try {
  // Warm both servers (JIT, statement caches, the first miss) before anything is counted.
  for (const workload of workloads) for (const mode of ['on', 'off'] as const) await load(PORTS[mode], workload, 1);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const workload of workloads) {
      // Alternate which server goes first, so neither always follows the other's load.
      const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const mode of order) {
        const result = await load(PORTS[mode], workload, SECONDS);
        if (result.non2xx || result.errors || result.timeouts) throw new Error(`${workload.name} (${mode}): ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
        results.get(workload.name)![mode].push(result);
      }
    }
  }
} finally {
  for (const child of Object.values(servers)) child.kill('SIGTERM');
}

writer.close();
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(`\nResponse cache: anonymous reads, autocannon -c ${CONNECTIONS}, ${ROUNDS} interleaved rounds of ${SECONDS} s per server`);
console.log('workload          cache on req/s (p99 ms)   cache off req/s (p99 ms)   on/off');
const writeSeconds = [...workloads.filter((workload) => 'writesPerSecond' in workload)].length * 2 * (ROUNDS * SECONDS + 1);
for (const [name, { on, off }] of results) {
  const onRate = mean(on.map((result) => result.requests.average));
  const offRate = mean(off.map((result) => result.requests.average));
  const onP99 = Math.max(...on.map((result) => result.latency.p99));
  const offP99 = Math.max(...off.map((result) => result.latency.p99));
  console.log(
    `${name.padEnd(17)} ${onRate.toFixed(0).padStart(8)} (${onP99.toFixed(0).padStart(4)})          ${offRate.toFixed(0).padStart(8)} (${offP99.toFixed(0).padStart(4)})          ${(onRate / offRate).toFixed(2)}`,
  );
  console.log(`${''.padEnd(17)} rounds: ${on.map((result) => result.requests.average.toFixed(0)).join(', ')} | ${off.map((result) => result.requests.average.toFixed(0)).join(', ')}`);
}

console.log(`(listing+writes: ${(writesDone / writeSeconds).toFixed(0)} product writes/s from another process during its runs)`);

// The price of freshness: the version read each cached request makes, on its own connection and through Prisma.
const versions = catalogueVersion(database.sql);
async function microseconds(read: () => Promise<unknown>, count = 20_000): Promise<number> {
  for (let index = 0; index < 2_000; index += 1) await read();
  const started = performance.now();
  for (let index = 0; index < count; index += 1) await read();
  return ((performance.now() - started) * 1000) / count;
}
const own = await microseconds(() => versions.current());
const throughPrisma = await microseconds(() => db.$queryRaw`SELECT "version" FROM "CatalogueVersion" WHERE "id" = 1`);
console.log(`\nversion check per request: ${own.toFixed(1)} us on the direct connection; the same read through Prisma ${throughPrisma.toFixed(1)} us`);

// What the triggers add to writes (the order program updates a product's stock per line): the same stock updates,
// ten to a transaction, on a copy with the triggers and a copy without, alternating batches.
await database.close();
const copies = { with: join(workDir, 'with-triggers.db'), without: join(workDir, 'without-triggers.db') };
copyFileSync(databaseFile, copies.with);
copyFileSync(databaseFile, copies.without);
// Prepared once and run in one synchronous transaction, as the direct connection runs the order program.
const writers = { with: new Libsql(copies.with), without: new Libsql(copies.without) };
for (const connection of Object.values(writers)) connection.pragma('synchronous = NORMAL');
const triggers = writers.without.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'catalogue_version_%'`).all() as { name: string }[];
for (const trigger of triggers) writers.without.exec(`DROP TRIGGER "${trigger.name}"`);
const productIds = (writers.with.prepare('SELECT id FROM "Product" LIMIT 10').all() as { id: string }[]).map((row) => row.id);
const updates = { with: writers.with.prepare('UPDATE "Product" SET "stock" = "stock" + 1 WHERE "id" = ?'), without: writers.without.prepare('UPDATE "Product" SET "stock" = "stock" + 1 WHERE "id" = ?') };
const writeTimes = { with: 0, without: 0 };
const BATCHES = 40;
const UPDATES_PER_BATCH = 500;
for (let batch = 0; batch < BATCHES; batch += 1) {
  for (const name of batch % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
    const started = performance.now();
    for (let transaction = 0; transaction < UPDATES_PER_BATCH / 10; transaction += 1) {
      writers[name].exec('BEGIN IMMEDIATE');
      for (const id of productIds) updates[name].run(id);
      writers[name].exec('COMMIT');
    }
    writeTimes[name] += performance.now() - started;
  }
}
const perUpdate = (name: keyof typeof writeTimes) => (writeTimes[name] * 1000) / (BATCHES * UPDATES_PER_BATCH);
console.log(
  `product stock update, 10 to a transaction: ${perUpdate('with').toFixed(1)} us with the version triggers, ${perUpdate('without').toFixed(1)} us without (+${(perUpdate('with') - perUpdate('without')).toFixed(1)} us)`,
);
for (const connection of Object.values(writers)) connection.close();
rmSync(workDir, { recursive: true, force: true });
