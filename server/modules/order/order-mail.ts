import type { ShopPrisma } from '../../database/database.js';
import { displayMobile } from '../../lib/mobile.js';
import type { RenderedMail } from '../../mail/templates.js';
import {
  type CancelledOrderSummary,
  type MailLanguage,
  type MailOrderLine,
  orderCancelledMail,
  orderPlacedMail,
  type PlacedOrderSummary,
  refundMadeMail,
} from '../../mail/templates.js';
import type { MessageComposers } from '../outbox/outbox-compose.js';
import { localName } from '../catalog/local-name.js';
import { providerLabel } from '../payment/payment-view.js';
import { formatOrderNumber } from './order.service.js';

/** An order's lines as its messages list them: each product named in the reader's language, as it was sold. */
function mailLines(lines: { name: string; nameRw: string; nameFr: string; quantity: number; lineTotal: number }[], language: MailLanguage): MailOrderLine[] {
  return lines.map((line) => ({ name: localName(line, language), quantity: line.quantity, lineTotal: line.lineTotal }));
}

const LINES = { orderBy: { lineNumber: 'asc' }, select: { name: true, nameRw: true, nameFr: true, quantity: true, lineTotal: true } } as const;

/**
 * The shopper's confirmation of an order, in `language`: the bill with its delivery charge, where and when, and how
 * it is paid (`paidWith`, a provider's name, once a mobile-money payment was received; null for cash on delivery).
 * Null when the order is not there.
 */
export async function orderConfirmation(db: ShopPrisma, orderId: string, options: { name: string; language: MailLanguage; paidWith: string | null }): Promise<RenderedMail | null> {
  const order = await db.order.findUnique({ where: { id: orderId }, include: { lines: LINES } });
  if (!order) return null;
  const summary: PlacedOrderSummary = {
    orderNumber: formatOrderNumber(order.number),
    lines: mailLines(order.lines, options.language),
    subtotal: order.subtotal,
    promoCode: order.promoCodeText,
    discountTotal: order.discountTotal,
    deliveryCharge: order.deliveryCharge,
    total: order.total,
    paidWith: options.paidWith && providerLabel(options.paidWith),
    address: [order.houseNumber, order.street, order.village, order.sector, order.district].filter(Boolean).join(', '),
    mobile: displayMobile(order.mobile),
    estimatedDeliveryDate: order.estimatedDeliveryDate,
  };
  return orderPlacedMail({ name: options.name, order: summary, language: options.language });
}

/** The notice of a cancelled order, in `language`: who cancelled it, what it held, and whether money is coming back. */
export async function orderCancellation(
  db: ShopPrisma,
  facts: { orderId: string; cancelledBy: CancelledOrderSummary['cancelledBy']; refundAmount: number | null; provider: string | null },
  options: { name: string; language: MailLanguage },
): Promise<RenderedMail | null> {
  const order = await db.order.findUnique({ where: { id: facts.orderId }, select: { number: true, lines: LINES } });
  if (!order) return null;
  const summary: CancelledOrderSummary = {
    orderNumber: formatOrderNumber(order.number),
    lines: mailLines(order.lines, options.language),
    cancelledBy: facts.cancelledBy,
    provider: facts.provider && providerLabel(facts.provider),
    refundAmount: facts.refundAmount,
  };
  return orderCancelledMail({ name: options.name, order: summary, language: options.language });
}

/** How the messages about an order are worded: its confirmation (cash, or once paid), its cancellation, a refund made. */
export const orderMessageComposers: Pick<MessageComposers, 'order-placed' | 'order-paid' | 'order-cancelled' | 'refund-made'> = {
  'order-placed': (db, message, reader) => orderConfirmation(db, message.orderId, { ...reader, paidWith: null }),
  'order-paid': (db, message, reader) => orderConfirmation(db, message.orderId, { ...reader, paidWith: message.provider }),
  'order-cancelled': (db, message, reader) => orderCancellation(db, message, reader),
  'refund-made': async (db, message, reader) => {
    const order = await db.order.findUnique({ where: { id: message.orderId }, select: { number: true } });
    if (!order) return null;
    const byProvider = message.provider !== null && message.phone !== null;
    return refundMadeMail({
      ...reader,
      refund: {
        orderNumber: formatOrderNumber(order.number),
        amount: message.amount,
        provider: byProvider ? providerLabel(message.provider!) : null,
        phone: byProvider ? message.phone : null,
      },
    });
  },
};
