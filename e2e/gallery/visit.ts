/**
 * One page of the gallery suite and what it does on each tile: open it (the first by loading the
 * page, the next ones in place), wait until it is drawn, run the page checks, read names from
 * Chromium's accessibility tree, axe-core when chosen, console errors and CSP violations, the
 * title, a thumbnail for the contact sheet, and (once per screen) the error summary of an empty submit.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { pageChecks } from './pageChecks.ts';
import type { Tile } from './plan.ts';
import type { Finding } from './knownDefects.ts';
import type { Thumb } from './contactSheet.ts';

export const HEIGHT: Record<number, number> = { 375: 740, 1280: 800 };
const INTERACTIVE = new Set(['button', 'link', 'textbox', 'checkbox', 'radio', 'combobox', 'listbox', 'searchbox', 'slider', 'spinbutton', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio']);

/** Where a tile is ready: its heading, its modal when it has one, nothing still loading. */
const READY: Record<string, string> = {
  page: 'main h1',
  ProcessingModal: '.overlay__panel h2',
  LeaveSurveyDialog: 'dialog[open] h2',
  LocationExplainer: 'dialog[open] h2',
  CeoFeedbackModal: 'dialog[open] h2',
  Dialog: 'dialog[open] h2',
  ChatWidget: 'main h1',
};
const BUSY = 'main .loading, .overlay--light, .pdfv__status, .chat .loading';

export interface Worker { page: Page; cdp: CDPSession; errors: string[]; csp: string[] }

export async function openWorker(browser: Browser, width: number): Promise<Worker> {
  // One width per page, never resized. No location permission: the location explainer shows, as for
  // an applicant who has not answered the browser's question.
  const context = await browser.newContext({ viewport: { width, height: HEIGHT[width]! } });
  const page = await context.newPage();
  const w: Worker = { page, cdp: await context.newCDPSession(page), errors: [], csp: [] };
  await page.exposeFunction('__reportCsp', (v: string) => { w.csp.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(`${e.violatedDirective}: ${e.blockedURI}`);
    });
  });
  page.on('pageerror', (e) => w.errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') w.errors.push(m.text()); });
  return w;
}

/** Controls with no accessible name, from Chromium's own accessibility tree. */
async function unnamedControls(w: Worker): Promise<string[]> {
  const { nodes } = await w.cdp.send('Accessibility.getFullAXTree') as { nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; backendDOMNodeId?: number }[] };
  const out: string[] = [];
  for (const n of nodes) {
    if (n.ignored || !INTERACTIVE.has(n.role?.value ?? '') || (n.name?.value ?? '').trim() !== '') continue;
    let what = n.role!.value;
    if (n.backendDOMNodeId) {
      const { node } = await w.cdp.send('DOM.describeNode', { backendNodeId: n.backendDOMNodeId }) as { node: { localName: string; attributes?: string[] } };
      const attrs = node.attributes ?? [];
      const pairs = [];
      for (let i = 0; i < attrs.length; i += 2) if (['id', 'class', 'type', 'name', 'href'].includes(attrs[i]!)) pairs.push(`${attrs[i]}="${attrs[i + 1]}"`);
      what = `<${node.localName} ${pairs.join(' ')}> (role ${n.role!.value})`;
    }
    out.push(what);
  }
  return out;
}

/** Time spent per phase, summed over the pages (printed by the suite). */
export const timing: Record<string, number> = {};
const lap = (name: string, since: number) => { timing[name] = (timing[name] ?? 0) + Date.now() - since; return Date.now(); };

/**
 * The error summary after submitting the screen empty: two entries that read the same ("Required",
 * "Required") do not say which field each is about. Once per screen (its first brand, desktop).
 */
