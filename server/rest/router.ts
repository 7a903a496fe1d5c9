import type { z } from 'zod';
import { statusOfErrorCode } from './status.js';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { type AppServices, requireAdmin, requireViewer } from '../context.js';
import { ConflictError, DomainError, ValidationError } from '../errors.js';
import { checkedBodyText } from '../lib/request-limits.js';
import { parseInput } from '../lib/validation.js';
import { bodyFieldOf, type CookieToSet, inputFromBody, type RestInput, type RestRoute } from './rest-route.js';
import { restSession, withCookiesOf } from './cookie-session.js';
import { publicBaseUrl, withAbsoluteImageUrls, withShopRelativeImageUrls } from './public-url.js';
import { HttpRefusal, UnsupportedMediaTypeError, csrfGuard, isJsonType } from './csrf.js';
import type { ResponseCache } from '../cache/response-cache.js';
import { cachedRestAnswer } from '../cache/rest-response-cache.js';

/**
 * The legacy REST adapter: every documented /api path over the same services as GraphQL, answering in the
 * old shop's envelope `{ message, error, success, data }` with meaningful status codes. Legacy clients
 * authenticate with `Authorization: Bearer` or the accessToken cookie set at login. Routes marked
 * `responseCache` answer anonymous requests from the response cache when it is on (cache/rest-response-cache.ts).
 */
export function createRestRouter(
  services: AppServices,
  routes: RestRoute[],
  clientAddress: (c: Context) => string,
  responseCache: ResponseCache | null = null,
): Hono {
  const router = new Hono();
  const allowedOrigins = new Set(services.config.corsOrigins);
  if (services.config.PUBLIC_URL) allowedOrigins.add(new URL(services.config.PUBLIC_URL).origin);
  router.use(
    '*',
    cors({
      // The shop's own origin and the configured ones, with credentials (legacy axios withCredentials).
      origin: (origin, c) => (origin && (allowedOrigins.has(origin) || origin === new URL(c.req.url).origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      exposeHeaders: ['Content-Disposition'],
      maxAge: 600,
    }),
  );
  router.use('*', csrfGuard(allowedOrigins));

  for (const route of routes) {
    const answer = async (c: Context): Promise<Response> => {
      try {
        const cookies = getCookie(c);
        const session = await restSession(services, {
          path: route.path,
          authorization: c.req.header('authorization'),
          cookies,
          clientAddress: clientAddress(c),
          userAgent: c.req.header('user-agent') ?? null,
        });
        const { context } = session;
        // Set before anything can fail, so that a renewed session is kept whatever the answer.
        for (const cookie of session.setCookies) setSessionCookie(c, cookie, services.config);
        for (const name of session.clearCookies) deleteCookie(c, name, { path: '/' });
        const baseUrl = publicBaseUrl(services.config, c.req.raw);
        if (route.auth === 'user') requireViewer(context);
        if (route.auth === 'admin') requireAdmin(context);
        const { body: raw, file } = await readBody(c, route);
        const body = withShopRelativeImageUrls(raw, baseUrl);
        const result = await route.handle({
          context,
          // The route's own schema typed the body; routes without one take the JSON as it came.
          // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
          body: route.body ? parseInput(route.body, body) : raw,
          // A GET route's input comes from its query string.
          input: route.input ? inputFromBody(route.input, route.method === 'GET' ? c.req.query() : body) : {},
          // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
          query: route.query ? parseInput(route.query, c.req.query()) : c.req.query(),
          params: c.req.param(),
          file,
          cookies,
          headers: c.req.raw.headers,
        });
        if (result instanceof Response) return withCookiesOf(c, result);
        for (const cookie of result.setCookies ?? []) setSessionCookie(c, cookie, services.config);
        for (const name of result.clearCookies ?? []) deleteCookie(c, name, { path: '/' });
        return c.json(
          withAbsoluteImageUrls({ message: result.message ?? '', error: false, success: true, ...(result.data !== undefined ? { data: result.data } : {}), ...result.extra }, baseUrl),
          (result.status ?? 200) as 200,
        );
      } catch (error) {
        return errorResponse(c, route.input ? withBodyFieldName(route.input, error) : error, services);
      }
    };
    router.on(route.method, route.path, (c) =>
      responseCache && route.responseCache
        ? cachedRestAnswer(c, responseCache, route, publicBaseUrl(services.config, c.req.raw), () => answer(c))
        : answer(c),
    );
  }
  router.all('*', (c) => c.json({ message: 'Not found', error: true, success: false, code: 'NOT_FOUND' }, 404));
  return router;
}

/** The methods each known path answers, as `Allow` lists them; paths are matched as the router matches them. */
export function allowedMethodsByPath(routes: Pick<RestRoute, 'method' | 'path'>[], otherGetPaths: string[] = []): { pattern: RegExp; allow: string[] }[] {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of [...routes, ...otherGetPaths.map((path) => ({ method: 'GET', path }))]) {
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method);
    // A GET path answers HEAD too, and every path answers the CORS preflight.
    if (method === 'GET') methods.add('HEAD');
    methods.add('OPTIONS');
    byPath.set(path, methods);
  }
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
    allow: order.filter((method) => methods.has(method)),
  }));
}

