/**
 * Debian's Chromium driven by playwright-core (flags: docs/decisions.md), pages that record CSP
 * violations and console errors, axe-core checks and screenshots kept as test artefacts.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = 'artifacts/e2e';

/** `fakeMedia`: Chromium's own test camera and microphone, allowed without a prompt (the notary's video call). */
export async function launchBrowser(options: { fakeMedia?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ...(options.fakeMedia ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] : []),
    ],
  });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** CSP violations seen by the page ("directive: blocked URI"). */
  csp: string[];
  /** Uncaught errors and console errors. */
  errors: string[];
}

/**
 * A page in a fresh context. By default the location permission is already granted (most applicants
 * have answered the browser's prompt); `locationPrompt: true` leaves it unanswered; `media: true`
 * grants the camera and microphone.
 */
export async function openPage(browser: Browser, options: { width?: number; height?: number; locationPrompt?: boolean; media?: boolean } = {}): Promise<WatchedPage> {
  const permissions = [...(options.locationPrompt ? [] : ['geolocation']), ...(options.media ? ['camera', 'microphone'] : [])];
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    // Chromium grants the listed permissions and denies every other one, so an empty list would
    // deny the location outright: leave the key out to keep the browser's own prompt.
    ...(permissions.length ? { permissions } : {}),
    ...(options.locationPrompt ? {} : { geolocation: { latitude: 38.5816, longitude: -121.4944 } }),
  });
  const page = await context.newPage();
  const csp: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => { csp.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(`${e.violatedDirective}: ${e.blockedURI}`);
    });
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });
  return { context, page, csp, errors };
}

/** axe-core violations of serious or critical impact, as "id: help (n nodes)". */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name.replace(/[^a-zA-Z0-9_-]+/g, '_')}.png`), fullPage: true });
}
