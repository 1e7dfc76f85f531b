/**
 * Issue 10's application-screen defects, as an applicant meets them at 375 px under partner
 * brands: no template text (the payroll authorization, the autopay question and its overflow, the
 * raw "AUTOPAY"), the list of income sources in our own theme (labelled buttons, focus that
 * follows, keyboard only, no icon font), a rate never called an APR, the manual entry link, HMDA
 * sub-groups nested as on the HMDA form; each screen with its own document title.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, createApplicant, setStatus, signIn, type Applicant } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const PHONE = { width: 375, height: 800 };
const DEPOSIT = { uuid: 'd-1', routingNumber: '021000021', mask: '****6789', accountType: 'CHECKING' };

/** An applicant of `org` whose soft pull has settled, moved to `status` with `patch`. */
async function at(org: string, status: string, patch?: Record<string, unknown>): Promise<Applicant & { offers: { uuid: string; rate: number; apr: number; term: number }[] }> {
  const applicant = await createApplicant(sandbox.url, 'Happy', { org });
  let app = await applicationOf(sandbox.url, applicant.uuid, applicant.token);
  for (let i = 0; i < 60 && app.serverStatus !== 'OFFER_SELECTION'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    app = await applicationOf(sandbox.url, applicant.uuid, applicant.token);
  }
  await setStatus(sandbox.url, applicant.uuid, status, patch);
  return { ...applicant, offers: app.offers };
}

async function open(a: Applicant, path: string, org: string): Promise<{ page: Page; close: () => Promise<void>; csp: string[] }> {
  const { page, context, csp } = await openPage(browser, PHONE);
  await signIn(page, a.token);
  await page.goto(`${sandbox.url}/account/heloc/${a.uuid}${path}?org=${org}`);
  await page.waitForURL((u) => u.pathname.endsWith(path), { timeout: 30_000 });
  await page.locator('h1').first().waitFor();
  await page.locator('main form, main .screen').first().waitFor();
  return { page, close: () => context.close(), csp };
}

const bodyText = (page: Page) => page.locator('main').innerText();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const focusedLabel = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return el ? (el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? el.textContent ?? '').trim() : '';
});

