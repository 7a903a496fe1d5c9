import { createHash } from 'node:crypto';
import { type RequestContext, requireViewer } from '../../context.js';
import { PriceChangedError, ValidationError } from '../../errors.js';
import { parseInput } from '../../lib/validation.js';
import { promoCodeKey } from '../promo/promo.service.js';
import { type IdempotencyKey, idempotencyKeyField, type PlaceOrderInput, placeOrderInput, type PlaceOrderRequest } from './order.inputs.js';
import { type PlacedOrder, placeOrderProgram, quoteTotal } from './order-placement.sql.js';
import { payerOf } from '../payment/payment.inputs.js';
import { paymentStart, startPlacedOrderPayment } from '../payment/payment.service.js';

export type { PlacedOrder } from './order-placement.sql.js';

/** A fingerprint of what was asked for, so a reused Idempotency-Key with a different order is recognised. */
function requestFingerprint(input: PlaceOrderInput): string {
  const canonical = {
    addressId: input.addressId,
    promoCode: input.promoCode ? (promoCodeKey(input.promoCode) ?? input.promoCode) : null,
    subtotal: input.subtotal,
    total: input.total,
    paymentMethod: input.paymentMethod,
    payerPhone: input.payerPhone ?? null,
    lines: input.lines
      ? [...input.lines].sort((a, b) => a.productId.localeCompare(b.productId)).map((item) => [item.productId, item.quantity])
      : null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** How an order's client takes a total the shop changed. */
export interface PlacementOptions {
  /**
   * The client cannot show it (the old client prints "Delivery Charge Free"): the refusal names the new total in a
   * shopper's words, and the same request again from the same shopper within minutes confirms it.
   */
  repeatConfirms?: boolean;
}

/**
 * Places an order for the viewer's cart in one atomic step (see placeOrderProgram). A repeated request with the
 * same Idempotency-Key returns the first order (and never sends a second payment prompt). A mobile-money order is
 * committed with its payment PENDING, then the payer's phone is asked; if the provider refuses or is down, the
 * order is withdrawn (see startPlacedOrderPayment) and the typed refusal thrown. The order is the shop's busiest write, so it runs
 * as raw SQL on the direct connection: one transaction, statements prepared once, the write lock held only while
 * they run (bench/orders.ts measures it against the same transaction through Prisma's interactive transactions).
 */
export async function placeOrder(
  context: RequestContext,
  rawInput: PlaceOrderRequest,
  rawIdempotencyKey?: IdempotencyKey,
  options: PlacementOptions = {},
): Promise<PlacedOrder> {
  const viewer = requireViewer(context);
  const input = parseInput(placeOrderInput, rawInput);
  const idempotencyKey = parseIdempotencyKey(rawIdempotencyKey);
  // Counted per call, before the transaction: aliased placeOrder fields in one request each take a point.
  await context.rateLimits.consume(context.rateLimits.ordersPerAccount, viewer.id);
  const payer = payerOf(input.paymentMethod, input.payerPhone, (provider) => context.payments.offers(provider));
  const now = new Date();
  const payment = payer ? paymentStart(context, payer, now) : null;
  const request = { viewer, input, payment, requestHash: requestFingerprint(input), idempotencyKey, now, repeatConfirms: options.repeatConfirms ?? false };
  // Write transactions are serialised, so a key checked inside the transaction cannot be taken before its insert.
  const placed = await context.db.sql.write(() => placeOrderProgram(request)).catch(async (error: unknown) => {
    // The refusal rolled everything back; the total it named is kept apart, in the database any host reads.
    if (request.repeatConfirms && error instanceof PriceChangedError) await context.db.sql.write(() => quoteTotal(request, error));
    throw error;
  });
  if (!placed.replayed && payment) await startPlacedOrderPayment(context, placed.orderId);
  // A cash order's confirmation was written with it; a mobile-money order is confirmed once it is paid (or switched to cash).
  if (!placed.replayed && !payment) context.outbox.wake();
  return placed;
}

function parseIdempotencyKey(raw: unknown): string | null {
  const result = idempotencyKeyField.safeParse(raw);
  if (!result.success) throw new ValidationError(result.error.issues[0]!.message, 'idempotencyKey');
  return result.data ?? null;
}
