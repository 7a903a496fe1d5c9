import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateSubCategoryMutation as Mutation } from '../../__generated__/useUpdateSubCategoryMutation.graphql';
import { placeInRootList } from './catalogueLists';
import type { Refusal } from './catalogueForm';
import type { SubCategoryFields } from './useCreateSubCategoryMutation';

type Handlers = { onDone: () => void; onRefused: (refusal: Refusal) => void };

/** Changes a sub-category's name, image and categories; the categories it left or joined get their new lists. */
export function useUpdateSubCategoryMutation(): [(input: SubCategoryFields & { id: string }, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateSubCategoryMutation($input: UpdateSubCategoryInput!) {
      updateSubCategory(input: $input) {
        __typename
        ... on UpdateSubCategoryPayload {
          subCategory {
            ...SubCategoryRow_subCategory
            ...SubCategoryFormDialog_subCategory
          }
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
  const update = useCallback(
    (input: SubCategoryFields & { id: string }, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input },
        updater: (store) => {
          const subCategory = store.getRootField('updateSubCategory')?.getLinkedRecord('subCategory');
          if (subCategory) placeInRootList(store, 'subCategories', subCategory);
        },
        onCompleted: ({ updateSubCategory: result }) => {
          if (result.__typename === 'UpdateSubCategoryPayload') onDone();
          else onRefused({ message: result.message ?? t`The sub category could not be saved. Please try again.`, field: result.field ?? null });
        },
        onError: () => onRefused({ message: t`The sub category could not be saved. Please try again.`, field: null }),
      }),
    [commit, t],
  );
  return [update, isInFlight];
}
