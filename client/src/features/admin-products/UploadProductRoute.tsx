import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { UploadProductRouteQuery } from '../../__generated__/UploadProductRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { ProductForm } from './ProductForm';
import { emptyProductForm } from './productFormValues';
import { useCreateProductMutation } from './useCreateProductMutation';
import * as styles from './AdminProducts.css';

const query = graphql`
  query UploadProductRouteQuery {
    ...ProductForm_query
  }
`;

/** Starts reading the categories and sub-categories the form offers. */
export function loader() {
  return preloadRouteQuery<UploadProductRouteQuery>('upload-product', query, {});
}

/** Upload Product (/dashboard/upload-product, admins): the product form; a created product is confirmed in a dialog. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<UploadProductRouteQuery>>();
  useEffect(() => {
    document.title = t`Upload Product | Isoko`;
  }, [t]);
  return (
    <section className={styles.formPage} aria-labelledby="upload-product-title">
      <h1 id="upload-product-title" className={styles.title}>
        <Trans>Upload Product</Trans>
      </h1>
      <Suspense fallback={<FormSkeleton />}>
        <UploadProduct queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function UploadProduct({ queryRef }: { queryRef: PreloadedQuery<UploadProductRouteQuery> }) {
  const data = usePreloadedQuery<UploadProductRouteQuery>(query, queryRef);
  const [create, creating] = useCreateProductMutation();
  const [initialValues] = useState(emptyProductForm);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <ProductForm
        choices={data}
        initialValues={initialValues}
        submitLabel={<Trans>Submit</Trans>}
        busy={creating}
        onSubmit={(fields, outcome) =>
          create(fields, {
            onCreated: ({ name }) => {
              outcome.succeeded();
              setCreated(name);
            },
            onFailed: outcome.failed,
          })
        }
      />
      <CreatedDialog name={created} onClose={() => setCreated(null)} />
    </>
  );
}

/** The confirmation of a created product: the server's message and a green Confirm button. */
function CreatedDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  // The name stays while the dialog closes.
  const [shown, setShown] = useState(name);
  if (name !== null && name !== shown) setShown(name);
  return (
    <Dialog open={name !== null} onClose={onClose} title={<Trans>Upload Product</Trans>}>
      <div className={styles.confirm}>
        <p role="status" className={styles.confirmName}>
          <Trans>Product Created Successfully</Trans>
        </p>
        <p>
          <Trans>"{shown}" is now in the shop.</Trans>
        </p>
        <div className={styles.confirmActions}>
          <Button onClick={onClose}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

// The form's first sections, in their own boxes, while the categories load.
function FormSkeleton() {
  return (
    <div className={styles.page} aria-hidden="true">
      <Skeleton height="14rem" radius="16px" />
      <Skeleton height="9rem" radius="16px" />
      <Skeleton height="9rem" radius="16px" />
    </div>
  );
}
