/**
 * The connection and the app's version as the offline banner shows them: whether the browser is online, whether
 * cart changes made offline are being sent, and whether a new version waits for the shopper's go-ahead.
 */
export interface OfflineState {
  online: boolean;
  sending: boolean;
  updateReady: boolean;
}

let state: OfflineState = { online: typeof navigator === 'undefined' ? true : navigator.onLine, sending: false, updateReady: false };
const listeners = new Set<() => void>();
let accept: (() => void) | null = null;

/** The current state (a new object after each change, for useSyncExternalStore). */
export function offlineState(): OfflineState {
  return state;
}

/** Calls `listener` on every change; returns a function that stops listening. */
export function onOfflineState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes part of the state and tells the listeners. */
export function setOfflineState(change: Partial<OfflineState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

/** A new version is installed and waiting; `onAccept` switches to it (and reloads the page). */
export function offerUpdate(onAccept: () => void): void {
  accept = onAccept;
  setOfflineState({ updateReady: true });
}

/**
 * This page's code is older than the server's (a chunk of it failed to load): the same prompt offers a reload. A new
 * version's own offer, already made, is kept: it reloads too, once that version has taken over.
 */
export function offerReload(): void {
  offerUpdate(accept ?? (() => window.location.reload()));
}

/** The shopper chose 'Reload': the new version takes over. */
export function acceptUpdate(): void {
  setOfflineState({ updateReady: false });
  accept?.();
}

/** The shopper chose 'Later': the prompt goes away; the new version starts on the next visit. */
export function dismissUpdate(): void {
  setOfflineState({ updateReady: false });
}
