import { z } from 'zod';
import { paymentReasons, ValidationError } from '../../errors.js';
import { dateTimeSchema, integerSchema, legacyIdSchema } from '../../rest/doc-schemas.js';
import type { Order, OrderLine } from '../../generated/prisma/client.js';
import { formatOrderNumber, statusLabel } from './order.service.js';
import { maskedPhone, paymentStateLabel, providerLabel } from '../payment/payment-view.js';
import { providerForPhone } from '../payment/providers/provider.js';
import { storedReason, storedReasonSentence } from '../payment/payment-reasons.js';

type LatestAttempt = { reference: string; provider: string; phone: string; reason: string | null };
type LegacySource = Order & { lines: OrderLine[]; paymentAttempts?: LatestAttempt[] };

const legacyProductDetailsSchema = z.object({ name: z.string(), image: z.array(z.string()) });

/** What toLegacyOrder answers, as JSON (the REST adapter's documentation and its tests read it). */
export const legacyOrderSchema = z.object({
  _id: legacyIdSchema,
  orderId: z.string().meta({ description: 'The order number shoppers see' }),
  userId: legacyIdSchema,
  delivery_address: z.object({
    _id: legacyIdSchema.nullable(),
    address_line: z.string(),
    city: z.string(),
    pincode: z.string(),
    State: z.string(),
    country: z.string(),
    mobile: z.string(),
  }),
  subTotalAmt: integerSchema,
  originalTotalAmt: integerSchema,
  promoDiscountAmt: integerSchema,
  promoCode: z.string().nullable(),
  deliveryCharge: integerSchema,
  totalAmt: integerSchema,
  status: z.enum(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']),
  paymentMethod: z.string(),
  paymentId: z.string().meta({ description: "The latest mobile-money payment's reference; empty for cash on delivery" }),
  payment_status: z.enum(['Unpaid', 'Pending', 'Paid', 'Failed', 'Refund due', 'Refunded']),
  payment: z.object({
    method: z.enum(['CASH_ON_DELIVERY', 'MTN_MOMO', 'AIRTEL_MONEY']),
    state: z.enum(['UNPAID', 'PENDING', 'PAID', 'FAILED', 'REFUND_DUE', 'REFUNDED']),
    provider: z.string().nullable().meta({ description: 'MTN MoMo or Airtel Money; null for cash' }),
    phone: z.string().nullable().meta({ description: 'The number asked to pay, its middle hidden' }),
    reason: z.string().nullable().meta({ description: 'Why the latest mobile-money payment failed' }),
    reasonCode: z.enum(paymentReasons).nullable().meta({ description: 'Why, as a code to word in the reader\'s language' }),
    dueAt: dateTimeSchema.nullable().meta({ description: 'When an unpaid mobile-money order is cancelled' }),
  }),
  products: z.array(
    z.object({
      _id: legacyIdSchema,
      productId: legacyIdSchema,
      quantity: integerSchema,
      price: integerSchema,
      originalPrice: integerSchema,
      promoDiscountAmt: integerSchema,
      lineTotal: integerSchema,
      product_details: legacyProductDetailsSchema,
    }),
  ),
  product_details: legacyProductDetailsSchema.meta({ description: 'The first line, as the old one-line order records held it' }),
  estimatedDeliveryDate: dateTimeSchema,
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  cancelledAt: dateTimeSchema.nullable(),
});

/** What toLegacyOrderRows answers per row, as JSON: the order's shape with the row's own line. */
export const legacyOrderRowSchema = legacyOrderSchema.extend({
  _id: legacyIdSchema.meta({ description: "The row's order line; cancel-order and update-status take it for its order" }),
  order_id: legacyIdSchema,
  lineNumber: integerSchema,
  productId: legacyIdSchema,
  quantity: integerSchema,
  price: integerSchema,
  lineTotal: integerSchema,
  product_details: legacyProductDetailsSchema.meta({ description: "The row's line" }),
});

/**
 * An order in the old shop's shape: `_id`, the human number as `orderId`, the address snapshot as
 * delivery_address (with the capital-S `State` the old client reads), the status as a capitalised word and
 * the lines as `products` holding product_details { name, image: [url] } as sold.
 */
export function toLegacyOrder(order: LegacySource) {
  const attempt = order.paymentAttempts?.[0] ?? null;
  return {
    _id: order.id,
    orderId: formatOrderNumber(order.number),
    userId: order.userId,
    delivery_address: {
      _id: order.addressId,
      address_line: order.district,
      city: order.sector,
      pincode: order.houseNumber ?? '',
      State: order.village,
      country: order.street,
      mobile: order.mobile,
    },
    subTotalAmt: order.subtotal,
    originalTotalAmt: order.originalSubtotal,
    promoDiscountAmt: order.discountTotal,
    promoCode: order.promoCodeText,
    deliveryCharge: order.deliveryCharge,
    totalAmt: order.total,
    status: statusLabel(order.status),
    paymentMethod: order.paymentMethod,
    paymentId: attempt?.reference ?? '',
    payment_status: paymentStateLabel(order.paymentState),
    payment: {
      method: order.paymentMethod,
      state: order.paymentState,
      provider: attempt ? providerLabel(attempt.provider) : null,
      phone: attempt ? maskedPhone(attempt.phone) : null,
      reason: attempt ? storedReasonSentence(attempt.reason, providerLabel(attempt.provider)) : null,
      reasonCode: storedReason(attempt?.reason ?? null),
      dueAt: order.paymentDueAt,
    },
    products: order.lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      quantity: line.quantity,
      price: line.unitPrice,
      originalPrice: line.originalUnitPrice,
      promoDiscountAmt: line.discountTotal,
      lineTotal: line.lineTotal,
      product_details: { name: line.name, image: line.image ? [line.image] : [] },
    })),
    // The old server kept one order record per line, and My Orders reads this at the top level.
    product_details: firstLineDetails(order.lines),
    estimatedDeliveryDate: order.estimatedDeliveryDate,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    cancelledAt: order.cancelledAt,
  };
}

