import { Skeleton } from '../../ui/Skeleton';
import * as styles from './ProductCardSkeleton.css';

/** A grey stand-in for a product card while its data loads: picture, name, unit, price and the Add button. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="auto" className={styles.picture} />
      <Skeleton height="1rem" width="80%" />
      <Skeleton height="0.75rem" width="40%" />
      <Skeleton height="1rem" width="50%" />
      <Skeleton height="36px" width="64px" />
    </div>
  );
}

/** `count` card skeletons laid out by the grid class the real cards use. */
export function ProductGridSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
