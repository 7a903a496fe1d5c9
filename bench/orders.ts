/**
 * Cash-on-delivery order benchmark: `npx tsx bench/orders.ts` (not part of `npm test`).
 *
 * Runs the real app in process on a fresh database and measures, in the same run:
 * - baseline: orders placed one after another by different shoppers;
 * - rush: 200 shoppers at once for fewer units than buyers (150), the shop's worst moment.
 * It prints orders per second for both, their ratio and the oversell count, which must be 0.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp, type App } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { applyMigrations } from '../server/database/migrate.js';
import { openDatabase } from '../server/db.js';
import { hashPassword } from '../server/modules/auth/passwords.js';

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

async function main(): Promise<void> {
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
  try {
    const passwordHash = await hashPassword('Umuhinzi#2026', { memoryKib: 1024, timeCost: 1 });

    const baselineProduct = await createProduct(app, UNITS);
    const baselineBuyers = await createBuyers(app, 'baseline', UNITS, baselineProduct, passwordHash);
    const baselineStart = performance.now();
    let baselinePlaced = 0;
    for (const buyer of baselineBuyers) if ((await placeOrder(app, buyer)) === 'PlaceOrderPayload') baselinePlaced += 1;
    const baselineSeconds = (performance.now() - baselineStart) / 1000;

    const rushProduct = await createProduct(app, UNITS);
    const rushBuyers = await createBuyers(app, 'rush', BUYERS, rushProduct, passwordHash);
    const rushStart = performance.now();
    const outcomes = await Promise.all(rushBuyers.map((buyer) => placeOrder(app, buyer)));
    const rushSeconds = (performance.now() - rushStart) / 1000;
    const rushPlaced = outcomes.filter((outcome) => outcome === 'PlaceOrderPayload').length;
    const refused = outcomes.filter((outcome) => outcome === 'OutOfStockError').length;
    const unexpected = outcomes.length - rushPlaced - refused;

    const db = app.services.db;
    const [rushStock, sold] = await Promise.all([
      db.product.findUniqueOrThrow({ where: { id: rushProduct }, select: { stock: true } }),
      db.orderLine.aggregate({ where: { productId: rushProduct }, _sum: { quantity: true } }),
    ]);
    const unitsSold = sold._sum.quantity ?? 0;
    // Units sold beyond what was on the shelf, or stock that went below zero.
    const oversell = Math.max(0, unitsSold - UNITS) + Math.max(0, -rushStock.stock) + Math.abs(UNITS - unitsSold - rushStock.stock);

    const baselineRate = baselinePlaced / baselineSeconds;
    const rushRate = rushPlaced / rushSeconds;
    console.log(`baseline (sequential): ${baselinePlaced} orders in ${baselineSeconds.toFixed(2)} s = ${baselineRate.toFixed(1)} COD orders/s`);
    console.log(
      `rush (${BUYERS} concurrent buyers, ${UNITS} units): ${rushPlaced} orders, ${refused} out of stock, ${unexpected} unexpected, ` +
        `in ${rushSeconds.toFixed(2)} s = ${rushRate.toFixed(1)} COD orders/s (${(outcomes.length / rushSeconds).toFixed(1)} requests/s)`,
    );
    console.log(`ratio rush / baseline: ${(rushRate / baselineRate).toFixed(2)}`);
    console.log(`stock left ${rushStock.stock}, units sold ${unitsSold}, oversell: ${oversell}`);
    if (oversell !== 0 || unexpected !== 0 || rushPlaced !== Math.min(UNITS, BUYERS)) process.exitCode = 1;
  } finally {
    await app.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function createProduct(app: App, stock: number): Promise<string> {
  const product = await app.services.db.product.create({
    data: { name: `Bench rice ${randomUUID().slice(0, 6)}`, description: 'Benchmark product', unit: '1 kg', stock, price: PRICE, images: [], moreDetails: {} },
    select: { id: true },
  });
  return product.id;
}

/** Shoppers written straight to the database, each with a session, an address and one unit in the cart. */
async function createBuyers(app: App, label: string, count: number, productId: string, passwordHash: string): Promise<Buyer[]> {
  const db = app.services.db;
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

await main();
