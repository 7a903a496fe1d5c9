import { offerReload } from './offlineState';

/**
 * A tab whose code is older than the deployed version: another tab accepted the new version, or the page
 * stayed open across a deployment. The lazy chunks of its build (routes, the cart drawer) may be gone from the
 * server and from the service worker's precache, so the next one it needs fails to load (Vite then fires
 * `vite:preloadError`). The page reloads once, onto the page asked for, with the version the server has now; but
 * never over something the shopper typed or a checkout they are still in: there the 'New version available' prompt
 * lets them choose the moment.
 */

/** When this tab last reloaded for a chunk (sessionStorage: this tab only, and it outlives the reload). */
const RELOADED_AT_KEY = 'isoko.chunkReloadAt';
/** A chunk failing again this soon after such a reload is offered with the prompt instead: never a reload loop. */
const RELOAD_GUARD_MS = 20_000;

/** How long a chunk's failure waits for the router to move to the page asked for before deciding where it is. */
const LEAVE_WAIT_MS = 1500;

/** Fields whose value is not something the shopper typed. */
const NOT_TYPED = new Set(['hidden', 'checkbox', 'radio', 'button', 'submit', 'reset', 'image']);

/**
 * Whether a reload would lose what the shopper is doing: the checkout (an address chosen, a promo code, an order
 * being placed), or a field of the page or of an open dialog holding text (the header's search box aside: what it
 * searched is in the address).
 */
function pageHoldsInput(): boolean {
  if (window.location.pathname === '/checkout') return true;
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input, main textarea, dialog[open] input, dialog[open] textarea');
  return Array.from(fields).some((field) => !NOT_TYPED.has(field.type) && field.value.trim() !== '');
}

/** Reloads unless this tab already did so for a chunk moments ago; whether it reloads. */
function reloadOnce(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without storage a loop could not be stopped.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Watches for lazy chunks that fail to load and recovers as above. When the reload is not for this tab to decide
 * (something typed, a checkout) or was just tried, the prompt offers it: a route whose code failed shows nothing.
 */
export function watchForStaleCode(): void {
  window.addEventListener('vite:preloadError', () => {
    // Offline the chunk simply could not be fetched: the offline banner says why.
    if (!navigator.onLine) return;
    const page = window.location.href;
    // Decided once the router has taken the failure: a route's failed code moves it to the page asked for (once the
    // navigation's other loads, such as the page's words, are in), and a page the shopper was leaving loses nothing
    // more by a reload, which opens the page asked for. A failure that moves nothing (a dialog's code) is decided
    // after a short wait.
    const decidedBy = Date.now() + LEAVE_WAIT_MS;
    const decide = () => {
      const left = window.location.href !== page;
      if (!left && Date.now() < decidedBy) {
        window.setTimeout(decide, 50);
        return;
      }
      if ((left || !pageHoldsInput()) && reloadOnce()) return;
      offerReload();
    };
    window.setTimeout(decide, 0);
  });
}
