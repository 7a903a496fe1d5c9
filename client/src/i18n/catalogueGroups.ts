/**
 * The features whose words the first page of a visit can show (the shell, browsing, the cart and the account menu):
 * their catalogues load with the app. The others (account pages, checkout, the dashboard and the admin pages) come
 * as a second file, fetched side by side with the code of the first route that needs them, so a first visit does
 * not download them at all.
 */
const FIRST_LOAD_FEATURES = new Set(['shell', 'home', 'product-card', 'delivery', 'cart', 'search', 'categories', 'product', 'reviews', 'account-menu', 'order-alerts', 'offline', 'page-meta']);

export type CatalogueGroup = 'first' | 'more';

/** Which messages file a catalogue travels in: 'first' (ui/ and the first-load features) or 'more'. */
export function catalogueGroup(path: string): CatalogueGroup {
  const feature = /\/features\/([^/]+)\/locales\//.exec(path)?.[1];
  return feature === undefined || FIRST_LOAD_FEATURES.has(feature) ? 'first' : 'more';
}
