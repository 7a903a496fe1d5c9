import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ReviewItem_review$key } from '../../__generated__/ReviewItem_review.graphql';
import { formatDate } from '../../i18n/dates';
import { StarRating } from '../../ui/Stars';
import * as styles from './Reviews.css';

/** One review in the list: who wrote it, when, their stars and comment. */
export function ReviewItem({ review }: { review: ReviewItem_review$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ReviewItem_review on Review {
        reviewerName
        stars
        comment
        createdAt
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
      <StarRating value={data.stars} />
      {data.comment ? <p className={styles.comment}>{data.comment}</p> : null}
    </li>
  );
}
