import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateDeliveryZoneMutation as Mutation } from '../../__generated__/useUpdateDeliveryZoneMutation.graphql';
import type { ZoneInput } from './zoneForm';

/** A save the server refused, with the input field at fault when it names one. */
export interface ZoneRefusal {
  message: string;
  field: string | null;
}

interface Handlers {
  onDone: () => void;
  onRefused: (refusal: ZoneRefusal) => void;
}

/**
 * Saves a district's whole delivery zone (admins). The zone comes back with its new change record, so its row and
 * its history show what the server stored without reading the page again.
 */
export function useUpdateDeliveryZoneMutation(): [(input: ZoneInput, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateDeliveryZoneMutation($input: UpdateDeliveryZoneInput!) {
      updateDeliveryZone(input: $input) {
        __typename
        ... on UpdateDeliveryZonePayload {
          deliveryZone {
            ...DeliveryZoneRow_zone
            ...EditDeliveryZoneDialog_zone
            ...DeliveryZoneChanges_zone
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
    (input: ZoneInput, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input },
        onCompleted: ({ updateDeliveryZone: result }) => {
          if (result.__typename === 'UpdateDeliveryZonePayload') onDone();
          else onRefused({ message: result.message ?? t`The delivery zone could not be saved. Please try again.`, field: result.field ?? null });
        },
        onError: () => onRefused({ message: t`The delivery zone could not be saved. Check your connection and try again.`, field: null }),
      }),
    [commit, t],
  );
  return [update, isInFlight];
}
