import type { Context, MiddlewareHandler } from 'hono';
import { controlCharacterMessage, findControlCharacter } from './control-characters.js';

/** Why a request body was refused, for the transport to phrase in its own format. */
export interface BodyRefusal {
  status: 400 | 413;
  code: 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST';
  message: string;
}

export interface RequestLimitOptions {
  /** Largest body that is not multipart (JSON, text). */
  maxJsonBytes: number;
  /** Largest multipart body (an upload and its form fields). */
  maxMultipartBytes: number;
  /** Deepest nesting of arrays and objects in a JSON body. */
  maxJsonDepth: number;
  /**
   * Read multipart bodies here, up to the limit. Off when the next parser enforces the limit on the stream
   * itself (Yoga's maxRequestBodySize), so an upload is not held in memory twice.
   */
  bufferMultipart: boolean;
  /** Turns a refusal into the transport's answer (GraphQL errors or the legacy REST envelope). */
  answer: (c: Context, refusal: BodyRefusal) => Response;
  /** The part of a parsed JSON body holding client text to check for control characters (default: all of it). */
  textFields?: (body: unknown) => unknown;
}

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'hono' {
  interface ContextVariableMap {
    /** The text of a buffered non-multipart body requestLimits checked, so a later reader need not read its stream again. */
    checkedBodyText: string | undefined;
    /** The same body parsed, when it is a JSON object sent as JSON (the request's own stream is then used up). */
    checkedJsonBody: object | undefined;
  }
}

/** The body text requestLimits checked for this request (null for multipart bodies and bodiless methods). */
export function checkedBodyText(c: Context): string | null {
  return c.get('checkedBodyText') ?? null;
}

/** The JSON object body requestLimits checked and parsed, or undefined (then the request's own body is readable). */
export function checkedJsonBody(c: Context): object | undefined {
  return c.get('checkedJsonBody');
}

/**
 * Refuses oversized, too deeply nested or non-UTF-8 bodies before any parser or service sees them: a
 * declared Content-Length over the limit is answered 413 without reading a byte, and a body without one
 * is read only up to the limit. JSON bodies are buffered (they are small), checked, and handed on intact.
 */
export function requestLimits(options: RequestLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    if (METHODS_WITHOUT_BODY.has(c.req.method)) return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const multipart = type.startsWith('multipart/form-data');
    const limit = multipart ? options.maxMultipartBytes : options.maxJsonBytes;
    if (declaresMoreThan(c.req.raw, limit)) return options.answer(c, tooLarge(limit));
    if (multipart && !options.bufferMultipart) return next();

    const bytes = await readAtMost(c.req.raw, limit);
    if (bytes === null) return options.answer(c, tooLarge(limit));
    let text: string | null = null;
    let parsed: unknown;
    if (!multipart) {
      try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
      } catch {
        return options.answer(c, { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid UTF-8 text.' });
      }
      if (jsonNestingDepth(text) > options.maxJsonDepth) {
        return options.answer(c, {
          status: 400,
          code: 'BAD_REQUEST',
          message: `The request body is nested too deeply: at most ${options.maxJsonDepth} levels of arrays and objects are accepted.`,
        });
      }
      parsed = parseJson(text);
      const found = parsed === undefined ? null : controlCharacterIn(parsed, options.textFields);
      if (found) return options.answer(c, { status: 400, code: 'BAD_REQUEST', message: found });
    }
    // Later readers take the checked text (checkedBodyText): the request's own stream may be used up.
    if (text !== null) c.set('checkedBodyText', text);
    // A JSON object, the body of nearly every call: handed on parsed (checkedJsonBody) instead of in a rebuilt request.
    if (text !== null && parsed !== null && typeof parsed === 'object' && isJsonBodyType(type)) {
      c.set('checkedJsonBody', parsed);
      return next();
    }
    c.req.raw = new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers, body: bytes as BodyInit });
    return next();
  };
}

/** A JSON text's value, or undefined when it is not JSON (its parser reports that). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a Content-Type names JSON (application/json, application/graphql+json, ...). */
function isJsonBodyType(type: string): boolean {
  const essence = type.split(';')[0]!.trim();
  return essence === 'application/json' || essence === 'application/graphql+json';
}

/** The refusal message for the first control character in a parsed JSON body's text fields, or null. */
function controlCharacterIn(parsed: unknown, textFields: ((body: unknown) => unknown) | undefined): string | null {
  const found = findControlCharacter(textFields ? textFields(parsed) : parsed);
  return found ? controlCharacterMessage(found) : null;
}

/**
 * A body of at most `limit` bytes, or null when it is larger: by its declared Content-Length before a byte is read,
 * else as soon as the stream passes the limit (the rest is never read). For routes whose bodies are small whatever
 * their type, such as the payment providers' notifications.
 */
export async function bodyWithinLimit(request: Request, limit: number): Promise<Uint8Array | null> {
  return declaresMoreThan(request, limit) ? null : readAtMost(request, limit);
}

function declaresMoreThan(request: Request, limit: number): boolean {
  const declared = request.headers.get('content-length');
  return declared !== null && /^\d+$/.test(declared) && Number(declared) > limit;
}

/** The 413 refusal of a body over `limit` bytes. */
export function tooLarge(limit: number): BodyRefusal {
  return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `The request body is too large: at most ${formatBytes(limit)} is accepted.` };
}

/**
 * The whole body, or null as soon as it passes `limit` bytes (the rest is never read). A body with a declared
 * length (within the limit: checked before) is read whole, the server's direct way; one without, as a stream.
 */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | null> {
  if (request.headers.get('content-length') !== null) {
    const whole = new Uint8Array(await request.arrayBuffer());
    return whole.byteLength > limit ? null : whole;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * How deeply arrays and objects nest in a JSON text, counted in one pass without parsing (brackets inside
 * strings do not count). A text that is not JSON gets a harmless figure; its parser reports it.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}

function formatBytes(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024);
  if (mebibytes >= 1) return `${Number.isInteger(mebibytes) ? mebibytes : mebibytes.toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}
