import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { CartRouteQuery } from '../../__generated__/CartRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { isSignedIn } from '../../relay/session';
import { CartContent } from './CartContent';
import { GuestCartContent } from './GuestCartContent';
import { CartSkeleton } from './CartSkeleton';
import * as styles from './CartRoute.css';

const query = graphql`
  query CartRouteQuery {
    viewer {
      cart {
        ...CartContent_cart
      }
    }
  }
`;

/**
 * Starts loading the cart; what the store knows shows at once while the server is asked again. A visitor's cart is on
 * the device, so there is nothing to load (and /cart opens offline too).
 */
export function loader() {
  if (!isSignedIn()) return null;
  return preloadRouteQuery<CartRouteQuery>('cart', query, {}, 'store-and-network');
}

/** /cart: the cart drawer's content as a page, for phones (the bottom navigation's Cart). */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<CartRouteQuery> | null>();
  return (
    <section className={styles.page}>
      <title>{t`My Cart · Isoko`}</title>
      <h1 className={styles.title} tabIndex={-1}>
        <Trans>My Cart</Trans>
      </h1>
      <Suspense fallback={<CartSkeleton />}>
        {queryRef ? <CartPage queryRef={queryRef} /> : <GuestCartContent layout="page" />}
      </Suspense>
    </section>
  );
}

function CartPage({ queryRef }: { queryRef: PreloadedQuery<CartRouteQuery> }) {
  const data = usePreloadedQuery<CartRouteQuery>(query, queryRef);
  return <CartContent cart={data.viewer?.cart ?? null} layout="page" />;
}
