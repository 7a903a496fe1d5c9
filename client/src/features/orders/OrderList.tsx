import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { OrderList_user$key } from '../../__generated__/OrderList_user.graphql';
import type { OrderListPaginationQuery } from '../../__generated__/OrderListPaginationQuery.graphql';
import { OrderCard } from './OrderCard';
import { PagedOrders } from './PagedOrders';
import { PayOrderLink } from './PayOrderLink';
import { RefundFact } from './RefundFact';

export { ORDERS_PAGE_SIZE } from './useLoadMoreOrders';

/**
 * The shopper's orders, newest first, a mobile-money order still to pay leading back to its payment: the next page loads as the end comes near (and with the Load more button,
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
              ...PayOrderLink_order
              ...RefundFact_order
            }
          }
        }
      }
    `,
    user,
  );
  const cards = data.orders.edges.map(({ node }) => ({
    id: node.id,
    card: <OrderCard order={node} paymentFacts={<RefundFact order={node} />} action={<PayOrderLink order={node} />} />,
  }));
  return <PagedOrders cards={cards} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />;
}
