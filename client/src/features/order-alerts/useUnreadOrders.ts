import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, fetchQuery, getRequest } from 'relay-runtime';
import type { useUnreadOrdersQuery as UnreadOrdersQuery } from '../../__generated__/useUnreadOrdersQuery.graphql';
import { environment } from '../../relay/environment';
import { UnreadOrdersPoller } from './unreadOrdersPoller';

/**
 * The admin's unread orders: polled (network-only) by the poller and read from the store by every badge, so when
 * Orders' markOrdersRead points the root field `unreadOrders` at its payload, all badges drop to 0 together.
 */
const unreadOrdersQuery = graphql`
  query useUnreadOrdersQuery {
    unreadOrders {
      count
      lastReadAt
    }
  }
`;

/** The web app's one poller of the admin's unread orders (the badges and the new-order alert share it). */
export const unreadOrdersPoller = new UnreadOrdersPoller(async () => {
  const data = await fetchQuery<UnreadOrdersQuery>(environment, unreadOrdersQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (!data) throw new Error('No unread-orders answer');
  return { count: data.unreadOrders.count, lastReadAt: data.unreadOrders.lastReadAt ?? null };
});

/**
 * The admin's unread-order count as the Relay store holds it now (0 until the first poll answers), polled at least
 * every `pollMs` while the caller is on screen. Admins only: a shopper's screen must not call it. It reads the store
 * without suspending, so a badge never blanks the header or the bottom navigation while a poll runs.
 */
export function useUnreadOrdersCount(pollMs: number): number {
  const relay = useRelayEnvironment();
  const operation = useMemo(() => createOperationDescriptor(getRequest(unreadOrdersQuery), {}), []);

  useEffect(() => unreadOrdersPoller.poll(pollMs), [pollMs]);
  // Kept in the store while a badge shows it, whatever the garbage collector thinks of the finished polls.
  useEffect(() => {
    const retained = relay.retain(operation);
    return () => retained.dispose();
  }, [relay, operation]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = relay.subscribe(relay.lookup(operation.fragment), onChange);
      return () => subscription.dispose();
    },
    [relay, operation],
  );
  const count = useCallback(() => {
    const data = relay.lookup(operation.fragment).data as Partial<UnreadOrdersQuery['response']> | null;
    return data?.unreadOrders?.count ?? 0;
  }, [relay, operation]);
  return useSyncExternalStore(subscribe, count, () => 0);
}
