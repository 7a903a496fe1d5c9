import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersionSource } from '../../../server/database/catalogue-version.js';
import { ResponseCache } from '../../../server/cache/response-cache.js';
import { pageRoute } from '../../../server/pages/page-route.js';
import { acceptsGzip } from '../../../server/pages/page-encoding.js';
import { type BuildManifest, inlineStylesheets, moduleAssetTags, type PageOperation, pageHead } from '../../../server/pages/renderer.js';

// The server's side of rendered pages, with a renderer of the test's own (the web app's real one is driven by the
// browser tests): which pages render, what is cached, and that a renderer that fails leaves the app's shell, never
// a blank or broken page.
const SHELL = '<!doctype html><html><head><meta charset="utf-8"><title>Isoko</title><meta name="description" content="generic"><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

/** A renderer module: renders /, /p/* and /boom (which throws); everything else is the app's shell. */
const RENDERER = `
export let calls = 0;
export function rendersOnServer(pathname) { return pathname === '/' || pathname.startsWith('/p/') || pathname === '/boom' || pathname === '/gone'; }
export async function renderPage({ request, locale, origin, head, execute }) {
  calls += 1;
  globalThis.renderCalls = calls;
  const url = new URL(request.url);
  if (url.pathname === '/boom') throw new Error('the page broke');
  if (url.pathname === '/gone') return { kind: 'page', status: 404, html: '<!DOCTYPE html><html><head>' + head([]) + '</head><body>not found</body></html>' };
  const answer = await execute({ id: 'op-1', name: 'PageQuery', variables: { path: url.pathname } }, locale);
  return { kind: 'page', status: 200, html: '<!DOCTYPE html><html lang="' + locale + '"><head>' + head(['features/p/PRoute']) + '</head><body>' + JSON.stringify(answer) + '|' + origin + '</body></html>' };
}
`;

