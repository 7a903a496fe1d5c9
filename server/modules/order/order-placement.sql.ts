import { createId } from '@paralleldrive/cuid2';
import type { Viewer } from '../../context.js';
import type { Order } from '../../generated/prisma/client.js';
import { dateOf, firstRow, jsonOf, placeholders, ProgramRaceLost, rows, run, type SqlProgram, type SqlValue } from '../../database/sql-program.js';
import { ConflictError, NotFoundError, OutOfStockError, PriceChangedError, ValidationError } from '../../errors.js';
import { formatRwf } from '../../lib/money.js';
import { LIMITED_STOCK_MESSAGE, priceLine } from '../cart/cart.service.js';
import { estimatedDeliveryDate } from '../delivery/delivery-estimate.js';
import { notDeliveredError } from '../delivery/delivery.service.js';
import { INVALID_PROMO_MESSAGE, promoCodeKey, promoDiscounts, type PromoRule } from '../promo/promo.service.js';
import type { PlaceOrderInput } from './order.inputs.js';

const IDEMPOTENCY_SCOPE = 'placeOrder';
const ORDER_COUNTER = 'order';

export interface PlacedOrder {
  orderId: string;
  /** True when an earlier request with the same idempotency key placed this order. */
  replayed: boolean;
  /** The order's row as Prisma reads it, so the answer needs no second read of it. */
  order: Order;
}

/** An order's row read in a program, shaped as Prisma answers it (its times as Dates). */
export function* orderRow(orderId: string): SqlProgram<Order> {
  const row = yield* firstRow<Record<string, unknown>>('SELECT * FROM "Order" WHERE "id" = ?', orderId);
  if (!row) throw new Error(`Order ${orderId} is not there`);
  return {
    ...row,
    estimatedDeliveryDate: dateOf(row.estimatedDeliveryDate),
    createdAt: dateOf(row.createdAt),
    updatedAt: dateOf(row.updatedAt),
    cancelledAt: dateOf(row.cancelledAt),
  } as Order;
}

interface OrderRequest {
  viewer: Viewer;
  input: PlaceOrderInput;
  /** The fingerprint of what was asked for (see order-placement.service). */
  requestHash: string;
  idempotencyKey: string | null;
  now: Date;
}

interface CartLineRow {
  id: string;
  productId: string;
  quantity: number;
  name: string;
  unit: string;
  images: unknown;
  stock: number;
  price: number;
  discount: number;
  onPromotion: unknown;
  promotionStartTime: unknown;
  promotionEndTime: unknown;
  promotionPrice: number | null;
}

interface PromoRuleRow extends Omit<PromoRule, 'expiresAt' | 'allowMultiple'> {
  expiresAt: unknown;
  allowMultiple: unknown;
}

/** An earlier request with the same key: the same order again, or a conflict if it asked for something else. */
function* replayOf(previous: { requestHash: string; orderId: string | null }, requestHash: string): SqlProgram<PlacedOrder> {
  if (previous.requestHash !== requestHash || !previous.orderId) {
    throw new ConflictError('This Idempotency-Key was already used for a different order. Use a new key for a new order.', 'idempotencyKey');
  }
  return { orderId: previous.orderId, replayed: true, order: yield* orderRow(previous.orderId) };
}

/** The order an idempotency key placed, if it was used before. */
function* previousUseOf(userId: string, key: string): SqlProgram<{ requestHash: string; orderId: string | null } | null> {
  return yield* firstRow<{ requestHash: string; orderId: string | null }>(
    'SELECT "requestHash", "orderId" FROM "IdempotencyKey" WHERE "userId" = ? AND "scope" = ? AND "key" = ?',
    userId,
    IDEMPOTENCY_SCOPE,
    key,
  );
}

/**
 * Places a cash-on-delivery order for the viewer's cart, as one SQL program (one transaction): prices recomputed
 * from the products now (effective unit price, then the promo code), the client's totals checked, stock taken
 * and promo uses counted with conditional updates, ledger rows, order lines with snapshots, a human order number,
 * and the ordered lines removed from the cart. A throw anywhere rolls all of it back.
 */
