import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderFacts_order$key } from '../../__generated__/OrderFacts_order.graphql';
import { formatDate } from '../../i18n/dates';
import { useFormatRwf } from '../../i18n/money';
import * as styles from './OrderResult.css';

/**
 * The order as /success and /cancel show it: its number, total and delivery charge, and when it arrives (or, once
 * cancelled, when it was cancelled), as the order holds them since it was placed; an order paid by mobile money says it is paid.
 */
export function OrderFacts({ order }: { order: OrderFacts_order$key }) {
  const { t, i18n } = useLingui();
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment OrderFacts_order on Order {
        orderNumber
        total
        deliveryCharge
        status
        estimatedDeliveryDate
        cancelledAt
        payment {
          state
        }
      }
    `,
    order,
  );
  const cancelled = data.status === 'CANCELLED';
  const when = cancelled ? data.cancelledAt : data.estimatedDeliveryDate;
  const date = when ? new Date(when) : null;
  const day = date && !Number.isNaN(date.getTime()) ? formatDate(date, 'fullDate', i18n.locale) : null;
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>
          <Trans>Order No</Trans>
        </dt>
        <dd className={styles.factValue}>{data.orderNumber}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{cancelled ? <Trans>Order total</Trans> : data.payment.state === 'PAID' ? <Trans>Paid</Trans> : <Trans>To pay on delivery</Trans>}</dt>
        <dd className={styles.factValue}>{formatRwf(data.total)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>
          <Trans>Delivery Charge</Trans>
        </dt>
        <dd className={styles.factValue}>{data.deliveryCharge === 0 ? t`Free` : formatRwf(data.deliveryCharge)}</dd>
      </div>
      {day ? (
        <div className={styles.fact}>
          <dt>{cancelled ? <Trans>Cancelled on</Trans> : <Trans>Estimated delivery</Trans>}</dt>
          <dd className={styles.factValue}>{day}</dd>
        </div>
      ) : null}
    </dl>
  );
}
