import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AdminOrderList_query$key } from '../../__generated__/AdminOrderList_query.graphql';
import type { AdminOrderListPaginationQuery, OrderStatus } from '../../__generated__/AdminOrderListPaginationQuery.graphql';
import { Button } from '../../ui/Button';
import { OrderCardSkeleton } from '../orders/OrderListSkeleton';
import { ORDER_STATUSES, useStatusLabels } from '../orders/statusLabels';
import { useLoadMoreOrders } from '../orders/useLoadMoreOrders';
import * as orderStyles from '../orders/Orders.css';
import { AdminOrderCard } from './AdminOrderCard';
import * as styles from './AdminOrders.css';

/**
 * Every customer's orders for the admin, newest first, paged as the shopper's list is; the status filter asks the
 * server for that status only (the current list stays, dimmed, until the new one arrives).
 */
export function AdminOrderList({ query }: { query: AdminOrderList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AdminOrderListPaginationQuery, AdminOrderList_query$key>(
    graphql`
      fragment AdminOrderList_query on Query
      @refetchable(queryName: "AdminOrderListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, status: { type: "OrderStatus" }) {
        adminOrders(first: $first, after: $after, status: $status) @connection(key: "AdminOrderList_adminOrders", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...AdminOrderCard_order
            }
          }
        }
      }
    `,
    query,
  );
  const filterId = useId();
  const statusLabel = useStatusLabels();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [filtering, startFiltering] = useTransition();
  const { loadMore, sentinel } = useLoadMoreOrders({ hasNext, isLoadingNext, loadNext });

  const filter = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const wanted = event.target.value as OrderStatus | '';
    setStatus(wanted);
    startFiltering(() => {
      refetch({ status: wanted === '' ? null : wanted }, { fetchPolicy: 'store-and-network' });
    });
  };

  const orders = data.adminOrders.edges.map((edge) => edge.node);
  const count = data.adminOrders.totalCount;
  return (
    <div className={styles.listArea}>
      <div className={styles.filterBar}>
        <div className={styles.filterField}>
          <label htmlFor={filterId} className={styles.fieldLabel}>
            <Trans>Status</Trans>
          </label>
          <select id={filterId} className={styles.select} value={status} onChange={filter}>
            <option value="">{t`All`}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.count} aria-live="polite">
          {filtering ? <Trans>Loading...</Trans> : <Plural value={count} one="# order" other="# orders" />}
        </p>
      </div>
      <div className={filtering ? styles.stale : undefined} aria-busy={filtering || isLoadingNext}>
        {orders.length === 0 ? (
          <p className={orderStyles.empty}>
            <Trans>No Data</Trans>
          </p>
        ) : (
          <div className={orderStyles.listWrap}>
            <ul className={orderStyles.list}>
              {orders.map((order) => (
                <li key={order.id}>
                  <AdminOrderCard order={order} />
                </li>
              ))}
              {isLoadingNext ? (
                <li aria-hidden="true">
                  <OrderCardSkeleton />
                </li>
              ) : null}
            </ul>
            {hasNext ? (
              <div ref={sentinel} className={orderStyles.more}>
                <Button tone="outline" onClick={loadMore} aria-disabled={isLoadingNext}>
                  {isLoadingNext ? <Trans>Loading more orders...</Trans> : <Trans>Load more</Trans>}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
