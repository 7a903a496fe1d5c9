import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { SubCategoryAdminRouteQuery } from '../../__generated__/SubCategoryAdminRouteQuery.graphql';
import type { SubCategoryDeleteDialog_subCategory$key } from '../../__generated__/SubCategoryDeleteDialog_subCategory.graphql';
import type { SubCategoryFormDialog_subCategory$key } from '../../__generated__/SubCategoryFormDialog_subCategory.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import * as page from '../admin/AdminPage.css';
import { PlusIcon } from '../../ui/icons';
import { ImageViewerDialog } from '../admin/ImageViewerDialog';
import { SubCategoryDeleteDialog } from './SubCategoryDeleteDialog';
import { SubCategoryFormDialog } from './SubCategoryFormDialog';
import { SubCategoryRow } from './SubCategoryRow';
import * as styles from './SubCategoryAdmin.css';

const query = graphql`
  query SubCategoryAdminRouteQuery {
    subCategories {
      id
      ...SubCategoryRow_subCategory
      ...SubCategoryFormDialog_subCategory
      ...SubCategoryDeleteDialog_subCategory
    }
    categories {
      ...SubCategoryFormDialog_categories
    }
  }
`;

/** Starts reading the sub-categories and the categories to choose from as the admin heads for /dashboard/subcategory. */
export function loader() {
  return preloadRouteQuery<SubCategoryAdminRouteQuery>('admin-subcategories', query, {}, 'store-and-network');
}

type SubCategoryKey = SubCategoryFormDialog_subCategory$key & SubCategoryDeleteDialog_subCategory$key;
type Dialog = { kind: 'add' } | { kind: 'edit'; subCategory: SubCategoryKey } | { kind: 'delete'; subCategory: SubCategoryKey } | null;

/** /dashboard/subcategory (admins): the sub-categories in a table, with Add, Edit and Delete. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<SubCategoryAdminRouteQuery>>();
  const [dialog, setDialog] = useState<Dialog>(null);

  useEffect(() => {
    document.title = t`Sub Category | Isoko`;
  }, [t]);

  return (
    <section aria-labelledby="admin-subcategory-title">
      <div className={page.pageHeader}>
        <h1 id="admin-subcategory-title" className={page.pageTitle} tabIndex={-1}>
          <Trans>Sub Category</Trans>
        </h1>
        <Button tone="outline" size="small" onClick={() => setDialog({ kind: 'add' })}>
          <PlusIcon size={18} />
          <Trans>Add Sub Category</Trans>
        </Button>
      </div>
      <Suspense fallback={<TableSkeleton />}>
        <SubCategoryTable queryRef={queryRef} dialog={dialog} setDialog={setDialog} />
      </Suspense>
    </section>
  );
}

function SubCategoryTable({
  queryRef,
  dialog,
  setDialog,
}: {
  queryRef: PreloadedQuery<SubCategoryAdminRouteQuery>;
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
}) {
  const { t } = useLingui();
  const data = usePreloadedQuery<SubCategoryAdminRouteQuery>(query, queryRef);
  const [viewing, setViewing] = useState<{ src: string; name: string } | null>(null);
  const [focusTitle, setFocusTitle] = useState(false);

  // The deleted row held the focus: it goes to the page's title, not to the top of the document.
  useEffect(() => {
    if (!focusTitle) return;
    setFocusTitle(false);
    document.getElementById('admin-subcategory-title')?.focus();
  }, [focusTitle]);

  return (
    <>
      {data.subCategories.length === 0 ? (
        <p className={page.empty}>
          <Trans>No Data</Trans>
        </p>
      ) : (
        // Focusable, so a keyboard can scroll it sideways on a phone.
        <div className={styles.tableScroller} role="region" aria-labelledby="admin-subcategory-title" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  <Trans>Sr.No</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>Image</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>Category</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>Action</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.subCategories.map((subCategory, index) => (
                <SubCategoryRow
                  key={subCategory.id}
                  subCategory={subCategory}
                  number={index + 1}
                  onViewImage={setViewing}
                  onEdit={() => setDialog({ kind: 'edit', subCategory })}
                  onDelete={() => setDialog({ kind: 'delete', subCategory })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SubCategoryFormDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
        subCategory={dialog?.kind === 'edit' ? dialog.subCategory : null}
        categories={data.categories}
      />
      <SubCategoryDeleteDialog
        subCategory={dialog?.kind === 'delete' ? dialog.subCategory : null}
        onClose={() => setDialog(null)}
        onDeleted={() => {
          // Deleted: the dialog closes and nothing stays selected.
          setDialog(null);
          setFocusTitle(true);
        }}
      />
      <ImageViewerDialog image={viewing ? { src: viewing.src, alt: viewing.name } : null} title={viewing?.name ?? t`Image`} onClose={() => setViewing(null)} />
    </>
  );
}

function TableSkeleton() {
  return (
    <div className={styles.tableScroller} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.cell}>
          <Skeleton height="3rem" />
        </div>
      ))}
    </div>
  );
}
