import { Trans } from '@lingui/react/macro';
import { Suspense, use } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { RecentlyViewedQuery } from '../../__generated__/RecentlyViewedQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { ProductCard } from '../product-card/ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import * as styles from './Home.css';
import { readRecentlyViewed, RECENTLY_VIEWED_SHOWN } from './recentlyViewed';

const query = graphql`
  query RecentlyViewedQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      id
      # Aliased: the list could hold ids of other kinds; only products get a card.
      ...ProductCard_product @alias(as: "card")
    }
  }
`;

/**
 * Starts loading the products this browser viewed last (all ten kept, so a deleted one leaves room for the next),
 * or null when there are none.
 */
export function preloadRecentlyViewed(): PreloadedQuery<RecentlyViewedQuery> | null {
  const ids = readRecentlyViewed();
  return ids.length > 0 ? preloadRouteQuery<RecentlyViewedQuery>('home-recently-viewed', query, { ids }) : null;
}

/**
 * The home page's 'Recently Viewed' row (HomeRoute.tsx loads this module only when the browser has viewed
 * products): hidden when there is nothing to show.
 */
export function RecentlyViewed({ pending }: { pending: Promise<PreloadedQuery<RecentlyViewedQuery> | null> }) {
  const queryRef = use(pending);
  if (!queryRef) return null;
  return (
    <Suspense fallback={<RecentlyViewedSkeleton />}>
      <RecentlyViewedProducts queryRef={queryRef} />
    </Suspense>
  );
}

function RecentlyViewedProducts({ queryRef }: { queryRef: PreloadedQuery<RecentlyViewedQuery> }) {
  const data = usePreloadedQuery<RecentlyViewedQuery>(query, queryRef);
  // Deleted products come back as null, and anything that is not a product has no card.
  const products = data.nodes.flatMap((node) => (node?.card ? [{ id: node.id, card: node.card }] : [])).slice(0, RECENTLY_VIEWED_SHOWN);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="home-recent-title">
      <div className={styles.sectionHeader}>
        <h2 id="home-recent-title" className={styles.sectionTitle}>
          <Trans>Recently Viewed</Trans>
        </h2>
      </div>
      <ul className={styles.row}>
        {products.map((product) => (
          <li key={product.id} className={styles.rowItem}>
            <ProductCard product={product.card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentlyViewedSkeleton() {
  return (
    <section aria-hidden="true">
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>
          <Trans>Recently Viewed</Trans>
        </h2>
      </div>
      <div className={styles.row}>
        {Array.from({ length: 4 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </section>
  );
}
