import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useCreateAddressMutation as Mutation } from '../../__generated__/useCreateAddressMutation.graphql';
import { refreshCartBill } from '../cart/refreshCartBill';
import { addressConnectionIds } from './addressConnections';
import type { AddressRefusal, AddressValues } from './AddressForm';

/**
 * Saves a new delivery address. The server's edge goes to the top of every loaded address list (the address page,
 * the checkout), so the new address shows at once; `onCreated` gets its global id (the checkout selects it).
 */
export function useCreateAddressMutation(
  viewerId: string,
): [(values: AddressValues, handlers: { onCreated: (addressId: string) => void; onRefused: (refusal: AddressRefusal) => void }) => void, boolean] {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCreateAddressMutation($input: CreateAddressInput!, $connections: [ID!]!) {
      createAddress(input: $input) {
        __typename
        ... on CreateAddressPayload {
          addressEdge @prependEdge(connections: $connections) {
            cursor
            node {
              id
              ...AddressCard_address
              ...AddressOption_address
              ...Checkout_address
            }
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
    (values: AddressValues, handlers: { onCreated: (addressId: string) => void; onRefused: (refusal: AddressRefusal) => void }) => {
      commit({
        variables: {
          input: { ...values, houseNumber: values.houseNumber || null },
          connections: addressConnectionIds(viewerId),
        },
        onCompleted: ({ createAddress: result }) => {
          if (result.__typename === 'CreateAddressPayload' && result.addressEdge) {
            handlers.onCreated(result.addressEdge.node.id);
            refreshCartBill(environment);
          } else {
            handlers.onRefused({ field: result.field ?? null, message: result.message ?? t`The address could not be saved. Please try again.` });
          }
        },
        onError: (error) => handlers.onRefused({ field: null, message: error.message }),
      });
    },
    [commit, environment, viewerId, t],
  );
  return [create, isInFlight];
}
