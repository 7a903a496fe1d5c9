import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { OrderCardSkeleton } from './OrderListSkeleton';
import * as styles from './Orders.css';
import { useLoadMoreOrders } from './useLoadMoreOrders';

interface PagedOrdersProps {
  /** Each order's card, keyed by the order's id. */
  cards: readonly { id: string; card: ReactNode }[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: Parameters<typeof useLoadMoreOrders>[0]['loadNext'];
}

/**
 * An order list as the shopper's and the admin's pages show it: one card per order, a skeleton while the next page
 * loads (as the end comes near, or with the Load more button, for keyboards and for retrying), or 'No Data'.
 */
export function PagedOrders({ cards, hasNext, isLoadingNext, loadNext }: PagedOrdersProps) {
  const { loadMore, sentinel } = useLoadMoreOrders({ hasNext, isLoadingNext, loadNext });
  if (cards.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No Data</Trans>
      </p>
    );
  }
  return (
    <div className={styles.listWrap} aria-busy={isLoadingNext}>
      <ul className={styles.list}>
        {cards.map(({ id, card }) => (
          <li key={id}>{card}</li>
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
