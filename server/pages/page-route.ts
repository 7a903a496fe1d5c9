import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { stableJson } from '../cache/cache-keys.js';
import { nextWholeHour } from '../lib/kigali-time.js';
import { CACHE_HEADER, type CacheOutcome, type ResponseCache, responseFrom, type StoredAnswer } from '../cache/response-cache.js';
import { publicBaseUrl } from '../rest/public-url.js';
import { clientPage } from '../static-client.js';
import type { ShopLanguage } from '../lib/request-language.js';
import { acceptsGzip, compressedPage, pageForClient } from './page-encoding.js';
import { pageLanguage } from './page-language.js';
import { loadPageRenderer, type OperationAnswer, type PageOperation } from './renderer.js';

export interface PageRouteOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>;
  clientDist: string;
  rendererDir: string;
  responseCache: ResponseCache | null;
  logger: Logger;
  /** Answers one of the web app's persisted operations in process, as a visitor in the page's language. */
  operation: (operation: PageOperation, locale: ShopLanguage) => Promise<OperationAnswer>;
}

/**
 * The web app's pages. The shopper's public pages (home, search, categories, listings, products, not found) are
 * rendered here with the web app's own routes and queries, so they paint from their HTML and link previews and
 * search engines see them; their anonymous HTML is kept in the response cache (keyed by language, address and the
 * shop's public address; the catalogue's version keeps it current). Every other address, and a page that fails to
 * render, gets the app's shell, which renders in the browser.
 */
export function pageRoute(options: PageRouteOptions): (c: Context) => Promise<Response> {
  const { config, clientDist, rendererDir, responseCache, logger } = options;
  let loading: ReturnType<typeof loadPageRenderer> | null = null;
  const loaded = () => {
    loading ??= loadPageRenderer(clientDist, rendererDir).catch((error: unknown) => {
      logger.error({ err: error }, 'the page renderer could not be loaded; serving the app shell');
      return null;
    });
    return loading;
  };
  // The built app's page: the server mounts this route only when the app is built.
  const shell = (c: Context) => c.html(clientPage(clientDist));

  return async (c) => {
    const built = await loaded();
    const url = new URL(c.req.url);
    if (!built || !built.renderer.rendersOnServer(url.pathname)) return shell(c);
    const locale = pageLanguage(url, c.req.raw.headers);
    const origin = publicBaseUrl(config, c.req.raw);
    const lookup = responseCache ? await responseCache.lookup(stableJson(['page', locale, url.pathname, url.search, origin])) : null;
    const acceptEncoding = c.req.header('Accept-Encoding');
    if (lookup && 'hit' in lookup) return pageResponse(responseFrom(await pageForClient(lookup.hit, acceptEncoding), 'HIT'), locale);
    let stored: StoredAnswer | null = null;
    try {
      const result = await built.renderer.renderPage({ request: c.req.raw, locale, origin, head: built.head, execute: options.operation });
      if (result.kind === 'redirect') return c.redirect(result.location, result.status as 301 | 302 | 303 | 307 | 308);
      const answer: StoredAnswer = {
        status: result.status,
        headers: [['content-type', 'text/html; charset=utf-8']],
        body: new TextEncoder().encode(result.html),
      };
      if (lookup && 'miss' in lookup && answer.status === 200) {
        // Kept gzipped: compressed once here rather than on every hit (page-encoding.ts).
        stored = await compressedPage(answer.status, result.html);
        // Pages show delivery estimates, which move with Kigali's hours: kept until the next whole hour at most.
        await responseCache!.store(lookup.miss, stored, nextWholeHour(lookup.miss.startedAt));
      }
      const outcome: CacheOutcome = lookup && 'miss' in lookup ? 'MISS' : 'BYPASS';
      // A page not kept is compressed for this request alone, by the compression middleware, as before.
      return pageResponse(responseFrom(stored && acceptsGzip(acceptEncoding) ? stored : answer, outcome), locale);
    } catch (error) {
      logger.error({ err: error, path: url.pathname }, 'a page failed to render on the server; serving the app shell');
      return shell(c);
    } finally {
      if (lookup && 'miss' in lookup && !stored) responseCache!.release(lookup.miss);
    }
  };
}

/** A rendered page's headers: its language, and what it varies with (the language cookie and header). */
function pageResponse(response: Response, locale: string): Response {
  response.headers.set('Content-Language', locale);
  // Accept-Encoding too: the page is kept and sent gzipped to the clients that take it (page-encoding.ts).
  response.headers.set('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  // Revalidated on every visit: a new deployment or a catalogue change shows at once.
  response.headers.set('Cache-Control', 'no-cache');
  if (!response.headers.has(CACHE_HEADER)) response.headers.set(CACHE_HEADER, 'BYPASS');
  return response;
}
