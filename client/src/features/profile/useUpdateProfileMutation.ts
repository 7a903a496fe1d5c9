import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateProfileMutation as Mutation } from '../../__generated__/useUpdateProfileMutation.graphql';
import { toast } from '../../ui/toast';

export type ProfileInput = { name: string; email: string; mobile: string; currentPassword?: string };

/** A refusal of one field ('mobile', 'currentPassword', ...), shown next to it. */
export type FieldRefusal = { field: string | null; message: string };

/**
 * Saves the profile's name, e-mail and mobile. The payload's user updates the form and the account menu; a
 * refusal goes to `onRefused` with the field it concerns, if any; a failed request shows a toast.
 */
export function useUpdateProfileMutation(): [(input: ProfileInput, handlers: { onSaved: () => void; onRefused: (refusal: FieldRefusal) => void }) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on UpdateProfilePayload {
          user {
            # The same user record as the account menu's: its name and mobile update there too.
            ...ProfileForm_user
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
  const save = useCallback(
    (input: ProfileInput, handlers: { onSaved: () => void; onRefused: (refusal: FieldRefusal) => void }) => {
      commit({
        variables: { input: { name: input.name, email: input.email, mobile: input.mobile, currentPassword: input.currentPassword || null } },
        onCompleted: ({ updateProfile }) => {
          if (updateProfile.__typename === 'UpdateProfilePayload') {
            toast.success(t`Profile updated successfully`);
            handlers.onSaved();
            return;
          }
          handlers.onRefused({ field: updateProfile.field ?? null, message: updateProfile.message ?? t`Your profile could not be saved. Please try again.` });
        },
        onError: (error) => toast.error(error.message),
      });
    },
    [commit, t],
  );
  return [save, isInFlight];
}
