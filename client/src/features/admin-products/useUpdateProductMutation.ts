import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateProductMutation as Mutation } from '../../__generated__/useUpdateProductMutation.graphql';
import { toast } from '../../ui/toast';
import type { ProductFields } from './productFormValues';

interface Handlers {
  onUpdated: () => void;
  /** The refusal, with the input field at fault when the server names one. */
  onFailed: (failure: { field: string | null; message: string }) => void;
}

/**
 * Saves the edit modal's form over a product (admin). The payload carries the product as the list tile and the
 * edit form read it, so the list shows the new values from the Relay store without asking again.
 */
export function useUpdateProductMutation(): [(productId: string, fields: ProductFields, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateProductMutation($input: UpdateProductInput!) {
      updateProduct(input: $input) {
        __typename
        ... on UpdateProductPayload {
          product {
            ...AdminProductTile_product
            ...ProductEditDialog_product
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
    (productId: string, fields: ProductFields, { onUpdated, onFailed }: Handlers) => {
      commit({
        variables: { input: { id: productId, ...fields } },
        onCompleted: ({ updateProduct: result }) => {
          if (result.__typename === 'UpdateProductPayload') {
            toast.success(t`Product updated successfully`);
            onUpdated();
            return;
          }
          const message = result.message ?? t`The product could not be saved. Please try again.`;
          toast.error(message);
          onFailed({ field: result.field ?? null, message });
        },
        onError: () => {
          const message = t`The product could not be saved. Check your connection and try again.`;
          toast.error(message);
          onFailed({ field: null, message });
        },
      });
    },
    [commit, t],
  );
  return [update, isInFlight];
}