/**
 * Under /api (mounted before the app's own method guard): a known path called with a method it does not answer,
 * TRACE and invented methods included, is a 405 naming that path's methods; an unknown path, whatever the method,
 * is the router's 404.
 */
export function restMethodGuard(routes: Pick<RestRoute, 'method' | 'path'>[], otherGetPaths: string[] = []): MiddlewareHandler {
  const paths = allowedMethodsByPath(routes, otherGetPaths);
  return async (c, next) => {
    const path = c.req.path.replace(/^\/api(?=\/)/, '');
    const matches = paths.filter((known) => known.pattern.test(path));
    if (matches.length === 0) {
      if (c.req.method === 'OPTIONS') return next();
      return c.json({ message: 'Not found', error: true, success: false, code: 'NOT_FOUND' }, 404);
    }
    const allow = [...new Set(matches.flatMap((known) => known.allow))];
    if (allow.includes(c.req.method)) return next();
    c.header('Allow', allow.join(', '));
    return c.json(
      { message: `The ${c.req.method.slice(0, 20)} method is not allowed here: use ${allow.filter((method) => method !== 'HEAD' && method !== 'OPTIONS').join(' or ')}.`, error: true, success: false, code: 'METHOD_NOT_ALLOWED' },
      405,
    );
  };
}

/** A refusal of a service field, named as the old client sends it. */
function withBodyFieldName<Schema extends z.ZodObject>(input: RestInput<Schema>, error: unknown): unknown {
  if (!(error instanceof ValidationError || error instanceof ConflictError) || !error.field) return error;
  const field = bodyFieldOf(input, error.field);
  if (field === error.field) return error;
  return error instanceof ValidationError ? new ValidationError(error.message, field) : new ConflictError(error.message, field);
}

/** Maps a domain error to its status and the legacy envelope; anything unexpected is logged and masked. */
function errorResponse(c: Context, error: unknown, services: AppServices): Response {
  if (error instanceof DomainError) {
    const field = error instanceof ValidationError || 'field' in error ? (error as { field?: string | null }).field : undefined;
    const extra: Record<string, unknown> = {};
    if (field) extra.field = field;
    // The error's own fields (a class's declared ones), of which the envelope carries these few.
    const fields: Record<string, unknown> = { ...error };
    for (const key of ['retryAfterSeconds', 'serverSubTotal', 'serverTotal', 'productId', 'available'] as const) {
      if (fields[key] !== undefined && fields[key] !== null) extra[key] = fields[key];
    }
    if ('retryAfterSeconds' in error) c.header('Retry-After', String((error as { retryAfterSeconds: number }).retryAfterSeconds));
    services.logger.info({ code: error.code, method: c.req.method, path: c.req.path }, `REST refusal: ${error.message}`);
    return c.json({ message: error.message, error: true, success: false, code: error.code, ...extra }, statusOfErrorCode[error.code]);
  }
  if (error instanceof HttpRefusal) return c.json({ message: error.message, error: true, success: false, code: error.code }, error.status);
  services.logger.error({ err: error, path: c.req.path }, 'REST call failed');
  return c.json({ message: 'Something went wrong. Please try again.', error: true, success: false }, 500);
}

async function readBody(c: Context, route: RestRoute): Promise<{ body: unknown; file: File | null }> {
  if (route.method === 'GET') return { body: {}, file: null };
  const type = c.req.header('content-type') ?? '';
  if (route.fileField) {
    if (!type.startsWith('multipart/form-data')) throw new ValidationError(`Send the image as multipart/form-data in the "${route.fileField}" field`, route.fileField);
    const form = await c.req.parseBody().catch(() => {
      throw new HttpRefusal(400, 'BAD_REQUEST', `The multipart body could not be read: send the image as multipart/form-data in the "${route.fileField}" field`);
    });
    const file = form[route.fileField];
    if (!(file instanceof File)) throw new ValidationError(`Choose an image to upload in the "${route.fileField}" field`, route.fileField);
    const { [route.fileField]: _file, ...fields } = form;
    return { body: fields, file };
  }
  // Size, nesting depth and UTF-8 were checked by the request-limits middleware before this runs.
  const text = checkedBodyText(c) ?? (await c.req.text());
  if (text.trim() === '') return { body: {}, file: null };
  // A cross-site form can post text/plain or url-encoded bodies without a preflight; only JSON is read.
  if (!isJsonType(type)) throw new UnsupportedMediaTypeError();
  try {
    return { body: JSON.parse(text) as unknown, file: null };
  } catch {
    throw new ValidationError('The request body must be valid JSON');
  }
}

function setSessionCookie(c: Context, cookie: CookieToSet, config: AppServices['config']): void {
  // Lax unless COOKIE_SAMESITE=none for a cross-site client; browsers accept None only with Secure (HTTPS).
  const sameSite = config.COOKIE_SAMESITE === 'none' ? 'None' : config.COOKIE_SAMESITE === 'strict' ? 'Strict' : 'Lax';
  setCookie(c, cookie.name, cookie.value, {
    httpOnly: true,
    path: '/',
    maxAge: cookie.maxAgeSeconds,
    secure: config.isProduction || sameSite === 'None',
    sameSite,
  });
}
