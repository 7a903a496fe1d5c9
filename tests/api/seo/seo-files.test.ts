import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugId } from '../../../client/src/routes/slugs.js';
import { seoFiles } from '../../../server/modules/seo/seo.route.js';
import { adminToken } from '../../helpers/admin.js';
import { globalId } from '../../helpers/catalog.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

// robots.txt and the sitemap: what search engines may crawl, and every page a signed-out shopper can open.
let t: TestApp;
let shop: TestApp;
/** PUBLIC_URL with a path holding an ampersand: the one value reaching the XML that slugs cannot clean. */
const PUBLIC_URL = 'https://shop.example.rw/isoko&co';
beforeAll(async () => {
  [t, shop] = await Promise.all([startTestApp(), startTestApp({ PUBLIC_URL })]);
});
afterAll(() => Promise.all([t.close(), shop.close()]));

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
// jsdom (a dev dependency, for the web app's tests) ships no types; only its standard DOMParser is used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const parser = new new JSDOM('').window.DOMParser();

/** A strict XML parse (jsdom's, on saxes); a malformed document fails the test with the parser's message. */
function parseXml(text: string): Document {
  const document = parser.parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

/** The <url> entries of a urlset, checking each holds only what sitemaps.org and hreflang allow. */
function urlsOf(document: Document): SitemapUrl[] {
  const root = document.documentElement;
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  expect(root.localName).toBe('urlset');
  return [...root.children].map((url) => {
    expect(url.namespaceURI).toBe(SITEMAP_NS);
    expect(url.localName).toBe('url');
    const children = [...url.children];
    const loc = children.filter((child) => child.namespaceURI === SITEMAP_NS && child.localName === 'loc');
    const lastmod = children.filter((child) => child.namespaceURI === SITEMAP_NS && child.localName === 'lastmod');
    const links = children.filter((child) => child.namespaceURI === XHTML_NS && child.localName === 'link');
    expect(loc).toHaveLength(1);
    expect(lastmod.length).toBeLessThanOrEqual(1);
    expect(loc.length + lastmod.length + links.length).toBe(children.length);
    for (const link of links) expect(link.getAttribute('rel')).toBe('alternate');
    return {
      loc: loc[0]!.textContent,
      lastmod: lastmod[0]?.textContent ?? null,
      alternates: Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    };
  });
}

async function sitemapUrls(app: Pick<TestApp, 'request'>, path = '/sitemap.xml'): Promise<SitemapUrl[]> {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return urlsOf(parseXml(await response.text()));
}

/** The paths of a sitemap's URLs on a shop reached at `base`. */
function pathsOf(urls: SitemapUrl[], base = 'http://isoko.test'): string[] {
  return urls.map(({ loc }) => {
    expect(loc.startsWith(`${base}/`)).toBe(true);
    return loc.slice(base.length);
  });
}

/** The product and listing pages, built from the shop's GraphQL answers as the web app builds its links. */
async function shopperPages(app: TestApp) {
  const result = await app.graphql(graphql(`{
    categories { databaseId slug subCategories { databaseId slug } }
    newArrivals { databaseId slug }
  }`));
  expect(result.errors).toBeUndefined();
  const categories = result.data!.categories as { databaseId: string; slug: string; subCategories: { databaseId: string; slug: string }[] }[];
  const listings = categories.flatMap((category) => {
    const base = `/${slugId(category.slug, category.databaseId)}`;
    return [`${base}/all`, ...category.subCategories.map((sub) => `${base}/${slugId(sub.slug, sub.databaseId)}`)];
  });
  // productPath (client/src/features/product-card/productPath.ts).
  const products = (result.data!.newArrivals as { databaseId: string; slug: string }[]).map((product) => ({
    id: product.databaseId,
    path: `/product/${slugId(product.slug, product.databaseId)}`,
  }));
  return { categories, listings, products };
}

/**
 * Whether robots.txt lets a crawler fetch a path, as RFC 9309 reads it: `*` any run of characters, `$` the end,
 * the longest matching rule wins and an Allow wins a tie.
 */
function robotsAllow(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S*)$/.exec(line);
    if (!rule?.[2]) continue;
    const pattern = rule[2];
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern).split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    if (!new RegExp(`^${body.join('.*')}${anchored ? '$' : ''}`).test(path)) continue;
    const allow = rule[1] === 'Allow';
    if (!best || pattern.length > best.length || (pattern.length === best.length && allow)) best = { length: pattern.length, allow };
  }
  return best?.allow ?? true;
}

