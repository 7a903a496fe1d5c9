import { useSyncExternalStore } from 'react';

/** Whether this browser can show the alert, and what the admin said when asked. */
export type AlertPermission = NotificationPermission | 'unsupported';

// Chrome on Android has Notification but refuses its constructor (only a service worker may notify there, and the
// shop has none): asking permission there would promise alerts that never come. The in-app toast covers it.
function supported(): boolean {
  return typeof window.Notification === 'function' && !/Android/i.test(navigator.userAgent);
}

function currentPermission(): AlertPermission {
  return supported() ? window.Notification.permission : 'unsupported';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The admin may change the site's permission in the browser's settings and come back.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** The notification permission now, kept current for every 'Enable order alerts' button at once. */
export function useAlertPermission(): AlertPermission {
  return useSyncExternalStore(subscribe, currentPermission, () => 'unsupported' as const);
}

/** Asks the browser for permission to notify (call it from a click: browsers ignore asks without a user gesture). */
export async function askAlertPermission(): Promise<AlertPermission> {
  if (!supported()) return 'unsupported';
  const answer = await window.Notification.requestPermission();
  listeners.forEach((listener) => listener());
  return answer;
}

/**
 * Shows a system notification when the admin allowed them; clicking it brings this tab forward and calls `onOpen`.
 * One tag for all, so several tabs (or polls) replace one notification instead of stacking.
 */
export function notifyNewOrders(title: string, body: string, onOpen: () => void): void {
  if (currentPermission() !== 'granted') return;
  try {
    const notification = new window.Notification(title, { body, tag: 'isoko-new-orders', icon: '/favicon.svg' });
    notification.onclick = () => {
      window.focus();
      onOpen();
      notification.close();
    };
  } catch {
    // A browser that refuses page notifications after all: the toast already told the admin.
  }
}
