import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { type AppServices, createRequestContext } from '../../context.js';
import { publicBaseUrl } from '../../rest/public-url.js';
import { robotsTxt, sitemapFile, sitemapPageOf, type SitemapOptions } from './seo.service.js';

/** Crawlers come back for these daily at most; an hour keeps a crawl of many sitemap files off the database. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /robots.txt, /sitemap.xml and /sitemap-N.xml (HEAD too), with absolute URLs from PUBLIC_URL or the
 * request's origin. Mounted before the web app, whose catch-all would answer them with its page.
 */
export function seoFiles(services: AppServices, options: SitemapOptions = {}): Hono {
  const files = new Hono();
  // A full sitemap file is tens of megabytes of repetitive XML.
  files.use('/sitemap*', compress());
  files.get('/robots.txt', (c) => {
    return c.body(robotsTxt(publicBaseUrl(services.config, c.req.raw)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
  });
  files.get('/sitemap.xml', (c) => sitemap(c, services, null, options));
  files.get('/:file{sitemap-[^/]*\\.xml}', (c) => {
    const page = sitemapPageOf(c.req.param('file'));
    return page === null ? c.text('Not found', 404) : sitemap(c, services, page, options);
  });
  return files;
}

async function sitemap(c: Context, services: AppServices, page: number | null, options: SitemapOptions): Promise<Response> {
  // Search engines see what a signed-out shopper sees.
  const context = await createRequestContext(services, { accessToken: null, clientAddress: 'sitemap', userAgent: c.req.header('user-agent') ?? null });
  const stream = await sitemapFile(context, publicBaseUrl(services.config, c.req.raw), page, options);
  if (!stream) return c.text('Not found', 404);
  return c.body(stream, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
}
