import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql';
import { Button } from '../../ui/Button';
import { button } from '../../ui/Button.css';
import { toast } from '../../ui/toast';
import { ProductCard } from '../product-card/ProductCard';
import { SearchIcon } from '../shell/icons';
import { useSearchPending } from './searchPending';
import { ProductCardSkeleton } from './SearchSkeleton';
import * as styles from './Search.css';

/** Products per page of results: four rows on a laptop, eight on a phone. */
import { SEARCH_PAGE_SIZE } from './searchPageSize';

export { SEARCH_PAGE_SIZE };

// The next page is asked for this far before the shopper reaches the end, so slow data has time to arrive.
const PREFETCH_MARGIN = '0px 0px 800px 0px';

/**
 * The results of one search: the count, a grid of product cards, the next page loaded when the end comes near
 * (and a Load more button for keyboards and for retrying), or 'No Data found'.
 */
export function SearchResults({ query, q }: { query: SearchResults_query$key; q: string }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SearchResultsPaginationQuery, SearchResults_query$key>(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(
        query: { type: "String", defaultValue: "" }
        first: { type: "Int", defaultValue: 16 }
        after: { type: "String" }
      ) {
        searchProducts(query: $query, first: $first, after: $after) @connection(key: "SearchResults_searchProducts") {
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
    query,
  );
  const pending = useSearchPending();
  const [loadFailed, setLoadFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadFailed(false);
    loadNext(SEARCH_PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        // No automatic retries on a failing connection: the Load more button tries again when the shopper asks.
        setLoadFailed(true);
        toast.error(t`More products could not be loaded. Check your connection and try again.`);
      },
    });
  }, [hasNext, isLoadingNext, loadNext, t]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || isLoadingNext || loadFailed) return;
    // Re-created after each page, so a page that does not fill the screen is followed by the next one at once.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: PREFETCH_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadFailed, loadMore]);

  const total = data.searchProducts.totalCount;
  const products = data.searchProducts.edges.map((edge) => edge.node);
  return (
    <section className={pending ? styles.resultsPending : styles.results} aria-busy={pending || isLoadingNext}>
      <div className={styles.summary}>
        <h1 className={styles.heading}>{q ? <Trans>Results for "{q}"</Trans> : <Trans>All products</Trans>}</h1>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {total > 0 ? <Plural value={total} one="# product found" other="# products found" /> : null}
        </p>
      </div>
      {products.length === 0 ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true">
            <SearchIcon size={40} />
          </span>
          <p className={styles.emptyTitle}>
            <Trans>No Data found</Trans>
          </p>
          <p className={styles.emptyHint}>
            <Trans>Check the spelling, or try a shorter or more general word.</Trans>
          </p>
          <Link to="/search?q=" className={button({ tone: 'outline' })}>
            <Trans>See all products</Trans>
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.grid}>
            {products.map((product, index) => (
              <li key={product.id} className={styles.cell}>
                <ProductCard product={product} priority={index < 2} />
              </li>
            ))}
            {isLoadingNext
              ? Array.from({ length: 4 }, (_, index) => (
                  <li key={`loading-${index}`} className={styles.cell} aria-hidden="true">
                    <ProductCardSkeleton />
                  </li>
                ))
              : null}
          </ul>
          <div ref={sentinel} className={styles.more}>
            {hasNext ? (
              <Button tone="outline" onClick={loadMore} aria-disabled={isLoadingNext}>
                {isLoadingNext ? <Trans>Loading more products...</Trans> : <Trans>Load more</Trans>}
              </Button>
            ) : (
              <p className={styles.end}>
                <Trans>You have seen all the results.</Trans>
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
