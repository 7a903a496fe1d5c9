import { type RequestContext, requireAdmin } from '../../context.js';
import { NotDeliveredError, NotFoundError } from '../../errors.js';
import type { DeliveryZone, Prisma } from '../../generated/prisma/client.js';
import { byCapitalFirst, canonicalDistrict } from '../../lib/rwanda-locations.js';
import { parseInput } from '../../lib/validation.js';
import { dateOf, flagOf, prepared, query, rows, type SqlProgram } from '../../database/sql-program.js';
import { activeAddressesWhere, addressOrder } from '../address/address.service.js';
import { estimatedDeliveryDate } from './delivery-estimate.js';
import { type UpdateDeliveryZoneInput, updateDeliveryZoneInput } from './delivery.inputs.js';

/** What the shop promises for one district (or, for a shopper without an address, its usual promise). */
export interface DeliveryPromise {
  /** The district the promise is for; null for the shop's usual promise. */
  district: string | null;
  served: boolean;
  charge: number;
  leadDays: number;
  sameDayCutoffHour: number | null;
  label: string;
  labelRw: string;
  labelFr: string;
  /** Where the shop delivers, the capital's districts first. */
  servedDistricts: string[];
  /** When an order placed now would arrive. */
  estimatedDeliveryDate: Date;
}

/** The promise fields the zones are compared on, to find the shop's usual one. */
type Terms = Pick<DeliveryZone, 'charge' | 'leadDays' | 'sameDayCutoffHour' | 'label' | 'labelRw' | 'labelFr'>;

/** The zones a filter names: every district's (null), or only the served or unserved ones. */
export function zonesWhere(filter: { served?: boolean | null }): Prisma.DeliveryZoneWhereInput {
  return filter.served === undefined || filter.served === null ? {} : { served: filter.served };
}

/** Zones in the order every list shows them: the capital's first, then by name. */
export function capitalFirst<Zone extends { district: string }>(zones: Zone[]): Zone[] {
  return zones.sort((a, b) => byCapitalFirst(a.district, b.district));
}

/**
 * Every district's zone (or the served ones), the capital's first, then by name: the zones the request has read
 * already (every page's layout asks for the served zones and the viewer's promise, which reads them all).
 */
export async function listDeliveryZones(context: Pick<RequestContext, 'db' | 'memo'>, filter: { served?: boolean | null } = {}): Promise<DeliveryZone[]> {
  const served = filter.served ?? null;
  const zones = await zonesOfRequest(context);
  return served === null ? zones : zones.filter((zone) => zone.served === served);
}

/** Whether a GraphQL selection names related records (not only the zones' own columns the request has read). */
export function asksForRelations(query: Pick<Prisma.DeliveryZoneFindManyArgs, 'include' | 'select'>): boolean {
  if (query.include && Object.keys(query.include).length > 0) return true;
  return Object.values(query.select ?? {}).some((value) => value !== true && value !== false && value !== undefined);
}

/** The served districts, the capital's first ("Gasabo, Kicukiro, Nyarugenge and Musanze"). */
export function servedDistrictsOf(zones: readonly DeliveryZone[]): string[] {
  return zones
    .filter((zone) => zone.served)
    .map((zone) => zone.district)
    .sort(byCapitalFirst);
}

/** "A, B, C and D": the served districts as a sentence names them. */
export function districtList(districts: readonly string[]): string {
  if (districts.length <= 1) return districts[0] ?? '';
  return `${districts.slice(0, -1).join(', ')} and ${districts.at(-1)}`;
}

/** The refusal for an order to a district the shop does not serve, naming where it does deliver. */
export function notDeliveredError(district: string, servedDistricts: readonly string[]): NotDeliveredError {
  const served = [...servedDistricts].sort(byCapitalFirst);
  const where = served.length > 0 ? ` We deliver to ${districtList(served)}.` : ' We are not delivering anywhere at the moment.';
  return new NotDeliveredError(`We do not deliver to ${district} yet.${where}`, district, served);
}

function promiseOf(zone: Terms & { district: string | null; served: boolean }, servedDistricts: string[], now: Date): DeliveryPromise {
  return {
    district: zone.district,
    served: zone.served,
    charge: zone.charge,
    leadDays: zone.leadDays,
    sameDayCutoffHour: zone.sameDayCutoffHour,
    label: zone.label,
    labelRw: zone.labelRw,
    labelFr: zone.labelFr,
    servedDistricts,
    estimatedDeliveryDate: estimatedDeliveryDate(zone, now),
  };
}

/**
 * The promise a shopper without an address is shown: the one most served districts share (the slower of two
 * equally common ones, so nobody is promised more than most get). With no district served, the seeded terms.
 */
