import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DeliveryZoneRow_zone$key } from '../../__generated__/DeliveryZoneRow_zone.graphql';
import { Button } from '../../ui/Button';
import { EditIcon } from '../../ui/icons';
import { DeliveryZoneChanges } from './DeliveryZoneChanges';
import { useDeliveryTermsText } from './deliveryTerms';
import * as styles from './DeliveryZones.css';

interface Props {
  zone: DeliveryZoneRow_zone$key;
  onEdit: () => void;
}

/**
 * One district: whether the shop delivers there, the charge, the promise (lead time with the same-day cut-off if
 * any, and the label on product cards as they show it in the interface language), Edit, and the zone's recent
 * changes.
 */
export function DeliveryZoneRow({ zone, onEdit }: Props) {
  const terms = useDeliveryTermsText();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment DeliveryZoneRow_zone on DeliveryZone {
        district
        served
        charge
        leadDays
        sameDayCutoffHour
        label
        labelRw
        labelFr
        ...DeliveryZoneChanges_zone
      }
    `,
    zone,
  );
  const district = data.district;
  return (
    <article className={styles.zone} aria-labelledby={headingId}>
      <div className={styles.zoneHead}>
        <h3 id={headingId} className={styles.district}>
          {district}
        </h3>
        <span className={styles.status({ served: data.served })}>{data.served ? <Trans>Served</Trans> : <Trans>Not served</Trans>}</span>
      </div>
      <dl className={styles.terms}>
        <div className={styles.term}>
          <dt className={styles.termName}>
            <Trans>Charge</Trans>
          </dt>
          <dd className={styles.termValue}>{terms.charge(data.charge)}</dd>
        </div>
        <div className={styles.term}>
          <dt className={styles.termName}>
            <Trans>Delivery time</Trans>
          </dt>
          <dd className={styles.termValue}>{terms.deliveryTime(data.leadDays, data.sameDayCutoffHour ?? null)}</dd>
        </div>
        <div className={styles.term}>
          <dt className={styles.termName}>
            <Trans>Label</Trans>
          </dt>
          <dd className={styles.termValue}>{terms.shownLabel({ label: data.label, labelRw: data.labelRw, labelFr: data.labelFr })}</dd>
        </div>
      </dl>
      <div className={styles.zoneAction}>
        {/* The visible word first, the district for screen readers after it (label in name). */}
        <Button tone="outline" size="small" onClick={onEdit}>
          <EditIcon size={16} />
          <Trans>
            Edit<span className="visually-hidden"> {district}</span>
          </Trans>
        </Button>
      </div>
      <DeliveryZoneChanges zone={data} />
    </article>
  );
}
