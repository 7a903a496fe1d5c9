/**
 * Category listing benchmark at scale: 100,000 generated products in 12 categories (each with 4 sub-categories,
 * 30 products deleted), then
 *   1. the listing's count: Prisma's count (an EXISTS test per product, the way counts were taken before) against
 *      catalog.service countListing (the link tables' indexes; deleted products leave their categories), p50 / p95;
 *   2. the whole GraphQL category listing (first 8 products with totalCount), 20 requests at a time against the
 *      in-process app, p50 / p95 / p99 and requests per second (target: p99 under 100 ms).
 *
 *   npx tsx bench/listing.ts [productCount]
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createRequestContext } from '../server/context.js';
import { applyMigrations } from '../server/database/migrate.js';
import { openDatabase } from '../server/database/open.js';
import { countListing } from '../server/modules/catalog/catalog.service.js';
import { isMain, percentile, sampleDurations } from './support.js';

const CATEGORIES = 12;
const SUB_CATEGORIES_EACH = 4;
const CONCURRENCY = 20;
const REQUESTS = 600;
const WARM_UP = 100;

/** The listing load's figures with the response cache off; `cached` the same load with it on. */
export interface ListingScaleFigures extends ListingLoad {
  products: number;
  cached: ListingLoad;
  /** The listing's count, p50 in ms: Prisma's EXISTS count (the old way) against countListing. */
  counts: { label: string; prismaMs: number; linkedMs: number }[];
}

