const SHOP = 'https://shop.invalid';

/**
 * Where /login sends a shopper once signed in: the page they were sent away from (`?redirectTo=`), when it is a path
 * of this shop; anything else (another site, `//host`, `/\host`, a scheme) goes home, so a crafted link cannot
 * carry a fresh session off the shop.
 */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirectTo');
  if (!wanted?.startsWith('/')) return '/';
  // Resolved the way the browser would: it must stay on this origin.
  const url = new URL(wanted, SHOP);
  if (url.origin !== SHOP) return '/';
  return url.pathname + url.search + url.hash;
}

/**
 * The `?redirectTo=` part of a search, to carry the way back from /login to /register and back again; '' when the
 * page was opened directly.
 */
export function redirectQuery(search: string): string {
  const wanted = new URLSearchParams(search).get('redirectTo');
  return wanted ? `?${new URLSearchParams({ redirectTo: wanted }).toString()}` : '';
}
