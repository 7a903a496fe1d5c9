import type { RequestContext } from '../../context.js';
import { slugify } from '../../lib/slug.js';
import { byName, countProducts, liveProducts, newestFirst } from '../catalog/catalog.service.js';

/*
 * What search engines are told: robots.txt keeps them off the pages that are a shopper's own (and the APIs), and
 * the sitemap names every page a signed-out shopper can open, in each of the shop's languages. Products and
 * categories come through the catalogue's own reads, so the sitemap hides exactly what the shop hides.
 */

/** sitemaps.org: at most 50,000 URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** sitemaps.org: at most 50 MiB in one (uncompressed) file. */
export const SITEMAP_MAX_BYTES = 52_428_800;
/** Products read per database round trip while a sitemap file is written. */
const PRODUCTS_PER_READ = 1000;

export interface SitemapOptions {
  /** The most URLs in one sitemap file; beyond it /sitemap.xml becomes an index of /sitemap-1.xml, /sitemap-2.xml, ... */
  maxUrlsPerFile?: number;
  /** The most bytes in one sitemap file. */
  maxBytesPerFile?: number;
  /** Products read per database round trip. */
  productsPerRead?: number;
}

/**
 * Pages that are a shopper's own (cart, checkout, orders, account), sign-in and recovery, the APIs, and search
 * results (thin pages of the same products the sitemap lists). Each is matched exactly, below or with a query,
 * never as a bare prefix: a category listing's URL starts with its slug, and "Cartons" must not fall under /cart.
 */
const PRIVATE_PATHS = [
  '/dashboard',
  '/checkout',
  '/cart',
  '/payment',
  '/success',
  '/cancel',
  '/login',
  '/register',
  '/forgot-password',
  '/verification-otp',
  '/reset-password',
  '/user',
  '/search',
  '/graphql',
];
/** Everything under these is private. */
const PRIVATE_FOLDERS = ['/api/'];

