/**
 * Cash-on-delivery order benchmark: `npx tsx bench/orders.ts [rounds]` (not part of `npm test`; part of `npm run bench`).
 *
 * The shop's worst moment: 200 shoppers at once for 150 units. Through the real app in process (the public GraphQL
 * placeOrder, whatever the order module does inside), against the baseline measured in the same run: the same
 * transaction in raw SQL on the same driver (bench/orders-raw.ts), each round on a fresh file. Prints orders per
 * second for both, their ratio and the oversell count, which must be 0.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp, type App } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { applyMigrations } from '../server/database/migrate.js';
import { openDatabase } from '../server/database/open.js';
import { hashPassword } from '../server/modules/auth/passwords.js';
import { rawOrderRush } from './orders-raw.js';
import { isMain, median } from './support.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const UNITS = Number(process.env.BENCH_UNITS ?? 150);
const PRICE = 1000;

const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { databaseId orderNumber } } ... on Error { message } }
  }
`;

interface Buyer {
  userId: string;
  addressId: string;
  accessToken: string;
}

export interface OrdersFigures {
  /** Orders per second through the app's GraphQL placeOrder, 200 buyers at once (median of the rounds). */
  appRate: number;
  /** The same rush as a raw SQL transaction on the same driver (median of the rounds). */
  rawRate: number;
  /** Units sold beyond the shelf, summed over every round of both (must be 0). */
  oversell: number;
  /** Requests that ended neither in an order nor in a clean out-of-stock error. */
  unexpected: number;
  rounds: { app: number[]; raw: number[] };
}

/**
 * The rush (BUYERS shoppers at once for UNITS units) through the app, against the raw SQL transaction on a fresh
 * file, alternating `rounds` times so a busy moment of the shared machine lands on both.
 */
export async function benchOrders(rounds = 3, log: (line: string) => void = console.log): Promise<OrdersFigures> {
  const workDir = resolve('var/bench', randomUUID());
  const databaseFile = join(workDir, 'bench.db');
  await applyMigrations(databaseFile);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: `file:${databaseFile}`,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: join(workDir, 'uploads'),
    MAIL_DIR: join(workDir, 'mail'),
  });
  const app = await buildApp({ config, db: await openDatabase(databaseFile) });
  const figures: OrdersFigures = { appRate: 0, rawRate: 0, oversell: 0, unexpected: 0, rounds: { app: [], raw: [] } };
  try {
    const passwordHash = await hashPassword('Umuhinzi#2026', { memoryKib: 1024, timeCost: 1 });
    for (let round = 1; round <= rounds; round += 1) {
      const raw = await rawOrderRush(join(workDir, `raw-${round}.db`), BUYERS, UNITS, PRICE);
      figures.oversell += raw.oversell;
      figures.rounds.raw.push(raw.placed / raw.seconds);
      log(`  round ${round} raw SQL: ${raw.placed} orders, ${raw.refused} out of stock in ${raw.seconds.toFixed(2)} s = ${(raw.placed / raw.seconds).toFixed(1)} orders/s, oversell ${raw.oversell}`);

      const product = await createProduct(app, UNITS);
      const buyers = await createBuyers(app, `rush${round}`, BUYERS, product, passwordHash);
      const started = performance.now();
      const outcomes = await Promise.all(buyers.map((buyer) => placeOrder(app, buyer)));
      const seconds = (performance.now() - started) / 1000;
      const placed = outcomes.filter((outcome) => outcome === 'PlaceOrderPayload').length;
      const refused = outcomes.filter((outcome) => outcome === 'OutOfStockError').length;
      const unexpected = outcomes.length - placed - refused;
      const db = app.services.db.prisma;
      const [stockLeft, soldLines] = await Promise.all([
        db.product.findUniqueOrThrow({ where: { id: product }, select: { stock: true } }),
        db.orderLine.findMany({ where: { productId: product }, select: { quantity: true } }),
      ]);
      const unitsSold = soldLines.reduce((sum, line) => sum + line.quantity, 0);
      // Units sold beyond what was on the shelf, or stock that went below zero, or units that went missing.
      const oversell = Math.max(0, unitsSold - UNITS) + Math.max(0, -stockLeft.stock) + Math.abs(UNITS - unitsSold - stockLeft.stock);
      figures.oversell += oversell;
      figures.unexpected += unexpected + Math.abs(placed - Math.min(UNITS, BUYERS));
      figures.rounds.app.push(placed / seconds);
      log(
        `  round ${round} app (GraphQL placeOrder): ${placed} orders, ${refused} out of stock, ${unexpected} unexpected in ${seconds.toFixed(2)} s = ` +
          `${(placed / seconds).toFixed(1)} orders/s, stock left ${stockLeft.stock}, oversell ${oversell}`,
      );
      if (unexpected > 0) log(`    unexpected outcomes: ${[...new Set(outcomes.filter((o) => o !== 'PlaceOrderPayload' && o !== 'OutOfStockError'))].join('; ')}`);
    }
  } finally {
    await app.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  figures.appRate = median(figures.rounds.app);
  figures.rawRate = median(figures.rounds.raw);
  return figures;
}

