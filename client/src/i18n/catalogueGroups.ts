/**
 * Which file each feature's words travel in, so a visit downloads the words of the pages it shows:
 * - 'first': what every page can show (the shell, home, cards and cart controls, search, the account menu), loaded
 *   with the app; the browser's build keeps there only the words the first screen's code uses, and the rest of these
 *   features' words (the cart drawer's, the help answers', the search results'...) travel in 'later' (catalogueBuild.ts),
 *   fetched with the code that shows them;
 * - 'browse': the product page, the category pages and reviews, fetched with those pages' code (a page the server
 *   rendered fetches them before the app takes over);
 * - 'more': the account pages, checkout, the dashboard and the admin pages, fetched with their code.
 */
const FIRST_LOAD_FEATURES = new Set(['shell', 'home', 'product-card', 'delivery', 'cart', 'search', 'account-menu', 'order-alerts', 'offline', 'page-meta']);
const BROWSE_FEATURES = new Set(['product', 'reviews', 'categories']);

export type CatalogueGroup = 'first' | 'later' | 'browse' | 'more';

/** The group of the catalogue at `path` (ui/ and the first-load features: 'first'). */
export function catalogueGroup(path: string): Exclude<CatalogueGroup, 'later'> {
  const feature = /\/features\/([^/]+)\/locales\//.exec(path)?.[1];
  if (feature === undefined || FIRST_LOAD_FEATURES.has(feature)) return 'first';
  return BROWSE_FEATURES.has(feature) ? 'browse' : 'more';
}
