import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DeliveryZoneList_query$data, DeliveryZoneList_query$key } from '../../__generated__/DeliveryZoneList_query.graphql';
import type { EditDeliveryZoneDialog_zone$key } from '../../__generated__/EditDeliveryZoneDialog_zone.graphql';
import * as page from '../admin/AdminPage.css';
import { DeliveryZoneRow } from './DeliveryZoneRow';
import { EditDeliveryZoneDialog } from './EditDeliveryZoneDialog';
import * as styles from './DeliveryZones.css';

type Zone = DeliveryZoneList_query$data['deliveryZones'][number];

/** Rwanda's provinces as people list them: the capital first, then North, South, East and West. */
const PROVINCE_ORDER = ['Kigali', 'North', 'South', 'East', 'West'];

/**
 * Every district's zone, grouped by province (Kigali first), each group saying in how many of its districts the shop
 * delivers; Edit on a row opens its dialog.
 */
export function DeliveryZoneList({ query }: { query: DeliveryZoneList_query$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment DeliveryZoneList_query on Query {
        deliveryZones {
          id
          province
          served
          ...DeliveryZoneRow_zone
          ...EditDeliveryZoneDialog_zone
        }
      }
    `,
    query,
  );
  const [editing, setEditing] = useState<EditDeliveryZoneDialog_zone$key | null>(null);
  const provinceNames: Record<string, string> = {
    Kigali: t`Kigali City`,
    North: t`Northern Province`,
    South: t`Southern Province`,
    East: t`Eastern Province`,
    West: t`Western Province`,
  };

  if (data.deliveryZones.length === 0) {
    return (
      <p className={page.empty}>
        <Trans>No Data</Trans>
      </p>
    );
  }
  return (
    <>
      {byProvince(data.deliveryZones).map(({ province, zones }) => {
        const served = zones.filter((zone) => zone.served).length;
        const total = zones.length;
        const headingId = `province-${province}`;
        return (
          <section key={province} className={styles.province} aria-labelledby={headingId}>
            <div className={styles.provinceHeader}>
              <h2 id={headingId} className={styles.provinceTitle}>
                {provinceNames[province] ?? province}
              </h2>
              <p className={styles.provinceCount}>
                <Trans>
                  Delivering to {served} of {total} districts
                </Trans>
              </p>
            </div>
            <ul className={styles.zoneList}>
              {zones.map((zone) => (
                <li key={zone.id}>
                  <DeliveryZoneRow zone={zone} onEdit={() => setEditing(zone)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <EditDeliveryZoneDialog zone={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** The zones in their provinces, in PROVINCE_ORDER (a province it does not know last), each in the server's order. */
function byProvince(zones: readonly Zone[]): { province: string; zones: Zone[] }[] {
  const groups = new Map<string, Zone[]>();
  for (const zone of zones) groups.set(zone.province, [...(groups.get(zone.province) ?? []), zone]);
  const rank = (province: string) => (PROVINCE_ORDER.includes(province) ? PROVINCE_ORDER.indexOf(province) : PROVINCE_ORDER.length);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([province, grouped]) => ({ province, zones: grouped }));
}
