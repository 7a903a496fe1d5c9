import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ReviewItem_review$key } from '../../__generated__/ReviewItem_review.graphql';
import { formatDate } from '../../i18n/dates';
import { Icon } from '../../ui/icons';
import { StarRating } from '../../ui/Stars';
import * as styles from './Reviews.css';

/** One review in the list: who wrote it, when, their stars and comment, and whether they received the product. */
export function ReviewItem({ review }: { review: ReviewItem_review$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ReviewItem_review on Review {
        reviewerName
        stars
        comment
        createdAt
        verifiedPurchase
      }
    `,
    review,
  );
  const date = new Date(data.createdAt);
  return (
    <li className={styles.item}>
      <span className={styles.avatar} aria-hidden="true">
        {data.reviewerName.trim().charAt(0)}
      </span>
      <div className={styles.itemHeader}>
        <span className={styles.author}>{data.reviewerName}</span>
        <time className={styles.date} dateTime={data.createdAt}>
          {formatDate(date, 'date', i18n.locale)}
        </time>
      </div>
      <div className={styles.rating}>
        <StarRating value={data.stars} />
        {data.verifiedPurchase ? (
          <span className={styles.verified}>
            <Icon size={16}>
              <path d="M20 6 9 17l-5-5" />
            </Icon>
            <Trans>Verified purchase</Trans>
          </span>
        ) : null}
      </div>
      {data.comment ? <p className={styles.comment}>{data.comment}</p> : null}
    </li>
  );
}
