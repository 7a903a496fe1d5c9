import { Trans, useLingui } from '@lingui/react/macro';
import { formatList } from '../../i18n/lists';
import * as styles from './Checkout.css';

/**
 * Why the order cannot be placed to the chosen address: "We do not deliver to Rusizi yet. We deliver to Gasabo,
 * Kicukiro, Nyarugenge and Musanze." The district names are data, the sentences are the interface language's.
 */
export function NotDeliveredNote({ id, district, servedDistricts }: { id: string; district: string; servedDistricts: readonly string[] }) {
  const { i18n } = useLingui();
  const places = formatList(servedDistricts, i18n.locale);
  return (
    <p id={id} className={styles.notDelivered}>
      <Trans>We do not deliver to {district} yet.</Trans>{' '}
      {servedDistricts.length > 0 ? <Trans>We deliver to {places}.</Trans> : <Trans>We are not delivering anywhere at the moment.</Trans>}
    </p>
  );
}
