import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateSearchSynonymMutation as Mutation } from '../../__generated__/useCreateSearchSynonymMutation.graphql';
import { changeTotalCount } from './synonymConnection';
import type { MutationHandlers as Handlers } from '../admin/useRefusableDelete';


/**
 * Adds a synonym group (admin); searches use it at once. The new group goes to the top of the list on screen, as
 * the server lists newest first, and the count grows by one. Not optimistic: the server may refuse the words.
 */
export function useCreateSearchSynonymMutation(): [(words: string[], connectionId: string, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCreateSearchSynonymMutation($input: CreateSearchSynonymInput!, $connections: [ID!]!) {
      createSearchSynonym(input: $input) {
        __typename
        ... on CreateSearchSynonymPayload {
          searchSynonymEdge @prependEdge(connections: $connections) {
            cursor
            node {
              id
              ...SynonymGroupRow_synonym
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (words: string[], connectionId: string, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input: { words }, connections: [connectionId] },
        updater: (store, response) => {
          if (response?.createSearchSynonym.__typename === 'CreateSearchSynonymPayload') changeTotalCount(store, connectionId, 1);
        },
        onCompleted: ({ createSearchSynonym: result }) => {
          if (result.__typename === 'CreateSearchSynonymPayload') onDone();
          else onRefused(result.message ?? t`The synonyms could not be saved. Please try again.`);
        },
        onError: () => onRefused(t`The synonyms could not be saved. Check your connection and try again.`),
      }),
    [commit, t],
  );
  return [create, isInFlight];
}
