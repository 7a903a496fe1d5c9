import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useLoginMutation as Mutation } from '../../__generated__/useLoginMutation.graphql';
import { storeTokens } from '../../relay/session';

/**
 * Signs a shopper in: on success the tokens are stored (the whole app hears the session change) and `onSignedIn`
 * runs; a refusal's message ('Invalid email or password', a rate limit) goes to `onRefused`.
 */
export function useLoginMutation(): [
  (input: { email: string; password: string }, handlers: { onSignedIn: () => void; onRefused: (message: string) => void }) => void,
  boolean,
] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on LoginPayload {
          accessToken
          refreshToken
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const login = useCallback(
    (input: { email: string; password: string }, handlers: { onSignedIn: () => void; onRefused: (message: string) => void }) =>
      commit({
        variables: { input },
        onCompleted: ({ login: result }) => {
          if (result.__typename === 'LoginPayload' && result.accessToken && result.refreshToken) {
            storeTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken });
            handlers.onSignedIn();
          } else {
            handlers.onRefused(result.message ?? t`You could not be signed in. Please try again.`);
          }
        },
        onError: (error) => handlers.onRefused(error.message),
      }),
    [commit, t],
  );
  return [login, isInFlight];
}
