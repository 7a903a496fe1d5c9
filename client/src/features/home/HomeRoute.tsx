import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Skeleton } from '../../ui/Skeleton';
import { ProductCard } from '../product-card/ProductCard';
import * as styles from './Home.css';

const query = graphql`
  query HomeRouteQuery {
    newArrivals {
      id
      ...ProductCard_product
    }
  }
`;

export function loader() {
  return preloadRouteQuery<HomeRouteQuery>('home', query, {});
}

/** The home page. */
export function Component() {
  const queryRef = useLoaderData<PreloadedQuery<HomeRouteQuery>>();
  return (
    <Suspense fallback={<Skeleton height="480px" />}>
      <Home queryRef={queryRef} />
    </Suspense>
  );
}

function Home({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> }) {
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  return (
    <section>
      <h2 className={styles.heading}>
        <Trans>New Arrivals</Trans>
      </h2>
      <div className={styles.grid}>
        {data.newArrivals.map((product, index) => (
          <ProductCard key={product.id} product={product} priority={index < 2} />
        ))}
      </div>
    </section>
  );
}
