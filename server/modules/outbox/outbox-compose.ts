import type { ShopPrisma } from '../../database/database.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { mailLanguage, type RenderedMail } from '../../mail/templates.js';
import type { OutboxKind, OutboxMessage } from './outbox-messages.js';

/** Who a message is read by: the user's name and language as they are when it is sent. */
export interface MailReader {
  name: string;
  language: ReturnType<typeof mailLanguage>;
}

/**
 * How each kind of message is worded, by the module it speaks for (an order's by the order module, a password's
 * by the account module); the app gives the whole set to the outbox. Null when there is nothing left to say it about.
 */
export type MessageComposers = {
  [Kind in OutboxKind]: (db: ShopPrisma, message: Extract<OutboxMessage, { kind: Kind }>, reader: MailReader) => Promise<RenderedMail | null>;
};

/**
 * A message as it goes out, composed now: in the user's language of this moment (the last one they chose), to the
 * address fixed when it was written. Null when there is nothing left to say it about (the user or order is gone).
 */
export async function composeMessage(
  db: ShopPrisma,
  composers: MessageComposers,
  row: { userId: string; toAddress: string },
  message: OutboxMessage,
): Promise<OutgoingMail | null> {
  const user = await db.user.findUnique({ where: { id: row.userId }, select: { name: true, language: true } });
  if (!user) return null;
  const reader = { name: user.name, language: mailLanguage(user.language) };
  const compose = composers[message.kind] as (db: ShopPrisma, message: OutboxMessage, reader: MailReader) => Promise<RenderedMail | null>;
  const rendered = await compose(db, message, reader);
  return rendered && { to: { name: user.name, address: row.toAddress }, ...rendered };
}
