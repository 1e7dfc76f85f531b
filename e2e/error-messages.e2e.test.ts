/**
 * Errors in one voice (docs/error-messages.md), on a phone (375 px) under a partner brand:
 * registration's first step submitted empty lists every field in error in the summary, each with
 * its own message and a link that moves to its control; a date of birth of 30 February, 1890 or
 * "80" gets its own message, not "Invalid date"; an unticked consent's message in the summary is
 * the short message, never the consent's paragraph; the warning sign is drawn the same way under
 * the fields and in the summary. axe-core and the page's CSP on each, screenshots in artifacts/e2e.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type Sandbox } from './support/sandbox.ts';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser.ts';

const ORG = 'NEW_AMERICAN_FUNDING';
const DRAFT_KEY = 'heloc_registration_draft';
let sandbox: Sandbox;
let browser: Browser;

beforeAll(async () => { [sandbox, browser] = await Promise.all([startSandbox(), launchBrowser()]); });
afterAll(async () => { await browser?.close(); await sandbox?.close(); });

/** Opens a register-v2 step with the saved answers earlier steps would have left. */
async function openStep(page: Page, step: string, draft: Record<string, unknown> = {}) {
  const url = `${sandbox.url}/account/heloc/register-v2${step ? `/${step}` : ''}?org=${ORG}`;
  if (!page.url().startsWith(sandbox.url)) await page.goto(url);
  await page.evaluate(([k, d]) => { localStorage.setItem(k!, d!); }, [DRAFT_KEY, JSON.stringify(draft)]);
  await page.goto(url);
  await page.locator('form').waitFor();
}

const summaryLines = (page: Page) => page.locator('.error-summary li').allInnerTexts().then((l) => l.map((t) => t.trim()));
const cont = (page: Page) => page.getByRole('button', { name: /^(Continue|Check my offers)$/ }).click();
/** The character the stylesheet draws before an error message. */
const signOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el, '::before').content);

describe('errors in one voice, at 375 px under a partner brand', () => {
  it('step 1 submitted empty: the summary lists every field in error, each linking to its field', async () => {
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await openStep(page, '');
    await cont(page);
    await page.locator('.error-summary').waitFor();
    const expected = ['Enter the street address', 'Enter the city', 'Select the state', 'Enter the zipcode', 'Select how you use this property'];
    await expect.poll(() => summaryLines(page)).toEqual(expected);
    // As many entries as controls marked in error (the radios of one question count once).
    const invalid = await page.locator('form [aria-invalid="true"]').evaluateAll((els) => new Set(els.map((e) => (e as HTMLInputElement).name || e.id)).size);
    expect(invalid).toBe(expected.length);
    // Each message shows under its field too, and the link moves to the field.
    for (const m of expected) await page.locator('form').getByText(m, { exact: true }).first().waitFor();
    await page.locator('.error-summary').getByRole('link', { name: 'Enter the city' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_propertyAddress_city');
    await page.locator('.error-summary').getByRole('link', { name: 'Select how you use this property' }).click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('root_propertyAddress_occupancyType');
    // One warning sign, drawn by one component, under the fields and in the summary.
    const summarySign = await signOf(page, '.error-summary .error-text');
    expect(summarySign).toContain('⚠');
    expect(await signOf(page, 'form .error-text')).toBe(summarySign);
    expect(await page.locator('form .w-error p:not(.error-text), form .field__error p:not(.error-text)').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'voice-step1-empty-375');
    expect(csp).toEqual([]);
    await context.close();
  });

  it('a date of birth of 30 February, 1890 or "80" gets its own message', async () => {
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    const cases = [
      { name: '30-february', dob: ['2', '30', '1980'], message: 'Date of birth must be a real date' },
      { name: 'month-13', dob: ['13', '1', '1980'], message: 'Date of birth must be a real date' },
      { name: '1890', dob: ['1', '1', '1890'], message: 'Enter a date of birth in 1900 or later' },
      { name: 'two-digit-year', dob: ['1', '1', '80'], message: 'Year must include 4 numbers' },
      { name: 'next-year', dob: ['1', '1', String(new Date().getFullYear() + 1)], message: 'Date of birth must be in the past' },
    ];
    for (const c of cases) {
      await openStep(page, 'birthdate');
      await page.getByLabel(/^Month/).fill(c.dob[0]!);
      await page.getByLabel(/^Day/).fill(c.dob[1]!);
      await page.getByLabel(/^Year/).fill(c.dob[2]!);
      await cont(page);
      await page.locator('.error-summary').waitFor();
      expect(await summaryLines(page), c.name).toEqual([c.message]);
      await page.locator('form').getByText(c.message, { exact: true }).first().waitFor();
      expect(await page.getByText(/invalid date/i).count(), c.name).toBe(0);
      await screenshot(page, `voice-dob-${c.name}-375`);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });

  it("an unticked consent: the summary says what to do, and does not copy the consent's paragraph", async () => {
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await openStep(page, 'set-password');
    await page.getByLabel(/^Password( \(required\))?$/).fill('Sturdy-Passw0rd!');
    await page.getByLabel(/^Confirm password/).fill('Sturdy-Passw0rd!');
    await cont(page);
    await page.locator('.error-summary').waitFor();
    await expect.poll(() => summaryLines(page)).toEqual(['Confirm that you agree to the Terms of Use and Privacy Policy', 'Confirm that you agree to the electronic disclosures']);
    const summary = await page.locator('.error-summary').innerText();
    expect(summary).not.toMatch(/I consent to receive|I agree to the Terms|Required/);
    await page.locator('form').getByText('Confirm that you agree to the electronic disclosures', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'voice-consent-375');
    expect(csp).toEqual([]);
    await context.close();
  });
});
