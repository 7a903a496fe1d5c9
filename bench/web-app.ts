/**
 * Web app benchmark: the JavaScript of a first visit (gzipped, against the 120 KB budget) and the page-load vitals
 * (LCP, CLS, total blocking time) of the home, search and product pages on a throttled mid-range phone (Lighthouse's
 * slow 4G, CPU 4x slower), each against a baseline measured in the same run: a tiny static page of the same server.
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
import { isMain } from './support.js';
import { stackFloorGzipBytes } from './web-app/stack-floor.js';
import { firstVisitScripts, measureVitals, PHONE, SLOW_4G, type Vitals } from './web-app/vitals.js';

const BUDGET_KB = 120;
const OLD_CLIENT_KB = 166;
const TARGET = { lcpMs: 2000, cls: 0.05 };
// The whole run is abandoned (and cleaned up) rather than left hanging.
const OVERALL_TIMEOUT_MS = 20 * 60_000;

const kb = (bytes: number) => bytes / 1024;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ratio = (value: number, baseline: number) => (baseline > 0 ? `${(value / baseline).toFixed(2)}x` : 'n/a');

/** Pages to measure: a search that has results and a real product, found through GraphQL. */
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
  const { newArrivals } = await graphql('{ newArrivals { databaseId slug } }');
  const product = newArrivals[0];
  return [
    { name: 'baseline: static page (/api/docs)', path: '/api/docs' },
    { name: 'home', path: '/' },
    { name: 'search', path: '/search?q=rice' },
    { name: 'product', path: `/product/${product.slug}-${product.databaseId}` },
  ];
}

export interface WebAppFigures {
  /** JavaScript a first visit to / downloads before its largest paint, gzipped (KB). */
  initialGzipKb: number;
  /** The same stack with no app code on it (KB gzipped). */
  stackFloorKb: number;
  budgetKb: number;
  /** Medians per page on the throttled phone; the first row is the baseline (a tiny static page). */
  pages: { name: string; lcpMs: number; cls: number; tbtMs: number }[];
}

