import { type RequestContext, requireAdmin } from '../../context.js';
import { parseInput } from '../../lib/validation.js';
import { type NewOrdersSinceInput, newOrdersSinceInput } from './order.inputs.js';
import type { Prisma } from '../../generated/prisma/client.js';

/** An admin's unread orders: those created after they last marked orders read. */
export interface UnreadOrders {
  count: number;
  lastReadAt: Date | null;
}

/** How many orders this admin has not seen yet. */
export async function unreadOrders(context: RequestContext): Promise<UnreadOrders> {
  const admin = requireAdmin(context);
  const marker = await context.db.prisma.adminReadMarker.findUnique({ where: { adminId: admin.id }, select: { lastReadAt: true } });
  const count = await context.db.prisma.order.count({ where: marker ? { createdAt: { gt: marker.lastReadAt } } : {} });
  return { count, lastReadAt: marker?.lastReadAt ?? null };
}

/** Marks every order so far as read for this admin (opening the Orders page does this). */
export async function markOrdersRead(context: RequestContext): Promise<UnreadOrders> {
  const admin = requireAdmin(context);
  const now = new Date();
  await context.db.prisma.adminReadMarker.upsert({ where: { adminId: admin.id }, create: { adminId: admin.id, lastReadAt: now }, update: { lastReadAt: now } });
  return unreadOrders(context);
}

/** Polling for the new-order alert: orders created after `since`, newest first, with the server's time to ask from next. */
export interface NewOrders {
  since: Date;
  serverTime: Date;
}

/** Checks the admin and the `since` argument of the new-order poll. */
export function newOrdersSince(context: RequestContext, rawInput: NewOrdersSinceInput): NewOrders {
  requireAdmin(context);
  const { since } = parseInput(newOrdersSinceInput, rawInput);
  return { since, serverTime: new Date() };
}

/** How many orders the new-order poll reports in full; the count covers the rest. */
export const NEW_ORDERS_LIMIT = 50;

/** How many orders were created after `since` (admins only). */
export function countNewOrders(context: RequestContext, since: Date): Promise<number> {
  requireAdmin(context);
  return context.db.prisma.order.count({ where: { createdAt: { gt: since } } });
}

/** Orders created after `since` (admins only): the poll lists the newest NEW_ORDERS_LIMIT of them, with orderListOrder. */
export function newOrdersWhere(context: RequestContext, since: Date): Prisma.OrderWhereInput {
  requireAdmin(context);
  return { createdAt: { gt: since } };
}
