import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DeliveryZoneChanges_zone$key } from '../../__generated__/DeliveryZoneChanges_zone.graphql';
import { formatDate } from '../../i18n/dates';
import { type DeliveryTermsText, useDeliveryTermsText } from './deliveryTerms';
import * as styles from './DeliveryZones.css';
import { disclosureChevron, disclosureSummary } from '../../ui/Disclosure.css';

/**
 * 'Recent changes' of a zone, newest first, closed until asked for: when, by whom, and each field from its old value
 * to its new one ("Charge: Free → RWF 1,000"). Nothing shows for a zone nobody has changed.
 */
export function DeliveryZoneChanges({ zone }: { zone: DeliveryZoneChanges_zone$key }) {
  const { i18n } = useLingui();
  const terms = useDeliveryTermsText();
  const fieldName = useFieldNames();
  const data = useFragment(
    graphql`
      fragment DeliveryZoneChanges_zone on DeliveryZone {
        changes {
          changedByName
          createdAt
          fields {
            field
            before
            after
          }
        }
      }
    `,
    zone,
  );
  if (data.changes.length === 0) return null;
  return (
    <details className={styles.changes}>
      <summary className={disclosureSummary}>
        <span className={disclosureChevron} aria-hidden="true" />
        <Trans>Recent changes</Trans>
      </summary>
      <ol className={styles.changeList}>
        {data.changes.map((change, index) => {
          const name = change.changedByName;
          return (
            <li key={`${change.createdAt}-${index}`} className={styles.change}>
              <p className={styles.changeMeta}>
                <time dateTime={change.createdAt}>{formatDate(new Date(change.createdAt), 'dateTime', i18n.locale)}</time>
                {' · '}
                <Trans>by {name}</Trans>
              </p>
              <ul className={styles.changeFields}>
                {change.fields.map(({ field, before, after }) => (
                  <li key={field}>
                    <span className={styles.changeField}>{fieldName(field)}:</span> {valueText(field, before, terms)} → {valueText(field, after, terms)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** The fields' names as the dialog labels them; a field the page does not know keeps its own name. */
function useFieldNames(): (field: string) => string {
  const { t } = useLingui();
  const names: Record<string, string> = {
    served: t`Served`,
    charge: t`Charge`,
    leadDays: t`Lead time`,
    sameDayCutoffHour: t`Same-day cut-off`,
    label: t`Label in English`,
    labelRw: t`Label in Kinyarwanda`,
    labelFr: t`Label in French`,
  };
  return (field) => names[field] ?? field;
}

/** A recorded value (the server's text of it) as the row shows that field. */
function valueText(field: string, value: string, terms: DeliveryTermsText): string {
  switch (field) {
    case 'served':
      return terms.served(value === 'true');
    case 'charge':
      return terms.charge(Number(value));
    case 'leadDays':
      return terms.leadTime(Number(value));
    case 'sameDayCutoffHour':
      return terms.cutoff(value === '' ? null : Number(value));
    default:
      return value === '' ? terms.englishLabel : `“${value}”`;
  }
}
