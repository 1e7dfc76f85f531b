/**
 * The redirects of 000 §2 and the public paths of 001 §2 in a real browser: old registration links
 * (on the site and under the base path) reach registration with their query string, old signer links
 * reach the signer area, bare /account and / reach the dashboard, /coming-soon is a public page.
 * Under a partner brand, at phone and desktop widths.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const at = (url: string) => { const u = new URL(url); return `${u.pathname}${u.search}`; };

describe('redirects in the browser', () => {
  it.each([
    ['/account/register?org=GOODLEAP_LLC&x=1', '/account/heloc/register?org=GOODLEAP_LLC&x=1'],
    ['/account/heloc/account/register?org=GOODLEAP_LLC&x=1', '/account/heloc/register?org=GOODLEAP_LLC&x=1'],
  ])('%s reaches registration keeping the query string', async (from, to) => {
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}${from}`);
    await page.waitForURL((u) => at(u.href) === to, { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Apply for a home equity line of credit' }).waitFor();
    await screenshot(page, `redirect${from.split('?')[0]!.replace(/\//g, '-')}`);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('an old signer link reaches the signer area (its login for a visitor)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${sandbox.url}/account/heloc-signer/resume?org=LAKEVIEW`);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/login', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Sign in to sign your home equity line' }).waitFor();
    await context.close();
  });

  it('the signer path inside the base path reaches the signer\'s login under the partner brand (000 §2), at 375 px', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/account/heloc-signer/login?org=LAKEVIEW`);
    await page.waitForURL((u) => u.pathname === '/account/heloc/heloc-signer/login', { timeout: 15_000 });
    await page.locator('h1', { hasText: 'Sign in to sign your home equity line' }).waitFor();
    expect(new URL(page.url()).searchParams.get('org')).toBe('LAKEVIEW');
    await context.close();
  });

  it('bare /account and the site root reach the dashboard under the lender the link names, at 375 px', async () => {
    for (const from of ['/account', '/']) {
      // A fresh browser each time: nothing remembered of an earlier visit picks the brand.
      const { page, context } = await openPage(browser, { width: 375, height: 800 });
      const res = await page.goto(`${sandbox.url}${from}?org=GOODLEAP_LLC`);
      expect(new URL(page.url()).pathname, from).toBe('/dashboard');
      expect(res?.status()).toBe(200);
      expect(new URL(page.url()).searchParams.get('org'), from).toBe('GOODLEAP_LLC');
      await page.getByText('GoodLeap').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('body').innerText(), from).not.toMatch(/Figure/);
      await context.close();
    }
  });

  it('/coming-soon is a public page, at 375 and 1280 px, and survives a reload', async () => {
    for (const width of [375, 1280]) {
      const { page, context, csp } = await openPage(browser, { width, height: 800 });
      await page.goto(`${sandbox.url}/account/heloc/coming-soon?org=GOODLEAP_LLC`);
      await page.locator('h1', { hasText: 'Coming soon' }).waitFor();
      await page.reload();
      await page.locator('h1', { hasText: 'Coming soon' }).waitFor();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/account/heloc/coming-soon');
      expect(await page.locator('main').innerText()).toContain('GoodLeap');
      // A production build: production banners, no Illinois notice; the phone line's hours (OPS_PHONE) in the footer.
      const footer = page.locator('footer');
      await footer.getByTestId('phone-hours').waitFor();
      expect(await footer.getByTestId('phone-hours').innerText()).toMatch(/^Call us at \(\d{3}\) \d{3}-\d{4}: Monday-Friday 6:00 AM – 6:00 PM PT; Saturday 8:00 AM – 5:00 PM PT; Sunday Closed$/);
      expect(await footer.innerText()).not.toContain('Illinois');
      expect(await page.getByText('Staging: this site uses test data.').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `coming-soon-${width}`);
      expect(csp).toEqual([]);
      await context.close();
    }
  });
});
