import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateCategoryMutation as Mutation } from '../../__generated__/useCreateCategoryMutation.graphql';
import { placeInRootList } from './catalogueLists';
import type { LocalNames, Refusal } from './catalogueForm';

/** What the Add and Update Category dialogs send. */
export type CategoryFields = { name: string; image: string } & LocalNames;

type Handlers = { onDone: () => void; onRefused: (refusal: Refusal) => void };

/** Adds a category (name and uploaded image); it appears in the category grids at its place by name. */
export function useCreateCategoryMutation(): [(input: CategoryFields, handlers: Handlers) => void, boolean] {
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
  const create = useCallback(
    (input: CategoryFields, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input },
        updater: (store) => {
          const category = store.getRootField('createCategory')?.getLinkedRecord('category');
          if (category) placeInRootList(store, 'categories', category);
        },
        onCompleted: ({ createCategory: result }) => {
          if (result.__typename === 'CreateCategoryPayload') onDone();
          else onRefused({ message: result.message ?? t`The category could not be saved. Please try again.`, field: result.field ?? null });
        },
        onError: () => onRefused({ message: t`The category could not be saved. Please try again.`, field: null }),
      }),
    [commit, t],
  );
  return [create, isInFlight];
}
