// The demo shop's past: shoppers who have been ordering for some months, their orders through every status, the stock
// those orders took, and the reviews they wrote. planHistory is pure (a seed, a date and the catalogue in, rows out),
// so a fixed seed gives the same shop; writeHistory inserts the rows in bulk.
import { type CompiledQuery, createQueryId, sql } from 'kysely';
import type { Database, Prisma, ShopPrisma } from '../../server/database/database.js';
import { BoundStatement, prepared, query, run, type SqlProgram, type SqlValue, type Slots } from '../../server/database/sql-program.js';
import type { OrderStatus } from '../../server/generated/prisma/enums.js';
import { KIGALI_UTC_OFFSET_HOURS } from '../../server/lib/kigali-time.js';
import { sectorsOf, villagesOf } from '../../server/lib/rwanda-locations.js';
import { isPromotionActive, type PricedProduct } from '../../server/lib/money.js';
import { priceLine, pricingSelect } from '../../server/modules/cart/cart.service.js';
import { estimatedDeliveryDate } from '../../server/modules/delivery/delivery-estimate.js';
import { type BillLine, lineDiscount, orderBill } from '../../server/modules/order/order-bill.js';
import { CASH_TAKEN_AT_DOOR } from '../../server/modules/order/order-status.service.js';
import type { PromoRule } from '../../server/modules/promo/promo.service.js';
import { createRandom, type Random, randomInt } from './catalogue.js';
import { ANY_STREET, FAMILY_NAMES, FIRST_NAMES, REVIEW_COMMENTS, type ReviewLanguage, STREETS } from './history-words.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const KIGALI_OFFSET_MS = KIGALI_UTC_OFFSET_HOURS * HOUR_MS;

/** How much history to make. */
export interface HistoryOptions {
  /** Orders over the whole period. */
  orders: number;
  /** Days of history, ending now. */
  days: number;
  /** The PRNG seed: the same seed, date and catalogue give the same rows. */
  seed: number;
  /** Demo shoppers; by default one for every 20 orders, at least 36. */
  shoppers?: number;
}

/** What the first start seeds: three months of a small shop's trade. */
export const DEMO_HISTORY: HistoryOptions = { orders: 720, days: 90, seed: 0x150c0 };

/** A product as the history sells it: its prices now, its stock now (what the history ends with), its promo code. */
export interface HistoryProduct extends PricedProduct {
  id: string;
  name: string;
  /** Its Kinyarwanda and French names ('' when none), which its order lines keep as they keep the English one. */
  nameRw: string;
  nameFr: string;
  unit: string;
  images: string[];
  stock: number;
  categories: string[];
  promoCode: (PromoRule & { codeKey: string }) | null;
}

/** A served district's delivery terms. */
export interface HistoryZone {
  district: string;
  charge: number;
  leadDays: number;
  sameDayCutoffHour: number | null;
}

export interface HistoryInput {
  products: readonly HistoryProduct[];
  /** The served zones only: no order goes anywhere else. */
  zones: readonly HistoryZone[];
  /** Admins move orders on, and have read every order but the last few. */
  adminIds: readonly string[];
  /** Every demo shopper signs in with the demo shopper's password. */
  passwordHash: string;
  now: Date;
  options: HistoryOptions;
}

/** The rows of the history, ready for createMany, and what changes on existing rows. */
export interface HistoryPlan {
  users: Prisma.UserCreateManyInput[];
  addresses: Prisma.AddressCreateManyInput[];
  orders: Prisma.OrderCreateManyInput[];
  lines: Prisma.OrderLineCreateManyInput[];
  statusChanges: Prisma.OrderStatusChangeCreateManyInput[];
  paymentEvents: Prisma.PaymentEventCreateManyInput[];
  promoRedemptions: Prisma.PromoRedemptionCreateManyInput[];
  /** The opening stock of each product the history sold (replacing its INITIAL_STOCK row), then every movement. */
  stockMovements: Prisma.StockMovementCreateManyInput[];
  reviews: Prisma.ReviewCreateManyInput[];
  /** Products whose stock or rating the history changes. */
  products: { id: string; stock: number; ratingCount: number; ratingTotal: number }[];
  promoCodes: { id: string; usedCount: number }[];
  readMarkers: Prisma.AdminReadMarkerCreateManyInput[];
  /** The last order number used. */
  lastOrderNumber: number;
}

