import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, ERROR_FIELDS } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, member } from '../../helpers/graphql.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const UPDATE_ZONE = graphql(`
  mutation ($input: UpdateDeliveryZoneInput!) {
    updateDeliveryZone(input: $input) {
      __typename
      ... on UpdateDeliveryZonePayload { deliveryZone { district changes { changedByName fields { field before after } } } }
      ...ErrorFields
    }
  }
`, [ERROR_FIELDS]);

const ZONES_WITH_CHANGES = graphql(`
  query { deliveryZones { district changes { changedByName createdAt fields { field before after } } } }
`);

const SEEDED_HUYE = { district: 'Huye', served: false, charge: 0, leadDays: 3, sameDayCutoffHour: null, label: '2-3 days', labelRw: 'Iminsi 2-3', labelFr: '2-3 jours' };

describe("a delivery zone's recorded changes, as the admin page reads them", () => {
  it('name who made each change, with each field before and after, in the mutation payload and in the zone list', async () => {
    const saved = await t.graphql(UPDATE_ZONE, { input: { ...SEEDED_HUYE, served: true, charge: 1000 } }, { token: admin });
    expect(saved.errors).toBeUndefined();
    expect(member(saved.data?.updateDeliveryZone, 'UpdateDeliveryZonePayload').deliveryZone.changes).toEqual([
      {
        changedByName: 'Isoko Admin',
        fields: [
          { field: 'served', before: 'false', after: 'true' },
          { field: 'charge', before: '0', after: '1000' },
        ],
      },
    ]);

    const listed = await t.graphql(ZONES_WITH_CHANGES, {}, { token: admin });
    expect(listed.errors).toBeUndefined();
    const huye = listed.data?.deliveryZones.find((zone: { district: string }) => zone.district === 'Huye');
    expect(huye!.changes).toHaveLength(1);
    expect(huye!.changes[0]).toMatchObject({ changedByName: 'Isoko Admin', fields: [{ field: 'served' }, { field: 'charge' }] });
  });
});
