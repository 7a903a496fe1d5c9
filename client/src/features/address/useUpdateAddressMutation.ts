import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useUpdateAddressMutation as Mutation } from '../../__generated__/useUpdateAddressMutation.graphql';
import { refreshCartBill } from '../cart/refreshCartBill';
import type { AddressRefusal, AddressValues } from './AddressForm';

/** Saves the Edit Address dialog; the address record changes in place, so every list shows the new text. */
export function useUpdateAddressMutation(): [
  (addressId: string, values: AddressValues, handlers: { onUpdated: () => void; onRefused: (refusal: AddressRefusal) => void }) => void,
  boolean,
] {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAddressMutation($input: UpdateAddressInput!) {
      updateAddress(input: $input) {
        __typename
        ... on UpdateAddressPayload {
          address {
            ...AddressCard_address
            ...AddressOption_address
            ...Checkout_address
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
  const update = useCallback(
    (addressId: string, values: AddressValues, handlers: { onUpdated: () => void; onRefused: (refusal: AddressRefusal) => void }) => {
      commit({
        variables: { input: { addressId, ...values, houseNumber: values.houseNumber || null } },
        onCompleted: ({ updateAddress: result }) => {
          if (result.__typename === 'UpdateAddressPayload') {
            handlers.onUpdated();
            refreshCartBill(environment);
          } else {
            handlers.onRefused({ field: result.field ?? null, message: result.message ?? t`The address could not be saved. Please try again.` });
          }
        },
        onError: (error) => handlers.onRefused({ field: null, message: error.message }),
      });
    },
    [commit, environment, t],
  );
  return [update, isInFlight];
}
