// @vitest-environment jsdom
import { commitMutation, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import MarkOrdersRead from '../../../client/src/__generated__/useMarkOrdersReadMutation.graphql.js';
import { pointUnreadOrdersAtPayload } from '../../../client/src/features/admin-orders/useMarkOrdersReadMutation.js';

// The store as a badge polling `unreadOrders { count }` leaves it: 3 unread orders under the root field.
function environmentAnswering(markOrdersRead: Record<string, unknown>) {
  const source = new RecordSource({
    'client:root': { __id: 'client:root', __typename: '__Root', unreadOrders: { __ref: 'client:root:unreadOrders' } },
    'client:root:unreadOrders': { __id: 'client:root:unreadOrders', __typename: 'UnreadOrders', count: 3, lastReadAt: null },
  });
  return new Environment({ network: Network.create(() => ({ data: { markOrdersRead } })), store: new Store(source) });
}

function unreadCount(environment: Environment): unknown {
  const source = environment.getStore().getSource();
  const ref = (source.get('client:root') as { unreadOrders: { __ref: string } }).unreadOrders.__ref;
  return source.get(ref)?.count;
}

function markRead(environment: Environment): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation(environment, { mutation: MarkOrdersRead, variables: {}, updater: pointUnreadOrdersAtPayload, onCompleted: () => resolve(), onError: reject });
  });
}

describe('marking orders read on the Orders page', () => {
  it("points Query.unreadOrders at the answer's count, so every badge shows 0 at once", async () => {
    const environment = environmentAnswering({ __typename: 'MarkOrdersReadPayload', unreadOrders: { count: 0, lastReadAt: '2026-11-23T10:00:00.000Z' } });
    expect(unreadCount(environment)).toBe(3);
    await markRead(environment);
    expect(unreadCount(environment)).toBe(0);
  });

  it('leaves the badge as it was when the server refuses', async () => {
    const environment = environmentAnswering({ __typename: 'ForbiddenError' });
    await markRead(environment);
    expect(unreadCount(environment)).toBe(3);
  });
});
