import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CategoryListing_category$key } from '../../__generated__/CategoryListing_category.graphql';
import type { CategoryListingPaginationQuery } from '../../__generated__/CategoryListingPaginationQuery.graphql';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { ProductCard } from '../product-card/ProductCard';
import { ProductCardSkeleton } from '../home/ProductCardSkeleton';
import * as styles from './CategoryListing.css';
import { FIRST_SCREEN_CARDS } from '../../ui/imageSizes';

/** The specification's page size for category listings. */
const PAGE_SIZE = 8;

/**
 * A category's products (or one sub-category's), 8 at a time: the next page is appended as the shopper nears the
 * end of the list, or when they press 'Load more' (keyboards, or browsers without IntersectionObserver).
 */
export function CategoryListing({ category }: { category: CategoryListing_category$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CategoryListingPaginationQuery, CategoryListing_category$key>(
    graphql`
      fragment CategoryListing_category on Category
      @refetchable(queryName: "CategoryListingPaginationQuery")
      @argumentDefinitions(subCategoryId: { type: "ID" }, count: { type: "Int", defaultValue: 8 }, cursor: { type: "String" }) {
        products(subCategoryId: $subCategoryId, first: $count, after: $cursor) @connection(key: "CategoryListing_products") {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    category,
  );
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  // After a failed page, scrolling stops asking (no retry loop on a dead connection); 'Load more' asks again.
  const [autoLoad, setAutoLoad] = useState(true);
  // Where keyboard focus goes once a 'Load more' page arrives: the first new card.
  const focusAfterLoad = useRef<number | null>(null);
  const shown = data.products.edges.length;

  const loadMore = useCallback(() => {
    loadNext(PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        setAutoLoad(false);
        toast.error(t`More products could not be loaded. Check your connection, then try again.`);
      },
    });
  }, [loadNext, t]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || isLoadingNext || !autoLoad || typeof IntersectionObserver === 'undefined') return;
    // Half a screen early, so on a slow connection the next cards are usually there by the time they are reached.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, autoLoad, loadMore]);

  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || isLoadingNext || index >= shown) return;
    focusAfterLoad.current = null;
    grid.current?.children[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [shown, isLoadingNext]);

  const { edges, totalCount } = data.products;
  if (edges.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No Data</Trans>
      </p>
    );
  }
  return (
    <>
      <p className={styles.count}>
        <Plural value={totalCount} one="# product" other="# products" />
      </p>
      <ul ref={grid} className={styles.grid}>
        {edges.map((edge, index) => (
          <li key={edge.node.id}>
            {/* The first row is the listing's largest paint on a phone. */}
            <ProductCard product={edge.node} priority={index < FIRST_SCREEN_CARDS} />
          </li>
        ))}
        {isLoadingNext
          ? Array.from({ length: Math.min(PAGE_SIZE, totalCount - shown) }, (_, index) => (
              <li key={`loading-${index}`} aria-hidden="true">
                <ProductCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} className={styles.sentinel} />
      <div className={styles.footer}>
        <p role="status" className="visually-hidden">
          <Trans>
            Showing {shown} of {totalCount} products
          </Trans>
        </p>
        {hasNext ? (
          <Button
            tone="outline"
            // aria-disabled, not disabled: the button keeps keyboard focus while the page loads.
            aria-disabled={isLoadingNext}
            onClick={() => {
              // Pressed while a page is already on its way (scrolling asked first): focus moves when it lands.
              focusAfterLoad.current = shown;
              if (isLoadingNext) return;
              setAutoLoad(true);
              loadMore();
            }}
          >
            {isLoadingNext ? <Trans>Loading more products…</Trans> : <Trans>Load more</Trans>}
          </Button>
        ) : null}
      </div>
    </>
  );
}
