import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, Navigate, useLoaderData } from 'react-router';
import type { SuccessRouteQuery } from '../../__generated__/SuccessRouteQuery.graphql';
import { button } from '../../ui/Button.css';
import { OrderFacts } from './OrderFacts';
import { loadOrderResult } from './orderResultLoader';
import { SuccessMark } from './SuccessMark';
import * as styles from './OrderResult.css';

const query = graphql`
  query SuccessRouteQuery($databaseId: ID!) {
    viewer {
      ...orderResultLoader_viewer
    }
    order(databaseId: $databaseId) {
      payment {
        state
        provider
      }
      ...orderResultLoader_order
      ...OrderFacts_order
    }
  }
`;

/** The order of `?order=`, placed by the viewer and not cancelled; anything else leaves the page (see loadOrderResult). */
export function loader(args: LoaderFunctionArgs) {
  return loadOrderResult<SuccessRouteQuery>(args, 'success', query);
}

/**
 * /success?order=<id>: the order is placed. 'Order Successfully', what happens next, the order number, what is paid
 * on delivery and when it arrives, and the way to My Orders.
 */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<SuccessRouteQuery>>();
  const data = usePreloadedQuery<SuccessRouteQuery>(query, queryRef);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The button that placed the order is gone: screen readers start from the news, and Tab from here.
    heading.current?.focus();
  }, []);

  // The loader checked it; the store may have dropped it since (the shopper signed out in another tab).
  if (!data.order) return <Navigate to="/" replace />;
  const provider = data.order.payment.provider ?? t`mobile money`;
  return (
    <section className={styles.card} aria-labelledby="success-title">
      <title>{t`Order Successfully · Isoko`}</title>
      <SuccessMark />
      <h1 ref={heading} id="success-title" className={styles.title} tabIndex={-1}>
        <Trans>Order Successfully</Trans>
      </h1>
      <p className={styles.text}>
        {data.order.payment.state === 'PAID' ? (
          <Trans>Your {provider} payment is received. Our delivery team will contact you shortly to confirm delivery details.</Trans>
        ) : (
          <Trans>Our delivery team will contact you shortly to confirm payment and delivery details.</Trans>
        )}
      </p>
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
