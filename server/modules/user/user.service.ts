import { type RequestContext, requireViewer } from '../../context.js';
import type { User } from '../../generated/prisma/client.js';
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

