import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_MAX_AGE_MS, type Handover } from '../../../client/src/relay/sessionHandover.js';
import { renewSession, type TokenPair } from '../../../client/src/relay/sharedRefresh.js';

const OLD = { accessToken: 'access-0', refreshToken: 'refresh-0' };
const NEW = { accessToken: 'access-1', refreshToken: 'refresh-1' };

function store(pair: TokenPair) {
  localStorage.setItem('accesstoken', pair.accessToken);
  localStorage.setItem('refreshToken', pair.refreshToken);
}
const stored = () => ({ accessToken: localStorage.getItem('accesstoken'), refreshToken: localStorage.getItem('refreshToken') });

/** Web Locks as a browser grants them: one holder of a name at a time, the others in turn. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  const request = (name: string, callback: () => Promise<unknown>) => {
    names.push(name);
    const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(name, granted.catch(() => undefined));
    return granted;
  };
  return { locks: { request }, names };
}

beforeEach(() => {
  localStorage.clear();
  store(OLD);
});
afterEach(() => vi.unstubAllGlobals());

describe('renewing an expired session once for all tabs', () => {
  it('refreshes under the shared lock and stores the new pair', async () => {
    const { locks, names } = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const exchange = vi.fn(async () => NEW);
    expect(await renewSession(OLD.accessToken, exchange)).toBe(true);
    expect(exchange).toHaveBeenCalledExactlyOnceWith(OLD.refreshToken);
    expect(stored()).toEqual(NEW);
    expect(names).toHaveLength(1);
  });

  it('uses the pair another tab stored while this one waited for the lock, without presenting the refresh token again', async () => {
    const { locks } = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    // The other tab holds the lock and refreshes first.
    const otherTab = locks.request('isoko:session-refresh', async () => store(NEW));
    const exchange = vi.fn(async () => null);
    const renewed = renewSession(OLD.accessToken, exchange);
    await otherTab;
    expect(await renewed).toBe(true);
    expect(exchange).not.toHaveBeenCalled();
    expect(stored()).toEqual(NEW);
  });

  it('shares one refresh among the requests of one tab', async () => {
    const exchange = vi.fn(async () => NEW);
    const results = await Promise.all([renewSession(OLD.accessToken, exchange), renewSession(OLD.accessToken, exchange)]);
    expect(results).toEqual([true, true]);
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('signs out when the server refuses the refresh token', async () => {
    expect(await renewSession(OLD.accessToken, async () => null)).toBe(false);
    expect(stored()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('keeps a sign-in another tab stored while the refused refresh was on its way', async () => {
    const exchange = vi.fn(async () => {
      store(NEW);
      return null;
    });
    expect(await renewSession(OLD.accessToken, exchange)).toBe(true);
    expect(stored()).toEqual(NEW);
  });

  it('leaves the tokens for the next try when the network fails', async () => {
    await expect(renewSession(OLD.accessToken, async () => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
    expect(stored()).toEqual(OLD);
  });
});

describe('the hand-over between tabs', () => {
  /** A handover store as IndexedDB keeps it: one value, the same for every tab at once. */
  function memoryHandover() {
    let value: Handover | null = null;
    return {
      read: vi.fn(async () => value),
      write: vi.fn(async (handover: Handover) => {
        value = handover;
      }),
      clear: vi.fn(async () => {
        value = null;
      }),
    };
  }

  it('takes the pair another tab handed over even while this tab still reads the old tokens in localStorage', async () => {
    const handover = memoryHandover();
    await handover.write({ from: OLD.accessToken, pair: NEW, at: Date.now() });
    const exchange = vi.fn(async () => null);
    // localStorage still shows OLD here: the other tab's write has not reached this tab yet.
    expect(await renewSession(OLD.accessToken, exchange, handover)).toBe(true);
    expect(exchange).not.toHaveBeenCalled();
    expect(stored()).toEqual(NEW);
  });

  it('hands its own refresh over, and ignores a handover of another token or one too old', async () => {
    const handover = memoryHandover();
    await handover.write({ from: 'access-of-another-sign-in', pair: { accessToken: 'x', refreshToken: 'y' }, at: Date.now() });
    const exchange = vi.fn(async () => NEW);
    expect(await renewSession(OLD.accessToken, exchange, handover)).toBe(true);
    expect(exchange).toHaveBeenCalledOnce();
    expect(await handover.read()).toMatchObject({ from: OLD.accessToken, pair: NEW });

    store(OLD);
    await handover.write({ from: OLD.accessToken, pair: { accessToken: 'stale', refreshToken: 'stale' }, at: Date.now() - HANDOVER_MAX_AGE_MS - 1 });
    expect(await renewSession(OLD.accessToken, exchange, handover)).toBe(true);
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(stored()).toEqual(NEW);
  });

  it('clears the handover when the refresh is refused', async () => {
    const handover = memoryHandover();
    const exchange = vi.fn(async () => null);
    expect(await renewSession(OLD.accessToken, exchange, handover)).toBe(false);
    expect(handover.clear).toHaveBeenCalled();
    expect(await handover.read()).toBeNull();
  });
});
