import AppLayoutRouteQuery from '../__generated__/AppLayoutRouteQuery.graphql';
import ProductRouteQuery from '../__generated__/ProductRouteQuery.graphql';
import SearchRouteQuery from '../__generated__/SearchRouteQuery.graphql';
import { catalogueLanguage } from '../i18n/catalogueLanguage';
import { SEARCH_PAGE_SIZE } from '../features/search/searchPageSize';
import { idFromSlug } from '../routes/slugs';
import { FIRST_SCREEN_CARDS, imageSrcSet, PRODUCT_CARD_IMAGE_SIZES, PRODUCT_PAGE_IMAGE_SIZES } from '../ui/imageSizes';
import { keepFirstAnswer, startingFirstQueries } from './firstAnswers';

/*
 * The first visit's queries, started by the entry script before the app's code (React, Relay, the router) has
 * downloaded: on slow mobile data that code takes most of a second, and the answers arrive in the meantime. The
 * Relay network layer takes each answer once, when the route's loader asks for the same operation and variables.
 * The entry loads this file only on the app's shell: a page the server rendered brought its data.
 */

/**
 * Asks for a picture the page shows first as soon as the early answer names it, with the srcset and sizes the page's
 * component will use, so the browser reuses this download instead of starting one after the app has rendered.
 */
function preloadPicture(src: unknown, sizes: string): void {
  if (typeof src !== 'string' || !src.startsWith('/uploads/')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.imageSrcset = imageSrcSet(src);
  link.imageSizes = sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The pictures a page's first screen shows, from its early answer. */
type Picked = (data: Record<string, unknown>) => unknown[];

function start(
  { id, name }: { id?: string | null; name: string },
  variables: Record<string, unknown>,
  token: string | null,
  picture?: { pick: Picked; sizes: string },
): void {
  if (!id) return;
  // The operation's name tells the service worker which reads it may keep for offline use (features/offline/sw.ts).
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': catalogueLanguage(),
    'X-Isoko-Operation': name,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const answer = fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ doc_id: id, variables }), credentials: 'same-origin' });
  // A failure here is seen (and retried) by the network layer when it takes the answer.
  answer.catch(() => undefined);
  if (picture) {
    answer
      .then((response) => response.clone().json())
      .then((body: { data?: Record<string, unknown> | null }) => {
        for (const src of body.data ? picture.pick(body.data) : []) preloadPicture(src, picture.sizes);
      })
      .catch(() => undefined);
  }
  keepFirstAnswer(id, variables, answer, token);
}

/**
 * Starts the layout's query and, on pages whose largest picture comes from data (search, product), the route's
 * query, as their loaders will ask for them. Home's largest paint is its banner, drawn without data, so its query
 * waits for the app instead of competing with the app's code for a slow connection.
 */
export function startFirstQueries(location: Location = window.location): void {
  let token: string | null = null;
  try {
    token = localStorage.getItem('accesstoken');
  } catch {
    // No storage: the queries go as a visitor's, as the app's own would.
  }
  startingFirstQueries();
  start(AppLayoutRouteQuery.params, {}, token);
  const path = location.pathname;
  if (path === '/search') {
    const q = (new URLSearchParams(location.search).get('q') ?? '').trim();
    start(SearchRouteQuery.params, { query: q, first: SEARCH_PAGE_SIZE }, token, {
      // A phone's first screen shows two rows of two cards; every one of them can be the largest paint.
      pick: (data) =>
        ((data.searchProducts as { edges?: { node?: { images?: string[] } }[] } | undefined)?.edges ?? [])
          .slice(0, FIRST_SCREEN_CARDS)
          .map((edge) => edge.node?.images?.[0]),
      sizes: PRODUCT_CARD_IMAGE_SIZES,
    });
  } else if (path.startsWith('/product/')) {
    const databaseId = idFromSlug(path.slice('/product/'.length).split('/')[0]);
    if (databaseId) {
      start(ProductRouteQuery.params, { databaseId }, token, {
        pick: (data) => [(data.product as { images?: string[] } | null | undefined)?.images?.[0]],
        sizes: PRODUCT_PAGE_IMAGE_SIZES,
      });
    }
  }
}
