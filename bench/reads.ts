/**
 * Read benchmark: the shop's production server against the raw baseline server (bench/raw-server.ts) on the same
 * SQLite file, each in a child process of its own, loaded by autocannon (20 connections) from this process:
 *   - GraphQL category listing (20 products with the product card's fields and the total),
 *   - GraphQL product detail with 20 reviews,
 *   - the REST adapter's category listing (20 products).
 * The shop runs twice, with RESPONSE_CACHE=off (uncached figures) and RESPONSE_CACHE=on (anonymous cached reads).
 * Every answer is first checked to be byte for byte the raw server's. Rounds interleave the three servers, so a
 * busy moment of the shared machine lands on all of them; figures are medians of the rounds. The shop's resident
 * memory is sampled all along (peak under load), and read again once the load has finished and settled.
 *
 *   npx tsx bench/reads.ts [rounds] [seconds]     (default 3 rounds of 5 s per server and request)
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { applyMigrations } from '../server/database/migrate.js';
import { openDatabase } from '../server/database/open.js';
import { LISTING_QUERY, PRODUCT_QUERY, REST_LISTING_PATH } from './raw-server.js';
import { type ChildServer, ensureProductionBuild, isMain, median, productionEnvironment, residentMb, startChild, startShop, watchResident } from './support.js';

const CATEGORIES = 12;
const PRODUCTS_PER_CATEGORY = 200;
const REVIEWS = 30;
const PUBLIC_URL = 'http://shop.bench';
/** The product whose detail page is read: it has REVIEWS reviews, a promo code and more details. */
export const DETAIL_PRODUCT = 'p00011';
const LISTED_CATEGORY = 'c3';

