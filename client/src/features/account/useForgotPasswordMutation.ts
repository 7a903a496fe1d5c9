import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useForgotPasswordMutation as Mutation } from '../../__generated__/useForgotPasswordMutation.graphql';
import { type Refusal, useReadRefusal } from './refusal';

interface Handlers {
  onCodeSent: (codeValidForMinutes: number) => void;
  onRefused: (refusal: Refusal) => void;
}

/**
 * Asks for a recovery code by mail. The server answers the same whether or not the address has an account, so
 * only a malformed address or a rate limit is ever refused.
 */
export function useForgotPasswordMutation(): [(email: string, handlers: Handlers) => void, boolean] {
  const readRefusal = useReadRefusal();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useForgotPasswordMutation($input: ForgotPasswordInput!) {
      forgotPassword(input: $input) {
        __typename
        ... on ForgotPasswordPayload {
          codeValidForMinutes
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
  const sendCode = useCallback(
    (email: string, handlers: Handlers) =>
      commit({
        variables: { input: { email } },
        onCompleted: ({ forgotPassword: result }) => {
          if (result.__typename === 'ForgotPasswordPayload' && result.codeValidForMinutes !== undefined) handlers.onCodeSent(result.codeValidForMinutes);
          else handlers.onRefused(readRefusal(result));
        },
        onError: (error) => handlers.onRefused({ message: error.message, field: null }),
      }),
    [commit, readRefusal],
  );
  return [sendCode, isInFlight];
}
