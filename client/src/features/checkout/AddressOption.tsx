import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddressOption_address$key } from '../../__generated__/AddressOption_address.graphql';
import { formatMobile } from '../../i18n/mobile';
import { AddressPromise } from '../address/AddressPromise';
import * as styles from './Checkout.css';

/**
 * One delivery address of the checkout's radio list: the radio button, where the order goes and what the shop
 * promises there (an address the shop does not deliver to can be chosen, and the checkout says why it cannot be used).
 */
export function AddressOption({
  address,
  checked,
  disabled,
  onSelect,
}: {
  address: AddressOption_address$key;
  checked: boolean;
  disabled: boolean;
  onSelect: (addressId: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AddressOption_address on Address {
        id
        district
        sector
        village
        houseNumber
        street
        mobile
        deliveryPromise {
          ...AddressPromise_promise
        }
      }
    `,
    address,
  );
  const house = data.houseNumber;
  return (
    <li>
      <label className={styles.option}>
        <input
          type="radio"
          name="delivery-address"
          className={styles.radio}
          value={data.id}
          checked={checked}
          disabled={disabled}
          onChange={() => onSelect(data.id)}
        />
        <span className={styles.optionText}>
          <span className={styles.optionStreet}>
            {house ? (
              <>
                <Trans>House {house}</Trans>,{' '}
              </>
            ) : null}
            {data.street}
          </span>
          <span className={styles.optionPlace}>
            {data.village}, {data.sector}, {data.district}
          </span>
          <span className={styles.optionPlace}>
            <span className="visually-hidden">
              <Trans>Mobile:</Trans>{' '}
            </span>
            {formatMobile(data.mobile)}
          </span>
          <AddressPromise promise={data.deliveryPromise} />
        </span>
      </label>
    </li>
  );
}
