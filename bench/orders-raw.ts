/**
 * The orders benchmark's baseline: the cash-on-delivery transaction written by hand in SQL on the shop's driver
 * (@libsql/client), the statements an order needs and nothing else: read the address, read the cart lines with
 * their products, take the stock with a conditional update, count the order number, write the order, its lines,
 * its first status and its ledger rows, empty the cart. One dedicated connection, transactions one after another
 * (SQLite has one writer; the app's adapter serialises the same way), BEGIN IMMEDIATE so a writer never upgrades.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Client, type InArgs, type Value } from '@libsql/client';
import { applyMigrations } from '../server/database/migrate.js';
import { effectiveUnitPrice } from '../server/lib/money.js';

/** A text or number column as text (the driver types every column as any SQLite value, blobs included). */
function text(value: Value | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  throw new TypeError(`expected a text column, got ${value === null ? 'null' : typeof value}`);
}


export interface RawOrderRun {
  placed: number;
  refused: number;
  seconds: number;
  oversell: number;
}

const ESTIMATED_DELIVERY_MS = 3 * 24 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString().replace('Z', '+00:00');

/** A fresh database file with one product of `units` units and `buyers` shoppers, each with an address and one unit in the cart. */
async function prepare(databaseFile: string, buyers: number, units: number, price: number): Promise<{ client: Client; productId: string; buyerIds: string[] }> {
  await applyMigrations(databaseFile);
  const client = createClient({ url: `file:${databaseFile}` });
  // The settings the shop applies to every connection.
  for (const setting of ['PRAGMA journal_mode = WAL', 'PRAGMA busy_timeout = 5000', 'PRAGMA synchronous = NORMAL', 'PRAGMA foreign_keys = ON']) await client.execute(setting);
  const now = iso(new Date());
  const productId = `raw-product-${randomUUID()}`;
  await client.execute({
    sql: `INSERT INTO "Product" ("id", "name", "description", "unit", "stock", "price", "images", "moreDetails", "createdAt", "updatedAt") VALUES (?, 'Bench rice', 'Benchmark product', '1 kg', ?, ?, '[]', '{}', ?, ?)`,
    args: [productId, units, price, now, now],
  });
  const buyerIds = Array.from({ length: buyers }, (_, index) => `raw-${index}`);
  const statements = buyerIds.flatMap((id) => [
    { sql: `INSERT INTO "User" ("id", "name", "email", "passwordHash", "createdAt", "updatedAt") VALUES (?, ?, ?, 'x', ?, ?)`, args: [id, id, `${id}@bench.rw`, now, now] },
    {
      sql: `INSERT INTO "Address" ("id", "userId", "district", "sector", "village", "street", "mobile", "createdAt", "updatedAt") VALUES (?, ?, 'Gasabo', 'Kimironko', 'Imena', 'KG 11 Ave', '+250781234567', ?, ?)`,
      args: [`address-${id}`, id, now, now],
    },
    { sql: `INSERT INTO "CartLine" ("id", "userId", "productId", "quantity", "createdAt", "updatedAt") VALUES (?, ?, ?, 1, ?, ?)`, args: [`cart-${id}`, id, productId, now, now] },
  ]);
  await client.batch(statements, 'write');
  return { client, productId, buyerIds };
}

class OutOfStock extends Error {}

