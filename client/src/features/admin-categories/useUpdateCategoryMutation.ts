import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateCategoryMutation as Mutation } from '../../__generated__/useUpdateCategoryMutation.graphql';
import { placeInRootList } from './catalogueLists';
import type { Refusal } from './catalogueForm';
import type { CategoryFields } from './useCreateCategoryMutation';

type Handlers = { onDone: () => void; onRefused: (refusal: Refusal) => void };

/** Renames a category or changes its image; a new name moves it to its place in the grids. */
export function useUpdateCategoryMutation(): [(input: CategoryFields & { id: string }, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateCategoryMutation($input: UpdateCategoryInput!) {
      updateCategory(input: $input) {
        __typename
        ... on UpdateCategoryPayload {
          category {
            ...CategoryAdminTile_category
            ...CategoryFormDialog_category
            ...CategoryDeleteDialog_category
          }
        }
        ... on ValidationError {
          field
        }
        ... on ConflictError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (input: CategoryFields & { id: string }, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input },
        updater: (store) => {
          const category = store.getRootField('updateCategory')?.getLinkedRecord('category');
          if (category) placeInRootList(store, 'categories', category);
        },
        onCompleted: ({ updateCategory: result }) => {
          if (result.__typename === 'UpdateCategoryPayload') onDone();
          else onRefused({ message: result.message ?? t`The category could not be saved. Please try again.`, field: result.field ?? null });
        },
        onError: () => onRefused({ message: t`The category could not be saved. Please try again.`, field: null }),
      }),
    [commit, t],
  );
  return [update, isInFlight];
}
