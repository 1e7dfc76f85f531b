/**
 * Prerendered public pages (host/page/prerender.ts, renderer/server/pagePrerender.tsx): the page
 * arrives with the shell and the form drawn in the lender's brand before any script, the browser
 * hydrates it without a mismatch or a shift, and what the visitor types and chooses while the
 * scripts are held back is in the form afterwards and is what Continue keeps and registration sends.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { person, register, waitForHeading } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const BUNDLE = /\/account\/heloc\/assets\/main-[A-Z0-9]+\.js$/;
const DRAFT = 'heloc_registration_draft';

/** Holds the page's bundle back until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(BUNDLE, async (route) => { await held; await route.continue(); });
  return release;
}

const hydrated = (page: Page) => page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')), undefined, { timeout: 15_000 });

describe('prerendered public pages', () => {
  it('a registration page arrives drawn in the lender\'s brand, with no inline script beyond the JSON data', async () => {
    const res = await fetch(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`);
    const html = await res.text();
    expect(html).toContain('data-prerendered="GOODLEAP_LLC en /register-v2?org=GOODLEAP_LLC"');
    expect(html).toMatch(/<html lang="en" data-org="GOODLEAP_LLC" style="--brand-primary:#00704A;/);
    expect(html).toContain('<title>Home equity line of credit · GoodLeap, LLC</title>');
    expect(html).toContain('What is the address of the property you&#x27;d like to borrow against?');
    expect(html).toContain('Primary residence');
    // Every script is the bundle or a JSON data block (the CSP runs no inline script).
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.filter((attrs) => !/type="module" src=/.test(attrs) && !/type="application\/json"/.test(attrs))).toEqual([]);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('the not-accepting page, the classic registration and the signer\'s login come prerendered too, each as the app draws it', async () => {
    for (const [url, text] of [
      ['/register-v2?org=FIGURE_WHOLESALE', 'not accepting applications'],
      ['/register?org=LAKEVIEW', 'Apply for a home equity line of credit'],
      ['/heloc-signer/login', 'Sign in to sign your home equity line'],
    ] as const) {
      const html = await (await fetch(`${sandbox.url}/account/heloc${url}`)).text();
      expect(html, url).toContain(`data-prerendered="`);
      expect(html, url).toContain(text);
      const { page, context, errors, csp } = await openPage(browser, { width: 375, height: 800 });
      await page.goto(`${sandbox.url}/account/heloc${url}`);
      await hydrated(page);
      await page.waitForTimeout(500);
      expect(await page.locator('h1').first().innerText(), url).toContain(text);
      expect(errors, url).toEqual([]);
      expect(csp, url).toEqual([]);
      await context.close();
    }
  });

  it('at 375 px without JavaScript the page looks like the hydrated one, and hydrating moves nothing', async () => {
    const url = `${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`;
    const still = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const plain = await still.newPage();
    await plain.goto(url);
    const boxOf = (page: Page) => Promise.all([
      page.getByRole('heading', { level: 1 }).boundingBox(),
      page.getByLabel(/^Street address/).boundingBox(),
      page.getByRole('button', { name: 'Continue' }).boundingBox(),
    ]);
    const without = await boxOf(plain);
    expect(await plain.evaluate(() => getComputedStyle(document.querySelector('.button--primary')!).backgroundColor)).toBe('rgb(0, 112, 74)');
    await screenshot(plain, 'prerender-GOODLEAP_LLC-375-no-javascript');
    await still.close();

    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number[] }).__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as unknown as { __shifts: number[] }).__shifts.push((e as unknown as { value: number }).value); }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByLabel(/^Street address/).waitFor();
    const before = await boxOf(page);
    release();
    await hydrated(page);
    await page.waitForTimeout(1000);
    const after = await boxOf(page);
    await screenshot(page, 'prerender-GOODLEAP_LLC-375-hydrated');
    expect(after).toEqual(before);
    expect(before).toEqual(without);
    // Nothing above the fold moved when the app took over.
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('what is typed and chosen while the scripts are held back is in the form after hydrating, is kept by Continue and is sent at registration', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 900 });
    const release = await holdScripts(page);
    await page.goto(`${sandbox.url}/account/heloc/register-v2/annual-income?org=GOODLEAP_LLC`, { waitUntil: 'commit' });
    const income = page.getByLabel(/^Annual income \(before taxes\)/);
    await income.pressSequentially('98000');
    await page.getByLabel(/^Primary source of income/).selectOption({ label: 'Self-employed' });
    // Nothing of the app has run: the page is the server's.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react')))).toBe(false);
    release();
    await hydrated(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT), { timeout: 10_000 }).toContain('"income":98000');
    expect(await income.inputValue()).toBe('98,000');
    expect(await page.getByLabel(/^Primary source of income/).inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHeading(page, 'legal name');
    const draft = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), DRAFT))!) as { income: { income: number; employmentType: string } };
    expect(draft.income.income).toBe(98000);
    expect(draft.income.employmentType).toBe('SELF_EMPLOYED');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the first step, a choice made before hydrating is what registration sends', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 900 });
    const release = await holdScripts(page);
    const sent: unknown[] = [];
    page.on('request', (r) => { if (r.method() !== 'GET' && /registration\/register|application\/heloc/.test(r.url()) && r.postData()) sent.push(r.postDataJSON()); });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`, { waitUntil: 'commit' });
    await page.getByLabel('Second home').check();
    release();
    await hydrated(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT), { timeout: 10_000 }).toContain('SECONDARY');
    const p = person({ occupancy: 'Second home', lastName: 'Happy' });
    await register(page, p);
    await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}\//, { timeout: 30_000 });
    expect(JSON.stringify(sent)).toContain('SECONDARY');
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });

  it('a form sent before the scripts run goes in a POST body, never in the address, and comes back as the page', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 900 });
    const release = await holdScripts(page);
    await page.goto(`${sandbox.url}/account/heloc/register-v2/set-password?org=GOODLEAP_LLC`, { waitUntil: 'commit' });
    await page.getByLabel(/^Password( \(required\))?$/).fill('Sandbox-Passw0rd!');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/account/heloc/register-v2/set-password'));
    await page.getByLabel(/^Password( \(required\))?$/).press('Enter');
    const request = await posted;
    expect(request.url()).not.toContain('Passw0rd');
    const answer = await request.response();
    expect(answer?.status()).toBe(303);
    expect(await answer?.headerValue('location')).toBe('/account/heloc/register-v2/set-password?org=GOODLEAP_LLC');
    release();
    await waitForHeading(page, 'Create your account');
    expect(page.url()).not.toContain('Passw0rd');
    await context.close();
  });

  it('a visitor with a registration draft or signed in gets the page drawn by the app (no hydration), without a mismatch', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 900 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2/annual-income?org=GOODLEAP_LLC`);
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ income: { income: 55000, otherIncome: 0 } })), DRAFT);
    await page.reload();
    await waitForHeading(page, 'annual income');
    await expect.poll(() => page.getByLabel(/^Annual income \(before taxes\)/).inputValue()).toBe('55,000');
    await page.evaluate(() => { localStorage.clear(); localStorage.setItem('jwt', 'Bearer not-a-real-token'); });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`);
    await page.waitForTimeout(1500);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e) && !/401|Unauthorized/i.test(e)).filter((e) => /hydrat|#418|#419|#423|#425/i.test(e))).toEqual([]);
    await context.close();
  });

  it('a reader of Spanish gets the page drawn in Spanish, with lang="es", and it hydrates in Spanish; the choice is kept', async () => {
    const url = `${sandbox.url}/account/heloc/register-v2?org=NEW_AMERICAN_FUNDING&lang=es`;
    const html = await (await fetch(url)).text();
    expect(html).toMatch(/<html lang="es" data-org="NEW_AMERICAN_FUNDING"/);
    expect(html).toContain('data-prerendered="NEW_AMERICAN_FUNDING es /register-v2?org=NEW_AMERICAN_FUNDING&amp;lang=es"');
    expect(html).toContain('Residencia principal');
    // The browser's own preference chooses the same, with no ?lang=.
    const preferred = await (await fetch(`${sandbox.url}/account/heloc/register-v2?org=NEW_AMERICAN_FUNDING`, { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } })).text();
    expect(preferred).toMatch(/<html lang="es"/);
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    const release = await holdScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('h1').first().innerText()).toMatch(/^¿Cuál es la dirección/);
    release();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.locator('h1').first().innerText()).toMatch(/^¿Cuál es la dirección/);
    expect(errors.filter((e) => /hydrat|#418|#419|#423|#425/i.test(e))).toEqual([]);
    // The address asked for Spanish, so it is kept: the next page without ?lang= is in Spanish too.
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=NEW_AMERICAN_FUNDING`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => page.locator('h1').first().innerText()).toMatch(/^¿Cuál es la dirección/);
    await screenshot(page, 'prerender-spanish-375');
    await context.close();
  });
});
