import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** TRACE, CONNECT and invented methods get a plain 405 before any handler (TRACE used to end in a 500). */
export const allowedMethods: MiddlewareHandler = async (c, next) => {
  if (KNOWN_METHODS.has(c.req.method)) return next();
  c.header('Allow', [...KNOWN_METHODS].join(', '));
  return c.json({ message: `The ${c.req.method.slice(0, 20)} method is not allowed here.`, error: true, success: false, code: 'METHOD_NOT_ALLOWED' }, 405);
};

/** A request body the client stopped sending (closed connection, aborted upload). */
function isAbortedBody(error: unknown, c: Context): boolean {
  if (c.req.raw.signal?.aborted) return true;
  const { code, message, name } = (error ?? {}) as { code?: unknown; message?: unknown; name?: unknown };
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || name === 'AbortError' || message === 'aborted';
}

/**
 * The app's last resort instead of Hono's default (which prints a raw stack to stderr): one structured log line,
 * at debug for a client that went away mid-body, at error otherwise, and a JSON answer without the stack.
 */
export function structuredErrors(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (isAbortedBody(error, c)) {
      logger.debug({ method: c.req.method, path: c.req.path, reason: error instanceof Error ? error.message : String(error) }, 'request body aborted by the client');
      return c.json({ message: 'The request body was not received in full.', error: true, success: false, code: 'BAD_REQUEST' }, 400);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json({ message: 'Something went wrong. Please try again.', error: true, success: false }, 500);
  };
}