export function* placeOrderProgram(request: OrderRequest): SqlProgram<PlacedOrder> {
  const { viewer, input, requestHash, idempotencyKey, now } = request;
  if (idempotencyKey) {
    const previous = yield* previousUseOf(viewer.id, idempotencyKey);
    if (previous) return yield* replayOf(previous, requestHash);
  }

  const address = yield* firstRow<{ district: string; sector: string; village: string; street: string; houseNumber: string | null; mobile: string; removedAt: unknown }>(
    'SELECT "district", "sector", "village", "street", "houseNumber", "mobile", "removedAt" FROM "Address" WHERE "id" = ? AND "userId" = ?',
    input.addressId,
    viewer.id,
  );
  if (!address) throw new NotFoundError('Address');
  if (address.removedAt !== null) throw new ValidationError('This address was removed. Please choose another address.', 'addressId');
  const zone = yield* deliveryZoneOf(address.district);

  // The cart as the shopper sees it: products still in the shop, oldest line first.
  const cartLines = yield* rows<CartLineRow>(
    `SELECT c."id", c."productId", c."quantity", p."name", p."unit", p."images", p."stock", p."price", p."discount",
            p."onPromotion", p."promotionStartTime", p."promotionEndTime", p."promotionPrice"
       FROM "CartLine" c JOIN "Product" p ON p."id" = c."productId"
      WHERE c."userId" = ? AND p."deletedAt" IS NULL
      ORDER BY c."createdAt" ASC, c."id" ASC`,
    viewer.id,
  );
  if (cartLines.length === 0) throw new ValidationError('Your cart is empty', 'cart');
  if (input.lines) assertListMatchesCart(input.lines, cartLines);

  const lines = cartLines.map((line) => {
    const product = {
      price: line.price,
      discount: line.discount,
      onPromotion: Boolean(line.onPromotion),
      promotionStartTime: dateOf(line.promotionStartTime),
      promotionEndTime: dateOf(line.promotionEndTime),
      promotionPrice: line.promotionPrice,
    };
    return { ...line, ...priceLine(product, line.quantity, now) };
  });
  for (const line of lines) {
    if (line.quantity > line.stock) throw outOfStock(line.name, line.productId, line.stock);
  }

  let rules: PromoRule[] = [];
  let promoKey: string | null = null;
  if (input.promoCode) {
    promoKey = promoCodeKey(input.promoCode);
    if (!promoKey) throw new ValidationError(INVALID_PROMO_MESSAGE, 'promoCode');
    const productIds = lines.map((line) => line.productId);
    const found = yield* rows<PromoRuleRow>(
      `SELECT "id", "productId", "discountType", "discountValue", "expiresAt", "usageLimit", "allowMultiple", "usedCount"
         FROM "PromoCode" WHERE "codeKey" = ? AND "productId" IN (${placeholders(productIds.length)})`,
      promoKey,
      ...productIds,
    );
    rules = found.map((rule) => ({ ...rule, expiresAt: dateOf(rule.expiresAt), allowMultiple: Boolean(rule.allowMultiple) }));
  }
  const discounts = promoKey ? promoDiscounts(rules, lines, now) : [];
  if (promoKey && discounts.length === 0) throw new ValidationError(INVALID_PROMO_MESSAGE, 'promoCode');
  const discountOf = (productId: string) => discounts.find((discount) => discount.productId === productId)?.discountAmount ?? 0;

  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const originalSubtotal = lines.reduce((sum, line) => sum + line.originalLineTotal, 0);
  const discountTotal = discounts.reduce((sum, discount) => sum + discount.discountAmount, 0);
  const total = Math.max(0, subtotal - discountTotal) + zone.charge;
  // Never charge more than the shopper was shown; a higher figure on their screen is fine (they pay less). A
  // client that left out the delivery charge (the old client shows none) is asked to confirm the total with it.
  if (input.total < total || input.subtotal < subtotal) {
    const leftOutCharge = zone.charge > 0 && input.subtotal >= subtotal && input.total >= total - zone.charge;
    throw leftOutCharge
      ? new PriceChangedError(subtotal, total, `The total includes delivery to ${address.district} (${formatRwf(zone.charge)}). Please confirm the new total.`)
      : new PriceChangedError(subtotal, total);
  }

  const stockAfter = new Map<string, number>();
  for (const line of lines) {
    // The condition is in the update: of two buyers for the last unit, exactly one gets it.
    const taken = yield* firstRow<{ stock: number }>(
      'UPDATE "Product" SET "stock" = "stock" - ?, "updatedAt" = ? WHERE "id" = ? AND "deletedAt" IS NULL AND "stock" >= ? RETURNING "stock"',
      line.quantity,
      now,
      line.productId,
      line.quantity,
    );
    if (!taken) {
      const current = yield* firstRow<{ stock: number; deletedAt: unknown }>('SELECT "stock", "deletedAt" FROM "Product" WHERE "id" = ?', line.productId);
      throw outOfStock(line.name, line.productId, current && current.deletedAt === null ? current.stock : 0);
    }
    stockAfter.set(line.productId, taken.stock);
  }

  for (const discount of discounts) {
    const rule = rules.find((candidate) => candidate.id === discount.promoCodeId)!;
    const counted =
      rule.usageLimit === null
        ? yield* run(
            'UPDATE "PromoCode" SET "usedCount" = "usedCount" + ?, "updatedAt" = ? WHERE "id" = ? AND "usageLimit" IS NULL',
            discount.discountedUnits,
            now,
            rule.id,
          )
        : yield* run(
            'UPDATE "PromoCode" SET "usedCount" = "usedCount" + ?, "updatedAt" = ? WHERE "id" = ? AND "usageLimit" = ? AND "usedCount" <= ?',
            discount.discountedUnits,
            now,
            rule.id,
            rule.usageLimit,
            rule.usageLimit - discount.discountedUnits,
          );
    if (counted === 0) throw new ProgramRaceLost(new ConflictError('This promo code has just been used up. Please apply it again.', 'promoCode'));
  }

  const counter = yield* firstRow<{ value: number }>(
    'INSERT INTO "Counter" ("name", "value") VALUES (?, 1) ON CONFLICT ("name") DO UPDATE SET "value" = "Counter"."value" + 1 RETURNING "value"',
    ORDER_COUNTER,
  );

  const orderId = createId();
  yield* run(
    `INSERT INTO "Order" ("id", "number", "userId", "addressId", "district", "sector", "village", "street", "houseNumber", "mobile",
       "subtotal", "originalSubtotal", "discountTotal", "promoCodeText", "total", "paymentMethod", "status", "estimatedDeliveryDate",
       "createdAt", "updatedAt", "deliveryCharge") VALUES (${placeholders(21)})`,
    orderId,
    counter!.value,
    viewer.id,
    input.addressId,
    address.district,
    address.sector,
    address.village,
    address.street,
    address.houseNumber,
    address.mobile,
    subtotal,
    originalSubtotal,
    discountTotal,
    discounts.length > 0 ? promoKey : null,
    total,
    'CASH_ON_DELIVERY',
    'PENDING',
    estimatedDeliveryDate(zone, now),
    now,
    now,
    zone.charge,
  );

  yield* insertRows(
    'OrderLine',
    ['id', 'orderId', 'lineNumber', 'productId', 'name', 'image', 'unit', 'quantity', 'originalUnitPrice', 'unitPrice', 'discountTotal', 'lineTotal'],
    lines.map((line, index) => [
      createId(),
      orderId,
      index + 1,
      line.productId,
      line.name,
      firstImage(line.images),
      line.unit,
      line.quantity,
      line.originalUnitPrice,
      line.unitPrice,
      discountOf(line.productId),
      line.lineTotal - discountOf(line.productId),
    ]),
  );
  yield* insertRows('OrderStatusChange', ['id', 'orderId', 'fromStatus', 'toStatus', 'changedById', 'createdAt'], [[createId(), orderId, null, 'PENDING', viewer.id, now]]);
  yield* insertRows(
    'StockMovement',
    ['id', 'productId', 'delta', 'stockAfter', 'reason', 'orderId', 'actorId', 'createdAt'],
    lines.map((line) => [createId(), line.productId, -line.quantity, stockAfter.get(line.productId)!, 'ORDER_PLACED', orderId, viewer.id, now]),
  );
  yield* insertRows(
    'PromoRedemption',
    ['id', 'promoCodeId', 'orderId', 'userId', 'units', 'discountAmount', 'createdAt'],
    discounts.map((discount) => [createId(), discount.promoCodeId, orderId, viewer.id, discount.discountedUnits, discount.discountAmount, now]),
  );
  if (idempotencyKey) {
    yield* insertRows(
      'IdempotencyKey',
      ['id', 'userId', 'scope', 'key', 'requestHash', 'orderId', 'createdAt'],
      [[createId(), viewer.id, IDEMPOTENCY_SCOPE, idempotencyKey, requestHash, orderId, now]],
    );
  }

  // Only the lines that were ordered leave the cart. Each must still be there: on PostgreSQL two checkouts of one
  // cart can run side by side (SQLite runs programs one at a time); the second waits here for the first to commit,
  // finds its lines gone, and starts again, finding the cart as the first left it, instead of ordering it twice.
  const removed = yield* run(`DELETE FROM "CartLine" WHERE "userId" = ? AND "id" IN (${placeholders(cartLines.length)})`, viewer.id, ...cartLines.map((line) => line.id));
  if (removed !== cartLines.length) throw new ProgramRaceLost(new ConflictError('Your cart has changed since checkout opened. Please review it and try again.', 'lines'));
  return { orderId, replayed: false, order: yield* orderRow(orderId) };
}

