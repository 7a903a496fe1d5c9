import { Plural, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ReviewSummary_product$key } from '../../__generated__/ReviewSummary_product.graphql';
import { formatRating, StarRating } from '../../ui/Stars';
import * as styles from './Reviews.css';

interface Props {
  product: ReviewSummary_product$key;
  size?: 'small' | 'medium' | 'large';
  /** Whether screen readers hear the change when a new review moves it (one summary per page should). */
  announce?: boolean;
}

/** The average rating 'x.x / 5 (n reviews)' with its stars. */
export function ReviewSummary({ product, size = 'medium', announce = true }: Props) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ReviewSummary_product on Product {
        averageRating
        reviewCount
      }
    `,
    product,
  );
  const average = data.averageRating ?? 0;
  const reviewCount = data.reviewCount;
  return (
    <p className={styles.summary} aria-live={announce ? 'polite' : undefined} aria-atomic={announce || undefined}>
      <StarRating value={average} size={size} />
      <span className={styles.summaryText}>
        {formatRating(i18n, average)} / 5{' '}
        <span className={styles.summaryCount}>
          (<Plural value={reviewCount} one="# review" other="# reviews" />)
        </span>
      </span>
    </p>
  );
}
