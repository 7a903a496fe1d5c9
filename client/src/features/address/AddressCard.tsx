import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddressCard_address$key } from '../../__generated__/AddressCard_address.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EditAddressDialog } from './EditAddressDialog';
import { formatMobile } from '../../i18n/mobile';
import { DeleteIcon, EditIcon } from '../../ui/icons';
import { AddressPromise } from './AddressPromise';
import { PhoneIcon, PinIcon } from './icons';
import { useRemoveAddressMutation } from './useRemoveAddressMutation';
import * as styles from './Address.css';

/**
 * One saved address on the address page: where it is, the delivery number, what the shop promises there, Edit and
 * Delete (after a confirmation).
 */
export function AddressCard({ address, viewerId }: { address: AddressCard_address$key; viewerId: string }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AddressCard_address on Address {
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
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove] = useRemoveAddressMutation(viewerId);
  const place = data.street;
  const mobile = formatMobile(data.mobile);

  return (
    <li className={styles.card}>
      <div className={styles.cardTop}>
        <span className={styles.cardIcon}>
          <PinIcon />
        </span>
        <div className={styles.cardActions}>
          <button type="button" className={styles.iconButton} aria-label={t`Edit address: ${place}`} onClick={() => setEditing(true)}>
            <EditIcon />
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.deleteButton}`}
            aria-label={t`Delete address: ${place}`}
            onClick={() => setConfirming(true)}
          >
            <DeleteIcon />
          </button>
        </div>
      </div>
      <div className={styles.cardText}>
        <p className={styles.street}>
          {house ? (
            <>
              <Trans>House {house}</Trans>,{' '}
            </>
          ) : null}
          {data.street}
        </p>
        <p className={styles.place}>
          {data.village}, {data.sector}
        </p>
        <p className={styles.place}>{data.district}</p>
        <p className={styles.mobile}>
          <span className={styles.mobileIcon}>
            <PhoneIcon size={16} />
          </span>
          <span className="visually-hidden">
            <Trans>Mobile:</Trans>{' '}
          </span>
          {mobile}
        </p>
        <AddressPromise promise={data.deliveryPromise} className={styles.promise} />
      </div>
      <EditAddressDialog
        addressId={data.id}
        initial={{
          district: data.district,
          sector: data.sector,
          village: data.village,
          houseNumber: data.houseNumber ?? '',
          street: data.street,
          mobile,
        }}
        open={editing}
        onClose={() => setEditing(false)}
      />
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t`Delete address`}>
        <div className={styles.confirm}>
          <p>
            <Trans>Are you sure you want to delete this address?</Trans>
          </p>
          <p className={styles.confirmAddress}>
            {data.street}, {data.village}, {data.sector}, {data.district}
          </p>
          <div className={styles.confirmActions}>
            <Button tone="outline" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              tone="danger"
              onClick={() => {
                setConfirming(false);
                remove(data.id);
              }}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        </div>
      </Dialog>
    </li>
  );
}