// What sells: staples far more often than treats.
const CATEGORY_WEIGHTS: Record<string, number> = {
  'Rice, Flour & Grains': 3,
  'Fruits & Vegetables': 3,
  'Dairy & Eggs': 2.6,
  'Bread & Bakery': 2.4,
  'Cooking Oil & Spices': 2.4,
  'Meat & Fish': 1.6,
  'Breakfast & Spreads': 1.2,
  'Household & Cleaning': 1.2,
  'Personal Care': 1,
  'Canned & Packaged Foods': 1,
  Beverages: 0.8,
  'Baby Care': 0.6,
  'Frozen Foods': 0.6,
  'Snacks & Sweets': 0.5,
};
// Kigali's three districts first; Musanze is far and newer.
const DISTRICT_WEIGHTS: Record<string, number> = { Gasabo: 4, Kicukiro: 3, Nyarugenge: 2.5, Musanze: 1 };
// Lines per basket, 1 to 12: most baskets hold a handful.
const LINE_COUNT_WEIGHTS = [6, 10, 12, 12, 11, 10, 8, 7, 5, 4, 3, 2];
// Orders by Kigali hour (7:00 to 21:59): a morning and an evening peak.
const HOUR_WEIGHTS: Record<number, number> = { 7: 1, 8: 2, 9: 3, 10: 3, 11: 2.5, 12: 2, 13: 2, 14: 1.5, 15: 1.5, 16: 2, 17: 3, 18: 3.5, 19: 3, 20: 2, 21: 1 };
// Sunday to Saturday.
const WEEKDAY_WEIGHTS = [0.75, 1, 1, 1, 1, 1.15, 1.35];
/** Share of orders cancelled before delivery, and of delivered orders that came a day late. */
const CANCEL_SHARE = 0.07;
const LATE_SHARE = 0.06;
/** Share of deliveries where nobody was home the first time. */
const MISSED_SHARE = 0.12;
/** Share of a delivered product's buyers who review it, on the best sellers. */
const REVIEW_SHARE = 0.3;
const REVIEWED_PRODUCTS = 40;
/** Admins last read the orders this long before the seed: later ones are unread. */
const UNREAD_WINDOW_MS = 16 * HOUR_MS;

