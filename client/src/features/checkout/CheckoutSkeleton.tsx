import { vars } from '../../styles/vars.css';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './Checkout.css';

/** The checkout while its data loads: the address panel and the summary's frames (items, promo code, bill), so nothing jumps. */
export function CheckoutSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.panel}>
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton height="5rem" radius={vars.radius.md} />
        <Skeleton height="5rem" radius={vars.radius.md} />
        <Skeleton height="56px" radius={vars.radius.md} />
      </div>
      <div className={styles.panel}>
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton height="48px" radius={vars.radius.md} />
        <Skeleton height="48px" radius={vars.radius.md} />
        <Skeleton height="44px" radius={vars.radius.md} />
        <Skeleton height="9rem" />
        <Skeleton height="52px" radius={vars.radius.md} />
      </div>
    </div>
  );
}
