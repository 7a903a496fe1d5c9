import { useSyncExternalStore } from 'react';

/**
 * Whether a new search the shopper submitted is still loading. The search bar (in the header) starts the search
 * in a transition and the results (in the page) dim while it runs; this is UI state, not server data, and the
 * two sit in different parts of the tree.
 */
let pending = false;
const listeners = new Set<() => void>();

/** Called by the search bar when its transition starts and ends. */
export function setSearchPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const listener of listeners) listener();
}

/** True while a submitted search loads; the old results stay on screen meanwhile. */
export function useSearchPending(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => false,
  );
}