function usualTerms(zones: readonly DeliveryZone[]): Terms {
  const served = zones.filter((zone) => zone.served);
  const groups = new Map<string, { terms: Terms; count: number }>();
  for (const zone of served) {
    const terms: Terms = { charge: zone.charge, leadDays: zone.leadDays, sameDayCutoffHour: zone.sameDayCutoffHour, label: zone.label, labelRw: zone.labelRw, labelFr: zone.labelFr };
    const key = JSON.stringify(terms);
    const group = groups.get(key) ?? { terms, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  const best = [...groups.values()].sort((a, b) => b.count - a.count || b.terms.leadDays - a.terms.leadDays || b.terms.charge - a.terms.charge)[0];
  return best?.terms ?? { charge: 0, leadDays: 3, sameDayCutoffHour: null, label: '2-3 days', labelRw: 'Iminsi 2-3', labelFr: '2-3 jours' };
}

/**
 * Every zone, the capital's first. Every page asks (its delivery promise and the served districts), so the read is
 * a prepared SQL program (database/sql-program.ts) rather than an ORM query, which costs several times more.
 */
const ZONES = prepared([], () => query.selectFrom('DeliveryZone').selectAll());

function* zonesProgram(): SqlProgram<DeliveryZone[]> {
  const found = yield* rows(ZONES.bind({}));
  return found
    .map((zone) => ({ ...zone, served: flagOf(zone.served), updatedAt: dateOf(zone.updatedAt) ?? new Date(0) }))
    .sort((a, b) => byCapitalFirst(a.district, b.district));
}

/** The zones, read once per request (a listing's cards, the bill and the help all ask). */
function zonesOfRequest(context: Pick<RequestContext, 'db' | 'memo'>): Promise<DeliveryZone[]> {
  return context.memo.once('deliveryZones', () => context.db.sql.read(zonesProgram));
}

/** The zone of a district (its official name in any case); null for a name the zones do not know. */
export async function zoneOfDistrict(context: Pick<RequestContext, 'db' | 'memo'>, district: string): Promise<DeliveryZone | null> {
  const name = canonicalDistrict(district) ?? district;
  return (await zonesOfRequest(context)).find((zone) => zone.district === name) ?? null;
}

/** The shop's usual promise, for shoppers without an address (guests). */
export async function shopPromise(context: Pick<RequestContext, 'db' | 'memo'>, now = new Date()): Promise<DeliveryPromise> {
  const zones = await zonesOfRequest(context);
  return promiseOf({ ...usualTerms(zones), district: null, served: true }, servedDistrictsOf(zones), now);
}

/** The promise for a district: its zone's terms (served or not). */
export async function districtPromise(context: Pick<RequestContext, 'db' | 'memo'>, district: string, now = new Date()): Promise<DeliveryPromise> {
  const zones = await zonesOfRequest(context);
  const zone = await zoneOfDistrict(context, district);
  // Addresses are checked against the national data, and every district has a zone; an address saved from data
  // the zones do not know is simply not served.
  return zone
    ? promiseOf(zone, servedDistrictsOf(zones), now)
    : promiseOf({ ...usualTerms(zones), district: canonicalDistrict(district) ?? district, served: false }, servedDistrictsOf(zones), now);
}

/** The viewer's default address (the newest, which checkout preselects); null for guests and shoppers without one. */
async function defaultAddressDistrict(context: RequestContext): Promise<string | null> {
  if (!context.viewer) return null;
  const address = await context.db.prisma.address.findFirst({ where: activeAddressesWhere(context.viewer.id), orderBy: addressOrder, select: { district: true } });
  return address?.district ?? null;
}

/** What the viewer is promised: their default address's zone; the shop's usual promise for a guest or without an address. */
export async function viewerPromise(context: RequestContext, now = new Date()): Promise<DeliveryPromise> {
  return context.memo.once('viewerDeliveryPromise', () =>
    defaultAddressDistrict(context).then((district) => (district ? districtPromise(context, district, now) : shopPromise(context, now))),
  );
}

/** How many of a zone's changes the admin page shows, newest first. */
export const ZONE_CHANGES_SHOWN = 20;

const editedFields = ['served', 'charge', 'leadDays', 'sameDayCutoffHour', 'label', 'labelRw', 'labelFr'] as const;

/**
 * An admin's edit of one district's zone: validated as a whole, then saved with a record of who changed which
 * field from what to what (nothing is recorded when nothing changed). Orders already placed keep their terms.
 */
export async function updateDeliveryZone(context: RequestContext, rawInput: UpdateDeliveryZoneInput): Promise<DeliveryZone> {
  const admin = requireAdmin(context);
  const { district, ...edit } = parseInput(updateDeliveryZoneInput, rawInput);
  const zone = await context.db.prisma.$transaction(async (db) => {
    const before = await db.deliveryZone.findUnique({ where: { district } });
    if (!before) throw new NotFoundError('Delivery zone');
    const changes: Record<string, [unknown, unknown]> = {};
    for (const field of editedFields) {
      if (before[field] !== edit[field]) changes[field] = [before[field], edit[field]];
    }
    if (Object.keys(changes).length === 0) return before;
    const data: Prisma.DeliveryZoneUpdateInput = edit;
    const updated = await db.deliveryZone.update({ where: { district }, data });
    await db.deliveryZoneChange.create({ data: { district, changedById: admin.id, changes: JSON.stringify(changes) } });
    return updated;
  });
  // What the request read of the zones before the change is out of date.
  context.memo.forget('deliveryZones', 'viewerDeliveryPromise');
  return zone;
}

/** One field of a recorded change, as the admin page lists it. */
export interface ZoneFieldChange {
  field: string;
  before: string;
  after: string;
}

/** A recorded change's fields, each value as text ('' for none). */
export function changedFields(stored: string): ZoneFieldChange[] {
  const parsed = JSON.parse(stored) as Record<string, [unknown, unknown]>;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');
  return Object.entries(parsed).map(([field, [before, after]]) => ({ field, before: text(before), after: text(after) }));
}
