import { useSyncExternalStore } from 'react';

/** One message in the toast area. */
export interface Toast {
  id: number;
  tone: 'error' | 'success';
  message: string;
}

// The specification's timings: errors stay 4 s, successes 2 s.
export const TOAST_DURATION_MS = { error: 4000, success: 2000 } as const;

let toasts: Toast[] = [];
const NO_TOASTS: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function show(tone: Toast['tone'], message: string): void {
  const id = nextId++;
  // The same message twice in a row (a double tap) shows once.
  toasts = [...toasts.filter((toast) => toast.message !== message), { id, tone, message }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS[tone]);
}

/** Shows a message in the toast area: `toast.error(message)` for 4 s, `toast.success(message)` for 2 s. */
export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
};

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** The toasts on screen now, for the toast area. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // A page rendered on the server has no toasts yet.
    () => NO_TOASTS,
  );
}
