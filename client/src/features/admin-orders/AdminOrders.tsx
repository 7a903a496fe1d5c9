import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminOrdersQuery } from '../../__generated__/AdminOrdersQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { OrderListSkeleton } from '../orders/OrderListSkeleton';
import { ORDERS_PAGE_SIZE } from '../orders/useLoadMoreOrders';
import { AdminOrderList } from './AdminOrderList';
import { OrderReport } from './OrderReport';
import { useMarkOrdersReadOnVisit } from './useMarkOrdersReadMutation';

const query = graphql`
  query AdminOrdersQuery($first: Int!) {
    ...AdminOrderList_query @arguments(first: $first)
  }
`;

/** Starts the admin's first page of orders (all statuses), fresh from the server: new orders arrive all the time. */
export function preloadAdminOrders(): PreloadedQuery<AdminOrdersQuery> {
  return preloadRouteQuery<AdminOrdersQuery>('myorders', query, { first: ORDERS_PAGE_SIZE }, 'store-and-network');
}

/**
 * The Orders page for admins: the monthly report, then every customer's orders with the status filter, each with
 * 'Update Status' and its history. Opening it marks the admin's orders read.
 */
export function AdminOrders({ queryRef }: { queryRef: PreloadedQuery<AdminOrdersQuery> }) {
  useMarkOrdersReadOnVisit();
  return (
    <>
      <OrderReport />
      <Suspense fallback={<OrderListSkeleton />}>
        <AllOrders queryRef={queryRef} />
      </Suspense>
    </>
  );
}

function AllOrders({ queryRef }: { queryRef: PreloadedQuery<AdminOrdersQuery> }) {
  const data = usePreloadedQuery<AdminOrdersQuery>(query, queryRef);
  return <AdminOrderList query={data} />;
}
