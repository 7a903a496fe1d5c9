import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteProductMutation as Mutation } from '../../__generated__/useDeleteProductMutation.graphql';
import { toast } from '../../ui/toast';

/**
 * Removes a product from the shop (admin) and from the product list on screen: its edge leaves the list's
 * connection and the list's total drops by one, so the pages and 'page/total' stay right.
 */
export function useDeleteProductMutation(): [(productId: string, connectionId: string, handlers: { onDeleted: () => void; onFailed: () => void }) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteProductMutation($input: DeleteProductInput!, $connections: [ID!]!) {
      deleteProduct(input: $input) {
        __typename
        ... on DeleteProductPayload {
          deletedProductId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (productId: string, connectionId: string, { onDeleted, onFailed }: { onDeleted: () => void; onFailed: () => void }) => {
      commit({
        variables: { input: { id: productId }, connections: [connectionId] },
        updater: (store, response) => {
          if (response?.deleteProduct.__typename !== 'DeleteProductPayload') return;
          const connection = store.get(connectionId);
          const total: unknown = connection?.getValue('totalCount');
          if (connection && typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
        },
        onCompleted: ({ deleteProduct: result }) => {
          if (result.__typename === 'DeleteProductPayload') {
            toast.success(t`Product deleted successfully`);
            onDeleted();
          } else {
            toast.error(result.message ?? t`The product could not be deleted. Please try again.`);
            onFailed();
          }
        },
        onError: () => {
          toast.error(t`The product could not be deleted. Check your connection and try again.`);
          onFailed();
        },
      });
    },
    [commit, t],
  );
  return [remove, isInFlight];
}