/** Picks an index by weight. */
function weightedIndex(random: Random, cumulative: readonly number[]): number {
  const target = random() * cumulative[cumulative.length - 1]!;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

function cumulativeOf(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * cuid-like ids from their own PRNG stream, so the same plan always has the same ids. They rise in the order they are
 * made (a count, then random letters), so each table's rows go to the end of its primary key instead of all over it.
 */
function idMaker(seed: number): () => string {
  const random = createRandom(seed);
  let made = 0;
  return () => {
    let id = `c${(made++).toString(36).padStart(8, '0')}`;
    for (let part = 0; part < 3; part += 1) id += Math.floor(random() * 36 ** 5).toString(36).padStart(5, '0');
    return id;
  };
}

/** Letters a mailbox takes: 'Théoneste' -> 'theoneste', 'Jean de Dieu' -> 'jean.de.dieu'. */
function mailboxPart(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.');
}

/** Midnight in Kigali that starts the day of an instant. */
function kigaliDayStart(instant: number): number {
  return Math.floor((instant + KIGALI_OFFSET_MS) / DAY_MS) * DAY_MS - KIGALI_OFFSET_MS;
}

function kigaliHour(instant: number): number {
  return new Date(instant + KIGALI_OFFSET_MS).getUTCHours();
}

interface Shopper {
  id: string;
  name: string;
  email: string;
  mobile: string;
  language: ReviewLanguage;
  joinedAt: number;
  addresses: { id: string; district: string; sector: string; village: string; street: string; houseNumber: string | null; mobile: string }[];
}

function planShoppers(random: Random, newId: () => string, input: HistoryInput, count: number, start: number): { shoppers: Shopper[]; weights: number[] } {
  const { zones, options } = input;
  const emails = new Set<string>();
  const mobiles = new Set<string>();
  const districtCumulative = cumulativeOf(zones.map((zone) => DISTRICT_WEIGHTS[zone.district] ?? 1));
  const shoppers: Shopper[] = [];
  const weights: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const first = pick(random, FIRST_NAMES);
    const family = pick(random, FAMILY_NAMES);
    let email = `${mailboxPart(first)}.${mailboxPart(family)}@demo.isoko.rw`;
    for (let suffix = 2; emails.has(email); suffix += 1) email = `${mailboxPart(first)}.${mailboxPart(family)}${suffix}@demo.isoko.rw`;
    emails.add(email);
    let mobile: string;
    do mobile = `+2507${pick(random, ['2', '3', '8', '9'])}${String(randomInt(random, 0, 9_999_999)).padStart(7, '0')}`;
    while (mobiles.has(mobile));
    mobiles.add(mobile);
    // Most shoppers were customers before the history starts; a fifth join during it (never in its last week).
    const joinedAt = index < 3 || random() < 0.8 ? start - randomInt(random, 1, 120) * DAY_MS : start + random() * (options.days - 7) * DAY_MS;
    const shopper: Shopper = { id: newId(), name: `${first} ${family}`, email, mobile, language: pick(random, ['rw', 'rw', 'en', 'en', 'fr'] as const), joinedAt, addresses: [] };
    const addressCount = random() < 0.85 ? 1 : 2;
    for (let made = 0; made < addressCount; made += 1) {
      const district = zones[weightedIndex(random, districtCumulative)]!.district;
      const sector = pick(random, sectorsOf(district));
      const village = pick(random, villagesOf(district, sector));
      const street = pick(random, STREETS[district] ?? ANY_STREET);
      const houseNumber = random() < 0.6 ? String(randomInt(random, 1, 400)) : null;
      shopper.addresses.push({ id: newId(), district, sector, village, street, houseNumber, mobile });
    }
    shoppers.push(shopper);
    // A few loyal families order every few days; most now and then.
    weights.push(1 / (0.2 + random()) ** 1.2);
  }
  return { shoppers, weights };
}

/** When the orders were placed: more as the shop grows, more on Fridays and Saturdays, in shop hours, never after now. */
function planOrderTimes(random: Random, options: HistoryOptions, now: number): number[] {
  const today = kigaliDayStart(now);
  const dayWeights: number[] = [];
  for (let day = 0; day < options.days; day += 1) {
    const dayStart = today - (options.days - 1 - day) * DAY_MS;
    const growth = 0.55 + (0.9 * day) / Math.max(1, options.days - 1);
    const weekday = new Date(dayStart + KIGALI_OFFSET_MS).getUTCDay();
    dayWeights.push(growth * WEEKDAY_WEIGHTS[weekday]! * (0.8 + random() * 0.4));
  }
  const dayCumulative = cumulativeOf(dayWeights);
  const hours = Object.keys(HOUR_WEIGHTS).map(Number);
  const hourCumulative = cumulativeOf(hours.map((hour) => HOUR_WEIGHTS[hour]!));
  const times: number[] = [];
  while (times.length < options.orders) {
    const day = weightedIndex(random, dayCumulative);
    const hour = hours[weightedIndex(random, hourCumulative)]!;
    const time = today - (options.days - 1 - day) * DAY_MS + hour * HOUR_MS + Math.floor(random() * HOUR_MS);
    // Today's orders only up to a few minutes ago; drawing again keeps today as busy as its hours so far allow.
    if (time < now - 5 * 60 * 1000) times.push(time);
  }
  return times.sort((a, b) => a - b);
}

/** The status history of one order: when it was placed, moved on, delivered or cancelled, and by whom. */
interface Timeline {
  events: { at: number; status: OrderStatus; by: 'shopper' | 'admin' }[];
  cancelledAt: number | null;
  deliveredAt: number | null;
}

function planTimeline(random: Random, placedAt: number, now: number): Timeline {
  // Evening orders wait for the next morning's packing.
  const processingAt =
    kigaliHour(placedAt) >= 17 ? kigaliDayStart(placedAt) + DAY_MS + (8 + random() * 3) * HOUR_MS : placedAt + (0.5 + random() * 6) * HOUR_MS;
  // Couriers go out every day, 9:00 to 17:00: most orders arrive the next day, some the day after, a few a day later.
  const late = random();
  const daysAfter = late < 0.7 - LATE_SHARE ? 1 : late < 1 - LATE_SHARE ? 2 : 3;
  let deliveredAt = kigaliDayStart(placedAt) + daysAfter * DAY_MS + (9 + random() * 8) * HOUR_MS;
  deliveredAt = Math.max(deliveredAt, processingAt + (2 + random() * 4) * HOUR_MS);
  // Half leave with the morning's round, half with the evening round the day before (18:00 to 21:00); and when nobody
  // is home the courier comes back a day later, the order still Shipped meanwhile.
  const round = random() < 0.5 ? kigaliDayStart(deliveredAt) - (3 + random() * 3) * HOUR_MS : deliveredAt - (1 + random() * 4) * HOUR_MS;
  const shippedAt = Math.max(processingAt + HOUR_MS, round - (random() < MISSED_SHARE ? DAY_MS : 0));
  const planned: Timeline['events'] = [
    { at: placedAt, status: 'PENDING', by: 'shopper' },
    { at: processingAt, status: 'PROCESSING', by: 'admin' },
    { at: shippedAt, status: 'SHIPPED', by: 'admin' },
    { at: deliveredAt, status: 'DELIVERED', by: 'admin' },
  ];
  let cancelledAt: number | null = null;
  if (random() < CANCEL_SHARE) {
    // Shoppers cancel while it is Pending or Processing; the shop cancels one refused at the door while Shipped.
    const atDoor = random() < 0.2;
    cancelledAt = atDoor ? shippedAt + random() * (deliveredAt - shippedAt) : placedAt + random() * (shippedAt - placedAt);
    const before = planned.filter((event) => event.at < cancelledAt!);
    const by = before[before.length - 1]!.status === 'PENDING' || random() < 0.5 ? 'shopper' : 'admin';
    planned.splice(before.length, planned.length, { at: cancelledAt, status: 'CANCELLED', by: atDoor ? 'admin' : by });
  }
  const events = planned.filter((event) => event.at <= now);
  const last = events[events.length - 1]!.status;
  return { events, cancelledAt: last === 'CANCELLED' ? cancelledAt : null, deliveredAt: last === 'DELIVERED' ? deliveredAt : null };
}

/** Plans the history (see the file's head). Pure: the same input gives the same plan. */
export function planHistory(input: HistoryInput): HistoryPlan {
  const { products, zones, adminIds, passwordHash, options } = input;
  if (zones.length === 0) throw new Error('the demo history needs at least one served delivery zone');
  const now = input.now.getTime();
  const start = kigaliDayStart(now) - (options.days - 1) * DAY_MS;
  const random = createRandom(options.seed);
  const newId = idMaker(options.seed ^ 0x5eed);
  const adminId = adminIds[0] ?? null;
  const zoneOf = new Map(zones.map((zone) => [zone.district, zone]));

  const { shoppers, weights: shopperWeights } = planShoppers(random, newId, input, options.shoppers ?? Math.max(36, Math.round(options.orders / 20)), start);
  const shopperCumulative = cumulativeOf(shopperWeights);
  const times = planOrderTimes(random, options, now);

  // Each product's appeal: its aisle, its price, and a popularity of its own (a few best sellers stand out).
  const appeal = products.map((product) => {
    const aisle = Math.max(0.4, ...product.categories.map((name) => CATEGORY_WEIGHTS[name] ?? 1));
    const own = Math.exp(2.2 * (random() - 0.5)) * (random() < 0.06 ? 4 : 1);
    return (aisle * own) / (1 + product.price / 20_000);
  });
  // A running promotion sells more: the weights are taken again for each day.
  let appealDay = -1;
  let appealCumulative: number[] = [];
  const historyLimit = (limit: number | null) => (limit === null ? null : Math.floor(limit / 2));
  const promoUsed = new Map<string, number>();

  const plan: HistoryPlan = {
    users: [],
    addresses: [],
    orders: [],
    lines: [],
    statusChanges: [],
    paymentEvents: [],
    promoRedemptions: [],
    stockMovements: [],
    reviews: [],
    products: [],
    promoCodes: [],
    readMarkers: [],
    lastOrderNumber: times.length,
  };
  // Stock: what each order took and when, and what cancellations gave back.
  const stockEvents: { at: number; orderId: string; productId: string; delta: number; actorId: string | null; sequence: number }[] = [];
  // Delivered products per shopper, with the first delivery's time (reviews, verified purchases).
  const received = new Map<string, Map<string, number>>();
  const unitsSold = new Map<string, number>();

  for (const [index, placedAt] of times.entries()) {
    const at = new Date(placedAt);
    const day = Math.floor((placedAt - start) / DAY_MS);
    if (day !== appealDay) {
      appealDay = day;
      appealCumulative = cumulativeOf(products.map((product, position) => appeal[position]! * (isPromotionActive(product, at) ? 2.5 : 1)));
    }
    let shopper = shoppers[weightedIndex(random, shopperCumulative)]!;
    for (let attempt = 0; shopper.joinedAt > placedAt - HOUR_MS && attempt < 20; attempt += 1) shopper = shoppers[weightedIndex(random, shopperCumulative)]!;
    if (shopper.joinedAt > placedAt - HOUR_MS) shopper = shoppers[0]!;
    const address = shopper.addresses[shopper.addresses.length > 1 && random() < 0.3 ? 1 : 0]!;
    const zone = zoneOf.get(address.district)!;

    const lineCount = Math.min(products.length, weightedIndex(random, cumulativeOf(LINE_COUNT_WEIGHTS)) + 1);
    const chosen = new Set<number>();
    for (let attempt = 0; chosen.size < lineCount && attempt < lineCount * 20; attempt += 1) chosen.add(weightedIndex(random, appealCumulative));
    const basket = [...chosen].map((productIndex) => {
      const product = products[productIndex]!;
      const quantity = product.price < 1_500 ? weightedIndex(random, [40, 70, 85, 93, 97, 100]) + 1 : weightedIndex(random, [70, 92, 100]) + 1;
      return { product, priced: { productId: product.id, ...priceLine(product, quantity, at) } satisfies BillLine };
    });

    // Some shoppers type the code of a product in their basket, while it is valid and has uses left for the demo.
    let rules: PromoRule[] = [];
    let promoKey: string | null = null;
    const coded = basket.find(({ product }) => product.promoCode && (product.promoCode.expiresAt === null || product.promoCode.expiresAt.getTime() > placedAt));
    if (coded && random() < 0.4) {
      promoKey = coded.product.promoCode!.codeKey;
      rules = basket
        .map(({ product }) => product.promoCode)
        .filter((rule): rule is NonNullable<typeof rule> => rule !== null && rule.codeKey === promoKey)
        .map((rule) => ({ ...rule, usageLimit: historyLimit(rule.usageLimit), usedCount: promoUsed.get(rule.id) ?? 0 }));
    }
    const bill = orderBill(
      basket.map(({ priced }) => priced),
      rules,
      promoKey,
      zone.charge,
      at,
    );
    for (const discount of bill.discounts) promoUsed.set(discount.promoCodeId, (promoUsed.get(discount.promoCodeId) ?? 0) + discount.discountedUnits);

    const orderId = newId();
    const estimate = estimatedDeliveryDate(zone, at);
    const timeline = planTimeline(random, placedAt, now);
    const status = timeline.events[timeline.events.length - 1]!.status;
    const actorOf = (event: Timeline['events'][number]) => (event.by === 'shopper' ? shopper.id : adminId);
    const cancelledBy = status === 'CANCELLED' ? actorOf(timeline.events[timeline.events.length - 1]!) : null;
    const updatedAt = new Date(timeline.events[timeline.events.length - 1]!.at);
    plan.orders.push({
      id: orderId,
      number: index + 1,
      userId: shopper.id,
      addressId: address.id,
      district: address.district,
      sector: address.sector,
      village: address.village,
      street: address.street,
      houseNumber: address.houseNumber,
      mobile: address.mobile,
      subtotal: bill.subtotal,
      originalSubtotal: bill.originalSubtotal,
      discountTotal: bill.discountTotal,
      promoCodeText: bill.promoCodeText,
      total: bill.total,
      paymentMethod: 'CASH_ON_DELIVERY',
      paymentState: status === 'DELIVERED' ? 'PAID' : 'UNPAID',
      status,
      estimatedDeliveryDate: estimate,
      createdAt: at,
      updatedAt,
      cancelledAt: timeline.cancelledAt === null ? null : new Date(timeline.cancelledAt),
      deliveryCharge: zone.charge,
    });
    for (const [lineIndex, { product, priced }] of basket.entries()) {
      const discount = lineDiscount(bill, product.id);
      plan.lines.push({
        id: newId(),
        orderId,
        lineNumber: lineIndex + 1,
        productId: product.id,
        name: product.name,
        nameRw: product.nameRw,
        nameFr: product.nameFr,
        image: product.images[0] ?? null,
        unit: product.unit,
        quantity: priced.quantity,
        originalUnitPrice: priced.originalUnitPrice,
        unitPrice: priced.unitPrice,
        discountTotal: discount,
        lineTotal: priced.lineTotal - discount,
      });
      stockEvents.push({ at: placedAt, orderId, productId: product.id, delta: -priced.quantity, actorId: shopper.id, sequence: stockEvents.length });
      if (timeline.cancelledAt !== null) {
        stockEvents.push({ at: timeline.cancelledAt, orderId, productId: product.id, delta: priced.quantity, actorId: cancelledBy, sequence: stockEvents.length });
      } else unitsSold.set(product.id, (unitsSold.get(product.id) ?? 0) + priced.quantity);
    }
    let previous: OrderStatus | null = null;
    for (const event of timeline.events) {
      plan.statusChanges.push({ id: newId(), orderId, fromStatus: previous, toStatus: event.status, changedById: actorOf(event), createdAt: new Date(event.at) });
      previous = event.status;
    }
    if (timeline.deliveredAt !== null) {
      plan.paymentEvents.push({ id: newId(), orderId, fromState: 'UNPAID', toState: 'PAID', ...CASH_TAKEN_AT_DOOR, createdAt: new Date(timeline.deliveredAt) });
      const own = received.get(shopper.id) ?? new Map<string, number>();
      for (const { product } of basket) if (!own.has(product.id)) own.set(product.id, timeline.deliveredAt);
      received.set(shopper.id, own);
    }
    for (const discount of bill.discounts) {
      plan.promoRedemptions.push({
        id: newId(),
        promoCodeId: discount.promoCodeId,
        orderId,
        userId: shopper.id,
        units: discount.discountedUnits,
        discountAmount: discount.discountAmount,
        createdAt: at,
        releasedAt: timeline.cancelledAt === null ? null : new Date(timeline.cancelledAt),
      });
      // A cancelled order gives its uses back.
      if (timeline.cancelledAt !== null) promoUsed.set(discount.promoCodeId, promoUsed.get(discount.promoCodeId)! - discount.discountedUnits);
    }
  }

  for (const shopper of shoppers) {
    const joined = new Date(shopper.joinedAt);
    plan.users.push({
      id: shopper.id,
      name: shopper.name,
      email: shopper.email,
      passwordHash,
      mobile: shopper.mobile,
      verifyEmail: true,
      language: shopper.language,
      createdAt: joined,
      updatedAt: joined,
    });
    for (const address of shopper.addresses) plan.addresses.push({ ...address, userId: shopper.id, createdAt: joined, updatedAt: joined });
  }

  planStock(plan, newId, products, stockEvents, start);
  planReviews(random, newId, plan, { products, shoppers, received, unitsSold, now });
  for (const product of products) {
    const rule = product.promoCode;
    if (rule && (promoUsed.get(rule.id) ?? 0) > 0) plan.promoCodes.push({ id: rule.id, usedCount: rule.usedCount + promoUsed.get(rule.id)! });
  }
  plan.readMarkers = adminIds.map((id) => ({ adminId: id, lastReadAt: new Date(now - UNREAD_WINDOW_MS) }));
  return plan;
}

/**
 * The ledger: each product opens with enough stock that it never ran short and ends with its catalogue stock (more
 * only if a cancellation gave back units it would otherwise have lacked), then every order's and cancellation's row.
 */
function planStock(plan: HistoryPlan, newId: () => string, products: readonly HistoryProduct[], events: { at: number; orderId: string; productId: string; delta: number; actorId: string | null; sequence: number }[], start: number): void {
  events.sort((a, b) => a.at - b.at || a.sequence - b.sequence);
  const taken = new Map<string, { now: number; most: number }>();
  for (const event of events) {
    const tally = taken.get(event.productId) ?? { now: 0, most: 0 };
    tally.now -= event.delta;
    tally.most = Math.max(tally.most, tally.now);
    taken.set(event.productId, tally);
  }
  const stock = new Map<string, number>();
  const openedAt = new Date(start - DAY_MS);
  for (const product of products) {
    const tally = taken.get(product.id);
    if (!tally) continue;
    const opening = Math.max(product.stock + tally.now, tally.most);
    stock.set(product.id, opening);
    plan.stockMovements.push({ id: newId(), productId: product.id, delta: opening, stockAfter: opening, reason: 'INITIAL_STOCK', createdAt: openedAt });
  }
  for (const event of events) {
    const after = stock.get(event.productId)! + event.delta;
    stock.set(event.productId, after);
    plan.stockMovements.push({
      id: newId(),
      productId: event.productId,
      delta: event.delta,
      stockAfter: after,
      reason: event.delta < 0 ? 'ORDER_PLACED' : 'ORDER_CANCELLED',
      orderId: event.orderId,
      actorId: event.actorId,
      createdAt: new Date(event.at),
    });
  }
  for (const product of products) {
    if (stock.has(product.id)) plan.products.push({ id: product.id, stock: stock.get(product.id)!, ratingCount: 0, ratingTotal: 0 });
  }
}

/**
 * Reviews of the best sellers: some of the shoppers who received a product review it a few days later (verified
 * purchases), and now and then a shopper who has not received it does too. Stars lean to each product's own quality.
 */
function planReviews(
  random: Random,
  newId: () => string,
  plan: HistoryPlan,
  history: { products: readonly HistoryProduct[]; shoppers: Shopper[]; received: Map<string, Map<string, number>>; unitsSold: Map<string, number>; now: number },
): void {
  const { shoppers, received, unitsSold, now } = history;
  const bestSellers = [...unitsSold].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, REVIEWED_PRODUCTS);
  const ratings = new Map<string, { count: number; total: number }>();
  for (const [productId] of bestSellers) {
    const quality = 3.5 + random() * 1.3;
    const stars = () => Math.min(5, Math.max(1, Math.round(quality + (random() + random() + random() - 1.5) * 1.4)));
    const write = (shopper: Shopper, at: number, verifiedPurchase: boolean) => {
      const given = stars();
      const comments = REVIEW_COMMENTS[given as 1 | 2 | 3 | 4 | 5][random() < 0.8 ? shopper.language : pick(random, ['en', 'rw', 'fr'] as const)];
      const comment = random() < 0.85 ? pick(random, comments) : '';
      const createdAt = new Date(at);
      plan.reviews.push({ id: newId(), productId, userId: shopper.id, stars: given, comment, verifiedPurchase, createdAt, updatedAt: createdAt });
      const rating = ratings.get(productId) ?? { count: 0, total: 0 };
      rating.count += 1;
      rating.total += given;
      ratings.set(productId, rating);
    };
    for (const shopper of shoppers) {
      const deliveredAt = received.get(shopper.id)?.get(productId);
      if (deliveredAt !== undefined) {
        if (random() < REVIEW_SHARE) {
          const at = deliveredAt + (0.2 + random() * 6) * DAY_MS;
          if (at < now) write(shopper, at, true);
        }
      } else if (random() < 0.02 && shopper.joinedAt < now - DAY_MS) {
        write(shopper, shopper.joinedAt + random() * (now - shopper.joinedAt), false);
      }
    }
  }
  for (const product of plan.products) {
    const rating = ratings.get(product.id);
    if (rating) Object.assign(product, { ratingCount: rating.count, ratingTotal: rating.total });
  }
}

