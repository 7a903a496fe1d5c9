import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteSearchSynonymMutation as Mutation } from '../../__generated__/useDeleteSearchSynonymMutation.graphql';
import { changeTotalCount } from './synonymConnection';
import type { MutationHandlers as Handlers } from '../admin/useRefusableDelete';


/** Removes a synonym group (admin): it leaves the list on screen and the count drops by one once the server agrees. */
export function useDeleteSearchSynonymMutation(): [(id: string, connectionId: string, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteSearchSynonymMutation($input: DeleteSearchSynonymInput!, $connections: [ID!]!) {
      deleteSearchSynonym(input: $input) {
        __typename
        ... on DeleteSearchSynonymPayload {
          deletedSearchSynonymId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string, connectionId: string, { onDone, onRefused }: Handlers) =>
      commit({
        variables: { input: { id }, connections: [connectionId] },
        updater: (store, response) => {
          if (response?.deleteSearchSynonym.__typename === 'DeleteSearchSynonymPayload') changeTotalCount(store, connectionId, -1);
        },
        onCompleted: ({ deleteSearchSynonym: result }) => {
          if (result.__typename === 'DeleteSearchSynonymPayload') onDone();
          else onRefused(result.message ?? t`The synonyms could not be deleted. Please try again.`);
        },
        onError: () => onRefused(t`The synonyms could not be deleted. Check your connection and try again.`),
      }),
    [commit, t],
  );
  return [remove, isInFlight];
}
