import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { OrderList_user$key } from '../../__generated__/OrderList_user.graphql';
import type { OrderListPaginationQuery } from '../../__generated__/OrderListPaginationQuery.graphql';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { OrderCard } from './OrderCard';
import { OrderCardSkeleton } from './OrderListSkeleton';
import * as styles from './Orders.css';

/** Orders per page: a few screens on a phone, light enough for slow mobile data. */
export const ORDERS_PAGE_SIZE = 10;

// The next page is asked for this far before the shopper reaches the end, so slow data has time to arrive.
const PREFETCH_MARGIN = '0px 0px 600px 0px';

/**
 * The shopper's orders, newest first: the next page loads as the end comes near (and with the Load more button,
 * for keyboards and for retrying), or 'No Data' when there are none.
 */
export function OrderList({ user }: { user: OrderList_user$key }) {
  const { t } = useLingui();
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
  const [loadFailed, setLoadFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadFailed(false);
    loadNext(ORDERS_PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        // No automatic retries on a failing connection: the Load more button tries again when the shopper asks.
        setLoadFailed(true);
        toast.error(t`More orders could not be loaded. Check your connection and try again.`);
      },
    });
  }, [hasNext, isLoadingNext, loadNext, t]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || isLoadingNext || loadFailed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: PREFETCH_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadFailed, loadMore]);

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
