import { Trans, useLingui } from '@lingui/react/macro';
import { Component as ReactComponent, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import type { RecentlyViewedQuery } from '../../__generated__/RecentlyViewedQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { isHydrating } from '../../relay/routeEnvironment';
import { Skeleton } from '../../ui/Skeleton';
import { PageMeta } from '../page-meta/PageMeta';
import { ProductCard } from '../product-card/ProductCard';
import { Banner } from './Banner';
import { CategoryStrip, CategoryStripSkeleton } from './CategoryStrip';
import { ProductGridSkeleton } from './ProductCardSkeleton';
import { readRecentlyViewed } from './recentlyViewed';
import * as styles from './Home.css';
import { FIRST_ROW_CARDS } from '../../ui/imageSizes';
import { withLaterMessages } from '../../i18n/i18n';

// The Recently Viewed row is a chunk of its own, fetched only by a browser that has viewed products (a first visit
// has none).
const loadRecentlyViewed = () => withLaterMessages(import('./RecentlyViewed'));
const RecentlyViewed = lazy(() => loadRecentlyViewed().then((module) => ({ default: module.RecentlyViewed })));
type RecentlyViewedRead = Promise<PreloadedQuery<RecentlyViewedQuery> | null> | null;

/** Starts reading this browser's recently viewed products, or null when it has none. */
function readRecentlyViewedProducts(): RecentlyViewedRead {
  return readRecentlyViewed().length > 0 ? loadRecentlyViewed().then((module) => module.preloadRecentlyViewed()) : null;
}

const query = graphql`
  query HomeRouteQuery {
    categories {
      ...CategoryStrip_categories
    }
    newArrivals {
      id
      ...ProductCard_product
    }
    randomProducts(count: 16) {
      id
      ...ProductCard_product
    }
  }
`;

interface HomeData {
  home: PreloadedQuery<HomeRouteQuery>;
  recentlyViewed: RecentlyViewedRead;
}

/** Starts the home page's two reads at once: the shop's lists, and this browser's recently viewed products. */
export function loader(): HomeData {
  // The server cannot know this device's list: a page it rendered reads it once the app has taken over.
  return { home: preloadRouteQuery<HomeRouteQuery>('home', query, {}), recentlyViewed: isHydrating() ? null : readRecentlyViewedProducts() };
}

/** The home page: banner, category strip, New Arrivals, Recently Viewed and Explore Our Products. */
export function Component() {
  const { home, recentlyViewed: loaded } = useLoaderData<HomeData>();
  const { t } = useLingui();
  const [readAfterHydration, setReadAfterHydration] = useState<HomeData['recentlyViewed']>(null);
  useEffect(() => {
    if (!loaded) setReadAfterHydration(readRecentlyViewedProducts());
  }, [loaded]);
  const recentlyViewed = loaded ?? readAfterHydration;
  return (
    <div className={styles.page}>
      <PageMeta
        title={t`Groceries delivered across Rwanda`}
        description={t`Fresh groceries, drinks and household goods from Isoko, delivered across Rwanda and paid in cash on delivery.`}
        path="/"
      />
      <Banner />
      <Suspense fallback={<HomeSkeleton />}>
        <HomeLists
          queryRef={home}
          recentlyViewed={
            recentlyViewed && (
              <Quietly>
                <Suspense fallback={null}>
                  <RecentlyViewed pending={recentlyViewed} />
                </Suspense>
              </Quietly>
            )
          }
        />
      </Suspense>
    </div>
  );
}

function HomeLists({ queryRef, recentlyViewed }: { queryRef: PreloadedQuery<HomeRouteQuery>; recentlyViewed: ReactNode }) {
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  return (
    <>
      <CategoryStrip categories={data.categories} />
      <ProductSection id="home-new-title" title={<Trans>New Arrivals</Trans>}>
        {data.newArrivals.map((product, index) => (
          <li key={product.id}>
            {/* On a phone the first row is what the shopper sees first: fetch those pictures before the rest. */}
            <ProductCard product={product} priority={index < FIRST_ROW_CARDS} />
          </li>
        ))}
      </ProductSection>
      {recentlyViewed}
      <ProductSection id="home-explore-title" title={<Trans>Explore Our Products</Trans>}>
        {data.randomProducts.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ProductSection>
    </>
  );
}

function ProductSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      </div>
      <ul className={styles.grid}>{children}</ul>
    </section>
  );
}

// The lists' stand-in, shaped like them (strip, then a heading and two rows of cards) so nothing moves on arrival.
function HomeSkeleton() {
  return (
    <>
      <CategoryStripSkeleton />
      <div aria-hidden="true">
        <div className={styles.sectionHeader}>
          <Skeleton height="1.75rem" width="10rem" />
        </div>
        <ProductGridSkeleton count={8} className={styles.grid} />
      </div>
    </>
  );
}

/**
 * Recently viewed is a convenience: if its list holds an id the server refuses, its code cannot be fetched or the
 * request fails, the row quietly stays away instead of taking the home page down with it.
 */
class Quietly extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
