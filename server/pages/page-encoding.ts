import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { StoredAnswer } from '../cache/response-cache.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * Whether a request's Accept-Encoding takes gzip (`gzip`, or `*`, with a quality above 0). Every browser sends it;
 * a client that does not (a script, some crawlers) gets the page as it is.
 */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'gzip') return quality > 0;
    if (name === '*') wildcard = quality;
  }
  return wildcard > 0;
}

/**
 * A rendered page as it is kept and sent: compressed once, on libuv's threads, instead of on every request by the
 * compression middleware (which leaves an answer that already has a Content-Encoding alone). Kept compressed, a page
 * takes about a seventh of the response cache's bytes (home: 155 KB of HTML, 23 KB gzipped).
 */
export async function compressedPage(status: number, html: string): Promise<StoredAnswer> {
  const body = await gzipAsync(html, { level: 9 });
  return {
    status,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['content-encoding', 'gzip'],
    ],
    body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
  };
}

/** The kept page for a request: as kept for a client that takes gzip, unpacked for one that does not. */
export async function pageForClient(page: StoredAnswer, acceptEncoding: string | null | undefined): Promise<StoredAnswer> {
  if (acceptsGzip(acceptEncoding) || !page.headers.some(([name, value]) => name === 'content-encoding' && value === 'gzip')) return page;
  const body = await gunzipAsync(page.body);
  return {
    status: page.status,
    headers: page.headers.filter(([name]) => name !== 'content-encoding'),
    body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
  };
}