/** The route module's chunk imports the entry's (already in the head) and a shared chunk with a stylesheet. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
  'src/features/p/PRoute.tsx': { file: 'assets/PRoute-2.js', imports: ['index.html', '_card.js'], css: ['assets/PRoute-2.css'] },
  '_card.js': { file: 'assets/card-3.js', imports: ['index.html'], css: ['assets/card-3.css'] },
  '_shared.js': { file: 'assets/shared-4.js' },
};

let folder: string;
let version = 1;
const versions: CatalogueVersionSource = { current: () => Promise.resolve(version), nextTimeChange: () => Promise.resolve(null) };
const askedInProcess: { operation: PageOperation; locale: string }[] = [];

function app(options: { renderer?: boolean; cache?: boolean } = {}) {
  const clientDist = join(folder, 'dist');
  const hono = new Hono();
  hono.get(
    '*',
    pageRoute({
      config: { PUBLIC_URL: 'https://isoko.example', TRUST_PROXY: false },
      clientDist,
      rendererDir: join(folder, options.renderer === false ? 'missing' : 'renderer'),
      responseCache: options.cache === false ? null : new ResponseCache(versions, { maxEntries: 100, maxBytes: 1_000_000 }),
      logger: pino({ level: 'silent' }),
      operation: (operation, locale) => {
        askedInProcess.push({ operation, locale });
        return Promise.resolve({ data: { answered: true } });
      },
    }),
  );
  return hono;
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'isoko-pages-'));
  mkdirSync(join(folder, 'dist'));
  mkdirSync(join(folder, 'renderer'));
  writeFileSync(join(folder, 'dist/index.html'), SHELL);
  mkdirSync(join(folder, 'dist/assets'));
  writeFileSync(join(folder, 'dist/assets/PRoute-2.css'), '.p{color:green}');
  writeFileSync(join(folder, 'dist/assets/card-3.css'), '.card{display:grid}');
  mkdirSync(join(folder, 'dist/.vite'));
  writeFileSync(join(folder, 'dist/.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(folder, 'renderer/entry-server.js'), RENDERER);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const renderCalls = () => (globalThis as { renderCalls?: number }).renderCalls ?? 0;

describe('rendered pages', () => {
  it('renders a public page with the built head (less the generic title and description), asking GraphQL in process in the page language', async () => {
    const response = await app().request('/p/1?lang=rw');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe('rw');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBeNull();
    const html = await response.text();
    expect(html).toContain(
      '<html lang="rw"><head><meta charset="utf-8"><script type="module" src="/assets/index-1.js"></script>' +
        '<style data-href="/assets/PRoute-2.css">.p{color:green}</style><link rel="stylesheet" crossorigin href="/assets/PRoute-2.css" disabled>' +
        '<style data-href="/assets/card-3.css">.card{display:grid}</style><link rel="stylesheet" crossorigin href="/assets/card-3.css" disabled>' +
        '<meta name="isoko-module" content="/assets/PRoute-2.js"><meta name="isoko-module" content="/assets/shared-4.js">' +
        '<meta name="isoko-module" content="/assets/card-3.js"></head>',
    );
    expect(html).not.toContain('<title>Isoko</title>');
    expect(html).toContain('{"data":{"answered":true}}|https://isoko.example');
    expect(askedInProcess.at(-1)).toEqual({ operation: { id: 'op-1', name: 'PageQuery', variables: { path: '/p/1' } }, locale: 'rw' });
  });

  it('takes the language from ?lang=, then the language cookie, then Accept-Language, else English', async () => {
    const shop = app({ cache: false });
    const language = async (path: string, headers: Record<string, string> = {}) => (await shop.request(path, { headers })).headers.get('content-language');
    expect(await language('/p/2?lang=fr', { cookie: 'language=rw', 'accept-language': 'en' })).toBe('fr');
    expect(await language('/p/2', { cookie: 'theme=dark; language=rw', 'accept-language': 'fr' })).toBe('rw');
    expect(await language('/p/2', { 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('fr');
    expect(await language('/p/2?lang=de', { cookie: 'language=xx' })).toBe('en');
  });

  it('keeps anonymous HTML per language and address until the catalogue changes', async () => {
    const shop = app();
    const first = await shop.request('/p/3');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const before = renderCalls();
    const again = await shop.request('/p/3');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    expect(renderCalls()).toBe(before);
    expect((await shop.request('/p/3?lang=fr')).headers.get('x-cache')).toBe('MISS');
    version += 1;
    expect((await shop.request('/p/3')).headers.get('x-cache')).toBe('MISS');
    expect(renderCalls()).toBe(before + 2);
  });

  it('keeps a page gzipped and sends it so to a browser, unpacked to a client that does not take gzip', async () => {
    const shop = app();
    const gzipped = async (response: Response) => gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    const first = await shop.request('/p/7', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const page = await gzipped(first);
    expect(page).toContain('{"data":{"answered":true}}');
    const again = await shop.request('/p/7', { headers: { 'accept-encoding': 'br;q=1, gzip;q=0.8' } });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped(again)).toBe(page);
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0', 'br']) {
      const plain = await shop.request('/p/7', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      expect(plain.headers.get('x-cache'), acceptEncoding).toBe('HIT');
      expect(plain.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(await plain.text(), acceptEncoding).toBe(page);
    }
  });

  it('answers a page that is not found with 404, and keeps no copy of it', async () => {
    const shop = app();
    for (let i = 0; i < 2; i += 1) {
      const response = await shop.request('/gone');
      expect(response.status).toBe(404);
      expect(response.headers.get('x-cache')).toBe('MISS');
    }
  });

  it('serves the app shell for the pages it does not render, for a page that fails to render, and without a built renderer', async () => {
    const shop = app();
    for (const path of ['/cart', '/dashboard/profile', '/boom']) {
      const response = await shop.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(SHELL);
    }
    const unbuilt = await app({ renderer: false }).request('/p/1');
    expect(await unbuilt.text()).toBe(SHELL);
  });
});

describe('moduleAssetTags', () => {
  it('links each rendered module\'s stylesheets and code, with what they import, once, leaving out what the head has', () => {
    const head = '<script type="module" src="/assets/index-1.js"></script>';
    const tags = moduleAssetTags(MANIFEST, ['features/p/PRoute', 'features/p/PRoute'], head);
    expect(tags.match(/PRoute-2\.css/g)).toHaveLength(1);
    expect(tags).not.toContain('index-1.js');
    expect(tags).toContain('shared-4.js');
    expect(() => moduleAssetTags(MANIFEST, ['features/q/Missing'], head)).toThrow('The build manifest has no src/features/q/Missing.tsx');
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and clients write it', () => {
    for (const header of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1.0, GZIP;q=0.5', '*', 'deflate, *;q=0.1']) expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, null, '', 'identity', 'br', 'gzip;q=0', 'gzip;q=0, *', '*;q=0', 'gzip;q=nonsense']) expect(acceptsGzip(header), String(header)).toBe(false);
  });
});

describe('inlineStylesheets', () => {
  it('writes each linked stylesheet into the head and keeps its link disabled, so neither the browser nor the app fetches it', () => {
    const read = (href: string) => ({ '/assets/a-1.css': '.a{color:red}', '/assets/b-2.css': '.b>.c{margin:0}' })[href]!;
    const tags = '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/a-1.css"><link rel="stylesheet" crossorigin href="/assets/b-2.css">';
    expect(inlineStylesheets(tags, read)).toBe(
      '<script type="module" src="/assets/index-1.js"></script>' +
        '<style data-href="/assets/a-1.css">.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a-1.css" disabled>' +
        '<style data-href="/assets/b-2.css">.b>.c{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/b-2.css" disabled>',
    );
  });

  it('leaves linked a stylesheet that could close the style element early', () => {
    const tag = '<link rel="stylesheet" crossorigin href="/assets/odd-3.css">';
    expect(inlineStylesheets(tag, () => '.x::after{content:"</style><script>"}')).toBe(tag);
  });
});

describe('pageHead', () => {
  it('keeps the built head but the generic title and description, names the preloaded code instead, and refuses an index without a head', () => {
    expect(pageHead(SHELL)).toBe('<meta charset="utf-8"><script type="module" src="/assets/index-1.js"></script>');
    const preloading = SHELL.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/app-5.css"><link rel="modulepreload" crossorigin href="/assets/app-6.js"></head>');
    expect(pageHead(preloading)).toBe(
      '<meta charset="utf-8"><script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/app-5.css"><meta name="isoko-module" content="/assets/app-6.js">',
    );
    expect(() => pageHead('<html><body></body></html>')).toThrow('The built index.html has no head');
  });
});
