/**
 * Rendered pages' throughput: the production server (child processes, autocannon with 20 connections from this
 * process) serving
 *   - the JSON category listing the web app asks for (its persisted ListingRoute query by doc_id), RESPONSE_CACHE=off:
 *     the baseline, what the server did per listing before pages were rendered on it;
 *   - a product page's HTML rendered on the server, RESPONSE_CACHE=off (every request renders);
 *   - the same page with RESPONSE_CACHE=on (anonymous HTML from the response cache, checked to be a HIT), asked
 *     without Accept-Encoding as the targets were set, and as a browser asks (gzip: the page is sent as kept).
 * Targets: the rendered page at least 0.5x the JSON listing's requests per second, the cached page at least 2x.
 * Every answer is checked first (200, and the page's HTML carries the product's name, not the app's shell); non-2xx
 * answers under load count as errors. Rounds interleave the three loads; figures are medians of the rounds.
 *
 *   npx tsx bench/pages.ts [rounds] [seconds]     (default 3 rounds of 5 s; BENCH_PORT picks the first of two ports)
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { createReadsDatabase, DETAIL_PRODUCT } from './reads.js';
import { type ChildServer, ensureProductionBuild, isMain, median, root, startShopsCacheOffAndOn } from './support.js';

const PUBLIC_URL = 'http://shop.bench';
const LISTED_CATEGORY = 'c3';
export const PAGE_TARGET = { renderedToJson: 0.5, cachedToJson: 2 } as const;

interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Failed connections, timeouts and non-2xx answers. */
  errors: number;
}

export interface PagesFigures {
  productPath: string;
  json: LoadFigures;
  rendered: LoadFigures;
  cached: LoadFigures;
  /** The cached page asked as a browser asks (Accept-Encoding: gzip): sent as kept, no compression per request. */
  cachedGzip: LoadFigures;
}

/** The persisted operation's id the web app sends for a category listing (client/persisted-operations.json). */
function listingDocumentId(): string {
  const operations = JSON.parse(readFileSync(join(root, 'client/persisted-operations.json'), 'utf8')) as Record<string, string>;
  const found = Object.entries(operations).find(([, text]) => text.startsWith('query ListingRouteQuery('));
  if (!found) throw new Error('client/persisted-operations.json has no ListingRouteQuery; run npm run relay');
  return found[0];
}

interface Load {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function load(origin: string, request: Load, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url: origin + request.path, method: request.method, headers: request.headers, body: request.body, connections: 20, duration: seconds });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function send(origin: string, request: Load): Promise<{ status: number; cache: string | null; text: string }> {
  const response = await fetch(origin + request.path, { method: request.method, headers: request.headers, body: request.body });
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text() };
}

const medianOf = (runs: LoadFigures[]): LoadFigures => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

