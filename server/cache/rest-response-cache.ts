import type { Context } from 'hono';
import { hasSessionCredentials, stableJson } from './cache-keys.js';
import { checkedBodyText } from '../lib/request-limits.js';
import { CACHE_HEADER, type CacheOutcome, type ResponseCache, responseFrom } from './response-cache.js';
import type { RestRoute } from '../rest/rest-route.js';

/*
 * The response cache on the legacy REST reads (routes marked `responseCache`). A route's anonymous answer is a
 * function of its path, query string, body and content type, the shop's public address (image URLs in REST
 * answers are absolute), the catalogue tables and the clock; Origin only decides the CORS headers, which the
 * router's CORS middleware adds to hits as to any answer. The key holds the body as sent: the legacy client
 * sends the same bytes for the same page.
 */

/** Answers a cacheable route: from the cache when current, else through `answer`, keeping a successful result. */
export async function cachedRestAnswer(
  c: Context,
  cache: ResponseCache,
  route: RestRoute,
  baseUrl: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = await restCacheKey(c, route, baseUrl);
  const lookup = key === null ? null : await cache.lookup(key);
  if (lookup && 'hit' in lookup) return responseFrom(lookup.hit, 'HIT');
  let response: Response;
  try {
    response = await answer();
    if (lookup && 'miss' in lookup && mayKeep(response)) {
      const body = new Uint8Array(await response.arrayBuffer());
      response = new Response(body, response);
      // Only the route's own header: CORS and the rest are added by the middleware around the route on every answer
      // (c.json copies what that middleware had set so far, e.g. one Origin's CORS headers, which must not be kept).
      if (succeeded(body)) await cache.store(lookup.miss, { status: response.status, headers: [['content-type', response.headers.get('content-type')!]], body });
    }
  } finally {
    if (lookup && 'miss' in lookup) cache.release(lookup.miss);
  }
  response.headers.set(CACHE_HEADER, (lookup && 'miss' in lookup ? 'MISS' : 'BYPASS') satisfies CacheOutcome);
  return response;
}

/** The key of an anonymous request to a cacheable route, or null when it may not be served from the cache. */
async function restCacheKey(c: Context, route: RestRoute, baseUrl: string): Promise<string | null> {
  if (hasSessionCredentials(c.req.header('authorization'), c.req.header('cookie'))) return null;
  if (typeof route.responseCache === 'function' && !route.responseCache(c.req.query())) return null;
  const url = new URL(c.req.url);
  const withBody = route.method !== 'GET';
  return stableJson([
    'rest',
    route.method,
    url.pathname,
    url.search,
    withBody ? (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() : null,
    // The text requestLimits checked; else read through Hono, which keeps it for the route.
    withBody ? (checkedBodyText(c) ?? (await c.req.text())) : null,
    baseUrl,
  ]);
}

/** A 200 JSON answer that sets no cookie (a renewed session or a cleared one is never kept). */
function mayKeep(response: Response): boolean {
  return response.status === 200 && !response.headers.has('set-cookie') && /^application\/json\b/i.test(response.headers.get('content-type') ?? '');
}

/** The legacy envelope of a success. */
function succeeded(body: Uint8Array): boolean {
  try {
    const envelope = JSON.parse(new TextDecoder().decode(body)) as { success?: unknown; error?: unknown };
    return envelope.success === true && envelope.error === false;
  } catch {
    return false;
  }
}
