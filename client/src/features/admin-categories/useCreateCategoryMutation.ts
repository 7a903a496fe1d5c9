import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateCategoryMutation as Mutation } from '../../__generated__/useCreateCategoryMutation.graphql';
import { placeInRootList } from './catalogueLists';

type Handlers = { onDone: () => void; onRefused: (message: string) => void };

/** Adds a category (name and uploaded image); it appears in the category grids at its place by name. */
export function useCreateCategoryMutation(): [(input: { name: string; image: string }, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCreateCategoryMutation($input: CreateCategoryInput!) {
      createCategory(input: $input) {
        __typename
        ... on CreateCategoryPayload {
          category {
            ...CategoryAdminTile_category
            ...CategoryFormDialog_category
            ...CategoryDeleteDialog_category
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (input: { name: string; image: string }, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input },
        updater: (store) => {
          const category = store.getRootField('createCategory')?.getLinkedRecord('category');
          if (category) placeInRootList(store, 'categories', category);
        },
        onCompleted: ({ createCategory: result }) => {
          if (result.__typename === 'CreateCategoryPayload') onDone();
          else onRefused(result.message ?? t`The category could not be saved. Please try again.`);
        },
        onError: () => onRefused(t`The category could not be saved. Please try again.`),
      }),
    [commit, t],
  );
  return [create, isInFlight];
}