/** Starts the shop twice (cache off and on) on the reads bench's catalogue, checks the answers, then loads them. */
export async function benchPages(options: { rounds?: number; seconds?: number; ports?: [number, number]; log?: (line: string) => void } = {}): Promise<PagesFigures> {
  const { rounds = 3, seconds = 5, ports = [4316, 4317], log = console.log } = options;
  const workDir = resolve('var/bench-pages');
  rmSync(workDir, { recursive: true, force: true });
  const databaseFile = join(workDir, 'pages.db');
  ensureProductionBuild();
  await createReadsDatabase(databaseFile);
  const { uncached, cached } = await startShopsCacheOffAndOn(databaseFile, workDir, ports, { PUBLIC_URL });
  try {
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    const lookup = await send(uncached.origin, {
      name: 'product',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: 'query ($id: ID!) { product(databaseId: $id) { slug localName } }', variables: { id: DETAIL_PRODUCT } }),
    });
    const product = (JSON.parse(lookup.text) as { data: { product: { slug: string; localName: string } | null } }).data.product;
    if (!product) throw new Error(`product ${DETAIL_PRODUCT} not found`);
    const productPath = `/product/${product.slug}-${DETAIL_PRODUCT}`;
    const listing: Load = {
      name: 'JSON listing',
      method: 'POST',
      path: '/graphql',
      // As the web app sends it: the persisted operation's id and its variables.
      headers: { ...json, 'x-isoko-operation': 'ListingRouteQuery' },
      body: JSON.stringify({ doc_id: listingDocumentId(), variables: { categoryId: LISTED_CATEGORY } }),
    };
    const page: Load = { name: 'product page', method: 'GET', path: productPath, headers: { accept: 'text/html' } };
    const browserPage: Load = { ...page, headers: { ...page.headers, 'accept-encoding': 'gzip, deflate, br' } };

    // The answers are checked before any load: a listing with products, and the product's own page (not the shell).
    const listed = await send(uncached.origin, listing);
    const edges = (JSON.parse(listed.text) as { data?: { category?: { products?: { edges?: unknown[] } } } }).data?.category?.products?.edges ?? [];
    if (listed.status !== 200 || edges.length === 0) throw new Error(`the JSON listing answered ${listed.status} with ${edges.length} products: ${listed.text.slice(0, 200)}`);
    const escapedName = product.localName.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const checkPage = (label: string, answer: { status: number; text: string; cache: string | null }, cache: string) => {
      if (answer.status !== 200) throw new Error(`${productPath} (${label}) answered ${answer.status}`);
      if (!answer.text.includes(`<h1`) || !answer.text.includes(escapedName)) throw new Error(`${productPath} (${label}) is not the rendered product page (no "${product.localName}" in its HTML)`);
      if (answer.cache !== cache) throw new Error(`${productPath} (${label}) answered X-Cache ${answer.cache}, expected ${cache}`);
    };
    checkPage('RESPONSE_CACHE=off', await send(uncached.origin, page), 'BYPASS');
    checkPage('RESPONSE_CACHE=on, first visit', await send(cached.origin, page), 'MISS');
    checkPage('RESPONSE_CACHE=on, warm', await send(cached.origin, page), 'HIT');
    log(`  JSON listing: ${listed.text.length} bytes, ${edges.length} products (doc_id ${listingDocumentId().slice(0, 12)}…, RESPONSE_CACHE=off)`);
    log(`  product page ${productPath}: rendered HTML with "${product.localName}"; X-Cache BYPASS with the cache off, MISS then HIT with it on`);

    const loads: [string, ChildServer, Load][] = [
      ['json', uncached, listing],
      ['rendered', uncached, page],
      ['cached', cached, page],
      ['cachedGzip', cached, browserPage],
    ];
    // Each load warms its server first (JIT, SQLite pages) before anything is counted.
    for (const [, server, request] of loads) await load(server.origin, request, 1);
    const runs: Record<string, LoadFigures[]> = { json: [], rendered: [], cached: [], cachedGzip: [] };
    for (let round = 1; round <= rounds; round += 1) {
      for (const [key, server, request] of loads) runs[key]!.push(await load(server.origin, request, seconds));
      log(`  round ${round}/${rounds}: JSON listing ${runs.json!.at(-1)!.requestsPerSecond.toFixed(0)}, rendered page ${runs.rendered!.at(-1)!.requestsPerSecond.toFixed(0)}, cached page ${runs.cached!.at(-1)!.requestsPerSecond.toFixed(0)} (as a browser asks ${runs.cachedGzip!.at(-1)!.requestsPerSecond.toFixed(0)}) req/s`);
    }
    // Still a HIT after the load: the cached figure is the cache's.
    checkPage('RESPONSE_CACHE=on, after the load', await send(cached.origin, page), 'HIT');
    return { productPath, json: medianOf(runs.json!), rendered: medianOf(runs.rendered!), cached: medianOf(runs.cached!), cachedGzip: medianOf(runs.cachedGzip!) };
  } finally {
    await uncached.stop();
    await cached.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function printPages(figures: PagesFigures, log: (line: string) => void = console.log): void {
  const cell = (run: LoadFigures) => `${run.requestsPerSecond.toFixed(0).padStart(6)} req/s p50 ${String(run.p50).padStart(3)} ms p99 ${String(run.p99).padStart(4)} ms, ${run.errors} errors`;
  const ratio = (run: LoadFigures) => (run.requestsPerSecond / figures.json.requestsPerSecond).toFixed(2);
  log(`  ${'request'.padEnd(46)} | ${'figure (median)'.padEnd(46)} | ratio to JSON listing | target`);
  log(`  ${'JSON listing (ListingRoute doc_id), cache off'.padEnd(46)} | ${cell(figures.json).padEnd(46)} | ${'1.00'.padStart(21)} | baseline`);
  const rendered = figures.rendered.requestsPerSecond / figures.json.requestsPerSecond;
  const cached = figures.cached.requestsPerSecond / figures.json.requestsPerSecond;
  log(`  ${'product page HTML, rendered (cache off)'.padEnd(46)} | ${cell(figures.rendered).padEnd(46)} | ${ratio(figures.rendered).padStart(21)} | >= ${PAGE_TARGET.renderedToJson}: ${rendered >= PAGE_TARGET.renderedToJson && figures.rendered.errors === 0 ? 'pass' : 'FAIL'}`);
  log(`  ${'product page HTML, cached (X-Cache HIT)'.padEnd(46)} | ${cell(figures.cached).padEnd(46)} | ${ratio(figures.cached).padStart(21)} | >= ${PAGE_TARGET.cachedToJson}: ${cached >= PAGE_TARGET.cachedToJson && figures.cached.errors === 0 ? 'pass' : 'FAIL'}`);
  log(`  ${'  the same, as a browser asks (gzip)'.padEnd(46)} | ${cell(figures.cachedGzip).padEnd(46)} | ${ratio(figures.cachedGzip).padStart(21)} | -`);
}

if (isMain(import.meta.url)) {
  const first = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 4316;
  const figures = await benchPages({ rounds: Number(process.argv[2] ?? 3), seconds: Number(process.argv[3] ?? 5), ports: [first, first + 1] });
  printPages(figures);
}
