import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { type LoaderFunctionArgs, Navigate, useLoaderData } from 'react-router';
import type { PaymentRouteQuery } from '../../__generated__/PaymentRouteQuery.graphql';
import { loadOrderResult } from './orderResultLoader';
import { PaymentStatus } from './PaymentStatus';
import * as styles from './OrderResult.css';

const query = graphql`
  query PaymentRouteQuery($databaseId: ID!) {
    viewer {
      ...orderResultLoader_viewer
    }
    order(databaseId: $databaseId) {
      payment {
        state
      }
      ...orderResultLoader_order
      ...PaymentStatus_order
    }
    paymentMethods
  }
`;

/** How often the payment is read again while the phone has not answered. */
const POLL_INTERVAL_MS = 2500;

/** The order of `?order=`, placed by the viewer and not cancelled (see loadOrderResult). */
export function loader(args: LoaderFunctionArgs) {
  return loadOrderResult<PaymentRouteQuery>(args, 'payment', query);
}

/**
 * /payment?order=<id>: a mobile-money order waiting for the shopper to approve the payment on their phone. The
 * payment is read again every few seconds while it is pending (and only while this page is open); the page then
 * moves on to /success once paid, or offers another try or cash on delivery when it failed. While it waits, the
 * shopper may have the prompt sent again, use another number or pay cash on delivery instead.
 */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<PaymentRouteQuery>>();
  const data = usePreloadedQuery<PaymentRouteQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const databaseId = queryRef.variables.databaseId;
  const state = data.order?.payment.state;
  const heading = useRef<HTMLHeadingElement>(null);
  const reread = useCallback(() => {
    fetchQuery<PaymentRouteQuery>(environment, query, { databaseId }, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, databaseId]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (state !== 'PENDING') return;
    let inFlight = false;
    const timer = setInterval(() => {
      // A slow answer is waited for rather than asked again on top of it.
      if (inFlight) return;
      inFlight = true;
      fetchQuery<PaymentRouteQuery>(environment, query, { databaseId }, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => void (inFlight = false),
        error: () => void (inFlight = false),
      });
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state, environment, databaseId]);

  if (!data.order) return <Navigate to="/" replace />;
  return (
    <section className={styles.card} aria-labelledby="payment-title">
      <title>{t`Approve the payment · Isoko`}</title>
      <PaymentStatus order={data.order} offered={data.paymentMethods} headingRef={heading} onStale={reread} />
    </section>
  );
}
