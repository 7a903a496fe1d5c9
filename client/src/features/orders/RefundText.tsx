import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RefundText_payment$key } from '../../__generated__/RefundText_payment.graphql';
import { useFormatRwf } from '../../i18n/money';

/**
 * Where an order's money went back, in a sentence: sent back to the number that paid, on its way there, or left to
 * the shop (and then given back by hand). Nothing for an order that owes nothing back. /cancel and My Orders say it.
 */
export function RefundText({ payment }: { payment: RefundText_payment$key }) {
  const { t } = useLingui();
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment RefundText_payment on OrderPayment {
        refund {
          amount
          progress
          provider
          phone
        }
      }
    `,
    payment,
  );
  const { refund } = data;
  if (!refund) return null;
  const amount = formatRwf(refund.amount);
  const provider = refund.provider ?? 'Mobile Money';
  const phone = refund.phone ?? '';
  switch (refund.progress) {
    case 'SENT_BACK':
      return <>{t`${amount} was sent back to your ${provider} (${phone}).`}</>;
    case 'SENDING':
      return <>{t`${provider} is sending ${amount} back to ${phone}.`}</>;
    case 'SENT_BY_HAND':
      return <>{t`The shop sent ${amount} back to you by hand.`}</>;
    default:
      return <>{t`The shop will send ${amount} back to you.`}</>;
  }
}
