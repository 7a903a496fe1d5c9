import type { Context } from 'hono';
import { type AppServices, bearerToken, createRequestContext, type RequestContext, type RequestInfo } from '../context.js';
import { InvalidTokenError } from '../errors.js';
import * as auth from '../modules/auth/auth.service.js';
import { sessionCookies } from '../modules/auth/auth.rest.js';
import type { CookieToSet } from './rest-route.js';

/*
 * Sessions of cookie-only legacy clients. The old shop's client never manages to refresh (its interceptor is
 * broken): it keeps sending the access token it stored at sign-in and the cookies. So when neither its bearer
 * header nor its access cookie is valid any more and a refresh cookie comes along, the request itself renews
 * the session: the refresh token is rotated by the same service as /user/refresh-token (a replayed one still
 * revokes its whole sign-in), both cookies are set on the answer and the request is answered as signed in.
 * A page load sends several requests at once with the same expired cookies; only the first rotates, and the
 * service answers the others, within its grace window, with the same new pair (auth.service.ts `refresh`).
 */

/** Paths that handle the session themselves: renewing first would spend the refresh token they are about to use. */
const SESSION_PATHS = new Set(['/user/refresh-token', '/user/login', '/user/register']);

export interface RestSession {
  context: RequestContext;
  /** Cookies of a renewed session, to set on whatever the request is answered. */
  setCookies: CookieToSet[];
  /** Cookies to drop: a refresh cookie that can never work again (expired, revoked or replayed). */
  clearCookies: CookieToSet['name'][];
}

export interface RestSessionRequest extends Omit<RequestInfo, 'accessToken'> {
  path: string;
  authorization: string | null | undefined;
  cookies: Record<string, string | undefined>;
}

/**
 * The request context of a REST call: the viewer from the bearer token or, failing that, the access cookie;
 * failing both, from a session renewed with the refresh cookie. Bearer-only requests are never renewed.
 */
export async function restSession(services: AppServices, request: RestSessionRequest): Promise<RestSession> {
  const info = { clientAddress: request.clientAddress, userAgent: request.userAgent };
  const bearer = bearerToken(request.authorization);
  const accessCookie = request.cookies.accessToken || null;
  const first = await createRequestContext(services, { ...info, accessToken: bearer ?? accessCookie });
  if (first.viewer) return { context: first, setCookies: [], clearCookies: [] };
  // The old client keeps sending the bearer token it stored at sign-in long after it expired; its cookie counts then.
  if (bearer && accessCookie && accessCookie !== bearer) {
    const fromCookie = await createRequestContext(services, { ...info, accessToken: accessCookie });
    if (fromCookie.viewer) return { context: fromCookie, setCookies: [], clearCookies: [] };
  }
  const refreshToken = request.cookies.refreshToken;
  if (!refreshToken || SESSION_PATHS.has(request.path)) return { context: first, setCookies: [], clearCookies: [] };

  try {
    const tokens = await auth.refresh(first, { refreshToken });
    const renewed = await createRequestContext(services, { ...info, accessToken: tokens.accessToken });
    if (!renewed.viewer) return { context: renewed, setCookies: [], clearCookies: ['accessToken', 'refreshToken'] };
    return { context: renewed, setCookies: sessionCookies(renewed, tokens), clearCookies: [] };
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    // Public paths still answer; protected ones report the refused token (401), as for an invalid access token.
    return { context: { ...first, authError: error }, setCookies: [], clearCookies: ['accessToken', 'refreshToken'] };
  }
}

/** A response a handler built itself (a CSV download) with the cookies set on the request's context, e.g. a renewed session's. */
export function withCookiesOf(c: Context, response: Response): Response {
  const cookies = c.res.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const answer = new Response(response.body, response);
  const present = new Set(answer.headers.getSetCookie());
  for (const cookie of cookies) if (!present.has(cookie)) answer.headers.append('Set-Cookie', cookie);
  return answer;
}
