import type { RequestContext } from '../../context.js';
import { displayMobile } from '../../lib/mobile.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { mailLanguage, orderPlacedMail, type PlacedOrderSummary } from '../../mail/templates.js';
import { providerLabel } from '../payment/payment-view.js';
import { formatOrderNumber } from './order.service.js';

/**
 * The shopper's confirmation of an order, in their language: the bill with its delivery charge, where and when, and
 * how it is paid. Sent when a cash order is placed, and when a mobile-money order is paid or switched to cash.
 */
export async function orderConfirmation(context: RequestContext, orderId: string): Promise<OutgoingMail | null> {
  const order = await context.db.prisma.order.findUnique({
    where: { id: orderId },
    include: {
      user: { select: { name: true, email: true, language: true } },
      lines: { orderBy: { lineNumber: 'asc' }, select: { name: true, quantity: true, lineTotal: true } },
      paymentAttempts: { where: { state: 'PAID' }, take: 1, select: { provider: true } },
    },
  });
  if (!order) return null;
  const paidWith = order.paymentState === 'PAID' && order.paymentAttempts[0] ? providerLabel(order.paymentAttempts[0].provider) : null;
  const summary: PlacedOrderSummary = {
    orderNumber: formatOrderNumber(order.number),
    lines: order.lines,
    subtotal: order.subtotal,
    promoCode: order.promoCodeText,
    discountTotal: order.discountTotal,
    deliveryCharge: order.deliveryCharge,
    total: order.total,
    paidWith,
    address: [order.houseNumber, order.street, order.village, order.sector, order.district].filter(Boolean).join(', '),
    mobile: displayMobile(order.mobile),
    estimatedDeliveryDate: order.estimatedDeliveryDate,
  };
  const { user } = order;
  return { to: { name: user.name, address: user.email }, ...orderPlacedMail({ name: user.name, order: summary, language: mailLanguage(user.language) }) };
}
