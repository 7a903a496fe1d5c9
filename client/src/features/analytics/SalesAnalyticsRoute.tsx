import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router';
import type { SalesAnalyticsRouteQuery } from '../../__generated__/SalesAnalyticsRouteQuery.graphql';
import { useFormatRwf } from '../../i18n/money';
import { preloadRouteQuery } from '../../relay/preload';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import type { AdminRouteHandle } from '../admin/AdminGuardRoute';
import * as styles from './Analytics.css';
import { SalesByMonth } from './SalesByMonth';
import { TopCustomers } from './TopCustomers';
import { TopProducts } from './TopProducts';

const query = graphql`
  query SalesAnalyticsRouteQuery {
    salesAnalytics {
      totalSales
      totalOrders
      ...SalesByMonth_analytics
      ...TopProducts_analytics
      ...TopCustomers_analytics
    }
  }
`;

/** The page's own refusal for non-admins (the admin guard shows it). */
export const handle: AdminRouteHandle = { permissionDenied: msg`Permission Denied: Admins only` };

/** Asks for the figures as the admin heads for the page; figures seen before show at once and are refreshed. */
export function loader() {
  return preloadRouteQuery<SalesAnalyticsRouteQuery>('sales-analytics', query, {}, 'store-and-network');
}

/** /dashboard/sales-analytics (admins): totals, sales by month, the top products and customers. */
export function Component() {
  const queryRef = useLoaderData<PreloadedQuery<SalesAnalyticsRouteQuery>>();
  return (
    <AnalyticsPage>
      <Suspense fallback={<AnalyticsSkeleton />}>
        <Analytics queryRef={queryRef} />
      </Suspense>
    </AnalyticsPage>
  );
}

/** When the figures could not be read: the specification's 'Failed to fetch analytics', and a way to try again. */
export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AnalyticsPage>
      <div className={styles.failure} role="alert">
        <p>
          <Trans>Failed to fetch analytics</Trans>
        </p>
        <Button tone="outline" onClick={() => void revalidator.revalidate()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </AnalyticsPage>
  );
}

function AnalyticsPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  useEffect(() => {
    document.title = t`Sales Analytics | Isoko`;
  }, [t]);
  return (
    <section className={styles.page} aria-labelledby="sales-analytics-title">
      <h1 id="sales-analytics-title" className={styles.title}>
        <Trans>Sales Analytics Dashboard</Trans>
      </h1>
      {children}
    </section>
  );
}

function Analytics({ queryRef }: { queryRef: PreloadedQuery<SalesAnalyticsRouteQuery> }) {
  const formatRwf = useFormatRwf();
  const { salesAnalytics: data } = usePreloadedQuery<SalesAnalyticsRouteQuery>(query, queryRef);
  return (
    <>
      <dl className={styles.cards}>
        <div className={styles.card}>
          <dt className={styles.cardLabel}>
            <Trans>Total Sales</Trans>
          </dt>
          <dd className={styles.cardValue}>{formatRwf(data.totalSales)}</dd>
        </div>
        <div className={styles.card}>
          <dt className={styles.cardLabel}>
            <Trans>Total Orders</Trans>
          </dt>
          <dd className={styles.cardValue}>{data.totalOrders.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <SalesByMonth analytics={data} />
      <div className={styles.tables}>
        <TopProducts analytics={data} />
        <TopCustomers analytics={data} />
      </div>
    </>
  );
}

function AnalyticsSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        <Trans>Loading...</Trans>
      </p>
      <div className={styles.cards} aria-hidden="true">
        <Skeleton height="5.5rem" />
        <Skeleton height="5.5rem" />
      </div>
      <div className={styles.panel} aria-hidden="true">
        <Skeleton height="300px" />
      </div>
    </>
  );
}
