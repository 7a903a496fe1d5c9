import { z } from 'zod';
import { OrderStatus } from '../../generated/prisma/enums.js';
import { idField, strictInput } from '../../lib/strict-input.js';
import { quantityField } from '../cart/cart.inputs.js';
import { promoCodeText } from '../promo/promo.inputs.js';
import { payerPhoneField, paymentMethodField } from '../payment/payment.inputs.js';

/** A whole number of francs shown to the shopper; RWF has no minor unit. */
function amountField(label: string) {
  const message = `${label} must be a whole number of francs`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });
}

/**
 * An order, paid in cash on delivery (the default) or by mobile money from payerPhone. The cart is what is ordered; prices, discounts, status and owner are the
 * server's, so the input has no field for them. The totals are what the shopper's screen showed.
 */
export const placeOrderInput = strictInput({
  addressId: idField('Address id'),
  promoCode: promoCodeText.nullish(),
  subtotal: amountField('Items total'),
  total: amountField('Total'),
  /** The lines the checkout showed; when given they must match the cart. */
  lines: z
    .array(strictInput({ productId: idField('Product id'), quantity: quantityField }), { error: 'List items must be a list of products and quantities' })
    .min(1, { error: 'Your cart is empty' })
    .max(200, { error: 'A cart holds at most 200 lines' })
    .nullish(),
  paymentMethod: paymentMethodField.default('CASH_ON_DELIVERY'),
  /** The number asked to pay, for mobile money (the client fills in the address's). */
  payerPhone: payerPhoneField,
});
/** An order as its schema leaves it, what the placement program writes. */
export type PlaceOrderInput = z.output<typeof placeOrderInput>;
/** What a caller of placeOrder sends: the contract before parsing. */
export type PlaceOrderRequest = z.input<typeof placeOrderInput>;

/** The Idempotency-Key header (REST) or placeOrder's idempotencyKey input field: any text up to 255 characters. */
export const idempotencyKeyField = z
  .string({ error: 'Idempotency key must be text' })
  .trim()
  .min(1, { error: 'Idempotency key must not be empty' })
  .max(255, { error: 'Idempotency key must be at most 255 characters' })
  .nullish();
export type IdempotencyKey = z.input<typeof idempotencyKeyField>;

export const orderIdInput = strictInput({ orderId: idField('Order id') });
export type OrderIdInput = z.input<typeof orderIdInput>;

const STATUS_MESSAGE = 'Status must be one of Pending, Processing, Shipped, Delivered, Cancelled';

/** A status in any case, as legacy clients send it ('Shipped') or as GraphQL does ('SHIPPED'). */
export const updateOrderStatusInput = strictInput({
  orderId: idField('Order id'),
  status: z
    .string({ error: STATUS_MESSAGE })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(OrderStatus, { error: STATUS_MESSAGE }))
    // Any case is taken, so the document lists the values in words rather than as an exact enum.
    .meta({ description: `One of ${Object.values(OrderStatus).join(', ')}, in any case` }),
});
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusInput>;

export const newOrdersSinceInput = strictInput({
  since: z.date({ error: 'Since must be a date and time' }),
});
export type NewOrdersSinceInput = z.input<typeof newOrdersSinceInput>;

/** Accepts a number or, as from a query string, digits. */
function wholeNumberFrom(message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value))
    .pipe(z.number({ error: message }).int({ error: message }));
}

const MONTH_MESSAGE = 'Month must be a whole number from 1 to 12';
const YEAR_MESSAGE = 'Year must be a whole number from 2000 to 9999';

/** The monthly report: a month 1-12 and an optional year (the current year in Kigali when absent). */
export const orderExportInput = strictInput({
  // Digits from a query string are taken too, so the range is told in words where a document shows the input.
  month: wholeNumberFrom(MONTH_MESSAGE).pipe(z.number().min(1, { error: MONTH_MESSAGE }).max(12, { error: MONTH_MESSAGE })).meta({ description: 'From 1 to 12' }),
  year: wholeNumberFrom(YEAR_MESSAGE)
    .pipe(z.number().min(2000, { error: YEAR_MESSAGE }).max(9999, { error: YEAR_MESSAGE }))
    .nullish()
    .meta({ description: 'From 2000 to 9999; the current year in Kigali when absent' }),
});
export type OrderExportInput = z.input<typeof orderExportInput>;