/**
 * The old server kept one order record per cart line, and the old My Orders (and the admin's list) show one row
 * per record: so the legacy list answers one row per line, each the whole order's shape (number, status, address,
 * totals, every line under `products`) with that line's product_details and quantity at the top level, and the
 * line's id as `_id`, so the old client's list keys stay unique. Cancelling or updating any row acts on its order
 * (see legacyOrderIdOf).
 */
export function toLegacyOrderRows(order: LegacySource) {
  const whole = toLegacyOrder(order);
  return order.lines.map((line) => ({
    ...whole,
    _id: line.id,
    // The order's own id, for clients that know orders as a whole.
    order_id: order.id,
    lineNumber: line.lineNumber,
    productId: line.productId,
    quantity: line.quantity,
    price: line.unitPrice,
    lineTotal: line.lineTotal,
    product_details: { name: line.name, image: line.image ? [line.image] : [] },
  }));
}

/**
 * The old checkout's online payment as placeOrder's payment fields: a mobile-money number (payerPhone, or phone /
 * mobile as older clients name it) chooses MTN MoMo or Airtel Money by its prefix unless paymentMethod names one.
 * Without a number there is nothing to pay with: refused on payerPhone.
 */
export function legacyMobileMoneyPayment(payload: { paymentMethod?: string; payerPhone?: string | null; phone?: unknown; mobile?: unknown }): { paymentMethod: string; payerPhone: string } {
  const phone = [payload.payerPhone, payload.phone, payload.mobile].find((candidate) => candidate !== undefined && candidate !== null && candidate !== '');
  // The old client's Online Payment button sends no number: its shopper reads this sentence (integrators read field).
  if (phone === undefined) {
    throw new ValidationError('Online payment is not available here: pay with Cash on Delivery, or pay with MTN MoMo or Airtel Money in the Isoko app.', 'payerPhone');
  }
  if (typeof phone !== 'string') throw new ValidationError('Payer phone must be text', 'payerPhone');
  const provider = providerForPhone(phone);
  const method = payload.paymentMethod ?? (provider === 'airtel-money' ? 'AIRTEL_MONEY' : 'MTN_MOMO');
  if (method === 'CASH_ON_DELIVERY') throw new ValidationError('Online payment takes MTN MoMo or Airtel Money: to pay in cash, choose Cash on Delivery.', 'paymentMethod');
  return { paymentMethod: method, payerPhone: phone };
}

/**
 * The old checkout's cart items as placeOrder's lines. The server recomputes every price and discount, so the extra
 * keys of its cart items (_id, userId, the inlined product) are dropped; anything malformed is passed on for the
 * service to refuse by name.
 */
export function legacyListItems(items: unknown): unknown {
  return Array.isArray(items) ? items.map(legacyListItem) : items;
}

function legacyListItem(item: unknown): unknown {
  if (!isRecord(item)) return item;
  // The old client sends its cart items: productId is the populated product or, in places, its plain id.
  const product = item.productId;
  const productId = isRecord(product) ? (product._id ?? product.id) : product;
  return { productId, quantity: item.quantity };
}

/** The old checkout's promo code: the code, or its { code } object; an empty one is no code. */
export function legacyPromoCode(promoCode: unknown): unknown {
  if (promoCode === null || promoCode === undefined) return null;
  if (typeof promoCode === 'string') return promoCode.trim() === '' ? null : promoCode;
  // The service takes the code as text; anything but the old { code } object is refused as before.
  if (!isRecord(promoCode)) throw new ValidationError('Input must be an object', 'promoCode');
  // An unused promo box arrives as an empty code: that is no code, not an invalid one.
  if (promoCode.code === undefined || promoCode.code === null || (typeof promoCode.code === 'string' && promoCode.code.trim() === '')) return null;
  return promoCode.code;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The name and images of an order's first line, as the old server's one-line order records held them. */
function firstLineDetails(lines: OrderLine[]): { name: string; image: string[] } {
  const first = lines[0];
  return { name: first?.name ?? '', image: first?.image ? [first.image] : [] };
}
