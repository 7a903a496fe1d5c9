import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useCancelOrderMutation } from './useCancelOrderMutation';
import * as styles from './Orders.css';

/**
 * 'Cancel Order', asked again in a dialog first: cancelling cannot be undone. Once cancelled the button is gone,
 * so `onCancelled` gives focus a place to go.
 */
export function CancelOrderButton({ orderId, orderNumber, onCancelled }: { orderId: string; orderNumber: string; onCancelled: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelling] = useCancelOrderMutation();
  const confirm = () => cancel(orderId, { onSettled: () => setConfirming(false), onCancelled });
  return (
    <>
      <Button tone="outline" size="small" className={styles.cancelButton} onClick={() => setConfirming(true)} aria-haspopup="dialog" disabled={cancelling}>
        {cancelling ? <Trans>Cancelling...</Trans> : <Trans>Cancel Order</Trans>}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={<Trans>Cancel order {orderNumber}?</Trans>}>
        <p className={styles.confirmText}>
          <Trans>The order will not be delivered, and this cannot be undone.</Trans>
        </p>
        <div className={styles.confirmActions}>
          <Button tone="outline" onClick={() => setConfirming(false)}>
            <Trans>Keep order</Trans>
          </Button>
          <Button tone="danger" onClick={confirm} disabled={cancelling}>
            {cancelling ? <Trans>Cancelling...</Trans> : <Trans>Cancel Order</Trans>}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