/** A found file of the given type that caches may keep for an hour. */
function expectCachedFile(response: Response, contentType: string): void {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
}

describe('robots.txt', () => {
  const PRIVATE = [
    '/dashboard',
    '/dashboard/profile',
    '/dashboard/myorders?status=PENDING',
    '/checkout',
    '/cart',
    '/payment?order=abc',
    '/success?order=abc',
    '/cancel?order=abc',
    '/login',
    '/register',
    '/forgot-password',
    '/verification-otp',
    '/reset-password',
    '/user',
    '/api/product/get',
    '/graphql',
    '/search',
    '/search?q=rice',
  ];
  const PUBLIC = ['/', '/categories', '/product/fresh-milk-cm42', '/cartons-cm1/all', '/users-guide-cm2/all', '/searchlight-cm3/all', '/uploads/seed/x.webp'];

  it('lets crawlers reach the shopper pages and keeps them off accounts, checkout, search results and the APIs', async () => {
    const response = await t.request('/robots.txt');
    expectCachedFile(response, 'text/plain; charset=utf-8');
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of PRIVATE) expect(robotsAllow(robots, path), path).toBe(false);
    for (const path of PUBLIC) expect(robotsAllow(robots, path), path).toBe(true);
  });

  it("names the sitemap's absolute URL on the request's origin, or a trusted proxy's", async () => {
    const robots = await (await t.request('/robots.txt')).text();
    expect(robots.trimEnd().split('\n').at(-1)).toBe('Sitemap: http://isoko.test/sitemap.xml');
    // The test apps trust the proxy (TRUST_PROXY=true).
    const proxied = await (await t.request('/robots.txt', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'isoko.rw' } })).text();
    expect(proxied.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://isoko.rw/sitemap.xml');
  });

  it('names the sitemap under PUBLIC_URL when it is set, whatever the request says', async () => {
    const robots = await (await shop.request('/robots.txt', { headers: { 'x-forwarded-host': 'elsewhere.example' } })).text();
    expect(robots.trimEnd().split('\n').at(-1)).toBe(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is a sitemaps.org urlset, cached for an hour, HEAD included', async () => {
    const response = await t.request('/sitemap.xml');
    expectCachedFile(response, 'application/xml; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(urlsOf(parseXml(text)).length).toBeGreaterThan(300);

    const head = await t.request('/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('lists home, the categories page, every listing and every live product, each once, at the paths the web app links', async () => {
    const urls = await sitemapUrls(t);
    const paths = pathsOf(urls);
    expect(new Set(paths).size).toBe(paths.length);
    const { categories, listings, products } = await shopperPages(t);
    expect(categories.length).toBeGreaterThan(10);
    expect(paths.slice(0, 2)).toEqual(['/', '/categories']);
    expect(paths.filter((path) => !path.startsWith('/product/')).slice(2).sort()).toEqual([...listings].sort());
    for (const product of products) expect(paths).toContain(product.path);
    expect(paths.filter((path) => path.startsWith('/product/'))).toHaveLength(await t.db.product.count({ where: { deletedAt: null } }));
  });

  it("dates each listing and product from its row's last change", async () => {
    const urls = await sitemapUrls(t);
    const byPath = new Map(pathsOf(urls).map((path, index) => [path, urls[index]!]));
    const { products } = await shopperPages(t);
    const product = await t.db.product.findUniqueOrThrow({ where: { id: products[0]!.id } });
    expect(byPath.get(products[0]!.path)!.lastmod).toBe(product.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    for (const url of urls.slice(2)) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('gives every URL its English, Kinyarwanda, French and default alternates', async () => {
    for (const url of await sitemapUrls(t)) {
      expect(url.alternates).toEqual({ en: url.loc, rw: `${url.loc}?lang=rw`, fr: `${url.loc}?lang=fr`, 'x-default': url.loc });
    }
  });

  it('escapes what it writes: an ampersand in PUBLIC_URL reads back as itself', async () => {
    const response = await shop.request('/sitemap.xml');
    const text = await response.text();
    expect(text).toContain('<loc>https://shop.example.rw/isoko&amp;co/</loc>');
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const urls = urlsOf(parseXml(text));
    expect(pathsOf(urls, PUBLIC_URL).slice(0, 2)).toEqual(['/', '/categories']);
    expect(urls[0]!.alternates.rw).toBe(`${PUBLIC_URL}/?lang=rw`);
  });

  it('leaves out a product once it is deleted from the shop', async () => {
    const { products } = await sitemapUrls(t).then((urls) => ({ products: pathsOf(urls).filter((path) => path.startsWith('/product/')) }));
    const { products: newest } = await shopperPages(t);
    const gone = newest[0]!;
    const deleted = await t.graphql(graphql(`mutation($id: ID!) { deleteProduct(input: { id: $id }) { __typename } }`), { id: globalId('Product', gone.id) }, { token: await adminToken(t) });
    expect(deleted.data!.deleteProduct.__typename).toBe('DeleteProductPayload');
    const after = pathsOf(await sitemapUrls(t)).filter((path) => path.startsWith('/product/'));
    expect(after).not.toContain(gone.path);
    expect(after).toEqual(products.filter((path) => path !== gone.path));
  });
});

describe('a sitemap larger than one file', () => {
  /** The app's own sitemap files, split at a small size and read a few products at a time. */
  const split = (options: { maxUrlsPerFile?: number; maxBytesPerFile?: number }) => {
    const files = seoFiles(t.app.services, { ...options, productsPerRead: 7 });
    return { request: (path: string) => Promise.resolve(files.request(`http://isoko.test${path}`)) };
  };

  /** The page URLs a sitemap index lists. */
  async function indexOf(app: ReturnType<typeof split>): Promise<string[]> {
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const root = parseXml(await response.text()).documentElement;
    expect(root.namespaceURI).toBe(SITEMAP_NS);
    expect(root.localName).toBe('sitemapindex');
    return [...root.children].map((entry) => {
      expect(entry.localName).toBe('sitemap');
      return entry.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent;
    });
  }

  it('becomes an index of /sitemap-1.xml, /sitemap-2.xml, ... that hold every URL once, in order, at most the limit each', async () => {
    const whole = await sitemapUrls(t);
    const app = split({ maxUrlsPerFile: 100 });
    const pages = await indexOf(app);
    expect(pages).toEqual(Array.from({ length: Math.ceil(whole.length / 100) }, (_, index) => `http://isoko.test/sitemap-${index + 1}.xml`));
    const parts = [];
    for (const page of pages) {
      const urls = await sitemapUrls(app, new URL(page).pathname);
      expect(urls.length).toBeLessThanOrEqual(100);
      parts.push(...urls);
    }
    expect(parts).toEqual(whole);
  });

  it('keeps each file within the byte limit too', async () => {
    const app = split({ maxBytesPerFile: 40_000 });
    const pages = await indexOf(app);
    expect(pages.length).toBeGreaterThan(5);
    let count = 0;
    for (const page of pages) {
      const text = await (await app.request(new URL(page).pathname)).text();
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(40_000);
      count += urlsOf(parseXml(text)).length;
    }
    expect(count).toBe((await sitemapUrls(t)).length);
  });

  it('answers 404 for a page beyond the last and for any malformed page name', async () => {
    const app = split({ maxUrlsPerFile: 100 });
    const pages = await indexOf(app);
    for (const path of [`/sitemap-${pages.length + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml', '/sitemap-1.5.xml', '/sitemap-.xml', '/sitemap--1.xml']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    // On the shop itself, a page the single file makes unnecessary is a 404, not the web app's page.
    for (const path of ['/sitemap-2.xml', '/sitemap-01.xml', '/sitemap-99999999999.xml']) expect((await t.request(path)).status, path).toBe(404);
  });
});
