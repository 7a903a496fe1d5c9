import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConfirmRefund_order$key } from '../../__generated__/ConfirmRefund_order.graphql';
import { useFormatRwf } from '../../i18n/money';
import { Button } from '../../ui/Button';
import { useConfirmOrderRefundMutation } from './useConfirmOrderRefundMutation';
import * as styles from './AdminOrders.css';

/**
 * Where the money of a paid, cancelled order stands, as it moves (the card reads it again meanwhile): the provider
 * refunding it to the payer's number, then Refunded. Only when the provider cannot make the refund (it refused or
 * failed it, or makes no refunds here) is the admin asked to send the money back by hand and confirm it here.
 */
export function ConfirmRefund({ order, onStale }: { order: ConfirmRefund_order$key; onStale: () => void }) {
  const { t } = useLingui();
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment ConfirmRefund_order on Order {
        id
        total
        payment {
          state
          amount
          provider
          phone
          refundBy
          reasonCode
          history {
            toState
            source
          }
        }
      }
    `,
    order,
  );
  const confirm = useConfirmOrderRefundMutation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { payment } = data;
  if ((payment.state !== 'REFUND_DUE' && payment.state !== 'REFUNDED') || !payment.provider) return null;
  const provider = payment.provider;
  const amount = <span className={styles.refundFigure}>{formatRwf(payment.amount ?? data.total)}</span>;
  const phone = <span className={styles.refundFigure}>{payment.phone ?? ''}</span>;

  if (payment.state === 'REFUNDED') {
    const byHand = payment.history.some((event) => event.toState === 'REFUNDED' && event.source === 'admin');
    return (
      <div className={styles.refund.made}>
        <p className={styles.refundNote} role="status">
          <span>{byHand ? <Trans>Refunded by hand: {amount}, confirmed by an admin.</Trans> : <Trans>Refunded: {provider} sent {amount} back to {phone}.</Trans>}</span>
        </p>
      </div>
    );
  }
  if (payment.refundBy === 'PROVIDER') {
    return (
      <div className={styles.refund.byProvider}>
        <p className={styles.refundNote} role="status">
          <span className={styles.refundSpinner} aria-hidden="true" />
          <span>
            <Trans>
              {provider} is refunding {amount} to {phone}.
            </Trans>
          </span>
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
      if (answer.__typename === 'RefundInProgressError') {
        const refunder = answer.provider;
        setRefusal(t`${refunder} is making this refund itself: wait until it is made or refused.`);
        // The card showed this refund as the admin's: what it shows is out of date.
        onStale();
      } else if (answer.__typename !== 'ConfirmOrderRefundPayload') {
        setRefusal((answer.__typename !== '%other' ? answer.message : undefined) ?? t`The refund could not be confirmed. Please try again.`);
      }
    } catch {
      setRefusal(t`The shop could not be reached. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.refund.byHand}>
      <p className={styles.refundNote} role="status">
        <span>
          {payment.reasonCode === 'REFUND_FAILED' ? (
            <Trans>
              {provider} could not refund {amount} to {phone}: send the money back to the customer by hand, then confirm the refund.
            </Trans>
          ) : (
            <Trans>
              {provider} cannot refund here: send {amount} back to the customer ({phone}) by hand, then confirm the refund.
            </Trans>
          )}
        </span>
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
