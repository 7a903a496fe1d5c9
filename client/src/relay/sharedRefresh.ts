import { accessToken, clearSession, refreshToken, storeTokens } from './session';
import { HANDOVER_MAX_AGE_MS, type HandoverStore, indexedDbHandover, type TokenPair } from './sessionHandover';

export type { TokenPair };

/** Asks the server for a new pair: null when it refused the refresh token; a network failure rejects. */
export type Exchange = (refreshToken: string) => Promise<TokenPair | null>;

/** One name for every tab of the shop: the browser lets one holder at a time run its refresh. */
const LOCK_NAME = 'isoko:session-refresh';

let inThisTab: Promise<boolean> | null = null;

/**
 * Brings the session up to date after a request sent with `sentToken` found it expired: one refresh for every
 * request of this tab, and one at a time across the shopper's tabs (Android restores several at once). A tab that
 * gets its turn after another tab refreshed finds the new pair in localStorage and uses it instead of presenting
 * the refresh token again. True when an access token other than `sentToken` is stored now (retry with it); false
 * when the shopper is signed out. A network failure rejects and leaves the tokens for the next try.
 */
export function renewSession(sentToken: string | null, exchange: Exchange, handover: HandoverStore = indexedDbHandover): Promise<boolean> {
  inThisTab ??= oneTabAtATime(async () => {
    const current = accessToken();
    if (current !== sentToken) return current !== null;
    // Another tab may have refreshed just before this one got the lock, its new pair not yet in this tab's view of
    // localStorage: the handover says so at once.
    const handed = sentToken ? await handover.read() : null;
    if (handed && handed.from === sentToken && Date.now() - handed.at < HANDOVER_MAX_AGE_MS) {
      storeTokens(handed.pair);
      return true;
    }
    const presented = refreshToken();
    const pair = presented ? await exchange(presented) : null;
    if (pair) {
      storeTokens(pair);
      if (sentToken) await handover.write({ from: sentToken, pair, at: Date.now() });
      return true;
    }
    await handover.clear();
    // Refused: sign out, unless a sign-in in another tab has stored other tokens meanwhile.
    if (refreshToken() === presented) clearSession();
    const after = accessToken();
    return after !== null && after !== sentToken;
  }).finally(() => {
    inThisTab = null;
  });
  return inThisTab;
}

async function oneTabAtATime(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks (an old browser, a page not served securely) tabs may refresh together: the server answers
  // the same refresh token presented again within seconds with the same pair, so they still agree.
  return locks ? await locks.request(LOCK_NAME, task) : task();
}
