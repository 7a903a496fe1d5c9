import type { DeliveryZone } from '../../generated/prisma/client.js';
import { NotFoundError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { updateDeliveryZoneInput } from './delivery.inputs.js';
import { provinceOf } from '../../lib/rwanda-locations.js';
import { localName } from '../catalog/local-name.js';
import * as delivery from './delivery.service.js';

/** A zone's or promise's label in the request's language: its Kinyarwanda or French wording, else the English. */
const localLabel = (entry: { label: string; labelRw: string; labelFr: string }, language: Parameters<typeof localName>[1]) =>
  localName({ name: entry.label, nameRw: entry.labelRw, nameFr: entry.labelFr }, language);

const ZoneFieldChangeType = builder.objectRef<delivery.ZoneFieldChange>('DeliveryZoneFieldChange').implement({
  description: 'One field of a recorded delivery-zone change, its values as text (empty for none).',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'served, charge, leadDays, sameDayCutoffHour, label, labelRw or labelFr.' }),
    before: t.exposeString('before'),
    after: t.exposeString('after'),
  }),
});

builder.prismaObject('DeliveryZoneChange', {
  description: 'Who changed a delivery zone, when, and what.',
  fields: (t) => ({
    changedByName: t.string({ select: { changedBy: { select: { name: true } } }, resolve: (change) => change.changedBy.name }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    fields: t.field({ type: [ZoneFieldChangeType], resolve: (change) => delivery.changedFields(change.changes) }),
  }),
});

export const DeliveryZoneType = builder.prismaNode('DeliveryZone', {
  id: { field: 'district', cache: 'public' },
  description: "Whether the shop delivers to a district of Rwanda, at what charge, and what it promises there.",
  fields: (t) => ({
    district: t.exposeString('district', { cache: 'public', description: 'Official name of the district.' }),
    province: t.string({ cache: 'public', description: 'Kigali, North, South, East or West.', resolve: (zone) => provinceOf(zone.district) ?? '' }),
    served: t.exposeBoolean('served', { cache: 'public', description: 'Whether orders to this district are taken.' }),
    charge: t.expose('charge', { cache: 'public', type: 'Rwf', description: "Added to an order's total; 0 is shown as 'Free'." }),
    leadDays: t.exposeInt('leadDays', { cache: 'public', description: "Business days (Monday to Friday) from the order's day to delivery." }),
    sameDayCutoffHour: t.exposeInt('sameDayCutoffHour', {
      cache: 'public',
      nullable: true,
      description: 'Orders before this hour (Kigali time) on a business day count from that day, later ones from the next; null: every order counts from its own day.',
    }),
    label: t.exposeString('label', { cache: 'public', description: "The short promise on product cards ('2-3 days'), in English." }),
    labelRw: t.exposeString('labelRw', { cache: 'public', description: "The label in Kinyarwanda ('' = the English one)." }),
    labelFr: t.exposeString('labelFr', { cache: 'public', description: "The label in French ('' = the English one)." }),
    localLabel: t.string({ cache: 'public', description: "The label in the request's language (Accept-Language).", resolve: (zone, _args, context) => localLabel(zone, context.language) }),
    updatedAt: t.expose('updatedAt', { cache: 'public', type: 'DateTime' }),
    changes: t.relation('changes', {
      authScopes: { admin: true },
      description: 'The 20 most recent changes, newest first (admins).',
      query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: delivery.ZONE_CHANGES_SHOWN },
    }),
  }),
});

