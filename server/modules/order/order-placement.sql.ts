import { newId } from '../../database/new-id.js';
import type { Insertable } from 'kysely';
import type { ShopTables } from '../../database/tables.js';
import type { Viewer } from '../../context.js';
import type { Order } from '../../generated/prisma/client.js';
import { dateOf, firstRow, flagOf, jsonOf, prepared, type ProgramResult, ProgramRaceLost, query, rows, run, type SqlProgram, type Slots } from '../../database/sql-program.js';
import { ConflictError, NotFoundError, OutOfStockError, PriceChangedError, ValidationError } from '../../errors.js';
import { formatRwf } from '../../lib/money.js';
import { beyondCap, LIMITED_STOCK_MESSAGE, priceLine, quantityCap } from '../cart/cart.service.js';
import { estimatedDeliveryDate } from '../delivery/delivery-estimate.js';
import { notDeliveredError } from '../delivery/delivery.service.js';
import { INVALID_PROMO_MESSAGE, promoCodeKey, type PromoRule } from '../promo/promo.service.js';
import { enqueueInProgram } from '../outbox/outbox-messages.js';
import { lineDiscount, orderBill } from './order-bill.js';
import type { PlaceOrderInput } from './order.inputs.js';
import { FIRST_PAYMENT_STATE } from '../payment/payment-state.js';
import type { PaymentStart } from '../payment/payment.service.js';
import { PLACED_STATUS } from './order-state.js';

const IDEMPOTENCY_SCOPE = 'placeOrder';
/** How long the same request again confirms a total the shop named to a client that cannot show it. */
export const QUOTE_MINUTES = 10;
const ORDER_COUNTER = 'order';

export interface PlacedOrder {
  orderId: string;
  /** True when an earlier request with the same idempotency key placed this order. */
  replayed: boolean;
  /** The order's row as Prisma reads it, so the answer needs no second read of it. */
  order: Order;
}

