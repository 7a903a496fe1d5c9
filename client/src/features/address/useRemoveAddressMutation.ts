import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useRemoveAddressMutation as Mutation } from '../../__generated__/useRemoveAddressMutation.graphql';
import { toast } from '../../ui/toast';
import { refreshCartBill } from '../cart/refreshCartBill';
import { addressConnectionIds } from './addressConnections';

/**
 * Removes an address (the server hides it; orders keep it). The card goes at once and comes back if the server
 * refuses; 'Address Remove' confirms it.
 */
export function useRemoveAddressMutation(viewerId: string): [(addressId: string) => void, boolean] {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveAddressMutation($input: RemoveAddressInput!, $connections: [ID!]!) {
      removeAddress(input: $input) {
        __typename
        ... on RemoveAddressPayload {
          deletedAddressId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (addressId: string) => {
      commit({
        variables: { input: { addressId }, connections: addressConnectionIds(viewerId) },
        optimisticResponse: { removeAddress: { __typename: 'RemoveAddressPayload', deletedAddressId: addressId } },
        onCompleted: ({ removeAddress: result }) => {
          if (result.__typename === 'RemoveAddressPayload') {
            toast.success(t`Address Remove`);
            refreshCartBill(environment);
          }
          else toast.error(result.message ?? t`The address could not be removed. Please try again.`);
        },
        onError: (error) => toast.error(error.message),
      });
    },
    [commit, environment, viewerId, t],
  );
  return [remove, isInFlight];
}
