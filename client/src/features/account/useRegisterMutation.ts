import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RegisterInput, useRegisterMutation as Mutation } from '../../__generated__/useRegisterMutation.graphql';
import { accountLanguage } from '../../i18n/locales';
import { type Refusal, useReadRefusal } from './refusal';

interface Handlers {
  /** The account exists; its tokens when it was registered with `signIn`. */
  onRegistered: (tokens: { accessToken: string; refreshToken: string } | null) => void;
  onRefused: (refusal: Refusal) => void;
}

/**
 * Creates a shopper account in the language the shop is in (its e-mails use it); with `signIn` it is signed in at
 * once and the answer carries its tokens, as a login's does. A refusal (the e-mail is taken, a weak password, a rate
 * limit) comes with the field it concerns.
 */
export function useRegisterMutation(): [(input: Omit<RegisterInput, 'language'>, handlers: Handlers) => void, boolean] {
  const { i18n } = useLingui();
  const readRefusal = useReadRefusal();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useRegisterMutation($input: RegisterInput!) {
      register(input: $input) {
        __typename
        ... on RegisterPayload {
          accessToken
          refreshToken
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          field
        }
        ... on ConflictError {
          field
        }
        ... on RateLimitedError {
          retryAfterSeconds
        }
      }
    }
  `);
  const register = useCallback(
    (input: Omit<RegisterInput, 'language'>, handlers: Handlers) =>
      commit({
        variables: { input: { ...input, language: accountLanguage(i18n.locale) } },
        onCompleted: ({ register: result }) => {
          if (result.__typename === 'RegisterPayload') {
            handlers.onRegistered(result.accessToken && result.refreshToken ? { accessToken: result.accessToken, refreshToken: result.refreshToken } : null);
          } else {
            handlers.onRefused(readRefusal(result));
          }
        },
        onError: (error) => handlers.onRefused({ message: error.message, field: null }),
      }),
    [commit, readRefusal, i18n],
  );
  return [register, isInFlight];
}
