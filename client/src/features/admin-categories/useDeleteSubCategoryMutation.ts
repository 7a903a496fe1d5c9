import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteSubCategoryMutation as Mutation } from '../../__generated__/useDeleteSubCategoryMutation.graphql';
import { removeFromStore } from './catalogueLists';
import type { MutationHandlers as Handlers } from '../admin/useRefusableDelete';


/**
 * Deletes a sub-category for good (refused, naming them, while products use it). It leaves the table and the lists
 * of the categories it was in.
 */
export function useDeleteSubCategoryMutation(): [(id: string, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteSubCategoryMutation($input: DeleteSubCategoryInput!) {
      deleteSubCategory(input: $input) {
        __typename
        ... on DeleteSubCategoryPayload {
          deletedSubCategoryId
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
          const deletedId = data?.deleteSubCategory.deletedSubCategoryId;
          if (!deletedId) return;
          // The payload names only the deleted id; the categories it was in are known from the store.
          for (const category of store.get(deletedId)?.getLinkedRecords('categories') ?? []) {
            const list = category?.getLinkedRecords('subCategories');
            if (category && list) category.setLinkedRecords(list.filter((item) => item && item.getDataID() !== deletedId), 'subCategories');
          }
          removeFromStore(store, 'subCategories', deletedId);
        },
        onCompleted: ({ deleteSubCategory: result }) => {
          if (result.__typename === 'DeleteSubCategoryPayload') onDone();
          else onRefused(result.message ?? t`The sub category could not be deleted. Please try again.`);
        },
        onError: () => onRefused(t`The sub category could not be deleted. Please try again.`),
      }),
    [commit, t],
  );
  return [remove, isInFlight];
}
