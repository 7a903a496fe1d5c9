import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConfirmRefund_order$key } from '../../__generated__/ConfirmRefund_order.graphql';
import { Button } from '../../ui/Button';
import { useConfirmOrderRefundMutation } from './useConfirmOrderRefundMutation';
import * as styles from './AdminOrders.css';

/**
 * A cancelled order that was paid by mobile money and whose refund the provider did not make: once the admin has
 * sent the money back by hand, they confirm it here and the payment reads Refunded. While the provider is still
 * making the refund, it says so instead.
 */
export function ConfirmRefund({ order }: { order: ConfirmRefund_order$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ConfirmRefund_order on Order {
        id
        payment {
          state
          provider
          refundInProgress
        }
      }
    `,
    order,
  );
  const confirm = useConfirmOrderRefundMutation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (data.payment.state !== 'REFUND_DUE') return null;
  if (data.payment.refundInProgress) {
    const provider = data.payment.provider ?? t`The provider`;
    return (
      <div className={styles.refund}>
        <p className={styles.refundNote}>
          <Trans>This order was paid and then cancelled: {provider} is sending the money back to the customer.</Trans>
        </p>
      </div>
    );
  }
  const onConfirm = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await confirm(data.id);
      if (answer.__typename !== 'ConfirmOrderRefundPayload') {
        setRefusal((answer.__typename !== '%other' ? answer.message : undefined) ?? t`The refund could not be confirmed. Please try again.`);
      }
    } catch {
      setRefusal(t`The shop could not be reached. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.refund}>
      <p className={styles.refundNote}>
        <Trans>This order was paid and then cancelled: send the money back to the customer, then confirm the refund.</Trans>
      </p>
      <Button tone="outline" aria-disabled={busy || undefined} onClick={() => void onConfirm()}>
        <Trans>Confirm refund</Trans>
      </Button>
      {refusal ? (
        <p className={styles.refundError} role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
