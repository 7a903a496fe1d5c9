import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { SearchRouteQuery } from '../../__generated__/SearchRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { PageMeta } from '../page-meta/PageMeta';
import { SEARCH_PAGE_SIZE, SearchResults } from './SearchResults';
import { SearchSkeleton } from './SearchSkeleton';

const query = graphql`
  query SearchRouteQuery($query: String!, $first: Int!) {
    ...SearchResults_query @arguments(query: $query, first: $first)
  }
`;

/** Starts the search for the address's `q` (empty: every product, newest first) before the screen's code arrives. */
export function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  return preloadRouteQuery<SearchRouteQuery>('search', query, { query: q, first: SEARCH_PAGE_SIZE });
}

/** The search page (/search?q=...): how many products match, and the products, page after page as the shopper scrolls. */
export function Component() {
  const queryRef = useLoaderData<PreloadedQuery<SearchRouteQuery>>();
  return (
    <Suspense fallback={<SearchSkeleton />}>
      <Search queryRef={queryRef} />
    </Suspense>
  );
}

function Search({ queryRef }: { queryRef: PreloadedQuery<SearchRouteQuery> }) {
  const data = usePreloadedQuery<SearchRouteQuery>(query, queryRef);
  // The words of the results on screen (not the address, which moves first while a new search loads).
  const q = queryRef.variables.query;
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={q ? t`Search results for "${q}"` : t`Search`}
        description={t`Find groceries at Isoko, delivered across Rwanda and paid in cash on delivery.`}
        path={q ? `/search?q=${encodeURIComponent(q)}` : '/search'}
        noIndex
      />
      <SearchResults query={data} q={q} />
    </>
  );
}
