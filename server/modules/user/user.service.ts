import { type RequestContext, requireViewer } from '../../context.js';
import type { Selection } from '../../database/database.js';
import type { Prisma, User } from '../../generated/prisma/client.js';
import { parseInput } from '../../lib/validation.js';
import { activeAddressesWhere } from '../address/address.service.js';
import { type SetLanguageInput, setLanguageInput } from './user.inputs.js';

/**
 * Sets the signed-in user's interface and e-mail language, as the web app's language switcher chooses it, so
 * their next sign-in on another device and the shop's e-mails speak the same language.
 */
export async function setLanguage(context: RequestContext, rawInput: SetLanguageInput): Promise<User> {
  const viewer = requireViewer(context);
  const { language } = parseInput(setLanguageInput, rawInput);
  return context.db.prisma.user.update({ where: { id: viewer.id }, data: { language } });
}

/** The signed-in user's account as stored. */
export function viewerAccount(context: RequestContext): Promise<User> {
  return context.db.prisma.user.findUniqueOrThrow({ where: { id: requireViewer(context).id } });
}

/** The ids of what a user holds: active addresses and orders newest first, cart lines oldest first. */
export async function heldRecordIds(context: RequestContext, userId: string) {
  const [addresses, cartLines, orders] = await Promise.all([
    context.db.prisma.address.findMany({ where: activeAddressesWhere(userId), select: { id: true }, orderBy: { createdAt: 'desc' } }),
    context.db.prisma.cartLine.findMany({ where: { userId }, select: { id: true }, orderBy: { createdAt: 'asc' } }),
    context.db.prisma.order.findMany({ where: { userId }, select: { id: true }, orderBy: { createdAt: 'desc' } }),
  ]);
  return { addressIds: addresses.map((address) => address.id), cartLineIds: cartLines.map((line) => line.id), orderIds: orders.map((order) => order.id) };
}

type UserSelection = Selection<Prisma.UserInclude, Prisma.UserSelect>;

/** A user by id, with the caller's selection: the user a payload names (a session that ended, a new avatar). */
export function userById(context: RequestContext, id: string, query?: UserSelection) {
  return context.db.prisma.user.findUniqueOrThrow({ ...query, where: { id } });
}

/** The signed-in user with the caller's selection, or null when signed out. */
export function viewerUser<Q extends UserSelection>(context: RequestContext, query?: Q) {
  return context.viewer ? (context.db.prisma.user.findUnique({ ...query, where: { id: context.viewer.id } }) as Promise<Prisma.UserGetPayload<Q> | null>) : null;
}
