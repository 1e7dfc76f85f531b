/**
 * One visit to a page in Chromium at 375×800 with the CPU throttled 4× (CDP
 * Emulation.setCPUThrottlingRate): a cold load (fresh context, empty cache), then a warm load (a new
 * tab of the same context, its HTTP cache filled), then on the warm page the heap after a garbage
 * collection and keystroke-to-paint while typing into a field. Bytes come from the network
 * (CDP Network.loadingFinished encodedDataLength: what went over the wire, headers included), not
 * from files on disk.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { installObservers, type PageMarks } from './pageObservers.ts';

export interface PageSpec {
  /** Path on the bench server. */
  path: string;
  /** CSS selector of the first field. */
  firstField: string;
  /** CSS selector of the field typed into (no typing without it). */
  typeInto?: string;
  /** A signed-in applicant's token, put where the app keeps it. */
  token?: string;
}

export interface RequestTiming {
  url: string;
  type: string;
  /** ms after navigation start. */
  start: number;
  end: number;
  bytes: number;
  status: number;
  cached: boolean;
}

export interface LoadFigures {
  /** Script bytes received before the first field was ready. */
  jsBytes: number;
  jsFiles: number;
  /** Every response received before the first field was ready. */
  allBytes: number;
  requests: number;
  fieldReady: number;
  /** The first paint with the field in it. */
  fieldVisible: number;
  /** From when a keystroke into the field is handled by the form. */
  fieldInteractive: number;
  lcp: number | null;
  lcpElement: string;
  timeline: RequestTiming[];
}

export interface Visit {
  cold: LoadFigures;
  warm: LoadFigures;
  heapBytes?: number;
  keys?: number[];
}

export interface VisitOptions {
  keys: string[];
  keyGapMs: number;
  cpuRate: number;
}

const VIEWPORT = { width: 375, height: 800 };

interface Pending { url: string; type: string; start: number; wall: number; end?: number; bytes: number; status: number; cached: boolean; failed?: boolean }

/** Network activity of one tab as the CDP reports it (monotonic seconds). */
function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, Pending>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', start: e.timestamp, wall: e.wallTime, bytes: 0, status: 0, cached: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.type = e.type;
    r.status = e.response.status;
    r.cached ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker);
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    lastActivity = Date.now();
    const r = requests.get(e.requestId);
    if (r) { r.end = e.timestamp; r.bytes = e.encodedDataLength; }
  });
  cdp.on('Network.loadingFailed', (e) => {
    lastActivity = Date.now();
    const r = requests.get(e.requestId);
    if (r) { r.end = e.timestamp; r.failed = true; }
  });
  return {
    requests,
    /** Resolves once nothing started or finished for `quietMs` (at most `maxMs`). */
    quiet: async (quietMs: number, maxMs: number) => {
      const until = Date.now() + maxMs;
      while (Date.now() < until && Date.now() - lastActivity < quietMs) await new Promise((r) => setTimeout(r, 100));
    },
  };
}

async function openTab(context: BrowserContext, cpuRate: number): Promise<{ page: Page; cdp: CDPSession; net: ReturnType<typeof recordNetwork> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const net = recordNetwork(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { page, cdp, net };
}

async function load(context: BrowserContext, url: string, cpuRate: number) {
  const tab = await openTab(context, cpuRate);
  const { page, cdp, net } = tab;
  await page.goto(url, { waitUntil: 'commit' });
  // Set again once the page has its own renderer: set only before a navigation that changes
  // process, the throttling is sometimes lost (seen with Chromium 156).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.waitForFunction(() => window.__bench?.ready != null && window.__bench.visible != null && window.__bench.interactive != null, undefined, { polling: 50, timeout: 90_000 });
  // Let late requests and paints land (LCP keeps updating until the first input; its entries can
  // arrive well after the paint on a loaded machine).
  await net.quiet(500, 3000);
  await page.waitForFunction(() => window.__bench.lcp.length > 0, undefined, { polling: 100, timeout: 3000 }).catch(() => {});
  const marks = await page.evaluate(() => ({ ready: window.__bench.ready!, visible: window.__bench.visible!, interactive: window.__bench.interactive!, lcp: window.__bench.lcp, timeOrigin: performance.timeOrigin }));
  const all = [...net.requests.values()];
  // CDP times are monotonic seconds; each request also carries the wall clock, which maps them onto the page's clock.
  const offsets = all.map((r) => r.wall - r.start).sort((a, b) => a - b);
  const offset = offsets[Math.floor(offsets.length / 2)] ?? 0;
  const pageMs = (mono: number) => (mono + offset) * 1000 - marks.timeOrigin;
  const timeline: RequestTiming[] = all
    .filter((r) => r.end !== undefined && !r.failed)
    .map((r) => ({ url: r.url, type: r.type, start: pageMs(r.start), end: pageMs(r.end!), bytes: r.bytes, status: r.status, cached: r.cached }))
    .sort((a, b) => a.start - b.start);
  const before = timeline.filter((r) => r.end <= marks.ready);
  const scripts = before.filter((r) => r.type === 'Script');
  const lcp = marks.lcp.at(-1);
  const figures: LoadFigures = {
    jsBytes: scripts.reduce((s, r) => s + r.bytes, 0),
    jsFiles: scripts.length,
    allBytes: before.reduce((s, r) => s + r.bytes, 0),
    requests: before.length,
    fieldReady: marks.ready,
    fieldVisible: marks.visible,
    fieldInteractive: marks.interactive,
    lcp: lcp?.t ?? null,
    lcpElement: lcp?.el ?? '(none)',
    timeline,
  };
  return { ...tab, figures };
}

export async function visit(browser: Browser, origin: string, spec: PageSpec, options: VisitOptions): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (spec.token) await context.addInitScript((jwt) => { localStorage.setItem('jwt', `Bearer ${jwt}`); }, spec.token);
    // tsx names inner functions with a helper the page does not have; the page gets a stand-in.
    await context.addInitScript({ content: `(() => { const __name = (f) => f; (${installObservers.toString()})(${JSON.stringify(spec.firstField)}); })();` });
    const url = `${origin}${spec.path}`;
    const cold = await load(context, url, options.cpuRate);
    await cold.page.close();
    const warm = await load(context, url, options.cpuRate);
    const result: Visit = { cold: cold.figures, warm: warm.figures };
    if (spec.typeInto) {
      await warm.cdp.send('HeapProfiler.enable');
      await warm.cdp.send('HeapProfiler.collectGarbage');
      result.heapBytes = (await warm.cdp.send('Runtime.getHeapUsage')).usedSize;
      result.keys = await typing(warm.page, spec.typeInto, options);
    }
    return result;
  } finally {
    await context.close();
  }
}

async function typing(page: Page, selector: string, options: VisitOptions): Promise<number[]> {
  await page.locator(selector).click();
  await page.waitForTimeout(300);
  await page.evaluate(() => window.__benchArmKeys());
  for (const key of options.keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(options.keyGapMs);
  }
  await page.waitForTimeout(500);
  return page.evaluate(() => (window.__bench as PageMarks).keys);
}
