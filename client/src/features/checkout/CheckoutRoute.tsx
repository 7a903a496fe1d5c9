import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { CheckoutRouteQuery } from '../../__generated__/CheckoutRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { isSignedIn } from '../../relay/session';
import { PleaseLogin } from '../address/PleaseLogin';
import { Checkout } from './Checkout';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import * as styles from './Checkout.css';

const query = graphql`
  query CheckoutRouteQuery {
    viewer {
      ...Checkout_viewer
    }
    paymentMethods
  }
`;

/** Starts loading the addresses and the cart; the store's figures show at once while the server is asked again. */
export function loader() {
  if (!isSignedIn()) return null;
  return preloadRouteQuery<CheckoutRouteQuery>('checkout', query, {}, 'store-and-network');
}

/** /checkout: delivery address, promo code, bill and Cash on Delivery; 'Please Login' for a visitor. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<CheckoutRouteQuery> | null>();
  if (!queryRef) {
    return (
      <section className={styles.page} aria-labelledby="checkout-login-title">
        <title>{t`Checkout · Isoko`}</title>
        <PleaseLogin titleId="checkout-login-title" />
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <title>{t`Checkout · Isoko`}</title>
      <h1 id="checkout-title" className={styles.title} tabIndex={-1}>
        <Trans>Checkout</Trans>
      </h1>
      <Suspense fallback={<CheckoutSkeleton />}>
        <CheckoutPage queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function CheckoutPage({ queryRef }: { queryRef: PreloadedQuery<CheckoutRouteQuery> }) {
  const data = usePreloadedQuery<CheckoutRouteQuery>(query, queryRef);
  // The session ended (refused refresh): the page is a visitor's.
  if (!data.viewer) return <PleaseLogin titleId="checkout-login-title" />;
  return <Checkout viewer={data.viewer} paymentMethods={data.paymentMethods} />;
}
