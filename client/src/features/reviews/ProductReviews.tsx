import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ProductReviews_product$key } from '../../__generated__/ProductReviews_product.graphql';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';
import * as styles from './Reviews.css';

/** The product page's reviews: the average, the form (or a sign-in link for visitors) and the list. */
export function ProductReviews({ product, signedIn }: { product: ProductReviews_product$key; signedIn: boolean }) {
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment ProductReviews_product on Product {
        ...ReviewSummary_product
        ...ReviewForm_product
        ...ReviewList_product
      }
    `,
    product,
  );
  return (
    <section id="reviews" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.aside}>
        <h2 id={headingId} className={styles.heading}>
          <Trans>Ratings & Reviews</Trans>
        </h2>
        <ReviewSummary product={data} size="large" />
        {signedIn ? (
          <ReviewForm product={data} />
        ) : (
          <p className={styles.signIn}>
            <Link to="/login">
              <Trans>Log in to write a review</Trans>
            </Link>
          </p>
        )}
      </div>
      <ReviewList product={data} />
    </section>
  );
}