/** What the history reads of the seeded shop: the catalogue with its promo codes, the served zones and the admins. */
export async function historyInputOf(db: ShopPrisma, options: HistoryOptions, now: Date, passwordHash: string): Promise<HistoryInput> {
  const [products, zones, admins] = await Promise.all([
    db.product.findMany({
      where: { deletedAt: null },
      orderBy: [{ createdAt: 'asc' }, { name: 'asc' }],
      select: {
        id: true,
        name: true,
        nameRw: true,
        nameFr: true,
        unit: true,
        images: true,
        ...pricingSelect,
        stock: true,
        categories: { select: { name: true }, orderBy: { name: 'asc' } },
        promoCode: { select: { id: true, productId: true, codeKey: true, discountType: true, discountValue: true, expiresAt: true, usageLimit: true, allowMultiple: true, usedCount: true } },
      },
    }),
    db.deliveryZone.findMany({ where: { served: true }, orderBy: { district: 'asc' }, select: { district: true, charge: true, leadDays: true, sameDayCutoffHour: true } }),
    db.user.findMany({ where: { role: 'ADMIN' }, orderBy: { createdAt: 'asc' }, select: { id: true } }),
  ]);
  return {
    products: products.map((product) => ({
      ...product,
      images: Array.isArray(product.images) ? product.images.filter((image): image is string => typeof image === 'string') : [],
      categories: product.categories.map((category) => category.name),
    })),
    zones,
    adminIds: admins.map((admin) => admin.id),
    passwordHash,
    now,
    options,
  };
}

