import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ResetPasswordInput, useResetPasswordMutation as Mutation } from '../../__generated__/useResetPasswordMutation.graphql';
import { type Refusal, useReadRefusal } from './refusal';

interface Handlers {
  onChanged: (email: string) => void;
  onRefused: (refusal: Refusal) => void;
}

/**
 * Sets the new password with the verified code's grant. The server ends every session of the account, so the
 * shopper signs in again; a weak password is refused without spending the grant, so they can try another.
 */
export function useResetPasswordMutation(): [(input: ResetPasswordInput, handlers: Handlers) => void, boolean] {
  const readRefusal = useReadRefusal();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ... on ResetPasswordPayload {
          email
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          field
        }
        ... on RateLimitedError {
          retryAfterSeconds
        }
      }
    }
  `);
  const reset = useCallback(
    (input: ResetPasswordInput, handlers: Handlers) =>
      commit({
        variables: { input },
        onCompleted: ({ resetPassword: result }) => {
          if (result.__typename === 'ResetPasswordPayload' && result.email !== undefined) handlers.onChanged(result.email);
          else handlers.onRefused(readRefusal(result));
        },
        onError: (error) => handlers.onRefused({ message: error.message, field: null }),
      }),
    [commit, readRefusal],
  );
  return [reset, isInFlight];
}
