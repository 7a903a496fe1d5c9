import { Trans } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { OrderList_user$key } from '../../__generated__/OrderList_user.graphql';
import type { OrderListPaginationQuery } from '../../__generated__/OrderListPaginationQuery.graphql';
import { Button } from '../../ui/Button';
import { OrderCard } from './OrderCard';
import { OrderCardSkeleton } from './OrderListSkeleton';
import * as styles from './Orders.css';
import { useLoadMoreOrders } from './useLoadMoreOrders';

export { ORDERS_PAGE_SIZE } from './useLoadMoreOrders';

/**
 * The shopper's orders, newest first: the next page loads as the end comes near (and with the Load more button,
 * for keyboards and for retrying), or 'No Data' when there are none.
 */
export function OrderList({ user }: { user: OrderList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<OrderListPaginationQuery, OrderList_user$key>(
    graphql`
      fragment OrderList_user on User
      @refetchable(queryName: "OrderListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        orders(first: $first, after: $after) @connection(key: "OrderList_orders") {
          edges {
            node {
              id
              ...OrderCard_order
            }
          }
        }
      }
    `,
    user,
  );
  const { loadMore, sentinel } = useLoadMoreOrders({ hasNext, isLoadingNext, loadNext });

  const orders = data.orders.edges.map((edge) => edge.node);
  if (orders.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No Data</Trans>
      </p>
    );
  }
  return (
    <div className={styles.listWrap} aria-busy={isLoadingNext}>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
        {isLoadingNext ? (
          <li aria-hidden="true">
            <OrderCardSkeleton />
          </li>
        ) : null}
      </ul>
      {hasNext ? (
        <div ref={sentinel} className={styles.more}>
          <Button tone="outline" onClick={loadMore} aria-disabled={isLoadingNext}>
            {isLoadingNext ? <Trans>Loading more orders...</Trans> : <Trans>Load more</Trans>}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
