// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeCount, ordersAddedBetween } from '../../../client/src/features/order-alerts/unreadCount.js';
import { type OrdersArrived, UnreadOrdersPoller } from '../../../client/src/features/order-alerts/unreadOrdersPoller.js';

describe('badgeCount', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});

describe('ordersAddedBetween', () => {
  const at = '2026-11-23T08:00:00.000Z';
  it('is 0 on the first reading after load, whatever was unread then', () => {
    expect(ordersAddedBetween(null, { count: 7, lastReadAt: at })).toBe(0);
  });
  it('counts the rise, never a fall', () => {
    expect(ordersAddedBetween({ count: 2, lastReadAt: at }, { count: 5, lastReadAt: at })).toBe(3);
    expect(ordersAddedBetween({ count: 5, lastReadAt: at }, { count: 5, lastReadAt: at })).toBe(0);
  });
  it('after the admin marked orders read, every order counted since is new', () => {
    expect(ordersAddedBetween({ count: 4, lastReadAt: at }, { count: 1, lastReadAt: '2026-11-23T09:00:00.000Z' })).toBe(1);
    expect(ordersAddedBetween({ count: 4, lastReadAt: null }, { count: 0, lastReadAt: at })).toBe(0);
  });
});

describe('UnreadOrdersPoller', () => {
  let visibility: DocumentVisibilityState;
  let online: boolean;
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const setOnline = (value: boolean) => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    online = true;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A poller whose server answers the counts given, one per poll (the last one repeats). */
  function pollerAnswering(...counts: (number | Error)[]) {
    const read = vi.fn(async () => {
      const next = counts.length > 1 ? counts.shift()! : counts[0]!;
      if (next instanceof Error) throw next;
      return { count: next, lastReadAt: null };
    });
    const poller = new UnreadOrdersPoller(read);
    const arrived: OrdersArrived[] = [];
    poller.onOrdersArrived((event) => arrived.push(event));
    return { read, poller, arrived };
  }

  it('polls at once, then at the shortest interval any badge asks for, with one timer for all', async () => {
    const { read, poller } = pollerAnswering(0);
    const stopMenu = poller.poll(30_000);
    const stopHeader = poller.poll(10_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(2);
    stopHeader();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(read).toHaveBeenCalledTimes(3);
    stopMenu();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reports a rise, not the first reading, and stays silent through a failed poll', async () => {
    const { poller, arrived } = pollerAnswering(2, new Error('offline'), 3, 3, 5);
    poller.poll(10_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(arrived).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000); // fails
    await vi.advanceTimersByTimeAsync(10_000); // 3
    expect(arrived.map((event) => event.added)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(10_000); // 3
    await vi.advanceTimersByTimeAsync(10_000); // 5
    expect(arrived.map((event) => event.added)).toEqual([1, 2]);
  });

  it('pauses while the tab is hidden or offline and polls at once on return', async () => {
    const { read, poller } = pollerAnswering(0);
    poller.poll(10_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);

    setOnline(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(2);
    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('forgets the count when the last badge goes (sign-out), so the next admin starts from a first reading', async () => {
    const { poller, arrived } = pollerAnswering(1, 4);
    const stop = poller.poll(10_000);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    poller.poll(10_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(arrived).toEqual([]);
  });
});