export const DeliveryPromiseType = builder.objectRef<delivery.DeliveryPromise>('DeliveryPromise').implement({
  description: "What the shop promises for a district (or, without one, its usual promise), from the delivery zones.",
  fields: (t) => ({
    district: t.exposeString('district', { cache: 'public', nullable: true, description: "The district; null for the shop's usual promise (guests, shoppers without an address)." }),
    served: t.exposeBoolean('served', { cache: 'public', description: 'Whether the shop delivers there.' }),
    charge: t.expose('charge', { cache: 'public', type: 'Rwf', description: "0 is shown as 'Free'." }),
    leadDays: t.exposeInt('leadDays', { cache: 'public' }),
    sameDayCutoffHour: t.exposeInt('sameDayCutoffHour', { cache: 'public', nullable: true }),
    label: t.exposeString('label', { cache: 'public', description: 'The short promise, in English.' }),
    localLabel: t.string({ cache: 'public', description: "The short promise in the request's language.", resolve: (promise, _args, context) => localLabel(promise, context.language) }),
    estimatedDeliveryDate: t.expose('estimatedDeliveryDate', { cache: 'publicHourly', type: 'DateTime', description: 'When an order placed now would arrive (noon, Kigali time).' }),
    servedDistricts: t.exposeStringList('servedDistricts', { cache: 'public', description: 'Where the shop delivers, the capital (Kigali) first.' }),
  }),
});

builder.queryFields((t) => ({
  deliveryZones: t.prismaField({
    cache: 'public',
    type: ['DeliveryZone'],
    description: "Every district's delivery zone, Kigali's first, then by name; `served: true` for where the shop delivers.",
    args: { served: t.arg.boolean({ required: false }) },
    resolve: async (query, _root, args, context) => {
      const filter = { served: args.served };
      // The zones' own columns come from the zones the request has read already; an admin's change records need a read.
      if (!delivery.asksForRelations(query)) return delivery.listDeliveryZones(context, filter);
      return delivery.capitalFirst(await context.db.prisma.deliveryZone.findMany({ ...query, where: delivery.zonesWhere(filter) }));
    },
  }),
  deliveryPromise: t.field({
    cache: 'public',
    type: DeliveryPromiseType,
    description: "What the viewer is promised: their default (newest) address's zone; the shop's usual promise for a guest or a shopper without an address.",
    resolve: (_root, _args, context) => delivery.viewerPromise(context),
  }),
}));

builder.prismaObjectFields('Address', (t) => ({
  deliveryZone: t.field({
    type: DeliveryZoneType,
    nullable: true,
    description: "The delivery zone of the address's district (null only for an address saved from data the zones do not know).",
    resolve: (address, _args, context) => delivery.zoneOfDistrict(context, address.district),
  }),
  deliveryPromise: t.field({
    type: DeliveryPromiseType,
    description: "The address's delivery zone: whether the shop delivers there, the charge and the estimate for an order placed now.",
    resolve: (address, _args, context) => delivery.districtPromise(context, address.district),
  }),
}));

const UpdateDeliveryZoneInput = mirrorsInput<typeof updateDeliveryZoneInput>()(builder.inputType('UpdateDeliveryZoneInput', {
  description: 'The whole zone as the admin form holds it.',
  fields: (t) => ({
    district: t.string({ description: 'Official name of the district.' }),
    served: t.boolean(),
    charge: t.field({ type: 'Rwf', description: 'Whole RWF, 0 to 100,000 (0 is Free).' }),
    leadDays: t.int({ description: 'Business days, 0 to 30 (0 needs a cut-off hour).' }),
    sameDayCutoffHour: t.int({ required: false, description: 'A whole hour from 1 to 23, Kigali time; null for none.' }),
    label: t.string({ description: 'At most 24 characters.' }),
    labelRw: t.string({ required: false }),
    labelFr: t.string({ required: false }),
  }),
}));

const UpdateDeliveryZonePayload = builder.objectRef<{ zone: DeliveryZone }>('UpdateDeliveryZonePayload').implement({
  fields: (t) => ({ deliveryZone: t.field({ type: DeliveryZoneType, resolve: (payload) => payload.zone }) }),
});

builder.mutationFields((t) => ({
  updateDeliveryZone: t.field({
    type: UpdateDeliveryZonePayload,
    description: "Sets whether and how the shop delivers to a district (admins only); every change is recorded with who and when.",
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: UpdateDeliveryZoneInput }) },
    resolve: async (_root, { input }, context) => ({
      zone: await delivery.updateDeliveryZone(context, { ...input, sameDayCutoffHour: input.sameDayCutoffHour ?? null, labelRw: input.labelRw ?? '', labelFr: input.labelFr ?? '' }),
    }),
  }),
}));
