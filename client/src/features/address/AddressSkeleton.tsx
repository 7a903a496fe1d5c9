import { vars } from '../../styles/vars.css';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './Address.css';

/** The address page while its data loads: the header and three cards' frames, so nothing jumps. */
export function AddressSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.header}>
        <Skeleton width="8rem" height="1.75rem" />
        <Skeleton width="7.5rem" height="36px" />
      </div>
      <div className={styles.grid}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="9.5rem" radius={vars.radius.lg} />
        ))}
      </div>
    </div>
  );
}
