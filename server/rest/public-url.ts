import type { Config } from '../config.js';

/*
 * The REST adapter answers absolute image URLs: legacy clients may be served from another origin, where
 * "/uploads/..." would load from their own host. The services and GraphQL keep the stored, shop-relative form;
 * the router turns it into an absolute URL on the way out (and back on the way in), so no answer is missed.
 */

/** Keys of the legacy shapes that hold image URLs: category, product and line `image`, user `avatar`, upload `url`. */
const IMAGE_KEYS = new Set(['image', 'avatar', 'url']);
/** Only files this shop serves are rewritten; absolute URLs to elsewhere are left alone. */
const SHOP_IMAGE_PATH = /^\/uploads\//;
const FORWARDED_PROTOCOL = /^https?$/;
/** A host name or IPv4/IPv6 address with an optional port, nothing else (no user info, path or spaces). */
const FORWARDED_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the shop is reached, without a trailing slash: PUBLIC_URL when set; otherwise the request's own origin,
 * taking X-Forwarded-Proto and X-Forwarded-Host into account only when TRUST_PROXY says a proxy of ours sets them.
 */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>, request: Pick<Request, 'url' | 'headers'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const url = new URL(request.url);
  let protocol = url.protocol.slice(0, -1);
  let host = url.host;
  if (config.TRUST_PROXY) {
    const forwardedProtocol = firstValue(request.headers.get('x-forwarded-proto'))?.toLowerCase();
    const forwardedHost = firstValue(request.headers.get('x-forwarded-host'));
    if (forwardedProtocol && FORWARDED_PROTOCOL.test(forwardedProtocol)) protocol = forwardedProtocol;
    if (forwardedHost && FORWARDED_HOST.test(forwardedHost)) host = forwardedHost.toLowerCase();
  }
  return `${protocol}://${host}`;
}

/** A copy of a legacy answer with every image path of this shop made absolute ("/uploads/x" -> "<base>/uploads/x"). */
export function withAbsoluteImageUrls<Value>(value: Value, baseUrl: string): Value {
  return rewriteImageUrls(value, (url) => (SHOP_IMAGE_PATH.test(url) ? `${baseUrl}${url}` : url)) as Value;
}

/**
 * A copy of a legacy request body whose image URLs pointing at this shop are relative again, so what the old
 * admin client sends back (the absolute URL it got from /file/upload) is stored like any other upload.
 */
export function withShopRelativeImageUrls(value: unknown, baseUrl: string): unknown {
  const prefix = `${baseUrl}/uploads/`;
  return rewriteImageUrls(value, (url) => (url.startsWith(prefix) ? url.slice(baseUrl.length) : url));
}

function rewriteImageUrls(value: unknown, rewrite: (url: string) => string, underImageKey = false): unknown {
  if (typeof value === 'string') return underImageKey ? rewrite(value) : value;
  if (Array.isArray(value)) return value.map((item) => rewriteImageUrls(item, rewrite, underImageKey));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteImageUrls(item, rewrite, IMAGE_KEYS.has(key))]));
}

/** Plain data only: dates and other objects are passed through as they are (JSON serialises them itself). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}
