import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDate } from '../../i18n/dates';
import { button } from '../../ui/Button.css';
import { SuccessMark } from './SuccessMark';
import * as styles from './OrderResult.css';

function isSuccessState(state: unknown): state is { orderNumber: string; estimatedDeliveryDate?: string } {
  return typeof state === 'object' && state !== null && typeof (state as { orderNumber?: unknown }).orderNumber === 'string';
}

/**
 * /success: the order is placed. With the order from the checkout (router state) it reads 'Order Successfully' with
 * the order number and the estimated delivery date; opened on its own, 'Payment Successfully'.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const state: unknown = useLocation().state;
  const order = isSuccessState(state) ? state : null;
  const delivery = order?.estimatedDeliveryDate ? new Date(order.estimatedDeliveryDate) : null;
  const deliveryDate = delivery && !Number.isNaN(delivery.getTime()) ? formatDate(delivery, 'fullDate', i18n.locale) : null;
  const orderNumber = order?.orderNumber ?? '';
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The button that placed the order is gone: screen readers start from the news, and Tab from here.
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.card} aria-labelledby="success-title">
      <title>{order ? t`Order Successfully · Isoko` : t`Payment Successfully · Isoko`}</title>
      <SuccessMark />
      <h1 ref={heading} id="success-title" className={styles.title} tabIndex={-1}>
        {order ? <Trans>Order Successfully</Trans> : <Trans>Payment Successfully</Trans>}
      </h1>
      {order ? (
        <>
          <p className={styles.text}>
            <Trans>Our delivery team will contact you shortly to confirm payment and delivery details.</Trans>
          </p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>
                <Trans>Order No</Trans>
              </dt>
              <dd className={styles.factValue}>{orderNumber}</dd>
            </div>
            {deliveryDate ? (
              <div className={styles.fact}>
                <dt>
                  <Trans>Estimated delivery</Trans>
                </dt>
                <dd className={styles.factValue}>{deliveryDate}</dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
      <div className={styles.actions}>
        <Link to="/" className={button({ tone: 'primary' })}>
          <Trans>Go To Home</Trans>
        </Link>
        {order ? (
          <Link to="/dashboard/myorders" className={button({ tone: 'outline' })}>
            <Trans>My Orders</Trans>
          </Link>
        ) : null}
      </div>
    </section>
  );
}