/** The delivery zone of the address's district; an order to a district the shop does not serve is refused. */
function* deliveryZoneOf(district: string): SqlProgram<{ charge: number; leadDays: number; sameDayCutoffHour: number | null }> {
  const zone = yield* firstRow<{ served: unknown; charge: number; leadDays: number; sameDayCutoffHour: number | null }>(
    'SELECT "served", "charge", "leadDays", "sameDayCutoffHour" FROM "DeliveryZone" WHERE "district" = ?',
    district,
  );
  if (!zone || !zone.served) {
    const served = yield* rows<{ district: string }>('SELECT "district" FROM "DeliveryZone" WHERE "served" = ?', true);
    throw notDeliveredError(district, served.map((row) => row.district));
  }
  return { charge: Number(zone.charge), leadDays: Number(zone.leadDays), sameDayCutoffHour: zone.sameDayCutoffHour === null ? null : Number(zone.sameDayCutoffHour) };
}

/** One multi-row INSERT (nothing when there are no rows). */
function* insertRows(table: string, columns: readonly string[], values: readonly SqlValue[][]): SqlProgram<void> {
  if (values.length === 0) return;
  const row = `(${placeholders(columns.length)})`;
  yield* run(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${values.map(() => row).join(', ')}`,
    ...values.flat(),
  );
}

function firstImage(images: unknown): string | null {
  const list = jsonOf(images);
  return Array.isArray(list) ? ((list as unknown[]).find((url): url is string => typeof url === 'string') ?? null) : null;
}

function outOfStock(name: string, productId: string, available: number): OutOfStockError {
  const message = available > 0 ? `${LIMITED_STOCK_MESSAGE}: only ${available} of ${name} left` : `${name} is out of stock`;
  return new OutOfStockError(message, productId, available);
}

/** The checkout's list must be exactly the cart: same products, same quantities. */
function assertListMatchesCart(orderedLines: readonly { productId: string; quantity: number }[], cartLines: readonly { productId: string; quantity: number }[]): void {
  const listed = new Map<string, number>();
  for (const item of orderedLines) listed.set(item.productId, (listed.get(item.productId) ?? 0) + item.quantity);
  const matches = listed.size === cartLines.length && cartLines.every((line) => listed.get(line.productId) === line.quantity);
  if (!matches) throw new ConflictError('Your cart has changed since checkout opened. Please review it and try again.', 'lines');
}