// The program's statements of fixed shape, compiled once per database (its lists of lines are built per order).
const ORDER_ROW = prepared(['orderId'], ({ orderId }: Slots<{ orderId: string }>) => query.selectFrom('Order').selectAll().where('id', '=', orderId));
const CLAIM_KEY = prepared(
  ['id', 'userId', 'scope', 'key', 'requestHash', 'createdAt'],
  (key: Slots<{ id: string; userId: string; scope: string; key: string; requestHash: string; createdAt: Date }>) =>
    query
      .insertInto('IdempotencyKey')
      .values({ ...key, orderId: null })
      .onConflict((conflict) => conflict.columns(['userId', 'scope', 'key']).doNothing())
      .returning('id'),
);
const KEY_USE = prepared(['userId', 'scope', 'key'], ({ userId, scope, key }: Slots<{ userId: string; scope: string; key: string }>) =>
  query.selectFrom('IdempotencyKey').select(['requestHash', 'orderId']).where('userId', '=', userId).where('scope', '=', scope).where('key', '=', key),
);
const KEY_ORDER = prepared(['id', 'orderId'], ({ id, orderId }: Slots<{ id: string; orderId: string }>) => query.updateTable('IdempotencyKey').set({ orderId }).where('id', '=', id));
const CONFIRMING_QUOTE = prepared(
  ['userId', 'requestHash', 'subtotal', 'total', 'now'],
  (quote: Slots<{ userId: string; requestHash: string; subtotal: number; total: number; now: Date }>) =>
    query
      .selectFrom('PriceQuote')
      .select('id')
      .where('userId', '=', quote.userId)
      .where('requestHash', '=', quote.requestHash)
      .where('subtotal', '=', quote.subtotal)
      .where('total', '=', quote.total)
      .where('orderId', 'is', null)
      .where('expiresAt', '>', quote.now),
);
const USE_QUOTE = prepared(['id', 'orderId'], ({ id, orderId }: Slots<{ id: string; orderId: string }>) =>
  query.updateTable('PriceQuote').set({ orderId }).where('id', '=', id).where('orderId', 'is', null),
);
const FORGET_EXPIRED_QUOTES = prepared(['userId', 'now'], ({ userId, now }: Slots<{ userId: string; now: Date }>) =>
  query.deleteFrom('PriceQuote').where('userId', '=', userId).where('expiresAt', '<=', now),
);
// One quote per request: naming a total again replaces the figures, the time and any order of an earlier one.
const QUOTE = prepared(
  ['id', 'userId', 'requestHash', 'subtotal', 'total', 'createdAt', 'expiresAt'],
  (quote: Slots<{ id: string; userId: string; requestHash: string; subtotal: number; total: number; createdAt: Date; expiresAt: Date }>) =>
    query
      .insertInto('PriceQuote')
      .values({ ...quote, orderId: null })
      .onConflict((conflict) =>
        conflict.columns(['userId', 'requestHash']).doUpdateSet((eb) => ({
          subtotal: eb.ref('excluded.subtotal'),
          total: eb.ref('excluded.total'),
          createdAt: eb.ref('excluded.createdAt'),
          expiresAt: eb.ref('excluded.expiresAt'),
          orderId: null,
        })),
      ),
);
const ADDRESS = prepared(['id', 'userId'], ({ id, userId }: Slots<{ id: string; userId: string }>) =>
  query.selectFrom('Address').select(['district', 'sector', 'village', 'street', 'houseNumber', 'mobile', 'removedAt']).where('id', '=', id).where('userId', '=', userId),
);
const ZONE = prepared(['district'], ({ district }: Slots<{ district: string }>) =>
  query.selectFrom('DeliveryZone').select(['served', 'charge', 'leadDays', 'sameDayCutoffHour']).where('district', '=', district),
);
const CART = prepared(['userId'], ({ userId }: Slots<{ userId: string }>) =>
  query
    .selectFrom('CartLine as c')
    .innerJoin('Product as p', 'p.id', 'c.productId')
    .select(['c.id', 'c.productId', 'c.quantity', 'p.name', 'p.nameRw', 'p.nameFr', 'p.unit', 'p.images', 'p.stock', 'p.maxPerOrder', 'p.price', 'p.discount'])
    .select(['p.onPromotion', 'p.promotionStartTime', 'p.promotionEndTime', 'p.promotionPrice'])
    .where('c.userId', '=', userId)
    .where('p.deletedAt', 'is', null)
    .orderBy('c.createdAt', 'asc')
    .orderBy('c.id', 'asc'),
);
// The condition is in the update: of two buyers for the last unit, exactly one gets it.
const TAKE_STOCK = prepared(['quantity', 'now', 'productId'], ({ quantity, now, productId }: Slots<{ quantity: number; now: Date; productId: string }>) =>
  query
    .updateTable('Product')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updatedAt: now }))
    .where('id', '=', productId)
    .where('deletedAt', 'is', null)
    .where('stock', '>=', quantity)
    .returning('stock'),
);
const STOCK = prepared(['productId'], ({ productId }: Slots<{ productId: string }>) => query.selectFrom('Product').select(['stock', 'deletedAt']).where('id', '=', productId));
const NEXT_NUMBER = prepared(['name'], ({ name }: Slots<{ name: string }>) =>
  query
    .insertInto('Counter')
    .values({ name, value: 1 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({ value: eb('Counter.value', '+', 1) })))
    .returning('value'),
);
const INSERT_ORDER = prepared(
  [
    ...['id', 'number', 'userId', 'addressId', 'district', 'sector', 'village', 'street', 'houseNumber', 'mobile', 'subtotal'] as const,
    ...['originalSubtotal', 'discountTotal', 'promoCodeText', 'total', 'paymentMethod', 'status', 'estimatedDeliveryDate'] as const,
    ...['createdAt', 'updatedAt', 'deliveryCharge', 'paymentState', 'paymentDueAt'] as const,
  ],
  (order: Slots<Insertable<ShopTables['Order']>>) => query.insertInto('Order').values(order),
);
const FIRST_STATUS = prepared(['id', 'orderId', 'changedById', 'createdAt'], (change: Slots<{ id: string; orderId: string; changedById: string; createdAt: Date }>) =>
  query.insertInto('OrderStatusChange').values({ ...change, fromStatus: null, toStatus: PLACED_STATUS }),
);

/** An order's row read in a program, shaped as Prisma answers it (its times as Dates). */
export function* orderRow(orderId: string): SqlProgram<Order> {
  const row = yield* firstRow(ORDER_ROW.bind({ orderId }));
  if (!row) throw new Error(`Order ${orderId} is not there`);
  return {
    ...row,
    estimatedDeliveryDate: dateOf(row.estimatedDeliveryDate)!,
    createdAt: dateOf(row.createdAt)!,
    updatedAt: dateOf(row.updatedAt)!,
    cancelledAt: dateOf(row.cancelledAt),
    paymentDueAt: dateOf(row.paymentDueAt),
  };
}

