import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { CategoryAdminRouteQuery } from '../../__generated__/CategoryAdminRouteQuery.graphql';
import type { CategoryAdminTile_category$key } from '../../__generated__/CategoryAdminTile_category.graphql';
import type { CategoryDeleteDialog_category$key } from '../../__generated__/CategoryDeleteDialog_category.graphql';
import type { CategoryFormDialog_category$key } from '../../__generated__/CategoryFormDialog_category.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import * as page from '../admin/AdminPage.css';
import { PlusIcon } from '../../ui/icons';
import * as styles from './CategoryAdmin.css';
import { CategoryAdminTile } from './CategoryAdminTile';
import { CategoryDeleteDialog } from './CategoryDeleteDialog';
import { CategoryFormDialog } from './CategoryFormDialog';

const query = graphql`
  query CategoryAdminRouteQuery {
    categories {
      id
      ...CategoryAdminTile_category
      ...CategoryFormDialog_category
      ...CategoryDeleteDialog_category
    }
  }
`;

/** Starts reading the categories as the admin heads for /dashboard/category (shown at once if the shop has them). */
export function loader() {
  return preloadRouteQuery<CategoryAdminRouteQuery>('admin-categories', query, {}, 'store-and-network');
}

type CategoryKey = CategoryAdminTile_category$key & CategoryFormDialog_category$key & CategoryDeleteDialog_category$key;

/** /dashboard/category (admins): the categories as tiles with Edit and Delete, and 'Add Category'. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<CategoryAdminRouteQuery>>();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    document.title = t`Category | Isoko`;
  }, [t]);

  return (
    <section aria-labelledby="admin-category-title">
      <div className={page.pageHeader}>
        <h1 id="admin-category-title" className={page.pageTitle} tabIndex={-1}>
          <Trans>Category</Trans>
        </h1>
        <Button tone="outline" size="small" onClick={() => setAdding(true)}>
          <PlusIcon size={18} />
          <Trans>Add Category</Trans>
        </Button>
      </div>
      <Suspense fallback={<CategoryGridSkeleton />}>
        <CategoryGrid queryRef={queryRef} />
      </Suspense>
      <CategoryFormDialog open={adding} onClose={() => setAdding(false)} category={null} />
    </section>
  );
}

function CategoryGrid({ queryRef }: { queryRef: PreloadedQuery<CategoryAdminRouteQuery> }) {
  const data = usePreloadedQuery<CategoryAdminRouteQuery>(query, queryRef);
  const [editing, setEditing] = useState<CategoryKey | null>(null);
  const [deleting, setDeleting] = useState<CategoryKey | null>(null);
  const [focusTitle, setFocusTitle] = useState(false);

  // The deleted tile held the focus: it goes to the page's title, not to the top of the document.
  useEffect(() => {
    if (!focusTitle) return;
    setFocusTitle(false);
    document.getElementById('admin-category-title')?.focus();
  }, [focusTitle]);

  return (
    <>
      {data.categories.length === 0 ? (
        <p className={page.empty}>
          <Trans>No Data</Trans>
        </p>
      ) : (
        <ul className={styles.grid}>
          {data.categories.map((category) => (
            <li key={category.id}>
              <CategoryAdminTile category={category} onEdit={() => setEditing(category)} onDelete={() => setDeleting(category)} />
            </li>
          ))}
        </ul>
      )}
      <CategoryFormDialog open={editing !== null} onClose={() => setEditing(null)} category={editing} />
      <CategoryDeleteDialog
        category={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setFocusTitle(true);
        }}
      />
    </>
  );
}

// The specification's 8 skeleton tiles, in the grid's proportions.
function CategoryGridSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={styles.skeletonTile}>
          <Skeleton height="auto" className={styles.skeletonPicture} />
          <Skeleton height="1rem" width="70%" />
          <Skeleton height="2.25rem" />
        </div>
      ))}
    </div>
  );
}
