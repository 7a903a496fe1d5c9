import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, Navigate, useLoaderData } from 'react-router';
import type { CancelRouteQuery } from '../../__generated__/CancelRouteQuery.graphql';
import { button } from '../../ui/Button.css';
import { RefundText } from '../orders/RefundText';
import { OrderFacts } from './OrderFacts';
import { loadOrderResult } from './orderResultLoader';
import * as styles from './OrderResult.css';

const query = graphql`
  query CancelRouteQuery($databaseId: ID!) {
    viewer {
      ...orderResultLoader_viewer
    }
    order(databaseId: $databaseId) {
      ...orderResultLoader_order
      orderNumber
      payment {
        refund {
          __typename
        }
        ...RefundText_payment
      }
      ...OrderFacts_order
    }
  }
`;

/** The order of `?order=`, placed by the viewer and cancelled; anything else leaves the page (see loadOrderResult). */
export function loader(args: LoaderFunctionArgs) {
  return loadOrderResult<CancelRouteQuery>(args, 'cancel', query);
}

/**
 * /cancel?order=<id>: 'Order Cancel', which order it was, that nothing is delivered, what becomes of the money (nothing
 * to pay, or where a paid order's money went back), and the way home.
 */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<CancelRouteQuery>>();
  const data = usePreloadedQuery<CancelRouteQuery>(query, queryRef);
  if (!data.order) return <Navigate to="/" replace />;
  const orderNumber = data.order.orderNumber;
  return (
    <section className={styles.card} aria-labelledby="cancel-title">
      <title>{t`Order Cancel · Isoko`}</title>
      <span className={styles.cancelMark} aria-hidden="true">
        ×
      </span>
      <h1 id="cancel-title" className={styles.title} tabIndex={-1}>
        <Trans>Order Cancel</Trans>
      </h1>
      {data.order.payment.refund ? (
        <>
          <p className={styles.text}>
            <Trans>Order {orderNumber} is cancelled: it will not be delivered.</Trans>
          </p>
          <p className={styles.moneyBack}>
            <RefundText payment={data.order.payment} />
          </p>
        </>
      ) : (
        <p className={styles.text}>
          <Trans>Order {orderNumber} is cancelled: it will not be delivered, and there is nothing to pay.</Trans>
        </p>
      )}
      <OrderFacts order={data.order} />
      <div className={styles.actions}>
        <Link to="/" className={button({ tone: 'primary' })}>
          <Trans>Go To Home</Trans>
        </Link>
        <Link to="/dashboard/myorders" className={button({ tone: 'outline' })}>
          <Trans>My Orders</Trans>
        </Link>
      </div>
    </section>
  );
}