export interface OrderRequest {
  viewer: Viewer;
  /** Null for cash on delivery. */
  payment: PaymentStart | null;
  input: PlaceOrderInput;
  /** The fingerprint of what was asked for (see order-placement.service). */
  requestHash: string;
  idempotencyKey: string | null;
  now: Date;
  /**
   * The client cannot show a total the shop changed (the old client prints "Delivery Charge Free"): a refusal names
   * the new total in words, and the same request again within QUOTE_MINUTES confirms it.
   */
  repeatConfirms: boolean;
}

/** An earlier request with the same key: the same order again, or a conflict if it asked for something else. */
function* replayOf(previous: { requestHash: string; orderId: string | null }, requestHash: string): SqlProgram<PlacedOrder> {
  if (previous.requestHash !== requestHash || !previous.orderId) {
    throw new ConflictError('This Idempotency-Key was already used for a different order. Use a new key for a new order.', 'idempotencyKey');
  }
  return { orderId: previous.orderId, replayed: true, order: yield* orderRow(previous.orderId) };
}

/**
 * Claims the idempotency key for this request, or answers as the request that claimed it first did. The claim is
 * the program's first write: on PostgreSQL a second request with the same key waits here for the first one's
 * transaction, then finds its order, instead of racing it through the cart.
 */
function* claimKey(request: OrderRequest, key: string): SqlProgram<{ keyId: string } | { replay: PlacedOrder }> {
  const { viewer, requestHash, now } = request;
  const claimed = yield* firstRow(CLAIM_KEY.bind({ id: newId(), userId: viewer.id, scope: IDEMPOTENCY_SCOPE, key, requestHash, createdAt: now }));
  if (claimed) return { keyId: claimed.id };
  const previous = yield* previousUseOf(viewer.id, key);
  if (!previous) throw new ProgramRaceLost(new ConflictError('This order is being placed by another request. Please try again.', 'idempotencyKey'));
  return { replay: yield* replayOf(previous, requestHash) };
}

/** The order an idempotency key placed, if it was used before. */
function* previousUseOf(userId: string, key: string): SqlProgram<{ requestHash: string; orderId: string | null } | null> {
  return yield* firstRow(KEY_USE.bind({ userId, scope: IDEMPOTENCY_SCOPE, key }));
}

/**
 * Places a cash-on-delivery order for the viewer's cart, as one SQL program (one transaction): prices recomputed
 * from the products now (effective unit price, then the promo code), the client's totals checked, stock taken
 * and promo uses counted with conditional updates, ledger rows, order lines with snapshots, a human order number,
 * the ordered lines removed from the cart, and a cash order's confirmation in the mail outbox (a mobile-money order
 * is confirmed once paid). A throw anywhere rolls all of it back.
 */
export function* placeOrderProgram(request: OrderRequest): SqlProgram<PlacedOrder> {
  const { viewer, input, idempotencyKey } = request;
  const claim = idempotencyKey ? yield* claimKey(request, idempotencyKey) : null;
  if (claim && 'replay' in claim) return claim.replay;
  const address = yield* deliveryAddress(viewer.id, input.addressId);
  const zone = yield* deliveryZoneOf(address.district);
  const cart = yield* pricedCart(viewer.id, input, request.now);
  const bill = yield* billOf(cart, input, zone, request.now);
  const confirmedQuote = yield* checkClientTotals(request, bill, zone, address.district);

  const stockAfter = yield* takeStock(cart.lines, request.now);
  yield* countPromoUses(bill, request.now);
  const orderId = yield* insertOrder(request, address, zone, bill);
  if (confirmedQuote) yield* useQuote(confirmedQuote, orderId);
  yield* recordOrder(request, orderId, cart.lines, bill, stockAfter);
  if (claim) yield* run(KEY_ORDER.bind({ id: claim.keyId, orderId }));
  yield* emptyOrderedLines(viewer.id, cart.lineIds);
  if (!request.payment) yield* enqueueInProgram({ userId: viewer.id, address: viewer.email }, { kind: 'order-placed', orderId }, request.now);
  return { orderId, replayed: false, order: yield* orderRow(orderId) };
}

type Address = { district: string; sector: string; village: string; street: string; houseNumber: string | null; mobile: string };
type Zone = { charge: number; leadDays: number; sameDayCutoffHour: number | null };

