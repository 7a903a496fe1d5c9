/**
 * Web app benchmark: the page-load vitals (LCP, CLS, total blocking time) of the home, search, category listing and
 * product pages on a throttled mid-range phone (Lighthouse's slow 4G, CPU 4x slower) against a tiny static page of
 * the same server measured in the same run; whether each page's largest paint needs JavaScript (is the element in the
 * server's HTML, and LCP with JavaScript off against on); and all the JavaScript a first visit downloads (gzipped)
 * against the stack's floor (React + Relay + react-router with no app code, built in the same run).
 *
 *   npx tsx bench/web-app.ts [runs]        (default 5 runs per page; not part of npm test)
 *
 * Expects the built web app (client/dist); scripts/start.mjs builds it (and the server bundle) when missing or stale. The server
 * runs on a free port (BENCH_PORT to choose one) with a fresh database under var/bench-web-app/.
 */
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import playwrightConfig from '../playwright.config.js';
import { type BenchServer, ensureClientBuild, freePort, startServer } from './web-app/server.js';
import { isMain, median } from './support.js';
import { stackFloorGzipBytes } from './web-app/stack-floor.js';
import { firstVisitScripts, lcpElementInHtml, measureLcpWithoutJavaScript, measureVitals, PHONE, SLOW_4G, type Vitals } from './web-app/vitals.js';

/** First-visit JavaScript may weigh the stack's floor plus this much (gzipped). */
export const JS_OVER_FLOOR_KB = 30;
/** lcpToNoJs: "about equal" LCP with JavaScript on and off, for a page that paints from its HTML. */
export const TARGET = { lcpMs: 1200, lcpToBaseline: 1.6, cls: 0.05, tbtMs: 200, lcpToNoJs: 1.2 } as const;
// The whole run is abandoned (and cleaned up) rather than left hanging.
const OVERALL_TIMEOUT_MS = 25 * 60_000;

const kb = (bytes: number) => bytes / 1024;
const ratio = (value: number, baseline: number) => (baseline > 0 ? `${(value / baseline).toFixed(2)}x` : 'n/a');
const passFail = (met: boolean) => (met ? 'pass' : 'FAIL');

/** Pages to measure: a search that has results, a category listing and a real product, found through GraphQL. */
async function pagesToMeasure(origin: string): Promise<{ name: string; path: string }[]> {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: any }).data;
  };
  const search = await graphql('query ($q: String!) { searchProducts(query: $q, first: 1) { edges { node { id } } } }', { q: 'rice' });
  if (search.searchProducts.edges.length === 0) throw new Error('the search for "rice" found nothing; pick another query');
  const { categories } = (await graphql('{ categories { databaseId slug products(first: 1) { totalCount } } }')) as { categories: { databaseId: string; slug: string; products: { totalCount: number } }[] };
  // The category with the most products: the fullest listing a shopper opens.
  const category = [...categories].sort((a, b) => b.products.totalCount - a.products.totalCount)[0];
  if (!category || category.products.totalCount === 0) throw new Error('no category has products');
  const { newArrivals } = await graphql('{ newArrivals { databaseId slug } }');
  const product = newArrivals[0];
  return [
    { name: 'baseline: static page (/api/docs)', path: '/api/docs' },
    { name: 'home', path: '/' },
    { name: 'search', path: '/search?q=rice' },
    { name: 'category listing', path: `/${category.slug}-${category.databaseId}/all` },
    { name: 'product', path: `/product/${product.slug}-${product.databaseId}` },
  ];
}

export interface PageFigures {
  name: string;
  path: string;
  /** Medians on the throttled phone. */
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What the largest paint was in the measured runs. */
  lcpElements: string[];
  /** Whether every run's largest-paint element is in the HTML the server sends. */
  lcpInHtml: boolean;
  /** Median LCP with JavaScript off (same phone, same throttling), and what painted. */
  noJsLcpMs: number;
  noJsLcpElements: string[];
}

export interface WebAppFigures {
  /** All the JavaScript a first visit to / downloads until the page has settled, gzipped (KB). */
  firstVisitGzipKb: number;
  /** The part of it that had arrived by the largest paint (KB gzipped). */
  beforeLcpGzipKb: number;
  /** The same stack with no app code on it (KB gzipped), built in this run. */
  stackFloorKb: number;
  /** The budget: the floor plus JS_OVER_FLOOR_KB. */
  budgetKb: number;
  /** The first row is the baseline (a tiny static page). */
  pages: PageFigures[];
}

/** Whether a page meets the LCP targets: at most TARGET.lcpMs and at most TARGET.lcpToBaseline of the static page. */
export const lcpMet = (page: PageFigures, baseline: PageFigures) => page.lcpMs <= TARGET.lcpMs && page.lcpMs <= TARGET.lcpToBaseline * baseline.lcpMs;

