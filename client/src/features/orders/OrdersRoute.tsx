import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { AdminOrdersQuery } from '../../__generated__/AdminOrdersQuery.graphql';
import type { OrdersRouteQuery } from '../../__generated__/OrdersRouteQuery.graphql';
import type { OrdersRouteRoleQuery } from '../../__generated__/OrdersRouteRoleQuery.graphql';
import { environment } from '../../relay/environment';
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

const roleQuery = graphql`
  query OrdersRouteRoleQuery {
    viewer {
      role
    }
  }
`;

// The admin's page is its own chunk: shoppers never download it.
const AdminOrders = lazy(() => import('../admin-orders/AdminOrders').then((module) => ({ default: module.AdminOrders })));

/** What the page shows: the shopper's own orders, or every order for an admin. */
type OrdersLoaderData = { shopper: PreloadedQuery<OrdersRouteQuery> } | { admin: PreloadedQuery<AdminOrdersQuery> };

/**
 * The orders as the server has them now (an admin may have moved them on); what the store knows shows meanwhile.
 * The viewer's role decides which list: usually in the store already (the header reads it), else asked first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const toLogin = signInRedirect(request);
  if (toLogin) return toLogin;
  const answer = await fetchQuery<OrdersRouteRoleQuery>(environment, roleQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  if (answer?.viewer?.role === 'ADMIN') {
    const { preloadAdminOrders } = await import('../admin-orders/AdminOrders');
    return { admin: preloadAdminOrders() } satisfies OrdersLoaderData;
  }
  return { shopper: preloadRouteQuery<OrdersRouteQuery>('myorders', query, { first: ORDERS_PAGE_SIZE }, 'store-and-network') } satisfies OrdersLoaderData;
}

/**
 * /dashboard/myorders: 'Orders', newest first, each with its address, amount, time, products and status; for admins
 * every customer's orders, with the monthly report and the status selector.
 */
export function Component() {
  const { t } = useLingui();
  const data = useLoaderData<OrdersLoaderData>();
  return (
    <section className={styles.page}>
      <title>{t`My Orders · Isoko`}</title>
      <h1 className={pageTitle}>
        <Trans>Orders</Trans>
      </h1>
      <Suspense fallback={<OrderListSkeleton />}>
        {'admin' in data ? <AdminOrders queryRef={data.admin} /> : <Orders queryRef={data.shopper} />}
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
