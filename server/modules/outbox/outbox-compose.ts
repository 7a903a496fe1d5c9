import type { ShopPrisma } from '../../database/database.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import {
  emailChangedMail,
  mailLanguage,
  passwordChangedMail,
  passwordResetCodeMail,
  type RenderedMail,
  refundMadeMail,
} from '../../mail/templates.js';
import { orderCancellation, orderConfirmation } from '../order/order-mail.js';
import { formatOrderNumber } from '../order/order.service.js';
import { providerLabel } from '../payment/payment-view.js';
import type { OutboxMessage } from './outbox-messages.js';

/**
 * A message as it goes out, composed now: in the user's language of this moment (the last one they chose), to the
 * address fixed when it was written. Null when there is nothing left to say it about (the user or order is gone).
 */
export async function composeMessage(db: ShopPrisma, row: { userId: string; toAddress: string }, message: OutboxMessage): Promise<OutgoingMail | null> {
  const user = await db.user.findUnique({ where: { id: row.userId }, select: { name: true, language: true } });
  if (!user) return null;
  const reader = { name: user.name, language: mailLanguage(user.language) };
  const rendered = await render(db, message, reader);
  return rendered && { to: { name: user.name, address: row.toAddress }, ...rendered };
}

async function render(db: ShopPrisma, message: OutboxMessage, reader: { name: string; language: ReturnType<typeof mailLanguage> }): Promise<RenderedMail | null> {
  switch (message.kind) {
    case 'order-placed':
      return orderConfirmation(db, message.orderId, { ...reader, paidWith: null });
    case 'order-paid':
      return orderConfirmation(db, message.orderId, { ...reader, paidWith: message.provider });
    case 'order-cancelled':
      return orderCancellation(db, message, reader);
    case 'refund-made': {
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
    }
    case 'password-code':
      return passwordResetCodeMail({ ...reader, code: message.code, validMinutes: message.validMinutes });
    case 'password-changed':
      return passwordChangedMail(reader);
    case 'email-changed':
      return emailChangedMail({ ...reader, newEmail: message.newEmail });
  }
}
