/**
 * Page-load measurements in Chromium: LCP, CLS and total blocking time under a throttled mid-range phone, LCP with
 * JavaScript off, whether the largest paint is already in the server's HTML, and the JavaScript a first visit downloads.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** Lighthouse's "slow 4G" link and a mid-range phone's CPU (4x slower than this machine). */
export const SLOW_4G = { downloadKbps: 1.6 * 1024, uploadKbps: 750, rttMs: 150, cpuSlowdown: 4 } as const;

/** A phone screen: the Playwright "phone" project's viewport, at a mid-range phone's pixel density. */
export const PHONE = { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

export interface Vitals {
  fcpMs: number;
  lcpMs: number;
  /** What the largest paint was: tag, and image URL or the start of its text. */
  lcpElement: string;
  /** Largest session window of layout shifts without recent input (the CLS definition). */
  cls: number;
  /**
   * Sum of (long task - 50 ms) from FCP until the page has settled: a rendered page paints before its scripts run,
   * so hydration's long tasks come after FCP and often after the load event, and all of them count.
   */
  tbtMs: number;
  /** The same sum from navigation start (the work before the first paint shows here too). */
  blockingFromStartMs: number;
  /** The biggest layout shift: its value, time and the elements it moved (for finding the cause). */
  worstShift: { value: number; time: number; moved: string[] } | null;
  loadMs: number;
}

declare global {
  interface Window {
    __benchVitals?: {
      lcp: number;
      lcpElement: string;
      shifts: { value: number; time: number; moved: string[] }[];
      longTasks: { start: number; duration: number }[];
      lastChange: number;
    };
  }
}

/**
 * Runs in the page before any of its scripts: records the entries the metrics are computed from. Plain JavaScript
 * text, because a compiled function could carry helpers (tsx's __name) that do not exist in the page.
 */
const OBSERVE_VITALS = `(() => {
  const state = { lcp: 0, lcpElement: '', shifts: [], longTasks: [], lastChange: 0 };
  window.__benchVitals = state;
  const describe = (element, entry) => {
    const tag = element ? '<' + element.nodeName.toLowerCase() + '>' : 'removed element';
    if (entry.url) {
      const url = new URL(entry.url);
      return tag + ' ' + url.pathname + url.search;
    }
    return tag + ' "' + (element?.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40) + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.lcp = entry.startTime;
      state.lcpElement = describe(entry.element, entry);
      state.lastChange = performance.now();
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((source) => source.node ? describe(source.node, {}) + ' ' + Math.round(source.previousRect.y) + '->' + Math.round(source.currentRect.y) + 'px' : 'removed node');
      state.shifts.push({ value: entry.value, time: entry.startTime, moved });
      state.lastChange = performance.now();
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** CLS: the largest burst of shifts, a burst ending after a 1 s gap or at 5 s long. */
export function cumulativeLayoutShift(shifts: { value: number; time: number }[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** Total blocking time between two moments: each long task's part inside them beyond 50 ms. */
export function totalBlockingTime(tasks: { start: number; duration: number }[], from: number, to: number): number {
  return tasks.reduce((sum, task) => {
    const start = Math.max(task.start, from);
    const end = Math.min(task.start + task.duration, to);
    return sum + Math.max(0, end - start - 50);
  }, 0);
}

/** A fresh browser context (empty cache, like a first visit) shaped like the phone. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE });
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.rttMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
}

/**
 * Waits until the page has loaded, the network is quiet, a largest paint has been recorded and no paint or shift
 * was recorded for `quietMs`. Playwright's network-idle alone can come while one large script is still arriving
 * (seen with the one-file first visit), before anything has painted.
 */
async function settle(page: Page, quietMs = 2_000, limitMs = 20_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: limitMs }).catch(() => undefined);
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const { painted, idleFor } = await page.evaluate(() => {
      const lastChange = window.__benchVitals?.lastChange ?? 0;
      return { painted: lastChange > 0, idleFor: performance.now() - lastChange };
    });
    if (painted && idleFor >= quietMs) return;
    await page.waitForTimeout(Math.max(100, quietMs - idleFor));
  }
}

/** Loads one URL on a throttled phone in a fresh context and returns its vitals. */
export async function measureVitals(browser: Browser, url: string, timeoutMs = 90_000): Promise<Vitals> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.addInitScript(OBSERVE_VITALS);
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await settle(page);
    const raw = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { state: window.__benchVitals!, fcp, load: navigation?.loadEventEnd ?? 0 };
    });
    return {
      fcpMs: raw.fcp,
      lcpMs: raw.state.lcp,
      lcpElement: raw.state.lcpElement,
      cls: cumulativeLayoutShift(raw.state.shifts),
      tbtMs: totalBlockingTime(raw.state.longTasks, raw.fcp, Infinity),
      blockingFromStartMs: totalBlockingTime(raw.state.longTasks, 0, Infinity),
      worstShift: raw.state.shifts.reduce<Vitals['worstShift']>((worst, shift) => (shift.value > (worst?.value ?? 0) ? shift : worst), null),
      loadMs: raw.load,
    };
  } finally {
    await context.close();
  }
}

/**
 * The largest paint's entries read after the fact, synchronously (takeRecords): with JavaScript off the page runs no
 * script of its own, and neither timers nor observer callbacks fire, but an evaluation from outside still does.
 */
const READ_BUFFERED_LCP = `(() => {
  const observer = new PerformanceObserver(() => undefined);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const entries = observer.takeRecords();
  observer.disconnect();
  const last = entries[entries.length - 1];
  if (!last) return { lcp: 0, element: '' };
  const tag = last.element ? '<' + last.element.nodeName.toLowerCase() + '>' : 'removed element';
  const url = last.url ? new URL(last.url) : null;
  return { lcp: last.startTime, element: url ? tag + ' ' + url.pathname + url.search : tag + ' "' + (last.element?.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40) + '"' };
})()`;

/**
 * LCP of one URL on the same throttled phone with JavaScript turned off: what the server's HTML and CSS paint alone.
 * A page that paints from its HTML has about the same LCP with JavaScript on.
 */
export async function measureLcpWithoutJavaScript(browser: Browser, url: string, timeoutMs = 90_000): Promise<{ lcpMs: number; lcpElement: string }> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(1_000);
    const { lcp, element } = await page.evaluate<{ lcp: number; element: string }>(READ_BUFFERED_LCP);
    return { lcpMs: lcp, lcpElement: element };
  } finally {
    await context.close();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an HTML document roughly as a browser shows it: no tags, comments, scripts or styles; entities decoded; spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ');
}

/**
 * Whether the largest paint (as `describe` in OBSERVE_VITALS names it: `<img> /path?query` or `<h1> "text"`) is
 * already in the server's HTML: the image's address in an attribute (src or srcset), or the text in the page's text.
 */
export function lcpElementInHtml(html: string, lcpElement: string): boolean {
  const text = /^<[\w-]+> "(.*)"$/.exec(lcpElement);
  // Spaces are left out of the comparison: textContent joins inline elements without any, the HTML has its own.
  const squeeze = (value: string) => value.replace(/\s+/g, '');
  if (text) return text[1] !== '' && squeeze(htmlText(html)).includes(squeeze(text[1]!));
  const image = /^<[\w-]+> (\S+)$/.exec(lcpElement);
  if (!image) return false;
  const address = image[1]!;
  return html.includes(address) || html.includes(address.replaceAll('&', '&amp;'));
}

export interface ScriptDownload {
  path: string;
  /** Bytes on the wire (after any Content-Encoding the server applied). */
  wireBytes: number;
  rawBytes: number;
  /** The body compressed by us with zlib level 9. */
  gzipBytes: number;
  /** When the response had fully arrived, ms after navigation start. */
  arrivedMs: number;
}

/**
 * The JavaScript a first visit to `url` downloads, unthrottled, until the page has settled: every .js response
 * (lazy route chunks included) and whether it had arrived by the largest contentful paint.
 */
export async function firstVisitScripts(browser: Browser, url: string): Promise<{ lcpMs: number; scripts: (ScriptDownload & { beforeLcp: boolean })[] }> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_VITALS);
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js') && response.ok()) bodies.set(path, response.body());
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settle(page);
    const { lcp, timings } = await page.evaluate(() => ({
      lcp: window.__benchVitals?.lcp ?? 0,
      timings: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        path: new URL(entry.name).pathname,
        wireBytes: entry.encodedBodySize,
        arrivedMs: entry.responseEnd,
      })),
    }));
    const scripts = await Promise.all(
      [...bodies].map(async ([path, body]) => {
        const bytes = await body;
        const timing = timings.find((entry) => entry.path === path);
        const arrivedMs = timing?.arrivedMs ?? 0;
        return { path, wireBytes: timing?.wireBytes ?? bytes.length, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length, arrivedMs, beforeLcp: arrivedMs <= lcp };
      }),
    );
    return { lcpMs: lcp, scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes) };
  } finally {
    await context.close();
  }
}
