import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { OrdersRouteQuery } from '../../__generated__/OrdersRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { pageTitle } from '../dashboard/DashboardLayout.css';
import { signInRedirect } from '../dashboard/signInRedirect';
import { ORDERS_PAGE_SIZE, OrderList } from './OrderList';
import { OrderListSkeleton } from './OrderListSkeleton';
import * as styles from './Orders.css';

const query = graphql`
  query OrdersRouteQuery($first: Int!) {
    viewer {
      ...OrderList_user @arguments(first: $first)
    }
  }
`;

/** The shopper's orders as the server has them now (an admin may have moved them on); what the store knows shows meanwhile. */
export function loader({ request }: LoaderFunctionArgs) {
  const toLogin = signInRedirect(request);
  if (toLogin) return toLogin;
  return preloadRouteQuery<OrdersRouteQuery>('myorders', query, { first: ORDERS_PAGE_SIZE }, 'store-and-network');
}

/** /dashboard/myorders: 'Orders', newest first, each with its address, amount, time, products and status. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<OrdersRouteQuery>>();
  return (
    <section className={styles.page}>
      <title>{t`My Orders · Isoko`}</title>
      <h1 className={pageTitle}>
        <Trans>Orders</Trans>
      </h1>
      <Suspense fallback={<OrderListSkeleton />}>
        <Orders queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function Orders({ queryRef }: { queryRef: PreloadedQuery<OrdersRouteQuery> }) {
  const data = usePreloadedQuery<OrdersRouteQuery>(query, queryRef);
  // Signed out meanwhile: the layout sends the shopper to /login.
  if (!data.viewer) return null;
  return <OrderList user={data.viewer} />;
}
