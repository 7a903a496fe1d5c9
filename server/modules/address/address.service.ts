import { type RequestContext, requireViewer } from '../../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { allDistricts, canonicalDistrict, canonicalSector, canonicalVillage, sectorsOf, villagesOf } from '../../lib/rwanda-locations.js';
import { parseInput } from '../../lib/validation.js';
import {
  type CreateAddressInput,
  createAddressInput,
  type RemoveAddressInput,
  removeAddressInput,
  type UpdateAddressInput,
  updateAddressInput,
} from './address.inputs.js';

/** A Pothos selection (or none) spread into the Prisma call, so a nested selection is one round trip. */
export interface AddressQuery {
  include?: Prisma.AddressInclude;
  select?: Prisma.AddressSelect;
}

/**
 * The districts of the Add Address dialog: all 30 of Rwanda, sorted. Any Rwandan address can be saved; whether
 * an order can go there is the delivery zones' answer, at checkout.
 */
export function addressDistricts(): string[] {
  return allDistricts();
}

/** Sectors of a district, sorted; empty for a name that is not a district. */
export function sectorsOfDistrict(district: string): string[] {
  const name = canonicalDistrict(district);
  return name ? sectorsOf(name) : [];
}

/** Villages of a sector of a district (across the sector's cells), sorted and de-duplicated. */
export function villagesOfSector(district: string, sector: string): string[] {
  const name = canonicalDistrict(district);
  return name ? villagesOf(name, sector) : [];
}

/** The user's addresses that have not been removed. */
export function activeAddressesWhere(userId: string): Prisma.AddressWhereInput {
  return { userId, removedAt: null };
}

/** Newest first, as the address page lists them. */
export const addressOrder: Prisma.AddressOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** The viewer's addresses that have not been removed, newest first (cursor paging arguments from GraphQL). */
export function listAddresses(context: RequestContext, query: AddressQuery & Pick<Prisma.AddressFindManyArgs, 'take' | 'skip' | 'cursor'> = {}) {
  return context.db.prisma.address.findMany({ ...query, where: activeAddressesWhere(requireViewer(context).id), orderBy: addressOrder });
}

/** How many addresses the viewer has not removed. */
export function countAddresses(context: RequestContext): Promise<number> {
  return context.db.prisma.address.count({ where: activeAddressesWhere(requireViewer(context).id) });
}

/** One of the viewer's addresses (removed or not), as a mutation's answer shows it. */
export function findOwnAddress(context: RequestContext, addressId: string, query: AddressQuery = {}) {
  return context.db.prisma.address.findFirstOrThrow({ ...query, where: { id: addressId, userId: requireViewer(context).id } });
}

/** Refuses, as not found, an address that is not one of the viewer's active ones: another's is never confirmed to exist. */
export async function assertOwnActiveAddress(context: RequestContext, addressId: string): Promise<void> {
  const own = await context.db.prisma.address.count({ where: { id: addressId, ...activeAddressesWhere(requireViewer(context).id) } });
  if (own === 0) throw new NotFoundError('Address');
}

/** District > Sector > Village checked against the national data, in their official spelling. */
function checkedLocation(input: { district: string; sector: string; village: string }) {
  const district = canonicalDistrict(input.district);
  if (!district) throw new ValidationError(`"${input.district}" is not a district of Rwanda`, 'district');
  const sector = canonicalSector(district, input.sector);
  if (!sector) throw new ValidationError(`"${input.sector}" is not a sector of ${district} district`, 'sector');
  const village = canonicalVillage(district, sector, input.village);
  if (!village) throw new ValidationError(`"${input.village}" is not a village of ${sector} sector`, 'village');
  return { district, sector, village };
}

/**
 * Saves a delivery address built from District > Sector > Village, each checked against the national data
 * and stored in its official spelling, with a street or place name and an optional house number.
 */
export async function createAddress(context: RequestContext, rawInput: CreateAddressInput): Promise<{ addressId: string }> {
  const viewer = requireViewer(context);
  const input = parseInput(createAddressInput, rawInput);
  const address = await context.db.prisma.address.create({
    data: { userId: viewer.id, ...checkedLocation(input), street: input.street, houseNumber: input.houseNumber, mobile: input.mobile },
    select: { id: true },
  });
  return { addressId: address.id };
}

/** Edits one of the viewer's addresses with the same structured, checked fields as createAddress. */
export async function updateAddress(context: RequestContext, rawInput: UpdateAddressInput): Promise<{ addressId: string }> {
  const viewer = requireViewer(context);
  const { addressId, ...input } = parseInput(updateAddressInput, rawInput);
  const data = { ...checkedLocation(input), street: input.street, houseNumber: input.houseNumber, mobile: input.mobile };
  const updated = await context.db.prisma.address.updateMany({ where: { id: addressId, ...activeAddressesWhere(viewer.id) }, data });
  if (updated.count === 0) throw new NotFoundError('Address');
  return { addressId };
}

/** Removes one of the viewer's addresses: it is hidden (removedAt set), never deleted, so past orders keep it. */
export async function removeAddress(context: RequestContext, rawInput: RemoveAddressInput): Promise<{ addressId: string }> {
  const viewer = requireViewer(context);
  const { addressId } = parseInput(removeAddressInput, rawInput);
  const removed = await context.db.prisma.address.updateMany({ where: { id: addressId, ...activeAddressesWhere(viewer.id) }, data: { removedAt: new Date() } });
  if (removed.count === 0) throw new NotFoundError('Address');
  return { addressId };
}
