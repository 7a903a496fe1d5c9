import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { SynonymsRouteQuery } from '../../__generated__/SynonymsRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Skeleton } from '../../ui/Skeleton';
import * as page from '../admin/AdminPage.css';
import { SynonymGroupList } from './SynonymGroupList';
import * as styles from './Synonyms.css';

const query = graphql`
  query SynonymsRouteQuery {
    ...SynonymGroupList_query
  }
`;

/** Starts reading the first synonym groups; what the store holds shows at once and is refreshed behind it. */
export function loader() {
  return preloadRouteQuery<SynonymsRouteQuery>('admin-synonyms', query, {}, 'store-and-network');
}

/**
 * Search synonyms (/dashboard/search-synonyms, admins): groups of words that mean the same thing to shoppers
 * ('milk, amata, lait'), which every shop search expands with. Add, edit and delete groups.
 */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<SynonymsRouteQuery>>();
  useEffect(() => {
    document.title = t`Search synonyms | Isoko`;
  }, [t]);
  return (
    <section className={styles.page} aria-labelledby="search-synonyms-title">
      <div>
        <h1 id="search-synonyms-title" className={page.pageTitle}>
          <Trans>Search synonyms</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>Words that mean the same thing to shoppers. A search for any of them finds products named with the others.</Trans>
        </p>
      </div>
      <Suspense fallback={<SynonymsSkeleton />}>
        <SynonymGroups queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function SynonymGroups({ queryRef }: { queryRef: PreloadedQuery<SynonymsRouteQuery> }) {
  const data = usePreloadedQuery<SynonymsRouteQuery>(query, queryRef);
  return <SynonymGroupList query={data} />;
}

// The add form's box and a few groups, in their own sizes, so nothing moves when the groups arrive.
function SynonymsSkeleton() {
  return (
    <div className={styles.page} aria-hidden="true">
      <Skeleton height="8.5rem" radius="16px" />
      <Skeleton height="1.5rem" width="12rem" />
      <div className={styles.list}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="4rem" radius="16px" />
        ))}
      </div>
    </div>
  );
}
