import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteCategoryMutation as Mutation } from '../../__generated__/useDeleteCategoryMutation.graphql';
import { removeFromStore } from './catalogueLists';
import type { MutationHandlers as Handlers } from '../admin/useRefusableDelete';


/**
 * Deletes a category for good. The server refuses, naming them, while products or sub-categories still use it, so
 * the grid changes only once it has said yes.
 */
export function useDeleteCategoryMutation(): [(id: string, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteCategoryMutation($input: DeleteCategoryInput!) {
      deleteCategory(input: $input) {
        __typename
        ... on DeleteCategoryPayload {
          deletedCategoryId
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input: { id } },
        updater: (store, data) => {
          const deletedId = data?.deleteCategory.deletedCategoryId;
          if (deletedId) removeFromStore(store, 'categories', deletedId);
        },
        onCompleted: ({ deleteCategory: result }) => {
          if (result.__typename === 'DeleteCategoryPayload') onDone();
          else onRefused(result.message ?? t`The category could not be deleted. Please try again.`);
        },
        onError: () => onRefused(t`The category could not be deleted. Please try again.`),
      }),
    [commit, t],
  );
  return [remove, isInFlight];
}
