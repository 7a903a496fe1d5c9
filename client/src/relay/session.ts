/**
 * The signed-in session as the specification keeps it: the access and refresh tokens in localStorage under
 * `accesstoken` and `refreshToken`. Components hear about sign-in and sign-out through `onSessionChange`.
 */

const ACCESS_KEY = 'accesstoken';
const REFRESH_KEY = 'refreshToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function accessToken(): string | null {
  return read(ACCESS_KEY);
}

export function refreshToken(): string | null {
  return read(REFRESH_KEY);
}

/** Stores a new token pair (after login or a refresh). */
export function storeTokens(tokens: { accessToken: string; refreshToken: string }): void {
  localStorage.setItem(ACCESS_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
  notify();
}

/** Forgets the session: both tokens go (and the last refresh handed to other tabs), and every listener re-renders as signed out. */
export function clearSession(): void {
  try {
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
  } catch {
    // Nothing stored to clear.
  }
  // The handover lives with the renewal code, fetched only when a session is renewed or ends.
  void import('./sessionHandover').then(({ indexedDbHandover }) => indexedDbHandover.clear()).catch(() => undefined);
  notify();
}

export function isSignedIn(): boolean {
  return accessToken() !== null;
}

/** Subscribes to sign-in and sign-out, in this tab and in the shopper's other tabs. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
