import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { DeliveryZonesRouteQuery } from '../../__generated__/DeliveryZonesRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Skeleton } from '../../ui/Skeleton';
import * as page from '../admin/AdminPage.css';
import { DeliveryZoneList } from './DeliveryZoneList';
import * as styles from './DeliveryZones.css';

const query = graphql`
  query DeliveryZonesRouteQuery {
    ...DeliveryZoneList_query
  }
`;

/** Starts reading the zones; what the store holds shows at once and is refreshed behind it. */
export function loader() {
  return preloadRouteQuery<DeliveryZonesRouteQuery>('admin-delivery', query, {}, 'store-and-network');
}

/**
 * Delivery zones (/dashboard/delivery, admins): per district of Rwanda, whether the shop delivers there, the charge
 * and the promise, which every screen that states a delivery promise takes from here. Each change is recorded.
 */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<DeliveryZonesRouteQuery>>();
  useEffect(() => {
    document.title = t`Delivery zones | Isoko`;
  }, [t]);
  return (
    <section className={styles.page} aria-labelledby="delivery-zones-title">
      <div>
        <h1 id="delivery-zones-title" className={`${page.pageTitle} ${styles.titleBlock}`}>
          <Trans>Delivery zones</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>
            Where the shop delivers, at what charge and how fast. Product cards, the product page, the help assistant,
            checkout and new orders all take their delivery promise from here; orders already placed keep theirs.
          </Trans>
        </p>
      </div>
      <Suspense fallback={<DeliveryZonesSkeleton />}>
        <DeliveryZones queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function DeliveryZones({ queryRef }: { queryRef: PreloadedQuery<DeliveryZonesRouteQuery> }) {
  const data = usePreloadedQuery<DeliveryZonesRouteQuery>(query, queryRef);
  return <DeliveryZoneList query={data} />;
}

// The first province's heading and rows, in their own sizes, so nothing moves when the zones arrive.
function DeliveryZonesSkeleton() {
  return (
    <div className={styles.province} aria-hidden="true">
      <Skeleton height="1.5rem" width="12rem" />
      <div className={styles.zoneList}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height="6.5rem" radius="16px" />
        ))}
      </div>
    </div>
  );
}