/** Bound values per INSERT: a few thousand, so each statement is prepared once and run many times. */
const VALUES_PER_STATEMENT = 2_000;
/** Rows per transaction of a large history: big enough to be quick, small enough never to hold the file for long. */
const ROWS_PER_TRANSACTION = 20_000;

type Row = Record<string, SqlValue>;

const compiledInserts = new Map<string, CompiledQuery>();

/**
 * INSERT INTO table (columns) VALUES (...) for these values (row after row), its text compiled once per database and
 * shape: a bulk insert's values go straight to the driver, never through the query builder.
 */
function bulkInsert(table: string, columns: readonly string[], values: SqlValue[]): BoundStatement<unknown> {
  const rowCount = values.length / columns.length;
  return new BoundStatement((compiler) => {
    const key = `${compiler.constructor.name} ${table}(${columns.join(',')})x${rowCount}`;
    let compiled = compiledInserts.get(key);
    if (!compiled) {
      const tuple = sql`(${sql.join(columns.map(() => null))})`;
      const statement = sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES ${sql.join(Array.from({ length: rowCount }, () => tuple))}`;
      compiled = compiler.compileQuery(statement.toOperationNode(), createQueryId());
      compiledInserts.set(key, compiled);
    }
    return { ...compiled, parameters: values };
  });
}

/** Multi-row INSERTs of the rows, naming every column any row has (a row without one gives NULL). */
function* insertRows(table: string, rows: readonly Row[]): SqlProgram<void> {
  if (rows.length === 0) return;
  const named = new Set<string>();
  for (const row of rows) for (const column in row) named.add(column);
  const columns = [...named];
  const perStatement = Math.max(1, Math.floor(VALUES_PER_STATEMENT / columns.length));
  for (let at = 0; at < rows.length; at += perStatement) {
    const values: SqlValue[] = [];
    for (const row of rows.slice(at, at + perStatement)) for (const column of columns) values.push(row[column] ?? null);
    yield* run(bulkInsert(table, columns, values));
  }
}

const PRODUCT_HISTORY = prepared(['id', 'stock', 'ratingCount', 'ratingTotal'], (product: Slots<{ id: string; stock: number; ratingCount: number; ratingTotal: number }>) =>
  query.updateTable('Product').set({ stock: product.stock, ratingCount: product.ratingCount, ratingTotal: product.ratingTotal }).where('id', '=', product.id),
);
const PROMO_USES = prepared(['id', 'usedCount'], (code: Slots<{ id: string; usedCount: number }>) => query.updateTable('PromoCode').set({ usedCount: code.usedCount }).where('id', '=', code.id));

/** The rows of each table, parents first. */
function tablesOf(plan: HistoryPlan): [string, Row[]][] {
  const rowsOf = (rows: object[]) => rows as Row[];
  return [
    ['User', rowsOf(plan.users)],
    ['Address', rowsOf(plan.addresses)],
    ['Order', rowsOf(plan.orders)],
    ['OrderLine', rowsOf(plan.lines)],
    ['OrderStatusChange', rowsOf(plan.statusChanges)],
    ['PaymentEvent', rowsOf(plan.paymentEvents)],
    ['PromoRedemption', rowsOf(plan.promoRedemptions)],
    ['Review', rowsOf(plan.reviews)],
    ['StockMovement', rowsOf(plan.stockMovements)],
    ['AdminReadMarker', rowsOf(plan.readMarkers)],
  ];
}

/** What the history changes on rows already there: stock and ratings, promo uses, the ledger's opening rows, the order counter. */
function* updateSeededRows(plan: HistoryPlan): SqlProgram<void> {
  // The history's opening stock replaces the catalogue's, for the products it sold.
  const sold = plan.products.map((product) => product.id);
  for (let at = 0; at < sold.length; at += 500) {
    yield* run(query.deleteFrom('StockMovement').where('reason', '=', 'INITIAL_STOCK').where('productId', 'in', sold.slice(at, at + 500)));
  }
  for (const product of plan.products) yield* run(PRODUCT_HISTORY.bind(product));
  for (const code of plan.promoCodes) yield* run(PROMO_USES.bind(code));
  yield* run(
    query
      .insertInto('Counter')
      .values({ name: 'order', value: plan.lastOrderNumber })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: plan.lastOrderNumber })),
  );
}

/**
 * Writes the history as SQL programs (multi-row INSERTs; Prisma's createMany took ten times as long). `atomic` puts all
 * of it in one transaction (the first start's small history); otherwise every ROWS_PER_TRANSACTION rows commit on their
 * own, so a large seed never holds one huge transaction.
 */
export async function writeHistory(database: Database, plan: HistoryPlan, { atomic }: { atomic: boolean }): Promise<void> {
  const tables = tablesOf(plan);
  if (atomic) {
    await database.sql.write(function* () {
      yield* updateSeededRows(plan);
      for (const [table, rows] of tables) yield* insertRows(table, rows);
    });
    return;
  }
  await database.sql.write(() => updateSeededRows(plan));
  for (const [table, rows] of tables) {
    for (let at = 0; at < rows.length; at += ROWS_PER_TRANSACTION) await database.sql.write(() => insertRows(table, rows.slice(at, at + ROWS_PER_TRANSACTION)));
  }
}

/** Seeds the history into a freshly seeded demo shop (see planHistory); the number of orders written. */
export async function seedHistory(database: Database, options: HistoryOptions, now: Date, passwordHash: string): Promise<number> {
  const plan = planHistory(await historyInputOf(database.prisma, options, now, passwordHash));
  await writeHistory(database, plan, { atomic: plan.orders.length <= 5_000 });
  return plan.orders.length;
}
