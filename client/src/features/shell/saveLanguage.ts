import { commitMutation, type Environment, graphql } from 'relay-runtime';
import type { saveLanguageMutation } from '../../__generated__/saveLanguageMutation.graphql';
import type { Locale } from '../../i18n/i18n';
import { ACCOUNT_LANGUAGE } from '../../i18n/locales';

const mutation = graphql`
  mutation saveLanguageMutation($input: SetLanguageInput!) {
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
`;

/**
 * Tells the server the signed-in shopper's language, so their e-mails and their next sign-in elsewhere use it.
 * Best effort: the interface has already switched, so a failure is only logged. LanguageSwitcher.tsx fetches this
 * module when a signed-in shopper switches, so a visit that never does downloads nothing of it.
 */
export function saveLanguage(environment: Environment, locale: Locale): void {
  commitMutation<saveLanguageMutation>(environment, {
    mutation,
    variables: { input: { language: ACCOUNT_LANGUAGE[locale] } },
    onCompleted: ({ setLanguage }) => {
      if (setLanguage.__typename !== 'SetLanguagePayload') console.warn('The language was not saved to the account', setLanguage.message);
    },
    onError: (error) => console.warn('The language was not saved to the account', error),
  });
}