/** The shop's robots.txt; `baseUrl` is where the shop is reached (no trailing slash). */
export function robotsTxt(baseUrl: string): string {
  // RFC 9309: `$` ends a pattern; the longest matching rule wins, so these override `Allow: /`.
  const disallowed = [...PRIVATE_PATHS.flatMap((path) => [`${path}$`, `${path}/`, `${path}?`]), ...PRIVATE_FOLDERS];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((pattern) => `Disallow: ${pattern}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}

/** One page of the sitemap: its path, and when its content last changed where the catalogue knows it. */
interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The alternates of every page: English is the plain URL (and the default); the others ask for their language. */
const LANGUAGE_ALTERNATES: { hreflang: string; query: string }[] = [
  { hreflang: 'en', query: '' },
  { hreflang: 'rw', query: '?lang=rw' },
  { hreflang: 'fr', query: '?lang=fr' },
  { hreflang: 'x-default', query: '' },
];

/** The file name of a page of a split sitemap. */
export function sitemapPagePath(page: number): string {
  return `/sitemap-${page}.xml`;
}

/** The page number a sitemap file name stands for ("sitemap-3.xml" -> 3), or null for any other name. */
export function sitemapPageOf(fileName: string): number | null {
  const match = /^sitemap-([1-9][0-9]{0,8})\.xml$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

/** A slug-id URL segment, as the web app builds it (client/src/routes/slugs.ts): "Fresh Milk", "42" -> "fresh-milk-42". */
function slugId(name: string, id: string): string {
  return `${slugify(name)}-${id}`;
}

/** A product's page, as the web app's productPath builds it. */
function productPath(product: { id: string; name: string }): string {
  return `/product/${slugId(product.name, product.id)}`;
}

/** The longest product path the byte limit must allow for: slugify's 80 characters and a cuid (the schema's ids). */
const LONGEST_PRODUCT_PATH = productPath({ name: 'x'.repeat(80), id: 'c'.repeat(25) });

/**
 * The pages before the products: home, the categories page, and each category's listing, all of it ('all')
 * and each of its sub-categories, as the web app links them (CategoryTile, SubCategoryNav).
 */
async function pagesBeforeProducts(context: RequestContext): Promise<SitemapEntry[]> {
  const categories = await context.db.prisma.category.findMany({
    select: { id: true, name: true, updatedAt: true, subCategories: { select: { id: true, name: true, updatedAt: true }, orderBy: byName } },
    orderBy: byName,
  });
  const listings = categories.flatMap((category) => {
    const base = `/${slugId(category.name, category.id)}`;
    return [
      { path: `${base}/all`, lastModified: category.updatedAt },
      ...category.subCategories.map((sub) => ({
        path: `${base}/${slugId(sub.name, sub.id)}`,
        // The listing shows both names.
        lastModified: sub.updatedAt > category.updatedAt ? sub.updatedAt : category.updatedAt,
      })),
    ];
  });
  return [{ path: '/' }, { path: '/categories' }, ...listings];
}

/** `<lastmod>`'s W3C date-time, to the second in UTC. */
function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Text made safe for XML content and attribute values. */
function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function urlEntry(baseUrl: string, entry: SitemapEntry): string {
  const url = `${baseUrl}${entry.path}`;
  const lastModified = entry.lastModified ? `<lastmod>${w3cDateTime(entry.lastModified)}</lastmod>` : '';
  const alternates = LANGUAGE_ALTERNATES.map(
    ({ hreflang, query }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(url + query)}"/>`,
  ).join('');
  return `<url><loc>${xmlEscape(url)}</loc>${lastModified}${alternates}</url>\n`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_START = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_END = '</urlset>\n';

/**
 * URLs per sitemap file: the configured most, fewer when even that many of the longest entries this shop can
 * have (a long PUBLIC_URL, the longest listing or product path) could pass the 50 MiB limit.
 */
function urlsPerFile(baseUrl: string, fixedPages: SitemapEntry[], options: SitemapOptions): number {
  const longestPath = [LONGEST_PRODUCT_PATH, ...fixedPages.map((page) => page.path)].reduce((a, b) => (b.length > a.length ? b : a));
  const longestEntry = Buffer.byteLength(urlEntry(baseUrl, { path: longestPath, lastModified: new Date() }));
  const room = (options.maxBytesPerFile ?? SITEMAP_MAX_BYTES) - Buffer.byteLength(URLSET_START + URLSET_END);
  return Math.max(1, Math.min(options.maxUrlsPerFile ?? SITEMAP_MAX_URLS, Math.floor(room / longestEntry)));
}

const PRODUCT_PAGE = { id: true, name: true, updatedAt: true } as const;

/** Live products, newest first as every listing, from `start` on, `count` of them, read `perRead` at a time. */
async function* productPages(context: RequestContext, start: number, count: number, perRead: number): AsyncGenerator<SitemapEntry[]> {
  let afterId: string | null = null;
  let left = count;
  while (left > 0) {
    // The first read skips to the file's first product; the others continue after the last one read.
    const position: { cursor?: { id: string }; skip: number } = afterId ? { cursor: { id: afterId }, skip: 1 } : { skip: start };
    const page: { id: string; name: string; updatedAt: Date }[] = await context.db.prisma.product.findMany({
      where: liveProducts,
      orderBy: newestFirst,
      select: PRODUCT_PAGE,
      take: Math.min(perRead, left),
      ...position,
    });
    if (page.length === 0) return;
    yield page.map((product) => ({ path: productPath(product), lastModified: product.updatedAt }));
    left -= page.length;
    afterId = page.at(-1)!.id;
  }
}

/** The XML of one urlset: the pages numbered [first, first + count) of the whole sitemap's order. */
async function* urlsetXml(context: RequestContext, baseUrl: string, fixedPages: SitemapEntry[], first: number, count: number, perRead: number) {
  yield URLSET_START;
  const fixed = fixedPages.slice(first, first + count);
  if (fixed.length > 0) yield fixed.map((entry) => urlEntry(baseUrl, entry)).join('');
  const productStart = Math.max(0, first - fixedPages.length);
  for await (const page of productPages(context, productStart, count - fixed.length, perRead)) {
    yield page.map((entry) => urlEntry(baseUrl, entry)).join('');
  }
  yield URLSET_END;
}

function* sitemapIndexXml(baseUrl: string, pages: number) {
  yield `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (let page = 1; page <= pages; page += 1) yield `<sitemap><loc>${xmlEscape(baseUrl + sitemapPagePath(page))}</loc></sitemap>\n`;
  yield '</sitemapindex>\n';
}

/** Text written as it is made: the next part is produced only when the reader wants it. */
function textStream(parts: AsyncGenerator<string> | Generator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}

/**
 * A sitemap file as a stream: `page` null for /sitemap.xml (every URL, or the index of the pages when there are
 * more than one file holds), else that page of the split sitemap. Null when there is no such page.
 */
export async function sitemapFile(context: RequestContext, baseUrl: string, page: number | null, options: SitemapOptions = {}): Promise<ReadableStream<Uint8Array> | null> {
  const [fixedPages, productCount] = await Promise.all([pagesBeforeProducts(context), countProducts(context, {})]);
  const perFile = urlsPerFile(baseUrl, fixedPages, options);
  const total = fixedPages.length + productCount;
  const pages = Math.ceil(total / perFile);
  const perRead = options.productsPerRead ?? PRODUCTS_PER_READ;
  if (page === null) {
    return pages > 1 ? textStream(sitemapIndexXml(baseUrl, pages)) : textStream(urlsetXml(context, baseUrl, fixedPages, 0, total, perRead));
  }
  if (page > pages) return null;
  const first = (page - 1) * perFile;
  return textStream(urlsetXml(context, baseUrl, fixedPages, first, Math.min(perFile, total - first), perRead));
}
