import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateProductMutation as Mutation } from '../../__generated__/useCreateProductMutation.graphql';
import { toast } from '../../ui/toast';
import type { ProductFields } from './productFormValues';

interface Handlers {
  onCreated: (product: { name: string }) => void;
  /** The refusal, with the input field at fault when the server names one. */
  onFailed: (failure: { field: string | null; message: string }) => void;
}

/**
 * Adds a product to the shop (admin). A refusal is toasted and handed back with its field. The admin's product
 * list reloads when it is next opened, so nothing in the store needs updating here.
 */
export function useCreateProductMutation(): [(fields: ProductFields, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCreateProductMutation($input: CreateProductInput!) {
      createProduct(input: $input) {
        __typename
        ... on CreateProductPayload {
          product {
            name
          }
        }
        ... on ValidationError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (fields: ProductFields, { onCreated, onFailed }: Handlers) => {
      commit({
        variables: { input: fields },
        onCompleted: ({ createProduct: result }) => {
          if (result.__typename === 'CreateProductPayload' && result.product) {
            onCreated({ name: result.product.name });
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
  return [create, isInFlight];
}
