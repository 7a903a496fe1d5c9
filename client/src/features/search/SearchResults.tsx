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
import { FIRST_SCREEN_CARDS } from '../../ui/imageSizes';

export { SEARCH_PAGE_SIZE };

// The next page is asked for this far before the shopper reaches the end, so slow data has time to arrive.
const PREFETCH_MARGIN = '0px 0px 800px 0px';

/**
 * The results of a search: the count (and, when the server corrected a typo, which words the results are for), a
 * grid of product cards, the next page loaded when the end comes near (and a Load more button for keyboards and
 * for retrying), or 'No Data found'. It stays mounted from one search to the next, so that its live region is
 * there before the new count arrives: screen readers announce changes of a live region, not a new one.
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
          correctedQuery
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
  // A new search starts with fresh paging state: a failed page of the last search must not stop this one's scrolling.
  const [searchOf, setSearchOf] = useState(q);
  if (searchOf !== q) {
    setSearchOf(q);
    setLoadFailed(false);
  }
  const sentinel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

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
  const corrected = data.searchProducts.correctedQuery;
  const products = data.searchProducts.edges.map((edge) => edge.node);
  // The heading names the words the results are for: the corrected ones (those changed emphasised) when a typo was.
  const words = corrected ? <CorrectedWords typed={q} corrected={corrected} /> : q;
  return (
    <section className={pending ? styles.resultsPending : styles.results} aria-busy={pending || isLoadingNext}>
      <div className={styles.summary}>
        <h1 ref={heading} tabIndex={-1} className={styles.heading}>
          {q ? <Trans>Results for "{words}"</Trans> : <Trans>All products</Trans>}
        </h1>
        {/* One polite region for the count and the correction, read together once the results are on screen. */}
        <div className={styles.status} aria-live="polite" aria-atomic="true">
          <p className={styles.count}>{total > 0 ? <Plural value={total} one="# product found" other="# products found" /> : null}</p>
          {corrected ? (
            <p className={styles.correction}>
              <Trans>Nothing matched "{q}".</Trans>{' '}
              <Link
                to={`/search?${new URLSearchParams({ q: corrected }).toString()}`}
                className={styles.correctionLink}
                // The link leaves with the correction: the heading, which stays, takes the keyboard focus.
                onClick={() => heading.current?.focus()}
              >
                <Trans>Did you mean "{corrected}"?</Trans>
              </Link>
            </p>
          ) : null}
        </div>
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
                <ProductCard product={product} priority={index < FIRST_SCREEN_CARDS} />
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

/**
 * The corrected query with the words the server changed emphasised ('**inyange** milk' for 'inyage milk'). The
 * server splits and folds words as `parseSearchText` and `foldWord` do (letters and digits, lower case, no accents),
 * so the typed words are split the same way and compared word by word.
 */
function CorrectedWords({ typed, corrected }: { typed: string; corrected: string }) {
  const typedWords = (typed.normalize('NFKC').replace(/\p{Cf}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
  );
  return (
    <>
      {corrected.split(' ').map((word, index) => (
        <span key={index}>
          {index > 0 ? ' ' : null}
          {word === typedWords[index] ? word : <em className={styles.correctedWord}>{word}</em>}
        </span>
      ))}
    </>
  );
}