/** One order, the way the shop places it, in raw SQL. */
async function placeOrder(client: Client, userId: string, addressId: string): Promise<'placed' | 'refused'> {
  const run = (sql: string, args: InArgs) => client.execute({ sql, args });
  await client.execute('BEGIN IMMEDIATE');
  try {
    const address = (await run(`SELECT * FROM "Address" WHERE "id" = ? AND "userId" = ?`, [addressId, userId])).rows[0];
    if (!address || address.removedAt !== null) throw new Error('no such address');
    const cart = await run(
      `SELECT c."id", c."productId", c."quantity", p."name", p."unit", p."images", p."stock", p."price", p."discount", p."onPromotion", p."promotionStartTime", p."promotionEndTime", p."promotionPrice"
       FROM "CartLine" c JOIN "Product" p ON p."id" = c."productId" WHERE c."userId" = ? AND p."deletedAt" IS NULL ORDER BY c."createdAt", c."id"`,
      [userId],
    );
    if (cart.rows.length === 0) throw new Error('empty cart');
    const now = new Date();
    const lines = cart.rows.map((row) => {
      const unitPrice = effectiveUnitPrice({
        price: Number(row.price),
        discount: Number(row.discount),
        onPromotion: Number(row.onPromotion) === 1,
        promotionStartTime: row.promotionStartTime === null ? null : new Date(text(row.promotionStartTime)),
        promotionEndTime: row.promotionEndTime === null ? null : new Date(text(row.promotionEndTime)),
        promotionPrice: row.promotionPrice === null ? null : Number(row.promotionPrice),
      }, now);
      return { id: text(row.id), productId: text(row.productId), quantity: Number(row.quantity), name: text(row.name), unit: text(row.unit), images: JSON.parse(text(row.images)) as string[], unitPrice, price: Number(row.price), stockAfter: 0 };
    });
    for (const line of lines) {
      const taken = await run(`UPDATE "Product" SET "stock" = "stock" - ? WHERE "id" = ? AND "deletedAt" IS NULL AND "stock" >= ? RETURNING "stock"`, [line.quantity, line.productId, line.quantity]);
      if (taken.rows.length === 0) throw new OutOfStock();
      line.stockAfter = Number(taken.rows[0]!.stock);
    }
    const counter = await run(`INSERT INTO "Counter" ("name", "value") VALUES ('order', 1) ON CONFLICT ("name") DO UPDATE SET "value" = "value" + 1 RETURNING "value"`, []);
    const orderId = randomUUID();
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const originalSubtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const at = iso(now);
    await run(
      `INSERT INTO "Order" ("id", "number", "userId", "addressId", "district", "sector", "village", "street", "houseNumber", "mobile", "subtotal", "originalSubtotal", "discountTotal", "total", "estimatedDeliveryDate", "createdAt", "updatedAt")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      [orderId, Number(counter.rows[0]!.value), userId, addressId, address.district ?? null, address.sector ?? null, address.village ?? null, address.street ?? null, address.houseNumber ?? null, address.mobile ?? null, subtotal, originalSubtotal, subtotal, iso(new Date(now.getTime() + ESTIMATED_DELIVERY_MS)), at, at],
    );
    for (const [index, line] of lines.entries()) {
      await run(
        `INSERT INTO "OrderLine" ("id", "orderId", "lineNumber", "productId", "name", "image", "unit", "quantity", "originalUnitPrice", "unitPrice", "discountTotal", "lineTotal") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
        [randomUUID(), orderId, index + 1, line.productId, line.name, line.images[0] ?? null, line.unit, line.quantity, line.price, line.unitPrice, line.unitPrice * line.quantity],
      );
      await run(`INSERT INTO "StockMovement" ("id", "productId", "delta", "stockAfter", "reason", "orderId", "actorId", "createdAt") VALUES (?, ?, ?, ?, 'ORDER_PLACED', ?, ?, ?)`, [randomUUID(), line.productId, -line.quantity, line.stockAfter, orderId, userId, at]);
    }
    await run(`INSERT INTO "OrderStatusChange" ("id", "orderId", "fromStatus", "toStatus", "changedById", "createdAt") VALUES (?, ?, NULL, 'PENDING', ?, ?)`, [randomUUID(), orderId, userId, at]);
    await run(`DELETE FROM "CartLine" WHERE "id" IN (${lines.map(() => '?').join(', ')}) AND "userId" = ?`, [...lines.map((line) => line.id), userId]);
    await client.execute('COMMIT');
    return 'placed';
  } catch (error) {
    await client.execute('ROLLBACK');
    if (error instanceof OutOfStock) return 'refused';
    throw error;
  }
}

/** `buyers` shoppers at once for `units` units, on a fresh file: orders placed, refusals, time and oversell. */
export async function rawOrderRush(databaseFile: string, buyers: number, units: number, price = 1000): Promise<RawOrderRun> {
  const { client, productId, buyerIds } = await prepare(databaseFile, buyers, units, price);
  try {
    // The one connection runs one transaction at a time; the others wait their turn, as requests would.
    let queue: Promise<unknown> = Promise.resolve();
    const serialised = <T>(work: () => Promise<T>): Promise<T> => {
      const next = queue.then(work, work);
      queue = next.catch(() => undefined);
      return next;
    };
    const started = performance.now();
    const outcomes = await Promise.all(buyerIds.map((id) => serialised(() => placeOrder(client, id, `address-${id}`))));
    const seconds = (performance.now() - started) / 1000;
    const stock = Number((await client.execute({ sql: `SELECT "stock" FROM "Product" WHERE "id" = ?`, args: [productId] })).rows[0]!.stock);
    const sold = Number((await client.execute({ sql: `SELECT coalesce(sum("quantity"), 0) AS sold FROM "OrderLine" WHERE "productId" = ?`, args: [productId] })).rows[0]!.sold);
    const oversell = Math.max(0, sold - units) + Math.max(0, -stock) + Math.abs(units - sold - stock);
    return { placed: outcomes.filter((outcome) => outcome === 'placed').length, refused: outcomes.filter((outcome) => outcome === 'refused').length, seconds, oversell };
  } finally {
    client.close();
  }
}
