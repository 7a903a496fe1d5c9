/**
 * Search benchmark: 100,000 generated products in a fresh SQLite file, then ranked FTS5 search (the shop's
 * search service and a full GraphQL request) against a baseline measured in the same run: the naive
 * `LIKE '%word%'` scan the search replaces. Prints p50/p95 per query and the ratios, p95 per kind of query
 * (common, rare, plural, typo, multi-word, Kinyarwanda, French; two products in three have local names and the
 * seed's synonym groups are in), and what the first search after a catalogue write costs (the
 * vocabulary for word forms and typos is read again then).
 *
 *   npx tsx bench/search.ts [productCount]
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createRequestContext } from '../server/context.js';
import { applyMigrations } from '../server/database/migrate.js';
import { openDatabase } from '../server/database/open.js';
import { parseSearchText } from '../server/modules/search/product-search.js';
import { databaseFeatures } from '../server/database-features.js';
import { searchProducts } from '../server/modules/search/search.service.js';
import { SYNONYM_GROUPS } from '../prisma/seed/local-names.js';

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const ROUNDS = 60;
const workDir = resolve('var/bench-search');
rmSync(workDir, { recursive: true, force: true });
const databaseFile = join(workDir, 'bench.db');

const brands = ['Inyange', 'Akabanga', 'Azam', 'Mukwano', 'Bakhresa', 'Nido', 'Sulfo', 'Kigali', 'Huye', 'Musanze', 'Rubavu', 'Nyungwe', 'Virunga', 'Karisimbi', 'Ikaze'];
const items = ['milk', 'rice', 'sugar', 'beans', 'flour', 'oil', 'soap', 'juice', 'water', 'tea', 'coffee', 'bread', 'maize', 'sorghum', 'honey', 'butter', 'yoghurt', 'cheese', 'salt', 'pasta', 'biscuits', 'avocado', 'banana', 'cassava', 'potato', 'tomato', 'onion', 'carrot', 'cabbage', 'peanuts'];
const qualities = ['fresh', 'organic', 'premium', 'classic', 'family', 'value', 'golden', 'natural', 'pure', 'rich', 'light', 'extra'];
const sizes = ['250 g', '500 g', '1 kg', '2 kg', '5 kg', '250 ml', '500 ml', '1 L', '2 L', '6 pcs'];
// Kinyarwanda and French names for the items (noun first), given to two products in three.
const localItems: Record<string, [string, string]> = {
  milk: ['amata', 'lait'], rice: ['umuceri', 'riz'], sugar: ['isukari', 'sucre'], beans: ['ibishyimbo', 'haricots'], flour: ["ifu y'ingano", 'farine'],
  oil: ['amavuta yo guteka', 'huile'], soap: ['isabune', 'savon'], juice: ['umutobe', 'jus'], water: ['amazi', 'eau'], tea: ['icyayi', 'thé'],
  coffee: ['ikawa', 'café'], bread: ['umugati', 'pain'], honey: ['ubuki', 'miel'], salt: ['umunyu', 'sel'], banana: ['ibitoki', 'bananes'],
  potato: ['ibirayi', 'pommes de terre'], tomato: ['inyanya', 'tomates'], onion: ['ibitunguru', 'oignons'], cheese: ['foromaje', 'fromage'],
};
const categoryNames = ['Dairy', 'Grains', 'Beverages', 'Household', 'Bakery', 'Produce', 'Spices', 'Snacks', 'Breakfast', 'Personal Care', 'Baby Care', 'Cooking Oil'];

function pick<T>(list: T[], n: number): T {
  return list[n % list.length]!;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function timeIt(run: () => Promise<unknown>, collect?: number[]): Promise<{ p50: number; p95: number }> {
  for (let warm = 0; warm < 5; warm += 1) await run();
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  collect?.push(...samples);
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

await applyMigrations(databaseFile);
const database = await openDatabase(databaseFile);
const db = database.prisma;
const started = performance.now();
const categoryIds: string[] = [];
for (const [index, name] of categoryNames.entries()) {
  const id = `bench-category-${index}`;
  categoryIds.push(id);
  await db.$executeRawUnsafe(`INSERT INTO "Category" ("id", "name", "image", "updatedAt") VALUES (?, ?, '/uploads/x.webp', CURRENT_TIMESTAMP)`, id, name);
}
const BATCH = 500;
for (let offset = 0; offset < PRODUCTS; offset += BATCH) {
  const rows: unknown[] = [];
  const links: unknown[] = [];
  const count = Math.min(BATCH, PRODUCTS - offset);
  for (let i = offset; i < offset + count; i += 1) {
    const name = `${pick(brands, i)} ${pick(qualities, i * 7 + 3)} ${pick(items, i * 13 + 5)} ${pick(sizes, i * 3)}`;
    const description = `${pick(qualities, i * 11)} ${pick(items, i * 17 + 1)} from ${pick(brands, i * 5 + 2)}, packed in Rwanda. Item number ${i}.`;
    const [itemRw, itemFr] = i % 3 === 0 ? ['', ''] : (localItems[pick(items, i * 13 + 5)] ?? ['', '']);
    const local = (item: string) => (item ? `${item} ${pick(brands, i)} ${pick(sizes, i * 3)}` : '');
    rows.push(`bench-product-${i}`, name, local(itemRw), local(itemFr), description, pick(sizes, i * 3), 10 + (i % 90), 500 + (i % 40) * 100);
    links.push(pick(categoryIds, i), `bench-product-${i}`);
  }
  await db.$transaction([
    db.$executeRawUnsafe(
      `INSERT INTO "Product" ("id", "name", "nameRw", "nameFr", "description", "unit", "stock", "price", "images", "moreDetails", "updatedAt") VALUES ${Array.from({ length: count }, () => `(?, ?, ?, ?, ?, ?, ?, ?, '[]', '{}', CURRENT_TIMESTAMP)`).join(', ')}`,
      ...rows,
    ),
    db.$executeRawUnsafe(`INSERT INTO "_CategoryToProduct" ("A", "B") VALUES ${Array.from({ length: count }, () => '(?, ?)').join(', ')}`, ...links),
  ]);
}
await db.searchSynonym.createMany({ data: SYNONYM_GROUPS.map((words) => ({ words })) });
await db.$executeRawUnsafe(`INSERT INTO product_fts(product_fts) VALUES ('optimize')`);
console.log(`generated ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.close();

const config = loadConfig({ ...process.env, DATABASE_URL: `file:${databaseFile}`, LOG_LEVEL: 'silent', UPLOAD_DIR: join(workDir, 'uploads'), JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
const app = await buildApp({ config });
const context = await createRequestContext(app.services, { accessToken: null, clientAddress: 'bench', userAgent: null });
const graphqlQuery = `query($q: String!) { searchProducts(query: $q, first: 12) { totalCount edges { node { databaseId name effectivePrice images categories { name } } } } }`;

type Kind = 'common' | 'rare' | 'plural' | 'typo' | 'multi-word' | 'kinyarwanda' | 'french';
const queries: [string, Kind][] = [
  ['milk', 'common'],
  ['dairy', 'common'],
  ['ric', 'common'],
  ['m', 'common'],
  ['sorghum', 'rare'],
  ['zzzz-no-match', 'rare'],
  ['tomatoes', 'plural'],
  ['biscuit', 'plural'],
  ['suger', 'typo'],
  ['inyage', 'typo'],
  ['yoghrt', 'typo'],
  ['inyange milk', 'multi-word'],
  ['organic tea 1', 'multi-word'],
  ['kigali premium honey', 'multi-word'],
  ['inyage milk', 'multi-word'],
  ['amata', 'kinyarwanda'],
  ['umuceri inyange', 'kinyarwanda'],
  ['ibishimbo', 'kinyarwanda'],
  ['lait', 'french'],
  ['pommes de terre', 'french'],
  ['riz azam', 'french'],
];
const samplesByKind = new Map<Kind, { fts: number[]; like: number[] }>();
const cell = (value: { p50: number; p95: number }) => `${value.p50.toFixed(2).padStart(7)} / ${value.p95.toFixed(2).padStart(7)}`;
console.log(`\nquery                  | kind       | FTS search p50 / p95 (ms) | GraphQL p50 / p95 (ms) | LIKE scan p50 / p95 (ms) | LIKE/FTS p50 ratio | found`);
for (const [text, kind] of queries) {
  const kindSamples = samplesByKind.get(kind) ?? { fts: [], like: [] };
  samplesByKind.set(kind, kindSamples);
  const fts = await timeIt(() => searchProducts(context, text, 0, 12), kindSamples.fts);
  const found = await searchProducts(context, text, 0, 12);
  const graphql = await timeIt(async () => {
    const response = await app.fetch(new Request('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: graphqlQuery, variables: { q: text } }) }));
    await response.json();
  });
  // Baseline: what a shop without an index does (the old shop's regex search): every word a substring scan
  // over names and descriptions, the newest page plus the total for the result count.
  const words = text.split(/\s+/).filter(Boolean);
  const where = `"deletedAt" IS NULL AND ${words.map(() => `("name" LIKE ? OR "description" LIKE ?)`).join(' AND ')}`;
  const likeArgs = words.flatMap((word) => [`%${word}%`, `%${word}%`]);
  const like = await timeIt(
    () =>
      Promise.all([
        app.services.db.prisma.$queryRawUnsafe(`SELECT "id" FROM "Product" WHERE ${where} ORDER BY "createdAt" DESC LIMIT 12`, ...likeArgs),
        app.services.db.prisma.$queryRawUnsafe(`SELECT count(*) AS total FROM "Product" WHERE ${where}`, ...likeArgs),
      ]),
    kindSamples.like,
  );
  const note = `${found.totalCount}${found.correctedQuery ? ` as '${found.correctedQuery}'` : ''}`;
  console.log(`${text.padEnd(22)} | ${kind.padEnd(10)} | ${cell(fts).padEnd(25)} | ${cell(graphql).padEnd(22)} | ${cell(like).padEnd(24)} | ${`${(like.p50 / fts.p50).toFixed(1)}x`.padEnd(18)} | ${note}`);
}
console.log(`\nkind       | FTS search p95 (ms) | LIKE scan p95 (ms)`);
for (const [kind, samples] of samplesByKind) {
  const p95 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 95).toFixed(2);
  console.log(`${kind.padEnd(10)} | ${p95(samples.fts).padStart(19)} | ${p95(samples.like).padStart(18)}`);
}

// A product renamed, then the first typo search: the vocabulary (fts5vocab over the whole index) is read
// again; a fresh index instance shows what that read alone costs.
const afterWrite: number[] = [];
const coldRead: number[] = [];
const renamed = await app.services.db.prisma.product.findFirstOrThrow({ select: { id: true, name: true } });
for (let round = 0; round < 7; round += 1) {
  await app.services.db.prisma.product.update({ where: { id: renamed.id }, data: { name: `${renamed.name} ${round}` } });
  let started = performance.now();
  await searchProducts(context, 'suger', 0, 12);
  afterWrite.push(performance.now() - started);
  started = performance.now();
  await databaseFeatures(app.services.db).searchIndex.resolve(parseSearchText('suger'));
  coldRead.push(performance.now() - started);
}
afterWrite.sort((a, b) => a - b);
coldRead.sort((a, b) => a - b);
console.log(`\nfirst search after a catalogue write: median ${percentile(afterWrite, 50).toFixed(1)} ms, worst ${afterWrite.at(-1)!.toFixed(1)} ms`);
console.log(`reading the vocabulary (fts5vocab, letter words): median ${percentile(coldRead, 50).toFixed(1)} ms, worst ${coldRead.at(-1)!.toFixed(1)} ms`);
await app.close();
if (!process.env.KEEP_BENCH_DB) rmSync(workDir, { recursive: true, force: true });