async function ambiguousSummary(page: Page): Promise<string[]> {
  // The screen's own form: in its dialog or chat panel when it is shown in one, else on the page.
  const scope = (await page.locator('dialog[open]').count()) > 0 ? 'dialog[open]' : (await page.locator('.chat form').count()) > 0 ? '.chat' : 'main';
  const submit = page.locator(`${scope} form button[type=submit]`).last();
  if (!(await submit.isVisible().catch(() => false)) || !(await submit.isEnabled())) return [];
  await submit.click({ timeout: 5_000 });
  const items = page.locator('.error-summary li');
  await items.first().waitFor({ timeout: 2_000 }).catch(() => undefined);
  const texts = (await items.allInnerTexts()).map((t) => t.trim());
  const counts = new Map<string, number>();
  for (const t of texts) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([t, n]) => `"${t}" ×${n} in the error summary (of ${texts.length} entries): each entry must say which field it is about`);
}

export async function visit(w: Worker, base: string, tile: Tile, summary: boolean): Promise<{ findings: Finding[]; title: string; thumb?: Thumb; siteLinks: string[] }> {
  const { page } = w;
  let t = Date.now();
  w.errors.length = 0;
  w.csp.length = 0;
  const findings: Finding[] = [];
  const add = (check: string, detail: string) => findings.push({ screen: tile.screen.id, brand: tile.brand, width: tile.width, check, detail });
  const path = `/studio/gallery?screen=${encodeURIComponent(tile.screen.id)}&brand=${tile.brand}&fixture=${encodeURIComponent(tile.fixture)}&width=${tile.width}${tile.lang ? `&lang=${tile.lang}` : ''}`;
  const key = [tile.screen.id, tile.brand, tile.fixture, String(tile.width), ...(tile.lang ? [tile.lang] : [])].join('|');
  // The first tile of a page loads it; the next ones follow the URL in place (history + popstate),
  // as Back and Forward do, which keeps 1,700 tiles inside the time budget.
  if (page.url().startsWith(`${base}/studio/gallery?`)) {
    await page.evaluate((p) => { history.pushState(null, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
  } else {
    await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
  }
  t = lap('goto', t);
  try {
    // The tile drawn, its styles applied, at its width, and nothing still loading.
    await page.waitForFunction(({ ready, busy, key, width }) => document.documentElement.dataset.tile === key && window.innerWidth === width
      && getComputedStyle(document.documentElement).getPropertyValue('--page-width') !== '' && Boolean(document.querySelector(ready)) && !document.querySelector(busy),
    { ready: READY[tile.screen.entry.host]!, busy: BUSY, key, width: tile.width }, { timeout: 30_000, polling: 'raf' });
  } catch {
    add('not-rendered', `no "${READY[tile.screen.entry.host]}" within 30 s (still loading or not drawn)`);
  }
  if (tile.screen.entry.host === 'ChatWidget') await page.waitForSelector('.chat h2', { timeout: 2_000 }).catch(() => undefined); // a brand without web chat shows none
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  t = lap('ready', t);
  const checked = await page.evaluate(pageChecks, tile.input);
  for (const f of checked.findings) add(f.check, f.detail);
  t = lap('checks', t);
  for (const c of await unnamedControls(w)) add('unnamed-control', c);
  t = lap('names', t);
  if (tile.axe) {
    const results = await new AxeBuilder({ page }).analyze();
    for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      add('axe', `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
    }
  }
  t = lap('axe', t);
  for (const e of w.errors) add('console-error', e.slice(0, 300));
  for (const c of w.csp) add('csp', c);
  const title = await page.title();
  const shot = await w.cdp.send('Page.captureScreenshot', { format: 'jpeg', quality: 60, optimizeForSpeed: true, clip: { x: 0, y: 0, width: tile.width, height: HEIGHT[tile.width]!, scale: tile.width === 375 ? 0.3 : 0.24 } }) as { data: string };
  t = lap('shot', t);
  if (summary) for (const d of await ambiguousSummary(page)) add('ambiguous-summary', d);
  // In another language, the messages the empty submit showed are read for English too.
  if (summary && tile.input.english) {
    const before = new Set(findings.map((f) => f.detail));
    for (const f of (await page.evaluate(pageChecks, tile.input)).findings) if (f.check === 'english' && !before.has(f.detail)) add(f.check, f.detail);
  }
  lap('summary', t);
  return { siteLinks: checked.siteLinks, findings, title, thumb: { screen: tile.screen.id, width: tile.width, jpeg: Buffer.from(shot.data, 'base64') } };
}

