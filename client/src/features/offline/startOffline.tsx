import { t } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { i18n } from '../../i18n/i18n';
import { environment } from '../../relay/environment';
import { toast } from '../../ui/toast';
import type { SentOutcome } from './offlineCart';
import { OfflineStatus } from './OfflineStatus';
import { offerUpdate, setOfflineState } from './offlineState';
import { pendingCartChanges, readPendingCart, refreshPendingCartChanges } from './pendingCart';
import { watchForStaleCode } from './staleCode';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long 'Reload' waits for the new version to take over before reloading anyway. */
const RELOAD_ANYWAY_MS = 4000;

/** The shopper's explanation for a change the server refused. */
function refusalMessage({ change, refusal }: SentOutcome): string {
  const name = change.name || t`a product`;
  if (refusal?.code === 'OUT_OF_STOCK') {
    const available = refusal.available ?? 0;
    return available > 0
      ? t`Only ${available} of ${name} left: the cart change you made offline was not saved.`
      : t`${name} is out of stock: the cart change you made offline was not saved.`;
  }
  if (refusal?.code === 'UNAUTHENTICATED' || refusal?.code === 'INVALID_TOKEN') return t`Please Login`;
  return t`The cart change for ${name} made offline was not saved: ${refusal?.message ?? ''}`;
}

// The sending (with the cart mutations it replays) downloads only when something is queued.
const queue = () => import('./offlineCart');

/** Sends the cart changes made offline, if any are kept, then tells the shopper how it went. */
async function sendCartChanges(): Promise<void> {
  refreshPendingCartChanges();
  // Changes another shopper left on this phone are kept too, until the sending drops them.
  if (readPendingCart() === null) return;
  setOfflineState({ sending: true });
  try {
    const { sendPendingCartChanges, readCartAgain } = await queue();
    const outcomes = await sendPendingCartChanges(environment);
    const refused = outcomes.filter((outcome) => outcome.refusal);
    refused.forEach((outcome) => toast.error(refusalMessage(outcome)));
    if (refused.length > 0) {
      // The page showed the refused quantities: read the whole cart again so every view agrees with the server.
      readCartAgain(environment);
    } else if (outcomes.length > 0) {
      toast.success(t`The cart changes you made offline are saved.`);
    }
  } catch (error) {
    // The connection dropped again: the rest wait for the next 'online'.
    console.warn('Cart changes made offline: not all sent yet', error);
  } finally {
    setOfflineState({ sending: false });
  }
}

/**
 * Registers the service worker (production builds only) and offers each new version with a prompt; tells this tab
 * when another one has switched to a new version.
 */
async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A first worker taking control (the first install claims the open page) changes nothing for the page. A later
  // one that this tab did not ask for was accepted in another tab: this page's code is now older than its worker's
  // and its lazy chunks may be gone, so the shopper is told (and staleCode.ts reloads if a chunk fails meanwhile).
  let controlled = navigator.serviceWorker.controller !== null;
  let accepted = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled && !accepted) offerUpdate(() => window.location.reload());
    controlled = true;
  });
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // A new version is offered once it has installed, if an older one controls the page (the first install is not an
  // update): found now (installed during an earlier visit, kept waiting by an open tab) or later by an update check.
  const offer = (waiting: ServiceWorker) =>
    offerUpdate(() => {
      accepted = true;
      // Reload once the new version controls the page, so the page and its service worker agree; the shopper asked
      // for a reload, so it happens even if the handover does not come (another tab took the new version first).
      const reload = () => window.location.reload();
      navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
      window.setTimeout(reload, RELOAD_ANYWAY_MS);
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Offline use, started by the entry once the page has loaded, so none of it delays the first paint: the
 * offline banner and update prompt, the service worker, the recovery of a tab left on an older version, and the cart
 * changes made offline sent when back online.
 */
export function startOffline(): void {
  const host = document.createElement('div');
  host.id = 'isoko-offline';
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <OfflineStatus />
    </I18nProvider>,
  );

  watchForStaleCode();
  // The state module may have been read earlier (the cart's code shares its file): the connection may have dropped
  // since, with no one listening yet.
  setOfflineState({ online: navigator.onLine });
  window.addEventListener('offline', () => setOfflineState({ online: false }));
  window.addEventListener('online', () => {
    setOfflineState({ online: true });
    void sendCartChanges();
  });
  // Changes kept before a reload are shown again, then sent if the connection is there.
  refreshPendingCartChanges();
  if (pendingCartChanges().length > 0) {
    queue()
      .then(({ showPendingCartChanges }) => showPendingCartChanges(environment))
      .catch((error: unknown) => console.warn('The cart changes made offline could not be shown', error));
  }
  if (navigator.onLine) void sendCartChanges();

  registerServiceWorker().catch((error: unknown) => console.warn('Offline use is not available', error));
}
