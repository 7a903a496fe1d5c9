import { Trans } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ReviewListPaginationQuery } from '../../__generated__/ReviewListPaginationQuery.graphql';
import type { ReviewList_product$key } from '../../__generated__/ReviewList_product.graphql';
import { Button } from '../../ui/Button';
import { ReviewItem } from './ReviewItem';
import * as styles from './Reviews.css';

/** The connection key the review form prepends new reviews to. */
export const REVIEW_LIST_CONNECTION = 'ReviewList_reviews';
const PAGE_SIZE = 10;

/** A product's reviews, newest first, a page at a time ('Show more reviews'); 'No reviews yet.' when there are none. */
export function ReviewList({ product }: { product: ReviewList_product$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ReviewListPaginationQuery, ReviewList_product$key>(
    graphql`
      fragment ReviewList_product on Product
      @refetchable(queryName: "ReviewListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        reviews(first: $count, after: $cursor) @connection(key: "ReviewList_reviews") {
          edges {
            node {
              id
              ...ReviewItem_review
            }
          }
        }
      }
    `,
    product,
  );
  const edges = data.reviews.edges;
  if (edges.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No reviews yet.</Trans>
      </p>
    );
  }
  return (
    <div>
      <ul className={styles.list}>
        {edges.map((edge) => (
          <ReviewItem key={edge.node.id} review={edge.node} />
        ))}
      </ul>
      {hasNext ? (
        <Button
          tone="outline"
          className={styles.more}
          disabled={isLoadingNext}
          onClick={() => {
            if (!isLoadingNext) loadNext(PAGE_SIZE);
          }}
        >
          {isLoadingNext ? <Trans>Loading...</Trans> : <Trans>Show more reviews</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
