import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { Language, useSetLanguageMutation as Mutation } from '../../__generated__/useSetLanguageMutation.graphql';
import type { Locale } from '../../i18n/i18n';

const LANGUAGE_OF: Record<Locale, Language> = { en: 'EN', rw: 'RW', fr: 'FR' };

/**
 * Tells the server the signed-in shopper's language, so their e-mails and their next sign-in elsewhere use it.
 * Best effort: the interface has already switched, so a failure is only logged.
 */
export function useSetLanguageMutation(): (locale: Locale) => void {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useSetLanguageMutation($input: SetLanguageInput!) {
      setLanguage(input: $input) {
        __typename
        ... on SetLanguagePayload {
          viewer {
            id
            language
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    (locale: Locale) =>
      commit({
        variables: { input: { language: LANGUAGE_OF[locale] } },
        onCompleted: ({ setLanguage }) => {
          if (setLanguage.__typename !== 'SetLanguagePayload') console.warn('The language was not saved to the account', setLanguage.message);
        },
        onError: (error) => console.warn('The language was not saved to the account', error),
      }),
    [commit],
  );
}
