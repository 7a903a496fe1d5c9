import { useSyncExternalStore } from 'react';

/**
 * Whether the help panel is open, and what opened it (focus goes back there when it closes). The panel lives in the
 * layout; what opens it depends on the width: the launcher in the free margin beside the page on wide screens, a
 * Help entry in the phone's bottom navigation or in the footer elsewhere, so nothing floats over the page's own
 * buttons.
 */
let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

/** Opens the panel, or closes it when it is open; `from` gets the focus back when it closes. */
export function toggleHelp(from: HTMLElement | null): void {
  if (!open) opener = from;
  set(!open);
}

/** Closes the panel; with `returnFocus`, the focus goes back to what opened it. */
export function closeHelp(returnFocus: boolean): void {
  set(false);
  if (returnFocus) opener?.focus();
}

export function useHelpOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
