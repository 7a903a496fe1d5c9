/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * Isoko's service worker. The shell (index.html, the entry and the shopper routes' code) is precached, so the app
 * opens with no connection; catalogue answers and product pictures are kept as they are seen, so the pages a
 * shopper has visited open offline. Nothing else is cached: mutations, accounts, carts and orders always go to the
 * server. A new version waits until the shopper accepts the 'New version available' prompt.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over the open page at once (there is no older version to break), so what the shopper
// browses from now on is kept for offline use.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A page is asked of the server first: the shopper's public pages come rendered there (they paint from their HTML,
// before any code runs) and are kept as seen (a visitor's page, with the data it was rendered from), so a page
// visited before opens offline as it was. With no connection, or none within a few seconds, the kept page answers,
// else the precached app shell, and the app renders the page itself.
const appShell = createHandlerBoundToURL('/index.html');
const PAGE_WAIT_MS = 4000;
const PAGES_CACHE = 'isoko-pages';
const pagesKept = new CacheExpiration(PAGES_CACHE, { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      const { url, headers } = options.request;
      const waited = new AbortController();
      const timer = setTimeout(() => waited.abort(), PAGE_WAIT_MS);
      try {
        // A navigation's own request cannot be given a signal: the same address, headers and cookies, asked anew.
        const page = await fetch(url, { headers, credentials: 'same-origin', signal: waited.signal });
        // A navigation may not be answered with a redirected response: the browser is sent where it ended.
        if (page.redirected) return Response.redirect(page.url, 302);
        // A rendered page says its language; the shell does not, and is precached already.
        if (page.ok && page.headers.has('content-language')) {
          const cache = await caches.open(PAGES_CACHE);
          await cache.put(url, page.clone());
          await pagesKept.updateTimestamp(url);
          void pagesKept.expireEntries();
        }
        // A server error is no better than what this device keeps.
        if (page.status < 500) return page;
      } catch {
        // Offline, or too slow: what this device keeps, below.
      } finally {
        clearTimeout(timer);
      }
      const kept = await caches.open(PAGES_CACHE).then((cache) => cache.match(url));
      return kept ?? appShell(options);
    },
    { denylist: [/^\/(graphql|api|uploads|healthz)(\/|$)/] },
  ),
);

// Lazy route chunks not precached (account, checkout, dashboard) are kept once loaded: their names carry a hash.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'isoko-assets',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

// Product and category pictures never change under a name (the server says immutable): kept as seen, oldest out.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'isoko-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

const CATALOGUE_CACHE = 'isoko-catalogue';
const CATALOGUE_ENTRIES = 300;
/** How long the network gets before a kept answer is shown instead (a stalled mobile connection, not a refusal). */
const NETWORK_TIMEOUT_MS = 8000;
/**
 * The reads kept for offline use, by operation name (the web app sends it as X-Isoko-Operation): the catalogue, the
 * layout around it and the shopper's own cart (kept for that shopper only, see partitionOf). Accounts, orders,
 * checkout and every mutation are never kept.
 */
const CATALOGUE_OPERATIONS = new Set([
  'AppLayoutRouteQuery',
  'HomeRouteQuery',
  'RecentlyViewedQuery',
  'CategoriesRouteQuery',
  'ListingRouteQuery',
  'ListingRouteSubCategoriesQuery',
  'CategoryListingPaginationQuery',
  'ProductRouteQuery',
  'ReviewListPaginationQuery',
  'SearchRouteQuery',
  'SearchResultsPaginationQuery',
  'CartRouteQuery',
  'CartDrawerQuery',
]);

/**
 * Whose answer a catalogue read is: 'visitor' without a token, else the signed-in user's id (the token's subject;
 * catalogue answers carry the viewer's cart quantities). Kept answers are only ever shown to the same person, and a
 * different person's are deleted as soon as someone else uses the app on this phone.
 */
function partitionOf(request: Request): string {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) return 'visitor';
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' && /^[\w-]+$/.test(payload.sub) ? `user-${payload.sub}` : 'unknown';
  } catch {
    return 'unknown';
  }
}

let lastUser: string | null = null;

/** Deletes kept answers of any signed-in user other than `partition` (a visitor's are anyone's). */
async function forgetOtherUsers(partition: string): Promise<void> {
  if (partition === lastUser) return;
  lastUser = partition;
  const cache = await caches.open(CATALOGUE_CACHE);
  const keys = await cache.keys();
  await Promise.all(
    keys.filter((key) => new URL(key.url).pathname.startsWith('/__catalogue/user-') && !key.url.includes(`/__catalogue/${partition}/`)).map((key) => cache.delete(key)),
  );
}

/** True when the answer is complete and not about the session (an expired token must not be replayed offline). */
function keepable(text: string): boolean {
  try {
    const body = JSON.parse(text) as { data?: unknown; errors?: unknown[] };
    return !!body.data && !body.errors?.length && !text.includes('"InvalidTokenError"');
  } catch {
    return false;
  }
}

/** Drops the oldest kept answers beyond the limit (Cache keys come back in insertion order). */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - CATALOGUE_ENTRIES)).map((key) => cache.delete(key)));
}

/**
 * A catalogue read (home, categories, listings, product, search, the layout): the network first, so prices and stock
 * are current; the answer is kept under a GET key made from the operation and its variables (the Cache API keeps
 * no POSTs); with no connection, or none within NETWORK_TIMEOUT_MS, the kept answer is shown.
 */
async function catalogueRead(event: FetchEvent, key: string, partition: string): Promise<Response> {
  const cache = await caches.open(CATALOGUE_CACHE);
  const network = fetch(event.request);
  // Kept while the worker lives on, even when a kept answer was shown first and the network answers later.
  event.waitUntil(
    network
      .then(async (response) => {
        const text = await response.clone().text();
        if (response.ok && keepable(text)) {
          await cache.put(key, new Response(text, { headers: { 'Content-Type': 'application/json' } }));
          await trim(cache);
        }
      })
      .catch(() => undefined),
  );
  event.waitUntil(forgetOtherUsers(partition).catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => void cache.match(key).then(resolve), NETWORK_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([network, slow]);
    if (answer) return answer;
    return await network;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  // Decided before reading the body: anything else is left to the browser untouched (no respondWith).
  if (request.method !== 'POST' || !CATALOGUE_OPERATIONS.has(request.headers.get('X-Isoko-Operation') ?? '')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname !== '/graphql') return;
  event.respondWith(
    request
      .clone()
      .json()
      .then(
        (body: { doc_id?: unknown; variables?: unknown }) => {
          if (typeof body.doc_id !== 'string' || !/^\w+$/.test(body.doc_id)) return fetch(request);
          const partition = partitionOf(request);
          // A token this worker cannot read is nobody it can keep answers for.
          if (partition === 'unknown') return fetch(request);
          const variables = JSON.stringify(body.variables ?? {});
          // Catalogue names come in the language asked for: each language keeps its own answers.
          const language = encodeURIComponent(request.headers.get('Accept-Language') ?? '');
          const key = `${self.location.origin}/__catalogue/${partition}/${body.doc_id}?v=${encodeURIComponent(variables)}&l=${language}`;
          return catalogueRead(event, key, partition);
        },
        () => fetch(request),
      ),
  );
});
