import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { AddressRouteQuery } from '../../__generated__/AddressRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { isSignedIn } from '../../relay/session';
import { Button } from '../../ui/Button';
import { AddAddressDialog } from './AddAddressDialog';
import { AddressList } from './AddressList';
import { AddressSkeleton } from './AddressSkeleton';
import { PleaseLogin } from './PleaseLogin';
import * as styles from './Address.css';

const query = graphql`
  query AddressRouteQuery {
    viewer {
      id
      ...AddressList_viewer
    }
  }
`;

/** Starts loading the shopper's addresses (a visitor has none to load). */
export function loader() {
  if (!isSignedIn()) return null;
  return preloadRouteQuery<AddressRouteQuery>('address', query, {}, 'store-and-network');
}

/** /dashboard/address: the shopper's delivery addresses, to add, edit and delete. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<AddressRouteQuery> | null>();
  return (
    <section className={styles.page} aria-labelledby="address-title">
      <title>{t`Address · Isoko`}</title>
      {queryRef ? (
        <Suspense fallback={<AddressSkeleton />}>
          <AddressPage queryRef={queryRef} />
        </Suspense>
      ) : (
        <PleaseLogin titleId="address-title" />
      )}
    </section>
  );
}

function AddressPage({ queryRef }: { queryRef: PreloadedQuery<AddressRouteQuery> }) {
  const data = usePreloadedQuery<AddressRouteQuery>(query, queryRef);
  const [adding, setAdding] = useState(false);
  const viewer = data.viewer;
  if (!viewer) return <PleaseLogin titleId="address-title" />;
  return (
    <>
      <div className={styles.header}>
        <h1 id="address-title" className={styles.title} tabIndex={-1}>
          <Trans>Address</Trans>
        </h1>
        <Button size="small" tone="outline" onClick={() => setAdding(true)}>
          <Trans>Add Address</Trans>
        </Button>
      </div>
      <AddressList viewer={viewer} onAdd={() => setAdding(true)} />
      <AddAddressDialog viewerId={viewer.id} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
