import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddressPromise_promise$key } from '../../__generated__/AddressPromise_promise.graphql';
import { useFormatRwf } from '../../i18n/money';
import { TruckIcon } from './icons';
import * as styles from './AddressPromise.css';

/**
 * What the shop promises for an address, in brief, on its card and at checkout: "Delivery: 2-3 days · Free" (the
 * zone's label and charge), or, where the shop does not deliver, "We do not deliver to Rusizi yet".
 */
export function AddressPromise({ promise, className }: { promise: AddressPromise_promise$key; className?: string }) {
  const { t } = useLingui();
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment AddressPromise_promise on DeliveryPromise {
        district
        served
        charge
        localLabel
      }
    `,
    promise,
  );
  const district = data.district ?? '';
  const label = data.localLabel;
  const charge = data.charge === 0 ? t`Free` : formatRwf(data.charge);
  return (
    <p className={`${styles.promise[data.served ? 'served' : 'notServed']}${className ? ` ${className}` : ''}`}>
      <TruckIcon size={16} className={styles.icon} />
      <span>
        {data.served ? (
          <>
            <Trans>Delivery: {label}</Trans> · {charge}
          </>
        ) : (
          <Trans>We do not deliver to {district} yet</Trans>
        )}
      </span>
    </p>
  );
}
