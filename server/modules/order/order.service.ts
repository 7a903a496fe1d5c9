import { sql } from 'kysely';
import type { ShopTransaction } from '../../database/database.js';
import { query, rows } from '../../database/sql-program.js';
import { type RequestContext, requireAdmin, requireViewer, type Viewer } from '../../context.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { OrderStatus, PaymentState } from '../../generated/prisma/enums.js';
import { canTransition, type OrderActor } from './order-state.js';

/** The Prisma transaction client the order services write through. */
export type Transaction = ShopTransaction;

/** What an order is read with for the REST adapter: its lines in order, and its latest payment attempt. */
export const orderWithLinesInclude = {
  lines: { orderBy: { lineNumber: 'asc' } },
  paymentAttempts: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1, select: { reference: true, provider: true, phone: true, reason: true } },
} as const satisfies Prisma.OrderInclude;

/** An order with its lines and latest payment attempt (orderWithLinesInclude). */
export type OrderWithLines = Prisma.OrderGetPayload<{ include: typeof orderWithLinesInclude }>;

const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** The status as people read it: Pending, Processing, Shipped, Delivered, Cancelled. */
export function statusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

/** The human order number, e.g. 123 -> ISK-000123. */
export function formatOrderNumber(number: number): string {
  return `ISK-${String(number).padStart(6, '0')}`;
}

/** Who this viewer is to an order's lifecycle: an admin, its shopper, or nobody who may change it. */
export function actorOf(viewer: Viewer | null, order: { userId: string }): OrderActor | null {
  if (viewer?.role === 'ADMIN') return 'admin';
  return viewer && viewer.id === order.userId ? 'shopper' : null;
}

/** Whether this viewer may cancel an order in this status (the order's lifecycle table: the owner until it ships, an admin until it is final). */
export function canCancel(viewer: Viewer | null, order: { userId: string; status: OrderStatus }): boolean {
  const actor = actorOf(viewer, order);
  return actor !== null && canTransition(order.status, 'CANCELLED', actor);
}

/** Orders a viewer may see: an admin every order, a shopper their own. */
export function visibleOrdersWhere(viewer: Viewer | null): Prisma.OrderWhereInput {
  if (viewer?.role === 'ADMIN') return {};
  // Nobody has an empty id, so a signed-out caller sees nothing.
  return { userId: viewer?.id ?? '' };
}

/** Newest first, as the Orders page lists them. */
export const orderListOrder: Prisma.OrderOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { number: 'desc' }];

/** One order the viewer may see: the owner or an admin (anyone else matches nothing). */
export function visibleOrderWhere(viewer: Viewer | null, orderId: string): Prisma.OrderWhereInput {
  return { id: orderId, ...visibleOrdersWhere(viewer) };
}

/** A page of the viewer's own orders with their lines, newest first, an admin's too (the legacy order list, as the old server answered it). */
export function ownOrdersWithLines(context: RequestContext, page: { skip: number; take: number }): Promise<OrderWithLines[]> {
  return context.db.prisma.order.findMany({ include: orderWithLinesInclude, where: { userId: requireViewer(context).id }, orderBy: orderListOrder, ...page });
}

/** Only the user themself reads their orders (admins use adminOrdersWhere). */
function requireOwner(context: RequestContext, userId: string): void {
  if (requireViewer(context).id !== userId) throw new ForbiddenError();
}

/** A user's own orders (list them with orderListOrder); only the user themself may list them. */
export function userOrdersWhere(context: RequestContext, userId: string): Prisma.OrderWhereInput {
  requireOwner(context, userId);
  return { userId };
}

/** How many orders a user has placed; only the user themself may ask. */
export function countUserOrders(context: RequestContext, userId: string): Promise<number> {
  requireOwner(context, userId);
  return context.db.prisma.order.count({ where: { userId } });
}

/** What narrows the admin's order list: a status, a payment state, and a search by order number, customer name or phone. */
export interface AdminOrderFilter {
  status?: OrderStatus | null;
  paymentState?: PaymentState | null;
  search?: string | null;
}

/** Longest search the admin's order list accepts: a name or a number, never a document. */
export const ADMIN_ORDER_SEARCH_MAX_LENGTH = 100;
/** Customers matched by name at most: a search that matches more should be narrowed. */
const NAME_MATCH_LIMIT = 500;

/** Every order narrowed by status, payment state and search (admins only; list them with orderListOrder). */
export async function adminOrdersWhere(context: RequestContext, filter: AdminOrderFilter): Promise<Prisma.OrderWhereInput> {
  requireAdmin(context);
  const where: Prisma.OrderWhereInput = { ...(filter.status ? { status: filter.status } : {}), ...(filter.paymentState ? { paymentState: filter.paymentState } : {}) };
  const search = filter.search?.trim() ?? '';
  if (search === '') return where;
  if (search.length > ADMIN_ORDER_SEARCH_MAX_LENGTH) throw new ValidationError(`Search at most ${ADMIN_ORDER_SEARCH_MAX_LENGTH} characters`, 'search');
  const matches: Prisma.OrderWhereInput[] = [];
  // An order number as shown (ISK-000123), or its digits alone.
  const number = /^(?:isk[-\s]?)?0*(\d{1,9})$/i.exec(search)?.[1];
  if (number) matches.push({ number: Number(number) });
  // Phones are stored as +2507XXXXXXXX: what was typed, as digits, with a leading 0 read as Rwanda's +250.
  const digits = search.replace(/[\s().+-]/g, '');
  if (/^\d{3,15}$/.test(digits)) matches.push({ mobile: { contains: digits.startsWith('0') ? `250${digits.slice(1)}` : digits } });
  // Names in any case on either database: the lower-cased comparison is the same SQL on both.
  // '!' escapes LIKE's wildcards typed by the admin (a plain character needs no backslash dance in two languages).
  const pattern = `%${search.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
  const named = await context.db.sql.read(() =>
    rows(query.selectFrom('User').select('id').where(sql<boolean>`LOWER("name") LIKE ${pattern} ESCAPE '!'`).limit(NAME_MATCH_LIMIT)),
  );
  if (named.length > 0) matches.push({ userId: { in: named.map((user) => user.id) } });
  // Nothing can match: an impossible condition rather than every order.
  return { ...where, OR: matches.length > 0 ? matches : [{ id: { in: [] } }] };
}

/** How many orders adminOrdersWhere matches for this filter (admins only). */
export async function countAdminOrders(context: RequestContext, filter: AdminOrderFilter): Promise<number> {
  return context.db.prisma.order.count({ where: await adminOrdersWhere(context, filter) });
}

/**
 * The order a legacy list row stands for: the old client cancels or updates a row by its `_id`, which is an order
 * line's id (one row per line); an order's own id is taken as it is. Whose order it is, the service checks after.
 */
export async function orderIdOfLegacyRow(context: RequestContext, id: string): Promise<string> {
  if (id.length > 64) return id;
  const line = await context.db.prisma.orderLine.findUnique({ where: { id }, select: { orderId: true } });
  return line?.orderId ?? id;
}

/** One order by id with its lines, for the REST adapter's answer after a write the service has already allowed. */
export function orderWithLines(context: RequestContext, orderId: string): Promise<OrderWithLines> {
  return context.db.prisma.order.findUniqueOrThrow({ include: orderWithLinesInclude, where: { id: orderId } });
}
