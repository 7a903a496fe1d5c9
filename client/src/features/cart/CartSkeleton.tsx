import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './CartContent.css';

/** The cart's shape while it loads: three lines and the bill. */
export function CartSkeleton() {
  return (
    <div className={styles.skeleton}>
      <p className="visually-hidden" role="status">
        <Trans>Loading your cart…</Trans>
      </p>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeletonLine}>
          <Skeleton width="64px" height="64px" />
          <div className={styles.skeletonText}>
            <Skeleton height="1rem" width="80%" />
            <Skeleton height="0.875rem" width="40%" />
            <Skeleton height="44px" width="8.25rem" />
          </div>
        </div>
      ))}
      <Skeleton height="10rem" />
    </div>
  );
}
