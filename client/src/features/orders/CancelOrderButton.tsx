import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CancelOrderButton_order$key } from '../../__generated__/CancelOrderButton_order.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CancelRefundNote } from './CancelRefundNote';
import { useCancelOrderMutation } from './useCancelOrderMutation';
import * as styles from './Orders.css';

/**
 * 'Cancel Order', asked again in a dialog first: cancelling cannot be undone, and a paid order's dialog says how its
 * money goes back (to the admin, when it is theirs to send by hand). Once cancelled the button is gone, so
 * `onCancelled` gives focus a place to go.
 */
export function CancelOrderButton({ order, asAdmin = false, onCancelled }: { order: CancelOrderButton_order$key; asAdmin?: boolean; onCancelled: () => void }) {
  const data = useFragment(
    graphql`
      fragment CancelOrderButton_order on Order {
        id
        orderNumber
        ...CancelRefundNote_order
      }
    `,
    order,
  );
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelling] = useCancelOrderMutation();
  const descriptionId = useId();
  const confirm = () => cancel(data.id, { onSettled: () => setConfirming(false), onCancelled });
  const orderNumber = data.orderNumber;
  return (
    <>
      <Button tone="outline" size="small" className={styles.cancelButton} onClick={() => setConfirming(true)} aria-haspopup="dialog" disabled={cancelling}>
        {cancelling ? <Trans>Cancelling...</Trans> : <Trans>Cancel Order</Trans>}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={<Trans>Cancel order {orderNumber}?</Trans>}>
        <div id={descriptionId}>
          <CancelRefundNote order={data} asAdmin={asAdmin} className={styles.cancelRefundNote} />
          <p className={styles.confirmText}>
            <Trans>The order will not be delivered, and this cannot be undone.</Trans>
          </p>
        </div>
        <div className={styles.confirmActions}>
          <Button tone="outline" onClick={() => setConfirming(false)}>
            <Trans>Keep order</Trans>
          </Button>
          <Button tone="danger" onClick={confirm} disabled={cancelling} aria-describedby={descriptionId}>
            {cancelling ? <Trans>Cancelling...</Trans> : <Trans>Cancel Order</Trans>}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
