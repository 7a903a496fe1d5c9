import { PENDING_CART_KEY } from './features/offline/pendingCartKey';
import { holdEarlyPresses } from './features/server-render/earlyPresses';
import { PAGE_DATA_ID } from './features/server-render/pageDataId';
import { initialLocale, isLocale, loadMessages } from './i18n/locales';

// The entry is tiny on purpose. A page the server rendered has painted already and brought its data; on the app's
// shell it starts the page's data first, then the app's code (preloaded from index.html) takes over: on slow mobile
// data the answers arrive while React, Relay and the router are still downloading.
const serverRendered = document.getElementById(PAGE_DATA_ID) !== null;
// A rendered page's Add pressed before the app has taken over is made once it has.
const releaseEarlyPresses = serverRendered ? holdEarlyPresses() : () => undefined;
// The app waits for them to be on their way (a small file; the app's own is downloading meanwhile, preloaded), so its
// loaders find them instead of asking again.
const firstQueries = serverRendered ? Promise.resolve() : import('./relay/firstQueries').then((first) => first.startFirstQueries()).catch(() => undefined);

/**
 * The app's code, the page's words and its route's chunk. On the shell they are asked for at once (nothing shows
 * without them); a page the server rendered has painted already, so they wait for its pictures ('load'): on slow
 * mobile data they would otherwise share the connection with the pictures of the first screen.
 */
function startApp() {
  // A rendered page names the code its app needs (server/pages/renderer.ts): all of it is asked for side by side.
  for (const module of document.querySelectorAll<HTMLMetaElement>('meta[name="isoko-module"]')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = module.content;
    document.head.append(link);
  }
  // The interface language's messages too: the app would otherwise ask for them only once its own code has run. Any
  // page but home also shows words beyond the first screen's (i18n/catalogueGroups.ts), which its route asks for.
  const pageLanguage = document.documentElement.lang;
  const language = serverRendered && isLocale(pageLanguage) ? pageLanguage : initialLocale();
  const path = window.location.pathname;
  loadMessages(language).catch(() => undefined);
  if (path !== '/') loadMessages(language, 'later').catch(() => undefined);

  // The screen a shared link opens (a product, a search) is its own chunk, which the router would only ask for once
  // the app's code has downloaded and run: one more round trip on slow data. Asked for now, it arrives with the app.
  if (path.startsWith('/product/')) void import('./features/product/ProductRoute').catch(() => undefined);
  else if (path === '/search') void import('./features/search/SearchRoute').catch(() => undefined);

  firstQueries.then(() => import('./app')).catch((error: unknown) => {
    console.error('The app could not be loaded', error);
    releaseEarlyPresses();
    // A rendered page still works as it is (links, search); the shell has nothing without the app.
    const root = document.getElementById('root');
    if (root && !serverRendered) root.textContent = 'Isoko could not load. Check your connection and reload the page.';
  });
}
if (!serverRendered || document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });

// Offline use keeps out of the first screen's way: its code, and the service worker's precache of the
// shop's shell (about 200 KB on the wire), would share slow mobile data with the first page's code and pictures
// (the largest paint of search and product came 0.5 s later when it started at 'load'). It starts a few seconds
// after the page has loaded, or at once when the phone is offline or has cart changes waiting from an offline moment.
const OFFLINE_START_DELAY_MS = 3000;
const startOffline = () => void import('./features/offline/startOffline').then((offline) => offline.startOffline()).catch(() => undefined);
const offlineIsUrgent = () => {
  try {
    return !navigator.onLine || localStorage.getItem(PENDING_CART_KEY) !== null;
  } catch {
    return !navigator.onLine;
  }
};
const startOfflineWhenLoaded = () => (offlineIsUrgent() ? startOffline() : window.setTimeout(startOffline, OFFLINE_START_DELAY_MS));
if (document.readyState === 'complete') startOfflineWhenLoaded();
else window.addEventListener('load', startOfflineWhenLoaded, { once: true });
