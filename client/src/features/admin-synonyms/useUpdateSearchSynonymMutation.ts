import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateSearchSynonymMutation as Mutation } from '../../__generated__/useUpdateSearchSynonymMutation.graphql';
import type { MutationHandlers as Handlers } from '../admin/useRefusableDelete';


/**
 * Replaces a synonym group's words (admin). The group comes back as the server stored it (lower case, no repeats),
 * so the list shows exactly what searches use.
 */
export function useUpdateSearchSynonymMutation(): [(id: string, words: string[], handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateSearchSynonymMutation($input: UpdateSearchSynonymInput!) {
      updateSearchSynonym(input: $input) {
        __typename
        ... on UpdateSearchSynonymPayload {
          searchSynonym {
            ...SynonymGroupRow_synonym
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (id: string, words: string[], { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input: { id, words } },
        onCompleted: ({ updateSearchSynonym: result }) => {
          if (result.__typename === 'UpdateSearchSynonymPayload') onDone();
          else onRefused(result.message ?? t`The synonyms could not be saved. Please try again.`);
        },
        onError: () => onRefused(t`The synonyms could not be saved. Check your connection and try again.`),
      }),
    [commit, t],
  );
  return [update, isInFlight];
}