/** Whether a page needs no JavaScript before its largest paint: the element is in the HTML and LCP with JavaScript is about LCP without. */
export const paintsFromHtml = (page: PageFigures) => page.lcpInHtml && page.noJsLcpMs > 0 && page.lcpMs <= TARGET.lcpToNoJs * page.noJsLcpMs;

/** Builds what is stale, starts the shop on a fresh database and measures the first visit and the vitals. */
export async function benchWebApp(RUNS = 5, port?: number, log: (line: string) => void = console.log): Promise<WebAppFigures> {
  let figures!: WebAppFigures;
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  let cleaning: Promise<void> | undefined;
  function cleanUp(): Promise<void> {
    cleaning ??= (async () => {
      await browser?.close().catch(() => undefined);
      await server?.stop().catch(() => undefined);
    })();
    return cleaning;
  }
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const handler = () => void cleanUp().finally(() => process.exit(130));
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  const watchdog = setTimeout(() => {
    console.error(`bench: no result after ${OVERALL_TIMEOUT_MS / 60_000} minutes; stopping`);
    void cleanUp().finally(() => process.exit(1));
  }, OVERALL_TIMEOUT_MS);
  watchdog.unref();

  const loadAtStart = loadavg()[0]!;
  try {
    ensureClientBuild();
    port ??= await freePort();
    log(`starting the server on :${port} with a fresh database...`);
    server = await startServer(resolve('var/bench-web-app/server'), port);
    browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, timeout: 60_000 });
    const { origin } = server;
    const pages = await pagesToMeasure(origin);

    // (a) JavaScript of a first visit to the home page: all of it, since a rendered page needs none before its paint.
    const firstVisit = await firstVisitScripts(browser, `${origin}/`);
    const sum = (key: 'rawBytes' | 'gzipBytes' | 'wireBytes', scripts = firstVisit.scripts) => kb(scripts.reduce((total, script) => total + script[key], 0));
    const totalKb = sum('gzipBytes');
    const beforeLcpKb = sum('gzipBytes', firstVisit.scripts.filter((script) => script.beforeLcp));
    log('\n(a) all the JavaScript a first visit to / downloads (until the page has settled)');
    log('    (gzip: each body compressed here with zlib level 9; wire: bytes the server actually sent)');
    for (const script of firstVisit.scripts) {
      log(
        `    ${script.path.padEnd(48)} ${kb(script.rawBytes).toFixed(1).padStart(7)} KB raw ${kb(script.gzipBytes).toFixed(1).padStart(7)} KB gzip ${kb(script.wireBytes).toFixed(1).padStart(7)} KB wire  arrived ${script.arrivedMs.toFixed(0).padStart(5)} ms ${script.beforeLcp ? 'before' : 'after'} LCP`,
      );
    }
    log(`    ${'total'.padEnd(48)} ${sum('rawBytes').toFixed(1).padStart(7)} KB raw ${totalKb.toFixed(1).padStart(7)} KB gzip ${sum('wireBytes').toFixed(1).padStart(7)} KB wire  (${beforeLcpKb.toFixed(1)} KB gzip had arrived by LCP at ${firstVisit.lcpMs.toFixed(0)} ms)`);
    // The baseline of this part: the same stack with no app on it, built in this run.
    const floorKb = kb(await stackFloorGzipBytes());
    const budgetKb = floorKb + JS_OVER_FLOOR_KB;
    log(`    stack floor (React 19 + Relay + react-router, one route, no app code): ${floorKb.toFixed(1)} KB gzip; the first visit is ${ratio(totalKb, floorKb)} the floor, the app's own code ${(totalKb - floorKb).toFixed(1)} KB`);
    log(`    target floor + ${JS_OVER_FLOOR_KB} KB = ${budgetKb.toFixed(1)} KB: ${totalKb.toFixed(1)} KB is ${ratio(totalKb, budgetKb)} of it (${passFail(totalKb <= budgetKb)})`);

    // (b) Vitals on a throttled phone. One unmeasured load per page first, so server-side caches (resized images,
    // rendered pages, SQLite pages) are warm as they would be in a running shop; every measured run starts with an
    // empty browser cache.
    log(`\n(b) vitals: ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, ${SLOW_4G.downloadKbps / 1024} Mbps down / ${SLOW_4G.uploadKbps} Kbps up / ${SLOW_4G.rttMs} ms RTT, CPU ${SLOW_4G.cpuSlowdown}x slower; median of ${RUNS} runs, JavaScript on and off`);
    for (const page of pages) await measureVitals(browser, origin + page.path);
    const results = new Map<string, Vitals[]>(pages.map((page) => [page.name, []]));
    const withoutJs = new Map<string, { lcpMs: number; lcpElement: string }[]>(pages.map((page) => [page.name, []]));
    // Pages take turns run by run, so a slow moment of the machine does not land on one page only.
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        results.get(page.name)!.push(await measureVitals(browser, origin + page.path));
        withoutJs.get(page.name)!.push(await measureLcpWithoutJavaScript(browser, origin + page.path));
      }
    }
    const rows = [];
    for (const page of pages) {
      const runs = results.get(page.name)!;
      const html = await (await fetch(origin + page.path, { headers: { accept: 'text/html' } })).text();
      const lcpElements = [...new Set(runs.map((r) => r.lcpElement))];
      const noJs = withoutJs.get(page.name)!;
      rows.push({
        figures: {
          name: page.name,
          path: page.path,
          lcpMs: median(runs.map((r) => r.lcpMs)),
          cls: median(runs.map((r) => r.cls)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          lcpElements,
          lcpInHtml: lcpElements.every((element) => lcpElementInHtml(html, element)),
          noJsLcpMs: median(noJs.map((r) => r.lcpMs)),
          noJsLcpElements: [...new Set(noJs.map((r) => r.lcpElement))],
        } satisfies PageFigures,
        fcp: median(runs.map((r) => r.fcpMs)),
        blocking: median(runs.map((r) => r.blockingFromStartMs)),
        runs,
        noJs,
      });
    }
    const baseline = rows[0]!.figures;
    log(
      `    ${'page'.padEnd(34)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)} ${'block0'.padStart(7)}  LCP vs base` +
        `  LCP<=${TARGET.lcpMs / 1000}s&<=${TARGET.lcpToBaseline}x  CLS<${TARGET.cls}  TBT<=${TARGET.tbtMs}ms`,
    );
    for (const row of rows) {
      const page = row.figures;
      const isBaseline = page === baseline;
      log(
        `    ${page.name.padEnd(34)} ${row.fcp.toFixed(0).padStart(6)}ms ${page.lcpMs.toFixed(0).padStart(6)}ms ${page.cls.toFixed(3).padStart(6)} ${page.tbtMs.toFixed(0).padStart(5)}ms ${row.blocking.toFixed(0).padStart(5)}ms  ${(isBaseline ? '1.00x' : ratio(page.lcpMs, baseline.lcpMs)).padStart(11)}` +
          (isBaseline ? '' : `  ${passFail(lcpMet(page, baseline)).padStart(16)}  ${passFail(page.cls < TARGET.cls).padStart(7)}  ${passFail(page.tbtMs <= TARGET.tbtMs).padStart(11)}`),
      );
    }
    log('    TBT: long tasks beyond 50 ms from FCP until the page has settled (hydration included); block0: the same from navigation start.');
    log('\n    JavaScript before LCP: none required. Is the largest paint in the server\'s HTML, and LCP with JavaScript off against on:');
    log(`    ${'page'.padEnd(34)} ${'in HTML'.padStart(8)} ${'LCP JS on'.padStart(10)} ${'LCP JS off'.padStart(11)} ${'on / off'.padStart(9)}  in HTML & on/off <= ${TARGET.lcpToNoJs}x`);
    for (const { figures: page } of rows.slice(1)) {
      log(`    ${page.name.padEnd(34)} ${(page.lcpInHtml ? 'yes' : 'NO').padStart(8)} ${page.lcpMs.toFixed(0).padStart(8)}ms ${page.noJsLcpMs.toFixed(0).padStart(9)}ms ${ratio(page.lcpMs, page.noJsLcpMs).padStart(9)}  ${passFail(paintsFromHtml(page)).padStart(8)}`);
    }
    log('    runs (LCP ms / CLS / TBT ms / block0 ms; LCP ms without JavaScript) and what the largest paint was:');
    for (const row of rows) {
      log(`      ${row.figures.name} (${row.figures.path}): ${row.runs.map((r) => `${r.lcpMs.toFixed(0)} / ${r.cls.toFixed(3)} / ${r.tbtMs.toFixed(0)} / ${r.blockingFromStartMs.toFixed(0)}`).join(', ')}; without JS ${row.noJs.map((r) => r.lcpMs.toFixed(0)).join(', ')}`);
      log(`        LCP element: ${row.figures.lcpElements.join(' | ')}; without JavaScript: ${row.figures.noJsLcpElements.join(' | ')}`);
      const worst = row.runs.map((r) => r.worstShift).find((shift) => shift && shift.value >= 0.01);
      if (worst) log(`        largest layout shift: ${worst.value.toFixed(3)} at ${worst.time.toFixed(0)} ms, moved ${worst.moved.join(', ')}`);
    }
    log(`\nmachine load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores: timings stretch when it is busy; compare with the baseline row.`);
    figures = { firstVisitGzipKb: totalKb, beforeLcpGzipKb: beforeLcpKb, stackFloorKb: floorKb, budgetKb, pages: rows.map((row) => row.figures) };
  } finally {
    clearTimeout(watchdog);
    for (const [signal, handler] of handlers) process.off(signal, handler);
    await cleanUp();
  }
  return figures;
}

if (isMain(import.meta.url)) {
  try {
    await benchWebApp(Number(process.argv[2] ?? 5), process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined);
  } catch (error) {
    console.error('bench failed:', error);
    process.exitCode = 1;
  }
}