/** Generates the catalogue, then measures the count and the GraphQL listing 20 at a time against the in-process app. */
export async function benchListingScale(products = 100_000, log: (line: string) => void = console.log): Promise<ListingScaleFigures> {
  const PRODUCTS = products;
  const workDir = resolve('var/bench-listing');
  rmSync(workDir, { recursive: true, force: true });
  const databaseFile = join(workDir, 'bench.db');
  await applyMigrations(databaseFile);
  const database = await openDatabase(databaseFile);
  const db = database.prisma;
  const started = performance.now();
  for (let category = 0; category < CATEGORIES; category += 1) {
    await db.$executeRawUnsafe(`INSERT INTO "Category" ("id", "name", "image", "updatedAt") VALUES (?, ?, '/uploads/x.webp', CURRENT_TIMESTAMP)`, `c${category}`, `Category ${category}`);
    for (let sub = 0; sub < SUB_CATEGORIES_EACH; sub += 1) {
      await db.$executeRawUnsafe(`INSERT INTO "SubCategory" ("id", "name", "image", "updatedAt") VALUES (?, ?, '/uploads/x.webp', CURRENT_TIMESTAMP)`, `c${category}s${sub}`, `Sub ${category}.${sub}`);
      await db.$executeRawUnsafe(`INSERT INTO "_CategoryToSubCategory" ("A", "B") VALUES (?, ?)`, `c${category}`, `c${category}s${sub}`);
    }
  }
  const BATCH = 500;
  for (let offset = 0; offset < PRODUCTS; offset += BATCH) {
    const count = Math.min(BATCH, PRODUCTS - offset);
    const rows: unknown[] = [];
    const categoryLinks: unknown[] = [];
    const subLinks: unknown[] = [];
    for (let i = offset; i < offset + count; i += 1) {
      const category = i % CATEGORIES;
      rows.push(`p${i}`, `Product ${i}`, `Description of product ${i}.`, '1 kg', 10 + (i % 90), 500 + (i % 40) * 100);
      categoryLinks.push(`c${category}`, `p${i}`);
      subLinks.push(`p${i}`, `c${category}s${Math.floor(i / CATEGORIES) % SUB_CATEGORIES_EACH}`);
    }
    const values = (n: number, row: string) => Array.from({ length: n }, () => row).join(', ');
    await db.$transaction([
      db.$executeRawUnsafe(`INSERT INTO "Product" ("id", "name", "description", "unit", "stock", "price", "images", "moreDetails", "updatedAt") VALUES ${values(count, `(?, ?, ?, ?, ?, ?, '[]', '{}', CURRENT_TIMESTAMP)`)}`, ...rows),
      db.$executeRawUnsafe(`INSERT INTO "_CategoryToProduct" ("A", "B") VALUES ${values(count, '(?, ?)')}`, ...categoryLinks),
      db.$executeRawUnsafe(`INSERT INTO "_ProductToSubCategory" ("A", "B") VALUES ${values(count, '(?, ?)')}`, ...subLinks),
    ]);
  }
  // Deleted products leave their categories (a trigger does it).
  await db.$executeRawUnsafe(`UPDATE "Product" SET "deletedAt" = CURRENT_TIMESTAMP WHERE "id" IN (${Array.from({ length: 30 }, (_, i) => `'p${i * 997}'`).join(', ')})`);
  log(`generated ${PRODUCTS} products in ${CATEGORIES} categories in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.close();

  const config = loadConfig({ ...process.env, DATABASE_URL: `file:${databaseFile}`, LOG_LEVEL: 'silent', UPLOAD_DIR: join(workDir, 'uploads'), JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
  const app = await buildApp({ config });
  const context = await createRequestContext(app.services, { accessToken: null, clientAddress: 'bench', userAgent: null });

  log('\ncount of one listing                  | p50 (ms) | p95 (ms) | result');
  const counts: { label: string; prismaMs: number; linkedMs: number }[] = [];
  for (const [label, listing] of [['category (8,333 products)', { categoryId: 'c3' }], ['sub-category (2,083 products)', { categoryId: 'c3', subCategoryId: 'c3s1' }]] as const) {
    const where = { deletedAt: null, categories: { some: { id: listing.categoryId } }, ...('subCategoryId' in listing ? { subCategories: { some: { id: listing.subCategoryId } } } : {}) };
    const prisma = await sampleDurations(() => app.services.db.prisma.product.count({ where }), 40);
    const linked = await sampleDurations(() => countListing(context, listing), 40);
    const expected = await app.services.db.prisma.product.count({ where });
    const got = await countListing(context, listing);
    log(`${`Prisma count, ${label}`.padEnd(38)} | ${percentile(prisma, 50).toFixed(2).padStart(8)} | ${percentile(prisma, 95).toFixed(2).padStart(8)} | ${expected}`);
    counts.push({ label, prismaMs: percentile(prisma, 50), linkedMs: percentile(linked, 50) });
    log(`${`countListing, ${label}`.padEnd(38)} | ${percentile(linked, 50).toFixed(2).padStart(8)} | ${percentile(linked, 95).toFixed(2).padStart(8)} | ${got} (${(percentile(prisma, 50) / percentile(linked, 50)).toFixed(0)}x faster)`);
  }

  await app.close();

  // The listing a shopper's phone asks for: 8 products with their card fields, and the total. Served first with the
  // response cache off (every request reaches the database: the figure the target is about), then on (anonymous
  // shoppers, as in production).
  const uncached = await listingLoad(await buildApp({ config: { ...config, RESPONSE_CACHE: 'off' } }));
  log(`\nGraphQL category listing, cache off, ${CONCURRENCY} at a time, ${REQUESTS} requests: ${describeLoad(uncached)} (target p99 < 100 ms)`);
  const cached = await listingLoad(await buildApp({ config: { ...config, RESPONSE_CACHE: 'on' } }));
  log(`GraphQL category listing, cache on,  ${CONCURRENCY} at a time, ${REQUESTS} requests: ${describeLoad(cached)}`);
  if (!process.env.KEEP_BENCH_DB) rmSync(workDir, { recursive: true, force: true });
  return { products: PRODUCTS, ...uncached, cached, counts };
}

interface ListingLoad {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
}

function describeLoad(load: ListingLoad): string {
  return `p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ${load.requestsPerSecond.toFixed(0)} req/s, ${load.failures} failed`;
}

/**
 * REQUESTS category listings, CONCURRENCY at a time, round the categories, after WARM_UP uncounted ones (a server
 * in service has compiled its code paths; the first requests of a fresh process measure the JIT); closes the app.
 */
async function listingLoad(app: Awaited<ReturnType<typeof buildApp>>): Promise<ListingLoad> {
  const query = `query($id: ID!, $after: String) { node(id: $id) { ... on Category { products(first: 8, after: $after) { totalCount edges { node { databaseId name effectivePrice images stock } } pageInfo { endCursor } } } } }`;
  const categoryIds = Array.from({ length: CATEGORIES }, (_, index) => Buffer.from(`Category:c${index}`).toString('base64'));
  const latencies: number[] = [];
  let failures = 0;
  let next = -WARM_UP;
  let runStarted = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        if (next === 0) runStarted = performance.now();
        const counted = next >= 0;
        const id = categoryIds[(next + WARM_UP) % CATEGORIES]!;
        next += 1;
        const requestStarted = performance.now();
        const response = await app.fetch(new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { id } }) }));
        const body = (await response.json()) as { errors?: unknown; data?: { node?: { products?: { totalCount: number } } } };
        if (body.errors || !body.data?.node?.products?.totalCount) failures += 1;
        if (counted) latencies.push(performance.now() - requestStarted);
      }
    }),
  );
  const seconds = (performance.now() - runStarted) / 1000;
  await app.close();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), requestsPerSecond: REQUESTS / seconds, failures };
}

if (isMain(import.meta.url)) await benchListingScale(Number(process.argv[2] ?? 100_000));