/** The viewer's own address, still in use. */
function* deliveryAddress(userId: string, addressId: string): SqlProgram<Address> {
  const address = yield* firstRow(ADDRESS.bind({ id: addressId, userId }));
  if (!address) throw new NotFoundError('Address');
  const { removedAt, ...delivery } = address;
  if (removedAt !== null) throw new ValidationError('This address was removed. Please choose another address.', 'addressId');
  return delivery;
}

/** The delivery zone of the address's district; an order to a district the shop does not serve is refused. */
function* deliveryZoneOf(district: string): SqlProgram<Zone> {
  const zone = yield* firstRow(ZONE.bind({ district }));
  if (!zone || !flagOf(zone.served)) {
    const served = yield* rows(query.selectFrom('DeliveryZone').select('district').where('served', '=', true));
    throw notDeliveredError(district, served.map((row) => row.district));
  }
  return { charge: Number(zone.charge), leadDays: Number(zone.leadDays), sameDayCutoffHour: zone.sameDayCutoffHour === null ? null : Number(zone.sameDayCutoffHour) };
}

/** The cart as the shopper sees it (products still in the shop, oldest line first), priced now. */
function* pricedCart(userId: string, input: PlaceOrderInput, now: Date) {
  const cartLines = yield* rows(CART.bind({ userId }));
  if (cartLines.length === 0) throw new ValidationError('Your cart is empty', 'cart');
  if (input.lines) assertListMatchesCart(input.lines, cartLines);
  const lines = cartLines.map((line) => {
    const product = {
      price: line.price,
      discount: line.discount,
      onPromotion: flagOf(line.onPromotion),
      promotionStartTime: dateOf(line.promotionStartTime),
      promotionEndTime: dateOf(line.promotionEndTime),
      promotionPrice: line.promotionPrice,
    };
    return { ...line, ...priceLine(product, line.quantity, now) };
  });
  for (const line of lines) {
    // Stock and the purchase limit (an admin may have lowered it since the line went into the cart).
    if (line.quantity > quantityCap(line)) throw beyondCap({ id: line.productId, stock: line.stock, maxPerOrder: line.maxPerOrder }, line.name);
  }
  return { lines, lineIds: cartLines.map((line) => line.id) };
}

type PricedLine = ProgramResult<typeof pricedCart>['lines'][number];

/** The promo code's discounts on these lines (none without a code), and the sums the order stores. */
function* billOf(cart: { lines: PricedLine[] }, input: PlaceOrderInput, zone: Zone, now: Date) {
  const { lines } = cart;
  let rules: PromoRule[] = [];
  let promoKey: string | null = null;
  if (input.promoCode) {
    promoKey = promoCodeKey(input.promoCode);
    if (!promoKey) throw new ValidationError(INVALID_PROMO_MESSAGE, 'promoCode');
    const found = yield* rows(
      query
        .selectFrom('PromoCode')
        .select(['id', 'productId', 'discountType', 'discountValue', 'expiresAt', 'usageLimit', 'allowMultiple', 'usedCount'])
        .where('codeKey', '=', promoKey)
        .where(
          'productId',
          'in',
          lines.map((line) => line.productId),
        ),
    );
    rules = found.map((rule) => ({ ...rule, expiresAt: dateOf(rule.expiresAt), allowMultiple: flagOf(rule.allowMultiple) }));
  }
  const bill = orderBill(lines, rules, promoKey, zone.charge, now);
  if (promoKey && bill.discounts.length === 0) throw new ValidationError(INVALID_PROMO_MESSAGE, 'promoCode');
  return { ...bill, rules, discountOf: (productId: string) => lineDiscount(bill, productId) };
}

type Bill = ProgramResult<typeof billOf>;

/**
 * Never charge more than the shopper was shown; a higher figure on their screen is fine (they pay less). Below it, the
 * shopper is asked to confirm the server's total, unless this very request already had it named (a quote of the
 * same figures, still open): then it is the shopper's confirmation, and the quote's id is returned to be used up.
 */
function* checkClientTotals(request: OrderRequest, bill: Bill, zone: Zone, district: string): SqlProgram<string | null> {
  const { input, viewer, requestHash, now } = request;
  if (input.total >= bill.total && input.subtotal >= bill.subtotal) return null;
  if (request.repeatConfirms) {
    const quote = yield* firstRow(CONFIRMING_QUOTE.bind({ userId: viewer.id, requestHash, subtotal: bill.subtotal, total: bill.total, now }));
    if (quote) return quote.id;
  }
  throw priceChanged(request, bill, zone, district);
}

