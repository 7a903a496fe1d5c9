import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderCard_order$key } from '../../__generated__/OrderCard_order.graphql';
import { formatDate } from '../../i18n/dates';
import { formatMobile } from '../../i18n/mobile';
import { formatRwf } from '../../i18n/money';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { CancelOrderButton } from './CancelOrderButton';
import { PaymentFact } from './PaymentFact';
import * as styles from './Orders.css';
import { useStatusLabels } from './statusLabels';

/**
 * One order: its number and status, where it goes and to whom, its amount and payment (method and state), delivery charge and time, when it should
 * arrive (until it has, or is cancelled), its products, and Cancel Order while allowed. `facts` (the admin's: who ordered) lead the order's facts;
 * `paymentFacts` (the shopper's: where a refund went) follow the payment; `children` (the admin's status selector and history) go below the
 * products; `action` (the shopper's way to pay) goes beside Cancel Order.
 */
export function OrderCard({
  order,
  children,
  facts,
  paymentFacts,
  action,
  asAdmin = false,
}: {
  order: OrderCard_order$key;
  children?: ReactNode;
  facts?: ReactNode;
  paymentFacts?: ReactNode;
  action?: ReactNode;
  /** The admin's card: a refund the provider cannot make is theirs to send (the cancel dialog says so). */
  asAdmin?: boolean;
}) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment OrderCard_order on Order {
        id
        orderNumber
        status
        canCancel
        createdAt
        total
        deliveryCharge
        estimatedDeliveryDate
        payment {
          ...PaymentFact_payment
        }
        ...CancelOrderButton_order
        deliveryAddress {
          houseNumber
          street
          village
          sector
          district
          mobile
        }
        lines {
          lineNumber
          localName
          image
          quantity
        }
      }
    `,
    order,
  );
  const address = data.deliveryAddress;
  const orderedAt = new Date(data.createdAt);
  // Once delivered or cancelled, the estimate no longer tells the shopper anything.
  const awaited = data.status === 'PENDING' || data.status === 'PROCESSING' || data.status === 'SHIPPED';
  const statusLabel = useStatusLabels();
  const titleId = `order-${data.id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Cancelling removes the focused button (and its dialog): focus goes to the order's heading once they are gone,
  // whichever comes first, the server's answer or the re-render with the new status.
  const focusOnceCancelled = useRef(false);
  const shownCancellable = useRef(data.canCancel);
  useEffect(() => {
    shownCancellable.current = data.canCancel;
    if (!data.canCancel && focusOnceCancelled.current) {
      focusOnceCancelled.current = false;
      heading.current?.focus();
    }
  }, [data.canCancel]);
  const onCancelled = () => {
    if (shownCancellable.current) focusOnceCancelled.current = true;
    else heading.current?.focus();
  };
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.orderNumber}>
          <Trans>Order No:</Trans> <span className={styles.number}>{data.orderNumber}</span>
        </h2>
        <p className={styles.status[data.status === '%future added value' ? 'PENDING' : data.status]}>
          <span className="visually-hidden">
            <Trans>Status:</Trans>{' '}
          </span>
          {statusLabel(data.status)}
        </p>
      </header>
      <dl className={styles.facts}>
        {facts}
        <div className={styles.fact}>
          <dt className={styles.factName}>
            <Trans>Delivery Address</Trans>
          </dt>
          <dd className={styles.factValue}>
            {[address.houseNumber, address.street].filter(Boolean).join(', ')}
            <br />
            {`${address.village}, ${address.sector}, ${address.district}`}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>
            <Trans>Customer Number</Trans>
          </dt>
          <dd className={styles.factValue}>
            <a href={`tel:${address.mobile}`}>{formatMobile(address.mobile)}</a>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>
            <Trans>Order Amount</Trans>
          </dt>
          <dd className={styles.amount}>{formatRwf(data.total, i18n.locale)}</dd>
        </div>
        <PaymentFact payment={data.payment} />
        {paymentFacts}
        <div className={styles.fact}>
          <dt className={styles.factName}>
            <Trans>Delivery Charge</Trans>
          </dt>
          <dd className={styles.factValue}>{data.deliveryCharge === 0 ? t`Free` : formatRwf(data.deliveryCharge, i18n.locale)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>
            <Trans>Ordering Time</Trans>
          </dt>
          <dd className={styles.factValue}>
            <time dateTime={data.createdAt}>{formatDate(orderedAt, 'dateTime', i18n.locale)}</time>
          </dd>
        </div>
        {awaited ? (
          <div className={styles.fact}>
            <dt className={styles.factName}>
              <Trans>Estimated delivery</Trans>
            </dt>
            <dd className={styles.factValue}>
              <time dateTime={data.estimatedDeliveryDate}>{formatDate(new Date(data.estimatedDeliveryDate), 'fullDate', i18n.locale)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.lines} aria-label={t`Products`}>
        {data.lines.map(({ quantity, ...line }) => (
          <li key={line.lineNumber} className={styles.line}>
            {line.image ? (
              <ResponsiveImage src={line.image} alt="" width={56} height={56} sizes="56px" className={styles.lineImage} />
            ) : (
              <span className={styles.linePlaceholder} aria-hidden="true" />
            )}
            <span className={styles.lineName}>{line.localName.trim() || t`Unnamed Product`}</span>
            <span className={styles.lineQuantity}>
              <Trans>Qty: {quantity}</Trans>
            </span>
          </li>
        ))}
      </ul>
      {children}
      {action || data.canCancel ? (
        <div className={styles.actions}>
          {action}
          {data.canCancel ? <CancelOrderButton order={data} asAdmin={asAdmin} onCancelled={onCancelled} /> : null}
        </div>
      ) : null}
    </article>
  );
}
