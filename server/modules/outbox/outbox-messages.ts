import { newId } from '../../database/new-id.js';
import type { ShopTransaction } from '../../database/database.js';
import { query, run, type SqlProgram } from '../../database/sql-program.js';

/**
 * Every message the shop sends a user, and the facts each one states that the database may not keep as they were
 * (a refund's amount, the number it went back to). Everything else (the order's lines, the user's name and
 * language) is read when the message is sent: the outbox worker composes it then (outbox-compose.ts).
 */
export type OutboxMessage =
  /** A cash-on-delivery order is confirmed (placed, or a failed mobile-money payment switched to cash). */
  | { kind: 'order-placed'; orderId: string }
  /** A mobile-money order's payment was received: its confirmation, saying how it was paid. */
  | { kind: 'order-paid'; orderId: string; provider: string }
  | { kind: 'order-cancelled'; orderId: string; cancelledBy: 'shopper' | 'shop' | 'deadline'; refundAmount: number | null; provider: string | null }
  /**
   * Money went back: through the provider to a number (kept masked, 0788 *** 458, as the message shows it), or
   * (provider and phone null) by the shop's own hand.
   */
  | { kind: 'refund-made'; orderId: string; amount: number; provider: string | null; phone: string | null }
  /** The code is kept apart from the payload (see OutboxRow.secret) and cleared once sent. */
  | { kind: 'password-code'; code: string; validMinutes: number; expiresAt: Date }
  | { kind: 'password-changed' }
  /** Sent to the old address. */
  | { kind: 'email-changed'; newEmail: string };

export type OutboxKind = OutboxMessage['kind'];

/** Who a message goes to: the user (their name and language are read when it is sent) at an address fixed now. */
export interface Recipient {
  userId: string;
  address: string;
}

/** A message's row as written (the OutboxMessage table). */
export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  userId: string;
  toAddress: string;
  payload: string;
  secret: string | null;
  state: 'PENDING';
  attempts: number;
  availableAt: Date;
  expiresAt: Date | null;
  createdAt: Date;
}

/** The row of a new message, due at once. */
export function outboxRow(recipient: Recipient, message: OutboxMessage, now = new Date()): OutboxRow {
  let facts: Record<string, unknown> = { ...message };
  let secret: string | null = null;
  let expiresAt: Date | null = null;
  if (message.kind === 'password-code') {
    const { code, expiresAt: codeExpiry, ...rest } = message;
    facts = rest;
    secret = code;
    expiresAt = codeExpiry;
  }
  const { kind, ...payload } = facts;
  return {
    id: newId(),
    kind: kind as OutboxKind,
    userId: recipient.userId,
    toAddress: recipient.address,
    payload: JSON.stringify(payload),
    secret,
    state: 'PENDING',
    attempts: 0,
    availableAt: now,
    expiresAt,
    createdAt: now,
  };
}

/**
 * Writes a message in the caller's transaction (interactive or batch), so it exists exactly when what it announces
 * does. Once the transaction has committed, `outbox.wake()` sends it without waiting for the next look-up.
 */
export function enqueueMessage(tx: Pick<ShopTransaction, 'outboxMessage'>, recipient: Recipient, message: OutboxMessage) {
  return tx.outboxMessage.create({ data: outboxRow(recipient, message), select: { id: true } });
}

/** enqueueMessage inside a SQL program (placing an order). */
export function* enqueueInProgram(recipient: Recipient, message: OutboxMessage, now: Date): SqlProgram<void> {
  yield* run(query.insertInto('OutboxMessage').values({ ...outboxRow(recipient, message, now), claim: null, lastError: null, sentAt: null }));
}

/** A stored message with its payload read back. */
export function storedMessage(row: { kind: string; payload: string; secret: string | null; expiresAt: Date | null }): OutboxMessage {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  if (row.kind === 'password-code') return { kind: 'password-code', code: row.secret ?? '', validMinutes: Number(payload.validMinutes), expiresAt: row.expiresAt ?? new Date(0) };
  return { ...payload, kind: row.kind } as OutboxMessage;
}

/** Writes a message to an order's shopper (at their address now) in the caller's transaction. */
export async function enqueueToOrderOwner(tx: Pick<ShopTransaction, 'order' | 'outboxMessage'>, orderId: string, message: OutboxMessage): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { userId: true, user: { select: { email: true } } } });
  await enqueueMessage(tx, { userId: order.userId, address: order.user.email }, message);
}
