/*
 * Helpers the response cache's transports share: who counts as anonymous, and a key that does not depend on
 * the order in which a client wrote an object's fields.
 */

/** Cookies that make a request someone's: the legacy session's access and refresh tokens and a password-reset token. */
const SESSION_COOKIES = /(?:^|;)\s*(?:accessToken|refreshToken|resetToken)=/;

/**
 * Whether a request carries anything that can make it a viewer's: any Authorization header (even a malformed
 * or expired one: its answer may be an error meant for that client) or a session cookie. GraphQL reads only
 * the bearer token and REST both (context.ts, rest/cookie-session.ts); both transports refuse either here.
 */
export function hasSessionCredentials(authorization: string | undefined, cookie: string | undefined): boolean {
  if (authorization !== undefined) return true;
  return cookie !== undefined && SESSION_COOKIES.test(cookie);
}

/** JSON with object keys sorted, so { a, b } and { b, a } give one cache key. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
    return Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}
