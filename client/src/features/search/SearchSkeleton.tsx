import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './Search.css';

/** A grey stand-in with a product card's shape (picture, name, unit, price, Add), so nothing jumps when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton height="auto" className={styles.skeletonImage} />
      <Skeleton height="0.9rem" width="85%" />
      <Skeleton height="0.75rem" width="40%" />
      <Skeleton height="1rem" width="55%" />
      <Skeleton height="36px" width="5rem" />
    </div>
  );
}

/** The search page while its first page of results loads: 8 skeleton cards (the specification's skeleton tiles). */
export function SearchSkeleton() {
  const { t } = useLingui();
  return (
    <section className={styles.results} aria-busy="true" aria-label={t`Loading search results`}>
      <div className={styles.summary}>
        <Skeleton height="1.75rem" width="14rem" />
        <Skeleton height="1rem" width="8rem" />
      </div>
      <ul className={styles.grid}>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className={styles.cell}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </section>
  );
}
