// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The server as the poll sees it: the admin's unread count, changed by the test.
const server = vi.hoisted(() => ({ count: 0, lastReadAt: null as string | null, polls: 0 }));
const relay = vi.hoisted(() => ({ environment: null as unknown as Environment }));
vi.mock('../../../client/src/relay/environment', () => ({
  get environment() {
    return relay.environment;
  },
}));

const { UnreadOrdersBadge } = await import('../../../client/src/features/order-alerts/UnreadOrdersBadge');

function renderBadges() {
  render(
    <I18nProvider i18n={i18n}>
      <RelayEnvironmentProvider environment={relay.environment}>
        <a href="/dashboard/myorders">
          My Orders
          <UnreadOrdersBadge pollMs={30_000} />
        </a>
        <button type="button">
          Account
          <UnreadOrdersBadge pollMs={10_000} />
        </button>
      </RelayEnvironmentProvider>
    </I18nProvider>,
  );
}

describe('UnreadOrdersBadge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    Object.assign(server, { count: 0, lastReadAt: null, polls: 0 });
    relay.environment = new Environment({
      network: Network.create(() => {
        server.polls += 1;
        return { data: { unreadOrders: { count: server.count, lastReadAt: server.lastReadAt } } };
      }),
      store: new Store(new RecordSource()),
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('every badge shows the polled count from one request, rises with the next poll, and drops when the root field is pointed at a read count', async () => {
    server.count = 3;
    renderBadges();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(server.polls).toBe(1);
    expect(screen.getByRole('link').textContent).toBe('My Orders3, 3 unread orders');
    expect(screen.getByRole('button').textContent).toBe('Account3, 3 unread orders');

    server.count = 120;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.polls).toBe(2);
    expect(screen.getByRole('link').textContent).toBe('My Orders99+, 120 unread orders');

    // What Orders' markOrdersRead updater does: Query.unreadOrders now leads to the payload's record (count 0).
    act(() =>
      commitLocalUpdate(relay.environment, (store) => {
        const read = store.create('client:markOrdersRead:unreadOrders', 'UnreadOrders');
        read.setValue(0, 'count');
        read.setValue('2026-11-23T10:00:00.000Z', 'lastReadAt');
        store.getRoot().setLinkedRecord(read, 'unreadOrders');
      }),
    );
    expect(screen.getByRole('link').textContent).toBe('My Orders');
    expect(screen.getByRole('button').textContent).toBe('Account');
  });

  it('stops polling when the last badge goes', async () => {
    renderBadges();
    await act(() => vi.advanceTimersByTimeAsync(0));
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(server.polls).toBe(1);
  });
});
