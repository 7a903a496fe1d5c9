import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useSubmitReviewMutation as Mutation } from '../../__generated__/useSubmitReviewMutation.graphql';
import { toast } from '../../ui/toast';
import { REVIEW_LIST_CONNECTION } from './ReviewList';

interface Submission {
  /** The product's global id. */
  productId: string;
  stars: number;
  comment: string;
  /** The id of the viewer's earlier review of this product, which the new one replaces (it keeps that id). */
  ownReviewId: string | null;
  onSuccess?: () => void;
}

/**
 * Submits the viewer's review. The payload carries the product's new average and count and the review's edge: a
 * first review goes to the top of the list, a replaced one (same id) is updated where it already is.
 */
export function useSubmitReviewMutation(): [(submission: Submission) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSubmitReviewMutation($input: SubmitReviewInput!, $connections: [ID!]!) {
      submitReview(input: $input) {
        __typename
        ... on SubmitReviewPayload {
          review {
            id
          }
          product {
            ...ReviewSummary_product
            ...ReviewForm_product
          }
          reviewEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...ReviewItem_review
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const submit = useCallback(
    ({ productId, stars, comment, ownReviewId, onSuccess }: Submission) => {
      const connection = ConnectionHandler.getConnectionID(productId, REVIEW_LIST_CONNECTION);
      commit({
        variables: { input: { productId, stars, comment }, connections: ownReviewId ? [] : [connection] },
        onCompleted: ({ submitReview }) => {
          if (submitReview.__typename !== 'SubmitReviewPayload' || !submitReview.review) {
            toast.error(submitReview.message ?? t`Your review could not be saved. Please try again.`);
            return;
          }
          toast.success(submitReview.review.id === ownReviewId ? t`Your review has been updated.` : t`Thank you for your review!`);
          onSuccess?.();
        },
        onError: (error) => toast.error(error.message),
      });
    },
    [commit, t],
  );
  return [submit, isInFlight];
}
