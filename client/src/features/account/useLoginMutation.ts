import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useLoginMutation as Mutation } from '../../__generated__/useLoginMutation.graphql';
import { accountLanguage } from '../../i18n/locales';
import { storeTokens } from '../../relay/session';

/**
 * Signs a shopper in: on success the tokens are stored (the whole app hears the session change) and `onSignedIn`
 * runs; a refusal's message ('Invalid email or password', a rate limit) goes to `onRefused`. The language the shop is
 * in is saved to the account as it signs in: the shopper is reading it (chosen before signing in, or the browser's),
 * so their e-mails come in it too; the account alone cannot tell an English it was given from one it chose.
 */
export function useLoginMutation(): [
  (input: { email: string; password: string }, handlers: { onSignedIn: () => void; onRefused: (message: string) => void }) => void,
  boolean,
] {
  const { t, i18n } = useLingui();
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
        variables: { input: { ...input, language: accountLanguage(i18n.locale) } },
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
    [commit, t, i18n],
  );
  return [login, isInFlight];
}