/**
 * The refusal of a total below the server's, with the server's figures. A client that left out the delivery charge
 * (the old client shows none) is told the charge; one that cannot show a new total is told it in a shopper's words,
 * and how to confirm it.
 */
function priceChanged({ input, repeatConfirms }: OrderRequest, bill: Bill, zone: Zone, district: string): PriceChangedError {
  const leftOutCharge = zone.charge > 0 && input.subtotal >= bill.subtotal && input.total >= bill.total - zone.charge;
  if (repeatConfirms) {
    const total = formatRwf(bill.total);
    const why = leftOutCharge
      ? `Delivery to ${district} costs ${formatRwf(zone.charge)}, so your total is ${total}.`
      : `Prices have changed since you opened checkout: your total is now ${total}${zone.charge > 0 ? `, delivery to ${district} (${formatRwf(zone.charge)}) included` : ''}.`;
    return new PriceChangedError(bill.subtotal, bill.total, `${why} Press Cash on Delivery again to order at this total.`);
  }
  return leftOutCharge
    ? new PriceChangedError(bill.subtotal, bill.total, `The total includes delivery to ${district} (${formatRwf(zone.charge)}). Please confirm the new total.`)
    : new PriceChangedError(bill.subtotal, bill.total);
}

/** A quote confirms one order: of two identical confirmations at once, the second finds it used and starts again. */
function* useQuote(quoteId: string, orderId: string): SqlProgram<void> {
  const used = yield* run(USE_QUOTE.bind({ id: quoteId, orderId }));
  if (used === 0) throw new ProgramRaceLost(new ConflictError('This order is being placed by another request. Please try again.'));
}

/**
 * Keeps the total a refusal named for this request, so that the same request again from the same shopper within
 * QUOTE_MINUTES confirms it; the shopper's quotes past their time go.
 */
export function* quoteTotal(request: OrderRequest, refusal: PriceChangedError): SqlProgram<void> {
  const { viewer, requestHash, now } = request;
  yield* run(FORGET_EXPIRED_QUOTES.bind({ userId: viewer.id, now }));
  yield* run(
    QUOTE.bind({
      id: newId(),
      userId: viewer.id,
      requestHash,
      subtotal: refusal.serverSubTotal,
      total: refusal.serverTotal,
      createdAt: now,
      expiresAt: new Date(now.getTime() + QUOTE_MINUTES * 60_000),
    }),
  );
}

/** Takes each line's units off the shelf; the stock each product is left with. */
function* takeStock(lines: PricedLine[], now: Date): SqlProgram<Map<string, number>> {
  const stockAfter = new Map<string, number>();
  for (const line of lines) {
    const taken = yield* firstRow(TAKE_STOCK.bind({ quantity: line.quantity, now, productId: line.productId }));
    if (!taken) {
      const current = yield* firstRow(STOCK.bind({ productId: line.productId }));
      throw outOfStock(line.name, line.productId, current && current.deletedAt === null ? current.stock : 0);
    }
    stockAfter.set(line.productId, taken.stock);
  }
  return stockAfter;
}

/** Counts the promo code's uses; a limit reached meanwhile by another order means starting again. */
function* countPromoUses(bill: Bill, now: Date): SqlProgram<void> {
  for (const discount of bill.discounts) {
    const rule = bill.rules.find((candidate) => candidate.id === discount.promoCodeId)!;
    const update = query
      .updateTable('PromoCode')
      .set((eb) => ({ usedCount: eb('usedCount', '+', discount.discountedUnits), updatedAt: now }))
      .where('id', '=', rule.id);
    const counted =
      rule.usageLimit === null
        ? yield* run(update.where('usageLimit', 'is', null))
        : yield* run(update.where('usageLimit', '=', rule.usageLimit).where('usedCount', '<=', rule.usageLimit - discount.discountedUnits));
    if (counted === 0) throw new ProgramRaceLost(new ConflictError('This promo code has just been used up. Please apply it again.', 'promoCode'));
  }
}

