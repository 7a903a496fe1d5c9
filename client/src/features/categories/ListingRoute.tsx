import { Suspense, use, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLingui } from '@lingui/react/macro';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { ListingRouteQuery } from '../../__generated__/ListingRouteQuery.graphql';
import type { ListingRouteSubCategoriesQuery } from '../../__generated__/ListingRouteSubCategoriesQuery.graphql';
import { routeEnvironment } from '../../relay/routeEnvironment';
import { preloadRouteQuery } from '../../relay/preload';
import { idFromSlug } from '../../routes/slugs';
import { Skeleton } from '../../ui/Skeleton';
import { ProductGridSkeleton } from '../home/ProductCardSkeleton';
import { PageMeta } from '../page-meta/PageMeta';
import { Component as NotFound } from '../shell/NotFoundRoute';
import { CategoryListing } from './CategoryListing';
import { SubCategoryNav } from './SubCategoryNav';
import * as gridStyles from './CategoryListing.css';
import * as styles from './Listing.css';

// The URL names a sub-category by its database id, the products connection takes its global id: this maps one to
// the other and tells whether the sub-category belongs to the category at all. After the first visit to a
// category it is answered from the store (the listing's own query holds the same fields), so switching
// sub-categories costs one request, not two.
const subCategoriesQuery = graphql`
  query ListingRouteSubCategoriesQuery($categoryId: ID!) {
    category(databaseId: $categoryId) {
      subCategories {
        id
        databaseId
      }
    }
  }
`;

const query = graphql`
  query ListingRouteQuery($categoryId: ID!, $subCategoryId: ID) {
    category(databaseId: $categoryId) {
      localName
      subCategories {
        databaseId
        localName
      }
      ...SubCategoryNav_category
      ...CategoryListing_category @arguments(subCategoryId: $subCategoryId)
    }
  }
`;

interface ListingData {
  /** The listing's query, or null when the address names no such category or sub-category (Page not found). */
  listing: Promise<PreloadedQuery<ListingRouteQuery> | null>;
  /** The sub-category in the address (database id), or null for 'all'. */
  subCategoryDatabaseId: string | null;
}

/**
 * /{category-slug}-{id}/{sub-category-slug}-{id} or /{category-slug}-{id}/all. Returns at once (the shell paints
 * and the skeleton shows) while the listing's reads run.
 */
export function loader({ params }: LoaderFunctionArgs): ListingData {
  const all = params.subCategorySlugId === 'all';
  const subCategoryDatabaseId = all ? null : idFromSlug(params.subCategorySlugId);
  const listing = startListing(idFromSlug(params.categorySlugId), all, subCategoryDatabaseId);
  // A navigation that moves on before this settles never reads it; its failure is not worth a console error.
  listing.catch(() => undefined);
  return { listing, subCategoryDatabaseId };
}

async function startListing(categoryId: string | null, all: boolean, subCategoryDatabaseId: string | null) {
  if (!categoryId || (!all && !subCategoryDatabaseId)) return null;
  const found = await fetchQuery<ListingRouteSubCategoriesQuery>(routeEnvironment(), subCategoriesQuery, { categoryId }, { fetchPolicy: 'store-or-network' }).toPromise();
  const category = found?.category;
  if (!category) return null;
  const subCategory = all ? null : category.subCategories.find((sub) => sub.databaseId === subCategoryDatabaseId);
  if (subCategory === undefined) return null;
  return preloadRouteQuery<ListingRouteQuery>('listing', query, { categoryId, subCategoryId: subCategory?.id ?? null });
}

/** A category's products, all of them or one sub-category's, with the sub-categories to switch between. */
export function Component() {
  const { listing, subCategoryDatabaseId } = useLoaderData<ListingData>();
  return (
    <Suspense fallback={<ListingSkeleton withEyebrow={subCategoryDatabaseId !== null} />}>
      <ListingOrNotFound listing={listing} current={subCategoryDatabaseId} />
    </Suspense>
  );
}

function ListingOrNotFound({ listing, current }: { listing: ListingData['listing']; current: string | null }) {
  const queryRef = use(listing);
  return queryRef ? <Listing queryRef={queryRef} current={current} /> : <NotFound />;
}

function Listing({ queryRef, current }: { queryRef: PreloadedQuery<ListingRouteQuery>; current: string | null }) {
  const data = usePreloadedQuery<ListingRouteQuery>(query, queryRef);
  const { t } = useLingui();
  const { pathname } = useLocation();
  // The router keeps this screen while the next sub-category loads; the pick shows at once and the old list dims.
  const [requested, setRequested] = useState<{ target: string | null } | null>(null);
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    setRequested(null);
  }
  const category = data.category;
  const subCategory = category?.subCategories.find((sub) => sub.databaseId === current);
  // Deleted, or moved out of the category, since the address was checked.
  if (!category || (current && !subCategory)) return <NotFound />;
  const pending = requested !== null && requested.target !== current;
  const name = subCategory?.localName ?? category.localName;
  return (
    <div className={styles.layout}>
      <PageMeta
        title={subCategory ? `${subCategory.localName} · ${category.localName}` : category.localName}
        description={t`${name} from Isoko, delivered across Rwanda and paid in cash on delivery.`}
        path={pathname}
      />
      <header className={styles.head}>
        {subCategory ? <p className={styles.eyebrow}>{category.localName}</p> : null}
        <h1 id="listing-title" className={styles.title}>{subCategory?.localName ?? category.localName}</h1>
      </header>
      <div className={styles.navArea}>
        <SubCategoryNav category={category} selected={pending ? requested.target : current} onSelect={(target) => setRequested({ target })} />
      </div>
      <section className={[styles.listArea, pending ? styles.busy : ''].join(' ')} aria-busy={pending} aria-labelledby="listing-title">
        <CategoryListing category={category} />
      </section>
    </div>
  );
}

// Shaped like the listing (title, sub-categories, two rows of cards) so nothing jumps when it arrives. Each grey
// block fills a box sized like the text it stands for.
function ListingSkeleton({ withEyebrow }: { withEyebrow: boolean }) {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.head}>
        {withEyebrow ? (
          <span className={styles.eyebrowSkeleton}>
            <Skeleton height="100%" />
          </span>
        ) : null}
        <span className={styles.titleSkeleton}>
          <Skeleton height="100%" />
        </span>
      </div>
      <div className={[styles.navArea, styles.navSkeleton].join(' ')}>
        {Array.from({ length: 5 }, (_, index) => (
          <span key={index} className={styles.navSkeletonItem}>
            <Skeleton height="100%" />
          </span>
        ))}
      </div>
      <div className={styles.listArea}>
        <span className={styles.countSkeleton}>
          <Skeleton height="100%" />
        </span>
        <ProductGridSkeleton count={8} className={gridStyles.grid} />
      </div>
    </div>
  );
}
