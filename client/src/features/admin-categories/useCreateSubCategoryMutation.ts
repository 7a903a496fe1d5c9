import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateSubCategoryMutation as Mutation } from '../../__generated__/useCreateSubCategoryMutation.graphql';
import { placeInRootList } from './catalogueLists';
import type { LocalNames, Refusal } from './catalogueForm';

type Handlers = { onDone: () => void; onRefused: (refusal: Refusal) => void };
export type SubCategoryFields = { name: string; image: string; categoryIds: string[] } & LocalNames;

/** Adds a sub-category in one or more categories; the table and those categories' lists show it at once. */
export function useCreateSubCategoryMutation(): [(input: SubCategoryFields, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCreateSubCategoryMutation($input: CreateSubCategoryInput!) {
      createSubCategory(input: $input) {
        __typename
        ... on CreateSubCategoryPayload {
          subCategory {
            ...SubCategoryRow_subCategory
            ...SubCategoryFormDialog_subCategory
          }
          # The categories' own lists of sub-categories (the shop's category pages read them).
          categories {
            subCategories {
              id
            }
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
    (input: SubCategoryFields, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input },
        updater: (store) => {
          const subCategory = store.getRootField('createSubCategory')?.getLinkedRecord('subCategory');
          if (subCategory) placeInRootList(store, 'subCategories', subCategory);
        },
        onCompleted: ({ createSubCategory: result }) => {
          if (result.__typename === 'CreateSubCategoryPayload') onDone();
          else onRefused({ message: result.message ?? t`The sub category could not be saved. Please try again.`, field: result.field ?? null });
        },
        onError: () => onRefused({ message: t`The sub category could not be saved. Please try again.`, field: null }),
      }),
    [commit, t],
  );
  return [create, isInFlight];
}