/** The order's row, with the next human order number; its id. */
function* insertOrder(request: OrderRequest, address: Address, zone: Zone, bill: Bill): SqlProgram<string> {
  const { viewer, input, now } = request;
  const counter = yield* firstRow(NEXT_NUMBER.bind({ name: ORDER_COUNTER }));
  const orderId = newId();
  yield* run(
    INSERT_ORDER.bind({
      id: orderId,
      number: counter!.value,
      userId: viewer.id,
      addressId: input.addressId,
      ...address,
      subtotal: bill.subtotal,
      originalSubtotal: bill.originalSubtotal,
      discountTotal: bill.discountTotal,
      promoCodeText: bill.promoCodeText,
      total: bill.total,
      paymentMethod: request.payment?.method ?? 'CASH_ON_DELIVERY',
      paymentState: request.payment ? FIRST_PAYMENT_STATE.mobileMoney : FIRST_PAYMENT_STATE.cash,
      paymentDueAt: request.payment?.dueAt ?? null,
      status: PLACED_STATUS,
      estimatedDeliveryDate: estimatedDeliveryDate(zone, now),
      createdAt: now,
      updatedAt: now,
      deliveryCharge: zone.charge,
    }),
  );
  return orderId;
}

/** The order's lines (snapshots of name, image and prices), its first status, the stock ledger and promo redemptions. */
function* recordOrder(request: OrderRequest, orderId: string, lines: PricedLine[], bill: Bill, stockAfter: Map<string, number>): SqlProgram<void> {
  const { viewer, now } = request;
  yield* run(
    query.insertInto('OrderLine').values(
      lines.map((line, index) => ({
        id: newId(),
        orderId,
        lineNumber: index + 1,
        productId: line.productId,
        name: line.name,
        nameRw: line.nameRw,
        nameFr: line.nameFr,
        image: firstImage(line.images),
        unit: line.unit,
        quantity: line.quantity,
        originalUnitPrice: line.originalUnitPrice,
        unitPrice: line.unitPrice,
        discountTotal: bill.discountOf(line.productId),
        lineTotal: line.lineTotal - bill.discountOf(line.productId),
      })),
    ),
  );
  yield* run(FIRST_STATUS.bind({ id: newId(), orderId, changedById: viewer.id, createdAt: now }));
  yield* run(
    query.insertInto('StockMovement').values(
      lines.map((line) => ({
        id: newId(),
        productId: line.productId,
        delta: -line.quantity,
        stockAfter: stockAfter.get(line.productId)!,
        reason: 'ORDER_PLACED' as const,
        orderId,
        actorId: viewer.id,
        createdAt: now,
      })),
    ),
  );
  if (request.payment) yield* recordPaymentStart(request.payment, orderId, bill.total, now);
  if (bill.discounts.length > 0) {
    yield* run(
      query.insertInto('PromoRedemption').values(
        bill.discounts.map((discount) => ({
          id: newId(),
          promoCodeId: discount.promoCodeId,
          orderId,
          userId: viewer.id,
          units: discount.discountedUnits,
          discountAmount: discount.discountAmount,
          createdAt: now,
        })),
      ),
    );
  }
}

/** The order's first payment attempt, waiting for the provider, and the first line of its payment history. */
function* recordPaymentStart(payment: PaymentStart, orderId: string, amount: number, now: Date): SqlProgram<void> {
  const attemptId = newId();
  yield* run(
    query.insertInto('PaymentAttempt').values({
      id: attemptId,
      orderId,
      reference: payment.reference,
      provider: payment.provider,
      phone: payment.phone,
      amount,
      state: 'PENDING',
      reason: null,
      providerTransactionId: null,
      nextPollAt: payment.firstPollAt,
      pollCount: 0,
      createdAt: now,
      updatedAt: now,
    }),
  );
  yield* run(
    query
      .insertInto('PaymentEvent')
      .values({ id: newId(), orderId, attemptId, fromState: null, toState: FIRST_PAYMENT_STATE.mobileMoney, source: 'placed', note: null, createdAt: now }),
  );
}

/**
 * Only the lines that were ordered leave the cart. Each must still be there: on PostgreSQL two checkouts of one cart
 * can run side by side (SQLite runs programs one at a time); the second waits here for the first to commit, finds
 * its lines gone, and starts again, finding the cart as the first left it, instead of ordering it twice.
 */
function* emptyOrderedLines(userId: string, lineIds: string[]): SqlProgram<void> {
  const removed = yield* run(query.deleteFrom('CartLine').where('userId', '=', userId).where('id', 'in', lineIds));
  if (removed !== lineIds.length) throw new ProgramRaceLost(new ConflictError('Your cart has changed since checkout opened. Please review it and try again.', 'lines'));
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
