import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { CategoriesRouteQuery } from '../../__generated__/CategoriesRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Skeleton } from '../../ui/Skeleton';
import { PageMeta } from '../page-meta/PageMeta';
import { CategoryTile } from './CategoryTile';
import * as styles from './Categories.css';
import { FIRST_SCREEN_CARDS } from '../../ui/imageSizes';

const query = graphql`
  query CategoriesRouteQuery {
    categories {
      id
      ...CategoryTile_category
    }
  }
`;

/** Starts reading every category as soon as the shopper heads for /categories. */
export function loader() {
  return preloadRouteQuery<CategoriesRouteQuery>('categories', query, {});
}

/** All Categories: a grid of category cards, each opening the category's 'all' listing. */
export function Component() {
  const queryRef = useLoaderData<PreloadedQuery<CategoriesRouteQuery>>();
  const { t } = useLingui();
  return (
    <section aria-labelledby="categories-title">
      <PageMeta
        title={t`All Categories`}
        description={t`Every aisle of Isoko: fresh food, drinks and household goods, delivered across Rwanda and paid in cash on delivery.`}
        path="/categories"
      />
      <h1 id="categories-title" className={styles.title}>
        <Trans>All Categories</Trans>
      </h1>
      <Suspense fallback={<CategoryGridSkeleton />}>
        <CategoryGrid queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function CategoryGrid({ queryRef }: { queryRef: PreloadedQuery<CategoriesRouteQuery> }) {
  const data = usePreloadedQuery<CategoriesRouteQuery>(query, queryRef);
  if (data.categories.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No Data</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {data.categories.map((category, index) => (
        <li key={category.id}>
          {/* The first row is on screen at once on every width: load those pictures first. */}
          <CategoryTile category={category} priority={index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}

// The specification's 8 skeleton tiles, in the same grid and proportions as the cards.
function CategoryGridSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={styles.skeletonTile}>
          <Skeleton height="auto" className={styles.skeletonPicture} />
          <span className={styles.skeletonName}>
            <Skeleton height="1rem" width="70%" />
          </span>
        </div>
      ))}
    </div>
  );
}
