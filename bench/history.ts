/**
 * The admin's screens on a large history: the demo seed with 100,000 orders (`npm run seed -- --orders 100000`, done
 * here in process) against the demo seed's own history (720 orders), same catalogue, same app, measured in this run:
 *   - seeding: the whole demo seed with its history;
 *   - Sales Analytics (the dashboard's GraphQL query), p50 of sequential requests;
 *   - the CSV export of the last full month (link from GraphQL, then the download read to its end);
 *   - the admin's order list (first page of 20 with lines and customer), by status, and searched by a customer's name.
 *
 *   npx tsx bench/history.ts [orders]
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_HISTORY } from '../prisma/seed/history.js';
import { ensureAdmin, seedDemoData } from '../prisma/seed.js';
import { type App, buildApp } from '../server/app.js';
import { type Config, loadConfig } from '../server/config.js';
import { applyMigrations } from '../server/database/migrate.js';
import { openDatabase } from '../server/database/open.js';
import { kigaliYearMonth } from '../server/lib/kigali-time.js';
import { isMain, percentile, sampleDurations } from './support.js';

const ADMIN = { email: 'admin@isoko.rw', password: 'Bench-admin-2026!' };

/** What each screen takes, p50 in ms, on one shop. */
export interface HistoryShopFigures {
  orders: number;
  seedMs: number;
  analyticsMs: number;
  exportMs: number;
  exportRows: number;
  listMs: number;
  statusListMs: number;
  searchMs: number;
}

export interface HistoryFigures {
  large: HistoryShopFigures;
  demo: HistoryShopFigures;
}

/** Targets for an admin at a desk: the dashboard within a second, a month's report within five, a list page at once. */
export const HISTORY_TARGET = { analyticsMs: 1_000, exportMs: 5_000, listMs: 100, searchMs: 250 } as const;

function configFor(workDir: string, databaseFile: string): Config {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${databaseFile}`,
    LOG_LEVEL: 'silent',
    // The pictures are the same in both shops: drawn once, for both.
    UPLOAD_DIR: resolve('var/bench-history-uploads'),
    MAIL_DIR: join(workDir, 'mail'),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ADMIN_PASSWORD: ADMIN.password,
    ARGON2_MEMORY_KIB: '4096',
    ARGON2_TIME_COST: '1',
    RESPONSE_CACHE: 'off',
  });
}

/** A fresh demo shop with `orders` orders of history; how long seeding it took. */
async function seededShop(name: string, orders: number): Promise<{ config: Config; seedMs: number }> {
  const workDir = resolve(`var/bench-history/${name}`);
  rmSync(workDir, { recursive: true, force: true });
  const databaseFile = join(workDir, 'shop.db');
  const config = configFor(workDir, databaseFile);
  await applyMigrations(databaseFile);
  const database = await openDatabase(databaseFile);
  await ensureAdmin(database.prisma, config);
  const started = performance.now();
  await seedDemoData(database, config, new Date(), { ...DEMO_HISTORY, orders });
  const seedMs = performance.now() - started;
  await database.close();
  return { config, seedMs };
}

async function graphql(app: App, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.fetch(new Request('http://bench/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
  const body = (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
  if (body.errors) throw new Error(`GraphQL: ${body.errors[0]!.message}`);
  return body.data!;
}

/** p50 of `rounds` sequential runs, after a few uncounted ones. */
async function p50(run: () => Promise<unknown>, rounds: number, warmUps = 3): Promise<number> {
  return percentile(await sampleDurations(run, rounds, warmUps), 50);
}

const ANALYTICS = `{ salesAnalytics { totalSales totalOrders salesByMonth { year month totalSales orderCount }
  topProducts { totalSold product { name images } } topCustomers { totalSpent orderCount customer { name email } } } }`;
const ORDER_LIST = `query($status: OrderStatus, $search: String) { adminOrders(first: 20, status: $status, search: $search) { totalCount
  edges { node { orderNumber status total createdAt customer { name } lines { name quantity lineTotal } } } } }`;

/** Measures the admin's screens on one seeded shop. */
async function measureShop(config: Config, orders: number, seedMs: number, rounds: number): Promise<HistoryShopFigures> {
  const app = await buildApp({ config });
  try {
    const login = await graphql(app, null, 'mutation($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', { input: ADMIN });
    const token = login.login.accessToken as string;
    const analyticsMs = await p50(() => graphql(app, token, ANALYTICS), rounds);

    // The last full month in Kigali: a whole month of orders.
    const { year, month } = kigaliYearMonth(new Date());
    const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    let exportRows = 0;
    const exportMs = await p50(async () => {
      const link = await graphql(app, token, 'query($month: Int!, $year: Int) { orderExport(month: $month, year: $year) { downloadUrl } }', last);
      const response = await app.fetch(new Request(new URL(link.orderExport.downloadUrl as string, 'http://bench')));
      const text = await response.text();
      if (!response.ok) throw new Error(`export: ${response.status} ${text.slice(0, 200)}`);
      exportRows = text.split('\n').length - 2;
    }, 3, 1);

    const listMs = await p50(() => graphql(app, token, ORDER_LIST), rounds);
    const statusListMs = await p50(() => graphql(app, token, ORDER_LIST, { status: 'PENDING' }), rounds);
    // A family name many demo shoppers share, as an admin looking for a customer would type it.
    const searchMs = await p50(() => graphql(app, token, ORDER_LIST, { search: 'uwase' }), rounds);
    return { orders, seedMs, analyticsMs, exportMs, exportRows, listMs, statusListMs, searchMs };
  } finally {
    await app.close();
  }
}

/** Seeds both shops, then measures each. */
export async function benchHistory(orders = 100_000, log: (line: string) => void = console.log): Promise<HistoryFigures> {
  const demoShop = await seededShop('demo', DEMO_HISTORY.orders);
  log(`  seeded the demo shop (${DEMO_HISTORY.orders} orders) in ${(demoShop.seedMs / 1000).toFixed(1)} s`);
  const largeShop = await seededShop('large', orders);
  log(`  seeded the large shop (${orders} orders) in ${(largeShop.seedMs / 1000).toFixed(1)} s`);
  const demo = await measureShop(demoShop.config, DEMO_HISTORY.orders, demoShop.seedMs, 40);
  // Fewer rounds where each takes seconds.
  const large = await measureShop(largeShop.config, orders, largeShop.seedMs, 7);
  const line = (label: string, pick: (figures: HistoryShopFigures) => number) =>
    log(`  ${label.padEnd(34)} ${pick(large).toFixed(1).padStart(9)} ms ${pick(demo).toFixed(1).padStart(9)} ms ${(pick(large) / pick(demo)).toFixed(1).padStart(7)}x`);
  log(`  ${'p50'.padEnd(34)} ${`${orders} orders`.padStart(12)} ${`${DEMO_HISTORY.orders} orders`.padStart(12)}   ratio`);
  line('Sales Analytics', (figures) => figures.analyticsMs);
  line(`CSV export, last month`, (figures) => figures.exportMs);
  line('order list, first 20', (figures) => figures.listMs);
  line('order list, Pending', (figures) => figures.statusListMs);
  line('order list, search "uwase"', (figures) => figures.searchMs);
  log(`  CSV rows: ${large.exportRows} (large), ${demo.exportRows} (demo)`);
  if (!process.env.KEEP_BENCH_DB) rmSync(resolve('var/bench-history'), { recursive: true, force: true });
  return { large, demo };
}

if (isMain(import.meta.url)) await benchHistory(Number(process.argv[2] ?? 100_000));
