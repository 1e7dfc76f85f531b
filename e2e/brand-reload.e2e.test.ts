/**
 * The brand survives every full page load (issue 10 item 1, 000 §1): an applicant who registered
 * under a partner keeps that lender's logo, colours, NMLS line, company name and favicon (and no CEO
 * link, which is the main brand's) after F5, after Back from the dashboard, when an e-mail link is
 * opened in a fresh browser, and through bank setup and the bank-linking return. At 375 px.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, signIn, walkThrough } from './support/api.ts';
import { person, register, waitForHeading } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const BRANDS = {
  GOODLEAP_LLC: { primary: '#00704A', short: 'GoodLeap', nmls: 'GoodLeap, LLC · NMLS #0000110' },
  LAKEVIEW: { primary: '#003C71', short: 'Lakeview', nmls: 'Lakeview Loan Servicing, LLC · NMLS #0000140' },
} as const;
type Org = keyof typeof BRANDS;

/** What the applicant sees of the brand on an app page, once the shell is drawn. */
async function appBrand(page: Page) {
  await page.locator('footer').getByText(/NMLS #/).first().waitFor();
  return page.evaluate(() => ({
    org: document.documentElement.dataset['org'],
    primary: getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toUpperCase(),
    logo: document.querySelector('.topbar__logo')?.getAttribute('src'),
    favicon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
    footer: document.querySelector('footer')?.textContent ?? '',
    ceoLink: document.querySelectorAll('.ceo-feedback-link').length,
    title: document.title,
    text: document.body.innerText,
  }));
}

async function expectAppBrand(page: Page, org: Org, where: string) {
  const seen = await appBrand(page);
  const b = BRANDS[org];
  expect(seen.org, where).toBe(org);
  expect(seen.primary, where).toBe(b.primary);
  expect(seen.logo, where).toBe(`/account/heloc/assets/logos/${org}.svg`);
  expect(seen.favicon, where).toBe(`/account/heloc/assets/logos/${org}-icon.svg`);
  expect(seen.footer, where).toContain(b.nmls);
  expect(seen.title, where).toContain(b.short);
  expect(seen.ceoLink, where).toBe(0);
  expect(seen.text, where).not.toMatch(/Figure/);
}

/** A page of the stand-in site (sign-in, dashboard): logo, colours, favicon and company line. */
async function expectSiteBrand(page: Page, org: Org, where: string) {
  const seen = await page.evaluate(() => ({
    logo: document.querySelector('.site-header__brand img')?.getAttribute('src'),
    favicon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
    primary: getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toUpperCase(),
    text: document.body.innerText,
  }));
  expect(seen.logo, where).toBe(`/account/heloc/assets/logos/${org}.svg`);
  expect(seen.favicon, where).toBe(`/account/heloc/assets/logos/${org}-icon.svg`);
  expect(seen.primary, where).toBe(BRANDS[org].primary);
  expect(seen.text, where).toContain(BRANDS[org].nmls);
  expect(seen.text, where).not.toMatch(/Figure/);
}

describe('the brand survives a reload', () => {
  it('GOODLEAP_LLC: registered with ?org=, at the offers: F5, the dashboard and Back keep GoodLeap', async () => {
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`);
    const applicant = person();
    await register(page, applicant);
    await waitForHeading(page, 'Choose your offer', 30_000);
    await expectAppBrand(page, 'GOODLEAP_LLC', 'offers');
    const offers = page.url();
    expect(offers).not.toContain('org=');

    await page.reload();
    await waitForHeading(page, 'Choose your offer', 30_000);
    await expectAppBrand(page, 'GOODLEAP_LLC', 'offers after F5');
    await screenshot(page, 'brand-GOODLEAP_LLC-375-offers-reloaded');

    // Off to the dashboard (a full page load outside the app), then Back.
    await page.goto(`${sandbox.url}/dashboard`);
    await page.getByRole('heading', { name: 'Your applications' }).waitFor();
    await page.getByRole('link', { name: /123 Main Street/ }).waitFor();
    await expectSiteBrand(page, 'GOODLEAP_LLC', 'dashboard');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'brand-GOODLEAP_LLC-375-dashboard');
    await page.goBack();
    await waitForHeading(page, 'Choose your offer', 30_000);
    expect(page.url()).toBe(offers);
    await expectAppBrand(page, 'GOODLEAP_LLC', 'offers after Back');
    expect(csp).toEqual([]);
    await context.close();
  });

  it('GOODLEAP_LLC: an e-mail link opened in a fresh browser signs in and shows the application in its brand', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'GOODLEAP_LLC' });
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/product/select`);
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectSiteBrand(page, 'GOODLEAP_LLC', 'sign-in');
    expect(await page.title()).toBe('Sign in · GoodLeap, LLC');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'brand-GOODLEAP_LLC-375-login');
    await page.getByLabel('Email address').fill(applicant.email);
    await page.getByLabel('Password').fill(applicant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForHeading(page, 'Choose your offer', 30_000);
    await expectAppBrand(page, 'GOODLEAP_LLC', 'after the e-mail link');
    expect(csp).toEqual([]);
    await context.close();
  });

  it('LAKEVIEW: through bank setup and back from the bank-linking service, still Lakeview', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'LAKEVIEW' });
    await walkThrough(sandbox.url, applicant, 'income');
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.waitForURL((url) => url.pathname.endsWith('/bank/disburse'), { timeout: 30_000 });
    await page.locator('h1').first().waitFor();
    await expectAppBrand(page, 'LAKEVIEW', 'bank/disburse');
    await screenshot(page, 'brand-LAKEVIEW-375-bank-disburse');

    // The bank-linking service sends the applicant back to a path without the application id.
    await page.goto(`${sandbox.url}/account/heloc/plaid-oauth-success`);
    await page.waitForURL((url) => url.pathname.endsWith('/bank/disburse'), { timeout: 30_000 });
    await page.locator('h1').first().waitFor();
    await expectAppBrand(page, 'LAKEVIEW', 'after the bank-linking return');

    // Bank setup done (disbursement and autopay): the next screens and a reload stay Lakeview.
    await walkThrough(sandbox.url, applicant, 'autopay', 'income');
    await page.reload();
    await page.waitForURL((url) => url.pathname.endsWith('/identity'), { timeout: 30_000 });
    await page.locator('h1').first().waitFor();
    await expectAppBrand(page, 'LAKEVIEW', 'identity after bank setup');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'brand-LAKEVIEW-375-identity');
    expect(csp).toEqual([]);
    await context.close();
  });
});
