import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PaymentFact_payment$key, PaymentMethod, PaymentState } from '../../__generated__/PaymentFact_payment.graphql';
import * as styles from './Orders.css';

/** The payment states' names in the current language: one translation for the badge and the admin's filter. */
export function usePaymentStateLabels(): (state: PaymentState) => string {
  const { t } = useLingui();
  const labels: Record<Exclude<PaymentState, '%future added value'>, string> = {
    UNPAID: t`Unpaid`,
    PENDING: t`Awaiting payment`,
    PAID: t`Paid`,
    FAILED: t`Payment failed`,
    REFUND_DUE: t`Refund due`,
    REFUNDED: t`Refunded`,
  };
  return (state) => (state === '%future added value' ? state : labels[state]);
}

/** How an order is paid, in the current language (the providers keep their own names). */
export function usePaymentMethodLabel(): (method: PaymentMethod) => string {
  const { t } = useLingui();
  return (method) => (method === 'MTN_MOMO' ? 'MTN MoMo' : method === 'AIRTEL_MONEY' ? 'Airtel Money' : method === 'CASH_ON_DELIVERY' ? t`Cash on Delivery` : method);
}

/** The order's payment as a fact of its card: the method and a badge of where the money stands. */
export function PaymentFact({ payment }: { payment: PaymentFact_payment$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentFact_payment on OrderPayment {
        method
        state
      }
    `,
    payment,
  );
  const stateLabel = usePaymentStateLabels();
  const methodLabel = usePaymentMethodLabel();
  return (
    <div className={styles.fact}>
      <dt className={styles.factName}>
        <Trans>Payment</Trans>
      </dt>
      <dd className={`${styles.factValue} ${styles.paymentValue}`}>
        <span>{methodLabel(data.method)}</span>
        <span className={styles.paymentBadge[data.state === '%future added value' ? 'UNPAID' : data.state]}>{stateLabel(data.state)}</span>
      </dd>
    </div>
  );
}
