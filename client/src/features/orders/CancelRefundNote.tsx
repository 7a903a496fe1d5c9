import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CancelRefundNote_order$key } from '../../__generated__/CancelRefundNote_order.graphql';
import { useFormatRwf } from '../../i18n/money';

/**
 * Before a paid order is cancelled: that the customer paid (how much, by which provider) and how the money goes back
 * once it is cancelled, by the provider to the payer's number or, when the provider cannot refund, by hand (the
 * admin is told it is theirs to do). Nothing for an order that holds no money.
 */
export function CancelRefundNote({ order, asAdmin = false, className }: { order: CancelRefundNote_order$key; asAdmin?: boolean; className?: string }) {
  const { t } = useLingui();
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment CancelRefundNote_order on Order {
        total
        payment {
          state
          amount
          provider
          phone
          refundBy
        }
      }
    `,
    order,
  );
  const { payment } = data;
  if (payment.state !== 'PAID' || !payment.provider || !payment.refundBy) return null;
  const amount = formatRwf(payment.amount ?? data.total);
  const provider = payment.provider;
  // Kept whole on one line: a number broken after its first digits reads as two.
  const phone = (payment.phone ?? '').replaceAll(' ', '\u00a0');
  let text: string;
  if (payment.refundBy === 'PROVIDER') text = t`This order is paid (${amount} by ${provider}). Cancelling it sends the money back to ${phone}.`;
  else if (asAdmin) text = t`This order is paid (${amount} by ${provider}). ${provider} cannot refund it here: you will need to send the money back to ${phone} by hand, then confirm the refund.`;
  else text = t`This order is paid (${amount} by ${provider}). If you cancel it, Isoko will send the money back to ${phone}.`;
  return <p className={className}>{text}</p>;
}