/** A catalogue of 2,400 products with discounts, promotions, promo codes, more details and reviews, written in SQL. */
export async function createReadsDatabase(databaseFile: string): Promise<void> {
  await applyMigrations(databaseFile);
  const database = await openDatabase(databaseFile);
  const db = database.prisma;
  const base = Date.parse('2026-01-01T08:00:00.000Z');
  const at = (seconds: number) => new Date(base + seconds * 1000).toISOString().replace('Z', '+00:00');
  const now = Date.now();
  for (let category = 0; category < CATEGORIES; category += 1) {
    await db.$executeRawUnsafe(`INSERT INTO "Category" ("id", "name", "image", "createdAt", "updatedAt") VALUES (?, ?, '/uploads/category.webp', ?, ?)`, `c${category}`, `Category ${category}`, at(0), at(0));
    for (let sub = 0; sub < 4; sub += 1) {
      await db.$executeRawUnsafe(`INSERT INTO "SubCategory" ("id", "name", "image", "createdAt", "updatedAt") VALUES (?, ?, '/uploads/sub.webp', ?, ?)`, `c${category}s${sub}`, `Sub ${category}.${sub}`, at(0), at(0));
      await db.$executeRawUnsafe(`INSERT INTO "_CategoryToSubCategory" ("A", "B") VALUES (?, ?)`, `c${category}`, `c${category}s${sub}`);
    }
  }
  const total = CATEGORIES * PRODUCTS_PER_CATEGORY;
  for (let offset = 0; offset < total; offset += 200) {
    const statements = [];
    for (let i = offset; i < offset + 200; i += 1) {
      const id = `p${String(i).padStart(5, '0')}`;
      const category = i % CATEGORIES;
      const promotion = i % 11 === 0;
      statements.push(
        db.$executeRawUnsafe(
          `INSERT INTO "Product" ("id", "name", "description", "unit", "stock", "price", "discount", "images", "moreDetails", "onPromotion", "promotionStartTime", "promotionEndTime", "promotionPrice", "promotionLabel", "stockAlertThreshold", "createdAt", "updatedAt")
           VALUES (?, ?, ?, '1 kg', ?, ?, ?, ?, ?, ?, ?, ?, ?, 'FLASH', 5, ?, ?)`,
          id,
          `Inyange Fresh Milk ${i} – Ikivuguto`,
          `Fresh milk from Rwandan farms, product ${i}. "Quoted" & <escaped> text.`,
          i % 17 === 0 ? 3 : 10 + (i % 90),
          500 + (i % 40) * 100,
          i % 7 === 0 ? 15 : 0,
          JSON.stringify([`/uploads/product-${i}.webp`, `/uploads/product-${i}-side.webp`]),
          JSON.stringify(i % 5 === 0 ? { Origin: 'Nyagatare', Fat: '3.5 %' } : {}),
          promotion ? 1 : 0,
          promotion ? new Date(now - 3600_000).toISOString() : null,
          promotion ? new Date(now + 7 * 86400_000).toISOString() : null,
          promotion ? 400 : null,
          at(i),
          at(i),
        ),
        db.$executeRawUnsafe(`INSERT INTO "_CategoryToProduct" ("A", "B") VALUES (?, ?)`, `c${category}`, id),
        db.$executeRawUnsafe(`INSERT INTO "_ProductToSubCategory" ("A", "B") VALUES (?, ?)`, id, `c${category}s${i % 4}`),
      );
      if (i % 13 === 0) {
        statements.push(
          db.$executeRawUnsafe(
            `INSERT INTO "PromoCode" ("id", "productId", "code", "codeKey", "discountType", "discountValue", "usageLimit", "usedCount", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, 'PERCENTAGE', 10, ?, ?, ?, ?)`,
            `code-${id}`, id, `Milk${i}`, `MILK${i}`, i % 26 === 0 ? 5 : null, i % 26 === 0 ? 5 : 0, at(i), at(i),
          ),
        );
      }
    }
    await db.$transaction(statements);
  }
  // Reviews of the detail product by REVIEWS shoppers (one without a name: shown as 'User').
  let starsTotal = 0;
  for (let r = 0; r < REVIEWS; r += 1) {
    const stars = 1 + (r % 5);
    starsTotal += stars;
    await db.$executeRawUnsafe(`INSERT INTO "User" ("id", "name", "email", "passwordHash", "createdAt", "updatedAt") VALUES (?, ?, ?, 'x', ?, ?)`, `u${r}`, r === 4 ? ' ' : `Shopper ${r}`, `u${r}@bench.rw`, at(0), at(0));
    await db.$executeRawUnsafe(
      `INSERT INTO "Review" ("id", "productId", "userId", "stars", "comment", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
      `r${String(r).padStart(3, '0')}`, DETAIL_PRODUCT, `u${r}`, stars, r % 3 === 0 ? '' : `Good milk, review ${r}. Murakoze!`, at(10_000 + r * 60), at(10_000 + r * 60),
    );
  }
  await db.$executeRawUnsafe(`UPDATE "Product" SET "ratingCount" = ?, "ratingTotal" = ? WHERE "id" = ?`, REVIEWS, starsTotal, DETAIL_PRODUCT);
  await db.$queryRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  await database.close();
}

interface ReadRequest {
  name: string;
  path: string;
  /** Body for the shop (GraphQL documents) and for the raw server (the same variables, the operation by name). */
  appBody: string;
  rawBody: string;
}

export const READ_REQUESTS: ReadRequest[] = [
  {
    name: 'GraphQL listing',
    path: '/graphql',
    appBody: JSON.stringify({ query: LISTING_QUERY, operationName: 'BenchListing', variables: { categoryId: LISTED_CATEGORY } }),
    rawBody: JSON.stringify({ operationName: 'BenchListing', variables: { categoryId: LISTED_CATEGORY } }),
  },
  {
    name: 'GraphQL detail',
    path: '/graphql',
    appBody: JSON.stringify({ query: PRODUCT_QUERY, operationName: 'BenchProduct', variables: { databaseId: DETAIL_PRODUCT } }),
    rawBody: JSON.stringify({ operationName: 'BenchProduct', variables: { databaseId: DETAIL_PRODUCT } }),
  },
  {
    name: 'REST listing',
    path: REST_LISTING_PATH,
    appBody: JSON.stringify({ categoryId: LISTED_CATEGORY, page: 1, limit: 20 }),
    rawBody: JSON.stringify({ categoryId: LISTED_CATEGORY, page: 1, limit: 20 }),
  },
];

const HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function post(origin: string, path: string, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(origin + path, { method: 'POST', headers: HEADERS, body });
  return { status: response.status, text: await response.text() };
}

/** The first character where two answers differ, with some context, for the failure message. */
function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return `at ${index}: app …${a.slice(Math.max(0, index - 60), index + 60)}… raw …${b.slice(Math.max(0, index - 60), index + 60)}…`;
}

interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(origin: string, path: string, body: string, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url: origin + path, method: 'POST', headers: HEADERS, body, connections: 20, duration: seconds });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

export interface ReadFigures {
  rows: {
    name: string;
    raw: LoadFigures;
    uncached: LoadFigures;
    cached: LoadFigures;
  }[];
  /** Peak resident memory of the uncached shop during its load (MB). */
  peakUncachedMb: number;
  peakCachedMb: number;
  /** The raw server's peak during its load: what serving these answers needs at least. */
  peakRawMb: number;
  /** Resident memory once the load has finished and the servers have been idle SETTLE_MS (MB). */
  settledUncachedMb: number;
  settledCachedMb: number;
  settledRawMb: number;
}

/** How long the servers rest after the load before their settled resident memory is read. */
const SETTLE_MS = 10_000;

const medianOf = (runs: LoadFigures[]): LoadFigures => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

/** Starts the three servers on `ports`, checks the answers, then loads them in interleaved rounds. */
export async function benchReads(options: { rounds?: number; seconds?: number; ports?: [number, number, number]; log?: (line: string) => void } = {}): Promise<ReadFigures> {
  const { rounds = 3, seconds = 5, ports = [4311, 4312, 4313], log = console.log } = options;
  const workDir = resolve('var/bench-reads');
  rmSync(workDir, { recursive: true, force: true });
  const databaseFile = join(workDir, 'reads.db');
  ensureProductionBuild();
  await createReadsDatabase(databaseFile);
  const servers: ChildServer[] = [];
  try {
    const environment = (cache: 'on' | 'off') => productionEnvironment(databaseFile, join(workDir, cache), { PUBLIC_URL, RESPONSE_CACHE: cache });
    const uncached = await startShop(ports[0], environment('off'));
    servers.push(uncached);
    const cached = await startShop(ports[1], environment('on'));
    servers.push(cached);
    const raw = await startChild(['--import', 'tsx', 'bench/raw-server.ts'], ports[2], { ...process.env, DATABASE_FILE: databaseFile, PUBLIC_URL });
    servers.push(raw);

    for (const request of READ_REQUESTS) {
      const fromRaw = await post(raw.origin, request.path, request.rawBody);
      for (const [label, shop] of [['RESPONSE_CACHE=off', uncached], ['RESPONSE_CACHE=on', cached]] as const) {
        // Twice: a cache's first answer (a miss) and its second (a hit) must both be the raw server's.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const fromApp = await post(shop.origin, request.path, request.appBody);
          if (fromApp.status !== 200 || fromApp.text !== fromRaw.text) {
            throw new Error(`${request.name}: the shop (${label}) answered ${fromApp.status} and not what the raw server answers ${firstDifference(fromApp.text, fromRaw.text)}`);
          }
        }
      }
      log(`  ${request.name}: the shop's answer (${fromRaw.text.length} bytes) is byte for byte the raw server's`);
    }

    const runs = READ_REQUESTS.map(() => ({ raw: [] as LoadFigures[], uncached: [] as LoadFigures[], cached: [] as LoadFigures[] }));
    const uncachedMemory = watchResident(uncached.pid);
    const cachedMemory = watchResident(cached.pid);
    const rawMemory = watchResident(raw.pid);
    // Each server warms up (JIT, SQLite pages, caches) before anything is counted.
    for (const request of READ_REQUESTS) {
      await load(raw.origin, request.path, request.rawBody, 1);
      await load(uncached.origin, request.path, request.appBody, 1);
      await load(cached.origin, request.path, request.appBody, 1);
    }
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, request] of READ_REQUESTS.entries()) {
        runs[index]!.raw.push(await load(raw.origin, request.path, request.rawBody, seconds));
        runs[index]!.uncached.push(await load(uncached.origin, request.path, request.appBody, seconds));
        runs[index]!.cached.push(await load(cached.origin, request.path, request.appBody, seconds));
      }
      log(`  round ${round}/${rounds}: ${READ_REQUESTS.map((request, index) => `${request.name} ${runs[index]!.uncached.at(-1)!.requestsPerSecond.toFixed(0)} / ${runs[index]!.cached.at(-1)!.requestsPerSecond.toFixed(0)} / ${runs[index]!.raw.at(-1)!.requestsPerSecond.toFixed(0)}`).join(', ')} req/s (off / on / raw)`);
    }
    const peakUncachedMb = uncachedMemory.stop().peakMb;
    const peakCachedMb = cachedMemory.stop().peakMb;
    const peakRawMb = rawMemory.stop().peakMb;
    await new Promise((wait) => setTimeout(wait, SETTLE_MS));
    const settled = (server: ChildServer) => residentMb(server.pid) ?? Number.NaN;
    const [settledUncachedMb, settledCachedMb, settledRawMb] = [settled(uncached), settled(cached), settled(raw)];
    return {
      rows: READ_REQUESTS.map((request, index) => ({ name: request.name, raw: medianOf(runs[index]!.raw), uncached: medianOf(runs[index]!.uncached), cached: medianOf(runs[index]!.cached) })),
      peakUncachedMb,
      peakCachedMb,
      peakRawMb,
      settledUncachedMb,
      settledCachedMb,
      settledRawMb,
    };
  } finally {
    for (const server of servers) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function printReads(figures: ReadFigures, log: (line: string) => void = console.log): void {
  const cell = (run: LoadFigures) => `${run.requestsPerSecond.toFixed(0).padStart(6)} req/s p50 ${String(run.p50).padStart(3)} ms p99 ${String(run.p99).padStart(4)} ms${run.errors ? ` ${run.errors} errors` : ''}`;
  log(`  ${'request'.padEnd(16)} | ${'raw server (baseline)'.padEnd(36)} | ${'shop RESPONSE_CACHE=off'.padEnd(36)} | ratio | ${'shop RESPONSE_CACHE=on'.padEnd(36)} | ratio`);
  for (const row of figures.rows) {
    log(
      `  ${row.name.padEnd(16)} | ${cell(row.raw).padEnd(36)} | ${cell(row.uncached).padEnd(36)} | ${(row.uncached.requestsPerSecond / row.raw.requestsPerSecond).toFixed(2).padStart(5)} | ` +
        `${cell(row.cached).padEnd(36)} | ${(row.cached.requestsPerSecond / row.raw.requestsPerSecond).toFixed(2).padStart(5)}`,
    );
  }
  log(`  shop resident memory under this load: peak ${figures.peakUncachedMb.toFixed(0)} MB (RESPONSE_CACHE=off), ${figures.peakCachedMb.toFixed(0)} MB (on); raw server ${figures.peakRawMb.toFixed(0)} MB`);
  log(`  ${SETTLE_MS / 1000} s after the load: ${figures.settledUncachedMb.toFixed(0)} MB (RESPONSE_CACHE=off), ${figures.settledCachedMb.toFixed(0)} MB (on); raw server ${figures.settledRawMb.toFixed(0)} MB`);
}

if (isMain(import.meta.url)) {
  const figures = await benchReads({ rounds: Number(process.argv[2] ?? 3), seconds: Number(process.argv[3] ?? 5) });
  printReads(figures);
}
