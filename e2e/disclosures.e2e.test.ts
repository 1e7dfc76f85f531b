/**
 * Review and sign the disclosures (000 §2 document/disclosures) in a real browser: an applicant
 * registered through the register-v2 screens, moved by the operations API to APP_SUBMISSION, reads
 * the application summary disclosure drawn by pdf.js (001 §2: pages at most 700 px wide, a
 * `scroll-to-bottom` event once the bottom marker is a quarter visible), signs, and moves on. No
 * CSP violation (pdf.js runs without eval, its worker from our own origin), axe clean.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, setStatus } from './support/api.ts';
import { person, register } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const UUID = /\/account\/heloc\/([0-9a-f-]{36})\//;

/** Registers through the screens; answers the application id and the token the app keeps. */
async function registerApplicant(page: Page, lastName = 'Happy', org = 'FIGURE') {
  await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${org}`);
  await register(page, person({ lastName }));
  await page.waitForURL(UUID, { timeout: 30_000 });
  const uuid = UUID.exec(new URL(page.url()).pathname + '/')![1]!;
  const token = (await page.evaluate(() => localStorage.getItem('jwt')))!.replace(/^Bearer /, '');
  return { uuid, token };
}

/** At APP_SUBMISSION with the $50,000 10-year offer chosen and the summary disclosures generated. */
async function toAppSubmission(uuid: string, token: string, patch: Record<string, unknown> = {}) {
  let app = await applicationOf(sandbox.url, uuid, token);
  for (let i = 0; i < 50 && !(app.offers?.length > 1); i++) {
    await new Promise((r) => setTimeout(r, 200));
    app = await applicationOf(sandbox.url, uuid, token);
  }
  const offer = app.offers[1];
  await setStatus(sandbox.url, uuid, 'APP_SUBMISSION', {
    selectedOfferUuid: offer.uuid, amount: 50_000, rate: offer.rate, term: offer.term, hasHmda: true,
    status: { disclosurelistSummaryReady: true }, ...patch,
  });
}

async function watchScrollEvent(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __bottom: unknown[] };
    w.__bottom = [];
    window.addEventListener('scroll-to-bottom', (e) => { w.__bottom.push((e as CustomEvent).detail); });
  });
}
const scrollEvents = (page: Page) => page.evaluate(() => (window as unknown as { __bottom: unknown[] }).__bottom);

describe('document/disclosures', () => {
  it('shows the PDF, fires scroll-to-bottom at the end, and signs', async () => {
    const { page, csp, errors, context } = await openPage(browser);
    const { uuid, token } = await registerApplicant(page);
    await toAppSubmission(uuid, token);

    await page.goto(`${sandbox.url}/account/heloc/${uuid}/document/disclosures`);
    await page.locator('h1', { hasText: 'Review and sign your disclosures' }).waitFor({ timeout: 20_000 });
    await watchScrollEvent(page);
    const region = page.getByRole('region', { name: 'Application summary disclosure' });
    await region.waitFor();
    await page.locator('.pdfv__page').nth(1).waitFor({ timeout: 20_000 });
    await page.getByText(/End of document \(\d+ pages\)/).waitFor();

    // Pages are canvases at most 700 px wide, with a text layer carrying the application's figures.
    const widths = await page.locator('.pdfv__page').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(1);
    for (const w of widths) expect(w).toBeLessThanOrEqual(700);
    await expect.poll(() => region.locator('.pdfv__text').first().innerText()).toContain('Application Summary Disclosure');
    expect(await region.innerText()).toContain('$50,000');
    await expect.poll(() => page.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toMatch(/^blob:/);

    // Not read yet: no event, and signing is refused with the field's message.
    expect(await scrollEvents(page)).toEqual([]);
    await page.getByText('Scroll to the end of the document to continue.').waitFor();
    await page.getByRole('checkbox', { name: /I have read the application summary disclosure/ }).check();
    await page.getByLabel(/^Type your full legal name to sign/).fill('Pat Happy');
    await page.getByRole('button', { name: 'Sign disclosures' }).click();
    await expect.poll(() => page.getByText('Scroll to the end of the document to continue').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(`/account/heloc/${uuid}/document/disclosures`);

    // Halfway is not the end.
    await region.evaluate((el) => { el.scrollTop = (el.scrollHeight - el.clientHeight) / 2; });
    await page.waitForTimeout(300);
    expect(await scrollEvents(page)).toEqual([]);

    // The end: the event fires once and the field is satisfied.
    await region.evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await expect.poll(() => scrollEvents(page)).toEqual([{ href: `/service-application/api/v1/application/heloc/${uuid}/documents/summary.pdf` }]);
    await page.getByText('You have reached the end of the document.').waitFor();
    await region.evaluate((el) => { el.scrollTop = 0; });
    await region.evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await page.waitForTimeout(300);
    expect((await scrollEvents(page) as unknown[]).length).toBe(1);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'disclosures-read');
    // A signature is the legal name on file: a first name and an initial is refused, by the page and by the lender.
    await page.getByLabel(/^Type your full legal name to sign/).fill('Pat H');
    await page.getByRole('button', { name: 'Sign disclosures' }).click();
    await page.getByText('Type your full legal name as it appears on your application: Pat Happy').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/account/heloc/${uuid}/document/disclosures`);
    const refused = await fetch(`${sandbox.url}/service-application/api/v1/application/heloc/${uuid}/summary-signature`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ readToEnd: true, accepted: true, signatureName: 'Pat H' }),
    });
    expect(refused.status).toBe(400);
    await page.getByLabel(/^Type your full legal name to sign/).fill('Pat Happy');
    await page.getByRole('button', { name: 'Sign disclosures' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/income/review'), { timeout: 30_000 });
    const app = await applicationOf(sandbox.url, uuid, token);
    expect(app.status.disclosurelistSummaryComplete).toBe(true);

    expect(csp).toEqual([]);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  });

  it('reads on a phone: the text view first (the same words as the PDF, at a reading size), read to its end; the pages fit and zoom; still axe clean', async () => {
    const { page, csp, context } = await openPage(browser, { width: 375, height: 740 });
    const { uuid, token } = await registerApplicant(page, 'Happy', 'GOODLEAP_LLC');
    await toAppSubmission(uuid, token);
    await page.goto(`${sandbox.url}/account/heloc/${uuid}/document/disclosures?org=GOODLEAP_LLC`);
    await page.locator('h1', { hasText: 'Review and sign your disclosures' }).waitFor({ timeout: 20_000 });
    await watchScrollEvent(page);
    const region = page.getByRole('region', { name: 'Application summary disclosure' });
    await region.getByRole('heading', { name: /Application Summary Disclosure/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Text' }).getAttribute('aria-pressed')).toBe('true');

    // Text a person can read: the figures of the offer at the page's own size, nothing wider than the phone.
    expect(await region.innerText()).toContain('$50,000');
    const sizes = await region.locator('p, li, dt, dd').evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'disclosures-phone-text');

    // Reading the text to its end counts (001 §2), once.
    expect(await scrollEvents(page)).toEqual([]);
    await region.evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await expect.poll(() => scrollEvents(page)).toEqual([{ href: `/service-application/api/v1/application/heloc/${uuid}/documents/summary.pdf` }]);
    await page.getByText('You have reached the end of the document.').waitFor();

    // The pages: fitted to the phone, then zoomed to 200% (wider than the screen, never past 700 px).
    await page.getByRole('button', { name: 'Pages (PDF)' }).click();
    await page.locator('.pdfv__page').nth(1).waitFor({ timeout: 20_000 });
    const fitted = await page.locator('.pdfv__page').first().evaluate((e) => e.getBoundingClientRect().width);
    expect(fitted).toBeLessThan(375);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByText('200%').waitFor();
    await expect.poll(() => page.locator('.pdfv__page').first().evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThan(fitted * 1.8);
    expect(await page.locator('.pdfv__page').first().evaluate((e) => e.getBoundingClientRect().width)).toBeLessThanOrEqual(700);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect.poll(() => page.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toMatch(/^blob:/);
    expect((await scrollEvents(page) as unknown[]).length).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'disclosures-phone-zoomed');

    // Read in the text view, so signing goes through.
    await page.getByRole('checkbox', { name: /I have read the application summary disclosure/ }).check();
    await page.getByLabel(/^Type your full legal name to sign/).fill('Pat Happy');
    await page.getByRole('button', { name: 'Sign disclosures' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/income/review'), { timeout: 30_000 });
    expect(csp).toEqual([]);
    await context.close();
  });
});