/** Builds what is stale, starts the shop on a fresh database and measures the first visit and the vitals. */
export async function benchWebApp(RUNS = 5, port?: number, log: (line: string) => void = console.log): Promise<WebAppFigures> {
  let initialKb!: number;
  let floorKb!: number;
  let summary!: { page: { name: string; path: string }; fcp: number; lcp: number; cls: number; tbt: number; blocking: number; load: number; lcpElements: string[]; runs: Vitals[] }[];
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

    // (a) JavaScript of a first visit to the home page.
    const firstVisit = await firstVisitScripts(browser, `${origin}/`);
    const initial = firstVisit.scripts.filter((script) => script.beforeLcp);
    const later = firstVisit.scripts.filter((script) => !script.beforeLcp);
    initialKb = kb(initial.reduce((sum, script) => sum + script.gzipBytes, 0));
    const initialWire = kb(initial.reduce((sum, script) => sum + script.wireBytes, 0));
    log('\n(a) JavaScript a first visit to / downloads before its largest contentful paint');
    log('    (gzip: each body compressed here with zlib level 9; wire: bytes the server actually sent)');
    for (const script of initial) {
      log(`    ${script.path.padEnd(48)} ${kb(script.rawBytes).toFixed(1).padStart(7)} KB raw ${kb(script.gzipBytes).toFixed(1).padStart(7)} KB gzip ${kb(script.wireBytes).toFixed(1).padStart(7)} KB wire  arrived ${script.arrivedMs.toFixed(0).padStart(5)} ms`);
    }
    log(`    ${'total'.padEnd(48)} ${kb(initial.reduce((s, x) => s + x.rawBytes, 0)).toFixed(1).padStart(7)} KB raw ${initialKb.toFixed(1).padStart(7)} KB gzip ${initialWire.toFixed(1).padStart(7)} KB wire`);
    for (const script of later) log(`    after LCP: ${script.path} ${kb(script.gzipBytes).toFixed(1)} KB gzip`);
    log(`    budget ${BUDGET_KB} KB: ${initialKb.toFixed(1)} KB is ${(initialKb / BUDGET_KB).toFixed(2)}x the budget (${initialKb <= BUDGET_KB ? 'pass' : 'FAIL'}); old client ${OLD_CLIENT_KB} KB: ${(initialKb / OLD_CLIENT_KB).toFixed(2)}x`);
    // The baseline of this part: the same stack with no app on it, built in this run.
    floorKb = kb(await stackFloorGzipBytes());
    log(`    stack floor (React 19 + Relay + react-router, one route, no app code): ${floorKb.toFixed(1)} KB gzip; the first visit is ${(initialKb / floorKb).toFixed(2)}x the floor, the app's own code ${(initialKb - floorKb).toFixed(1)} KB`);
    log(`    the budget is ${(BUDGET_KB / floorKb).toFixed(2)}x the floor: ${BUDGET_KB >= floorKb ? 'reachable' : 'below what the stack alone weighs'}`);

    // (b) Vitals on a throttled phone. One unmeasured load per page first, so server-side caches (resized images,
    // SQLite pages) are warm as they would be in a running shop; every measured run starts with an empty browser cache.
    log(`\n(b) vitals: ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, ${SLOW_4G.downloadKbps / 1024} Mbps down / ${SLOW_4G.uploadKbps} Kbps up / ${SLOW_4G.rttMs} ms RTT, CPU ${SLOW_4G.cpuSlowdown}x slower; median of ${RUNS} runs`);
    for (const page of pages) await measureVitals(browser, origin + page.path);
    const results = new Map<string, Vitals[]>(pages.map((page) => [page.name, []]));
    // Pages take turns run by run, so a slow moment of the machine does not land on one page only.
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) results.get(page.name)!.push(await measureVitals(browser, origin + page.path));
    }
    summary = pages.map((page) => {
      const runs = results.get(page.name)!;
      return {
        page,
        fcp: median(runs.map((r) => r.fcpMs)),
        lcp: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbt: median(runs.map((r) => r.tbtMs)),
        blocking: median(runs.map((r) => r.blockingFromStartMs)),
        load: median(runs.map((r) => r.loadMs)),
        lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
        runs,
      };
    });
    const baseline = summary[0]!;
    const best = (runs: Vitals[]) => Math.min(...runs.map((r) => r.lcpMs));
    log(
      `    ${'page'.padEnd(36)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'(best)'.padStart(8)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)} ${'block0'.padStart(7)}` +
        `   LCP vs base  block0 vs base  LCP<=${TARGET.lcpMs / 1000}s  CLS<${TARGET.cls}`,
    );
    for (const row of summary) {
      const isBaseline = row === baseline;
      log(
        `    ${row.page.name.padEnd(36)} ${row.fcp.toFixed(0).padStart(6)}ms ${row.lcp.toFixed(0).padStart(6)}ms ${best(row.runs).toFixed(0).padStart(6)}ms ${row.cls.toFixed(3).padStart(6)} ${row.tbt.toFixed(0).padStart(5)}ms ${row.blocking.toFixed(0).padStart(5)}ms` +
          `   ${(isBaseline ? '1.00x' : ratio(row.lcp, baseline.lcp)).padStart(11)}  ${(isBaseline ? '1.00x' : ratio(row.blocking, baseline.blocking)).padStart(14)}` +
          `  ${(row.lcp <= TARGET.lcpMs ? 'pass' : 'FAIL').padStart(8)}  ${(row.cls < TARGET.cls ? 'pass' : 'FAIL').padStart(7)}`,
      );
    }
    log('    TBT: long tasks beyond 50 ms between FCP and the later of LCP and load; block0: the same from navigation start');
    log('    (the app paints nothing until its JavaScript has run, so its main-thread work lands before FCP and shows in block0).');
    log('    runs (LCP ms / CLS / TBT ms / block0 ms) and what the largest paint was:');
    for (const row of summary) {
      log(`      ${row.page.name} (${row.page.path}): ${row.runs.map((r) => `${r.lcpMs.toFixed(0)} / ${r.cls.toFixed(3)} / ${r.tbtMs.toFixed(0)} / ${r.blockingFromStartMs.toFixed(0)}`).join(', ')}`);
      log(`        LCP element: ${row.lcpElements.join(' | ')}`);
      const worst = row.runs.map((r) => r.worstShift).find((shift) => shift && shift.value >= 0.01);
      if (worst) log(`        largest layout shift: ${worst.value.toFixed(3)} at ${worst.time.toFixed(0)} ms, moved ${worst.moved.join(', ')}`);
    }
    log(`\nmachine load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores: timings stretch when it is busy; compare with the baseline row.`);
  } finally {
    clearTimeout(watchdog);
    for (const [signal, handler] of handlers) process.off(signal, handler);
    await cleanUp();
  }
  return { initialGzipKb: initialKb, stackFloorKb: floorKb, budgetKb: BUDGET_KB, pages: summary.map((row) => ({ name: row.page.name, lcpMs: row.lcp, cls: row.cls, tbtMs: row.tbt })) };
}

if (isMain(import.meta.url)) {
  try {
    await benchWebApp(Number(process.argv[2] ?? 5), process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined);
  } catch (error) {
    console.error('bench failed:', error);
    process.exitCode = 1;
  }
}
