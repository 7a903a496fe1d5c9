import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { ProductListRouteQuery } from '../../__generated__/ProductListRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Skeleton } from '../../ui/Skeleton';
import { AdminProductList } from './AdminProductList';
import * as styles from './AdminProducts.css';

const query = graphql`
  query ProductListRouteQuery {
    ...AdminProductList_query
  }
`;

/**
 * Starts reading the first page of products. What the store holds shows at once and is refreshed behind it: a
 * product created on Upload Product since must appear.
 */
export function loader() {
  return preloadRouteQuery<ProductListRouteQuery>('admin-products', query, {}, 'store-and-network');
}

/** The admin's Product page (/dashboard/product): search, pages of products, edit and delete. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<ProductListRouteQuery>>();
  useEffect(() => {
    document.title = t`Product | Isoko`;
  }, [t]);
  return (
    <section className={styles.page} aria-labelledby="admin-products-title">
      <h1 id="admin-products-title" className={styles.title}>
        <Trans>Product</Trans>
      </h1>
      <Suspense fallback={<ListSkeleton />}>
        <ProductList queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function ProductList({ queryRef }: { queryRef: PreloadedQuery<ProductListRouteQuery> }) {
  const data = usePreloadedQuery<ProductListRouteQuery>(query, queryRef);
  return <AdminProductList query={data} />;
}

// The search box and a page of tiles in the same grid, so nothing moves when the products arrive.
function ListSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      <Skeleton height="44px" width="min(28rem, 100%)" radius="999px" />
      <div className={styles.grid}>
        {Array.from({ length: 12 }, (_, index) => (
          <div key={index} className={styles.skeletonTile}>
            <Skeleton height="auto" className={styles.tileImage} />
            <Skeleton height="1rem" width="80%" />
            <Skeleton height="1rem" width="50%" />
          </div>
        ))}
      </div>
    </div>
  );
}
