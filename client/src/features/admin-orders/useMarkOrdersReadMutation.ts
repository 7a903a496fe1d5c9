import { useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkOrdersReadMutation as Mutation } from '../../__generated__/useMarkOrdersReadMutation.graphql';

/**
 * Points the store's `Query.unreadOrders` at the count markOrdersRead answered with (UnreadOrders has no id, so the
 * two would otherwise stay separate records): every badge reading `unreadOrders { count }` shows 0 at once, without
 * waiting for its next poll.
 */
export function pointUnreadOrdersAtPayload(store: RecordSourceSelectorProxy): void {
  const unread = store.getRootField('markOrdersRead')?.getLinkedRecord('unreadOrders');
  if (unread) store.getRoot().setLinkedRecord(unread, 'unreadOrders');
}

/**
 * Marks every order read for this admin, once per visit of the page that calls it. A failure is not shown: the
 * badges keep their count and the next visit tries again.
 */
export function useMarkOrdersReadOnVisit(): void {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useMarkOrdersReadMutation {
      markOrdersRead {
        __typename
        ... on MarkOrdersReadPayload {
          unreadOrders {
            count
            lastReadAt
          }
        }
      }
    }
  `);
  // A ref, not state: React's development double effects must not mark twice.
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    commit({ variables: {}, updater: pointUnreadOrdersAtPayload });
  }, [commit]);
}
