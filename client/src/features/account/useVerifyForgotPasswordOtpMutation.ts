import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useVerifyForgotPasswordOtpMutation as Mutation } from '../../__generated__/useVerifyForgotPasswordOtpMutation.graphql';
import { type Refusal, useReadRefusal } from './refusal';

interface Handlers {
  onVerified: (grant: { resetToken: string; expiresAt: string }) => void;
  onRefused: (refusal: Refusal) => void;
}

/**
 * Checks the 6-digit recovery code. A right code gives a grant for resetPassword; a wrong or expired code, or a
 * code whose five attempts are used up, is refused with the server's sentence.
 */
export function useVerifyForgotPasswordOtpMutation(): [(input: { email: string; otp: string }, handlers: Handlers) => void, boolean] {
  const readRefusal = useReadRefusal();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useVerifyForgotPasswordOtpMutation($input: VerifyForgotPasswordOtpInput!) {
      verifyForgotPasswordOtp(input: $input) {
        __typename
        ... on VerifyForgotPasswordOtpPayload {
          resetToken
          expiresAt
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
  const verify = useCallback(
    (input: { email: string; otp: string }, handlers: Handlers) =>
      commit({
        variables: { input },
        onCompleted: ({ verifyForgotPasswordOtp: result }) => {
          if (result.__typename === 'VerifyForgotPasswordOtpPayload' && result.resetToken !== undefined) {
            handlers.onVerified({ resetToken: result.resetToken, expiresAt: String(result.expiresAt) });
          } else {
            handlers.onRefused(readRefusal(result));
          }
        },
        onError: (error) => handlers.onRefused({ message: error.message, field: null }),
      }),
    [commit, readRefusal],
  );
  return [verify, isInFlight];
}
