import type { Context, MiddlewareHandler } from 'hono';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins a browser may send state-changing REST requests from: the configured ones plus the shop's own. */
export function allowedOrigin(origin: string, c: Context, configured: ReadonlySet<string>): boolean {
  return configured.has(origin) || origin === new URL(c.req.url).origin;
}

/**
 * Cross-site request forgery guard for the REST adapter. A browser attaches the session cookies to a cross-site
 * form post, and a sign-in form can be posted cross-site too (login CSRF); so a state-changing request without
 * a bearer token is refused when its Origin is foreign, or, without an Origin, when Sec-Fetch-Site says it came
 * from another site. Bearer-token clients are not affected: a foreign page cannot make a browser add that header.
 */
export function csrfGuard(configured: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (/^bearer\s+\S/i.test(c.req.header('authorization') ?? '')) return next();
    const origin = c.req.header('origin');
    const foreign =
      origin !== undefined && origin !== ''
        ? origin === 'null' || !allowedOrigin(origin, c, configured)
        : (c.req.header('sec-fetch-site') ?? '').toLowerCase() === 'cross-site';
    if (!foreign) return next();
    return c.json(
      {
        message: 'Cross-site request refused: this request must come from the shop itself or an allowed origin.',
        error: true,
        success: false,
        code: 'FORBIDDEN',
      },
      403,
    );
  };
}

/** A JSON media type: application/json or any +json type, with or without parameters. */
export function isJsonType(contentType: string): boolean {
  const essence = contentType.split(';')[0]!.trim().toLowerCase();
  return essence === 'application/json' || /^application\/[\w.+-]+\+json$/.test(essence);
}

/** A transport-level refusal of the REST adapter (wrong media type, unreadable body), with its own status. */
export class HttpRefusal extends Error {
  constructor(
    readonly status: 400 | 405 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpRefusal';
  }
}

export class UnsupportedMediaTypeError extends HttpRefusal {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  }
}
