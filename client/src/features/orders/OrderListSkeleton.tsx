import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './Orders.css';

/** One order's box while it loads, the size of a one-product order. */
export function OrderCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton height="7rem" />
      <Skeleton height="4rem" />
    </div>
  );
}

/** The orders page while its first page loads. */
export function OrderListSkeleton() {
  return (
    <div className={styles.list}>
      <p className="visually-hidden" role="status">
        <Trans>Loading your orders...</Trans>
      </p>
      <OrderCardSkeleton />
      <OrderCardSkeleton />
    </div>
  );
}
