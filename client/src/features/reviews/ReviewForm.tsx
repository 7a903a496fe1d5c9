import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ReviewForm_product$key } from '../../__generated__/ReviewForm_product.graphql';
import { Button } from '../../ui/Button';
import { StarInput } from '../../ui/StarInput';
import { useSubmitReviewMutation } from './useSubmitReviewMutation';
import * as styles from './Reviews.css';

const COMMENT_MAX_LENGTH = 2000;

/** The signed-in shopper's review form: stars (required) and a comment; a second review replaces the first. */
export function ReviewForm({ product }: { product: ReviewForm_product$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ReviewForm_product on Product {
        id
        viewerReview {
          id
          stars
          comment
        }
      }
    `,
    product,
  );
  // The form shows the shopper's own review (stars and comment) once there is one, and keeps what was just saved:
  // a rating never looks lost.
  const [stars, setStars] = useState(data.viewerReview?.stars ?? 0);
  const [comment, setComment] = useState(data.viewerReview?.comment ?? '');
  // The shopper's review can arrive after the form (a page the server rendered learns the session afterwards): the
  // form then takes it, as it would have at the start.
  const ownReviewId = data.viewerReview?.id ?? null;
  const [shownReviewId, setShownReviewId] = useState(ownReviewId);
  if (ownReviewId !== shownReviewId) {
    setShownReviewId(ownReviewId);
    setStars(data.viewerReview?.stars ?? 0);
    setComment(data.viewerReview?.comment ?? '');
  }
  const [submit, submitting] = useSubmitReviewMutation();
  const headingId = useId();
  const commentId = useId();
  const ownStars = data.viewerReview?.stars;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0 || submitting) return;
    submit({
      productId: data.id,
      stars,
      comment: comment.trim(),
      ownReviewId,
    });
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={onSubmit}>
      <h3 id={headingId} className={styles.formHeading}>
        <Trans>Write a review</Trans>
      </h3>
      {ownStars ? (
        <p className={styles.note}>
          <Trans>You rated this product {ownStars} out of 5. A new review replaces it.</Trans>
        </p>
      ) : null}
      <StarInput value={stars} onChange={setStars} legend={t`Your rating`} disabled={submitting} />
      <label htmlFor={commentId} className={styles.label}>
        <Trans>Comment (optional)</Trans>
      </label>
      <textarea
        id={commentId}
        className={styles.textarea}
        value={comment}
        maxLength={COMMENT_MAX_LENGTH}
        disabled={submitting}
        onChange={(event) => setComment(event.target.value)}
        placeholder={t`What did you like or dislike?`}
      />
      <Button type="submit" disabled={stars === 0 || submitting}>
        {submitting ? <Trans>Submitting...</Trans> : <Trans>Submit review</Trans>}
      </Button>
    </form>
  );
}