async function createProduct(app: App, stock: number): Promise<string> {
  const product = await app.services.db.prisma.product.create({
    data: { name: `Bench rice ${randomUUID().slice(0, 6)}`, description: 'Benchmark product', unit: '1 kg', stock, price: PRICE, images: [], moreDetails: {} },
    select: { id: true },
  });
  return product.id;
}

/** Shoppers written straight to the database, each with a session, an address and one unit in the cart. */
async function createBuyers(app: App, label: string, count: number, productId: string, passwordHash: string): Promise<Buyer[]> {
  const db = app.services.db.prisma;
  const ids = Array.from({ length: count }, (_, index) => `${label}-${index}`);
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  await db.user.createMany({ data: ids.map((id) => ({ id, name: id, email: `${id}@bench.rw`, passwordHash })) });
  await db.session.createMany({ data: ids.map((id) => ({ id: `session-${id}`, userId: id, expiresAt })) });
  await db.address.createMany({
    data: ids.map((id) => ({ id: `address-${id}`, userId: id, district: 'Gasabo', sector: 'Kimironko', village: 'Imena', street: 'KG 11 Ave', mobile: '+250781234567' })),
  });
  await db.cartLine.createMany({ data: ids.map((id) => ({ userId: id, productId, quantity: 1 })) });
  return Promise.all(
    ids.map(async (id) => ({
      userId: id,
      addressId: `address-${id}`,
      accessToken: await app.services.tokens.signAccessToken({ userId: id, sessionId: `session-${id}` }),
    })),
  );
}

async function placeOrder(app: App, buyer: Buyer): Promise<string> {
  const response = await app.fetch(
    new Request('http://isoko.bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.accessToken}` },
      body: JSON.stringify({ query: PLACE_ORDER, variables: { input: { addressId: Buffer.from(`Address:${buyer.addressId}`).toString('base64'), subtotal: PRICE, total: PRICE } } }),
    }),
  );
  const body = (await response.json()) as { data?: { placeOrder?: { __typename: string } }; errors?: { message: string }[] };
  return body.data?.placeOrder?.__typename ?? `error: ${body.errors?.[0]?.message}`;
}

if (isMain(import.meta.url)) {
  console.log(`COD orders, ${BUYERS} buyers at once for ${UNITS} units: the app against the raw SQL transaction, alternating`);
  const figures = await benchOrders(Number(process.argv[2] ?? 3));
  console.log(`app ${figures.appRate.toFixed(1)} orders/s, raw ${figures.rawRate.toFixed(1)} orders/s, ratio ${(figures.appRate / figures.rawRate).toFixed(3)} (target >= 0.45; >= 300 orders/s), oversell ${figures.oversell}`);
  if (figures.oversell !== 0 || figures.unexpected !== 0) process.exitCode = 1;
}