describe('income/link/payroll (GoodLeap)', () => {
  it('names the lender in the authorization and lists income sources in our theme, by keyboard', async () => {
    const a = await at('GOODLEAP_LLC', 'INCOME_VERIFICATION');
    const { page, close, csp } = await open(a, '/income/link/payroll', 'GOODLEAP_LLC');
    const text = await bodyText(page);
    expect(text).not.toContain('{{');
    expect(text).toContain('I authorize GoodLeap, LLC to connect to my payroll provider');
    expect(await page.title()).toBe('Connect your payroll account · GoodLeap');
    // Our list: legend per item from config, labelled buttons, no icon font, nothing the library draws.
    const list = page.locator('fieldset.array');
    expect(await list.locator('legend').first().innerText()).toBe('Income to verify');
    expect(await list.locator('.object__legend').allInnerTexts()).toEqual(['Income source 1']);
    expect(await page.locator('.glyphicon, .btn-add, .array-item-toolbox').count()).toBe(0);
    expect(await text.includes('Income to verify-1')).toBe(false);
    for (const name of await page.locator('main button').evaluateAll((bs) => bs.map((b) => (b.textContent ?? '').trim()))) expect(name).not.toBe('');
    expect(await page.locator('fieldset.array [data-theme="heloc"]').count()).toBeGreaterThan(3);

    // Add by keyboard: focus moves into the new source, which is announced.
    const add = page.getByRole('button', { name: 'Add another income source' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.locator('.object__legend').allInnerTexts()).toEqual(['Income source 1', 'Income source 2']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_sources_1_employmentType');
    expect(await page.locator('fieldset.array [aria-live="polite"]').textContent()).toBe('Income source 2 added');
    await page.keyboard.press('Tab');
    await page.keyboard.type('25000');
    await screenshot(page, 'application-income-sources-375');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Remove the second by keyboard: focus goes back to the first source.
    const remove = page.getByRole('button', { name: 'Remove income source 2' });
    await remove.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => list.locator('.object__legend').allInnerTexts()).toEqual(['Income source 1']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_sources_0_employmentType');
    expect(await page.getByRole('button', { name: /^Remove income source/ }).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(csp).toEqual([]);
    await close();
  });
});

describe('bank accounts (Lakeview)', () => {
  it('autopay asks about the deposit account by its last four digits, fits 375 px, and the confirmation reads "Autopay"', async () => {
    const a = await at('LAKEVIEW', 'AUTOPAY_ACCOUNT', { disburseAccount: DEPOSIT });
    const { page, close } = await open(a, '/bank/autopay', 'LAKEVIEW');
    const question = page.getByRole('radiogroup', { name: 'Pay from your deposit account ending in 6789?' });
    await page.getByLabel('Autopay (recommended)').check();
    await question.waitFor();
    expect(await bodyText(page)).not.toContain('{{');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(await page.title()).toMatch(/^How would you like to make your monthly payments\? · Lakeview/);
    await screenshot(page, 'application-autopay-375');
    await question.getByLabel('Yes').check();
    await page.getByRole('checkbox', { name: /^I authorize/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/bank/confirm'), { timeout: 30_000 });
    await page.locator('h1', { hasText: 'Your bank accounts are set' }).waitFor();
    const text = await bodyText(page);
    expect(text).toContain('Monthly payments: Autopay, drawn from your account ending in 6789');
    expect(text).not.toContain('AUTOPAY');
    expect(await page.title()).toMatch(/^Your bank accounts are set · Lakeview/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await close();
  });

  it('"Use the manual entry screen" is a real link to it', async () => {
    const a = await at('LAKEVIEW', 'DISBURSEMENT_ACCOUNT');
    const { page, close } = await open(a, '/bank/disburse', 'LAKEVIEW');
    const link = page.getByRole('link', { name: 'Use the manual entry screen' });
    expect(await link.getAttribute('href')).toBe(`/account/heloc/${a.uuid}/bank/manual-disburse`);
    await link.click();
    await page.locator('h1', { hasText: 'Enter your bank account details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/account/heloc/${a.uuid}/bank/manual-disburse`);
    await close();
  });
});

describe('signing/sign (GoodLeap)', () => {
  it('labels the APR and the interest rate each; never calls the rate an APR', async () => {
    const draft = await at('GOODLEAP_LLC', 'OFFER_SELECTION');
    const offer = draft.offers.find((o) => o.term === 10)!;
    // Choose the offer as the applicant would, so the application carries its APR.
    await fetch(`${sandbox.url}/service-application/api/v1/application/heloc/${draft.uuid}/offer`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${draft.token}` }, body: JSON.stringify({ offerUuid: offer.uuid, amount: 100000 }),
    }).then((r) => expect(r.status).toBe(200));
    await setStatus(sandbox.url, draft.uuid, 'NOTE_SIGNING', { status: { disclosurelistClosingReady: true } });
    const { page, close } = await open(draft, '/signing/sign', 'GOODLEAP_LLC');
    const subtitle = await page.locator('.screen__subtitle').innerText();
    const chosen = await fetch(`${sandbox.url}/service-application/api/v1/application/heloc/${draft.uuid}`, { headers: { authorization: `Bearer ${draft.token}` } }).then((r) => r.json()) as { apr: number };
    // The APR the lender recorded for $100,000 is the one the page computes (engine/finance.ts), labelled apart from the rate.
    expect(subtitle).toBe(`Your $100,000 line. Annual percentage rate (APR): ${chosen.apr.toFixed(2)}%. Interest rate on your initial draw: ${offer.rate.toFixed(2)}%.`);
    expect(Math.abs(chosen.apr - offer.apr)).toBeLessThanOrEqual(0.01);
    // The Truth in Lending figures of the line, label above value on the page.
    for (const label of ['Amount financed', 'Finance charge', 'Total of payments', 'Paid to your account at closing']) {
      expect(await page.locator('.screen__figure dt', { hasText: label }).count(), label).toBe(1);
    }
    expect(await bodyText(page)).not.toContain(`${offer.rate.toFixed(2)}% APR`);
    expect(await page.title()).toBe('Sign your closing documents · GoodLeap');
    await close();
  });
});

describe('start/hmda (GoodLeap)', () => {
  it('nests the sub-groups under their group, with the Asian and Pacific Islander ones, and sends them', async () => {
    const a = await at('GOODLEAP_LLC', 'HMDA');
    const { page, close } = await open(a, '/start/hmda', 'GOODLEAP_LLC');
    const asian = page.getByRole('group', { name: 'Asian', exact: true });
    expect(await asian.getByRole('checkbox').evaluateAll((els) => els.map((e) => e.closest('label')!.textContent))).toEqual(['Asian Indian', 'Chinese', 'Filipino', 'Japanese', 'Korean', 'Vietnamese', 'Other Asian']);
    expect(await page.getByRole('group', { name: 'Native Hawaiian or Other Pacific Islander' }).getByRole('checkbox').count()).toBe(4);
    expect(await page.getByRole('group', { name: 'Hispanic or Latino', exact: true }).getByRole('checkbox').count()).toBe(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'application-hmda-375');
    await page.getByRole('checkbox', { name: 'Not Hispanic or Latino' }).check();
    await asian.getByRole('checkbox', { name: 'Korean' }).check();
    await page.getByRole('group', { name: 'Native Hawaiian or Other Pacific Islander' }).getByRole('checkbox', { name: 'Samoan' }).check();
    await page.getByLabel('Other Asian: race (optional)').fill('Hmong');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(async () => (await applicationOf(sandbox.url, a.uuid, a.token)).hmda, { timeout: 15_000 }).toMatchObject({ race: ['KOREAN', 'SAMOAN'], otherAsianRace: 'Hmong', ethnicity: ['NOT_HISPANIC_OR_LATINO'], sex: 'FEMALE' });
    await close();
  });
});
