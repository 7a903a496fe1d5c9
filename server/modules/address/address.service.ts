import { type RequestContext, requireViewer } from '../../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { canonicalDistrict, canonicalSector, canonicalVillage, sectorsOf, villagesOf } from '../../lib/rwanda-locations.js';
import { parseInput } from '../../lib/validation.js';
import { createAddressInput, removeAddressInput, updateAddressInput } from './address.inputs.js';

/** The districts offered in the Add Address dialog (ADDRESS_DISTRICTS), sorted. */
export function offeredDistricts(context: Pick<RequestContext, 'config'>): string[] {
  return [...context.config.ADDRESS_DISTRICTS].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The district's official name when it is one the shop delivers to; null otherwise. */
function offeredDistrict(context: Pick<RequestContext, 'config'>, name: string): string | null {
  const district = canonicalDistrict(name);
  return district && context.config.ADDRESS_DISTRICTS.includes(district) ? district : null;
}

/** Sectors of an offered district, sorted; empty for any other name. */
export function sectorsOfDistrict(context: Pick<RequestContext, 'config'>, district: string): string[] {
  const name = offeredDistrict(context, district);
  return name ? sectorsOf(name) : [];
}

/** Villages of a sector of an offered district (across the sector's cells), sorted and de-duplicated. */
export function villagesOfSector(context: Pick<RequestContext, 'config'>, district: string, sector: string): string[] {
  const name = offeredDistrict(context, district);
  return name ? villagesOf(name, sector) : [];
}

/** The viewer's addresses that have not been removed. */
export function activeAddressesWhere(userId: string): Prisma.AddressWhereInput {
  return { userId, status: true };
}

/** Newest first, as the address page lists them. */
export const addressOrder: Prisma.AddressOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * Saves a delivery address built from District > Sector > Village, each checked against the national data
 * and stored in its official spelling: address line = district, city = sector, state = village,
 * country = street or place, pincode = house number.
 */
export async function createAddress(context: RequestContext, rawInput: unknown): Promise<{ addressId: string }> {
  const viewer = requireViewer(context);
  const input = parseInput(createAddressInput, rawInput);
  const district = offeredDistrict(context, input.district);
  if (!district) throw new ValidationError(`"${input.district}" is not one of the districts we deliver to`, 'district');
  const sector = canonicalSector(district, input.sector);
  if (!sector) throw new ValidationError(`"${input.sector}" is not a sector of ${district} district`, 'sector');
  const village = canonicalVillage(district, sector, input.village);
  if (!village) throw new ValidationError(`"${input.village}" is not a village of ${sector} sector`, 'village');
  const address = await context.db.address.create({
    data: {
      userId: viewer.id,
      addressLine: district,
      city: sector,
      state: village,
      country: input.street,
      pincode: input.houseNumber,
      mobile: input.mobile,
    },
    select: { id: true },
  });
  return { addressId: address.id };
}

/** Edits one of the viewer's addresses (the Edit dialog's free-text fields). */
export async function updateAddress(context: RequestContext, rawInput: unknown): Promise<{ addressId: string }> {
  const viewer = requireViewer(context);
  const { addressId, ...fields } = parseInput(updateAddressInput, rawInput);
  const updated = await context.db.address.updateMany({ where: { id: addressId, ...activeAddressesWhere(viewer.id) }, data: fields });
  if (updated.count === 0) throw new NotFoundError('Address');
  return { addressId };
}

/** Removes one of the viewer's addresses: it is hidden (status false), never deleted, so past orders keep it. */
export async function removeAddress(context: RequestContext, rawInput: unknown): Promise<{ addressId: string }> {
  const viewer = requireViewer(context);
  const { addressId } = parseInput(removeAddressInput, rawInput);
  const removed = await context.db.address.updateMany({ where: { id: addressId, ...activeAddressesWhere(viewer.id) }, data: { status: false } });
  if (removed.count === 0) throw new NotFoundError('Address');
  return { addressId };
}
