/**
 * Issue 10's form defects, as an applicant meets them at 375 px under partner brands: the progress
 * bar's count never changes under the applicant (a passed-over question keeps its number); every screen has its own document title with
 * the brand; "Other annual income (optional)" is not also "(required)"; the licensed-state block
 * sits beside the disabled Continue and is announced; error summaries name each field once and
 * move focus to it (set-password, classic /register, identity uploads, CEO feedback).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, setStatus, signIn } from './support/api.ts';
import { continueStep, fillAddress, person, waitForHeading } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const PHONE = { width: 375, height: 800 };
const REFERRER = '11111111-2222-4333-8444-555555555555'; // enforces CA, OR, WA, TX (sandbox/data/originators.json)
const summaryLines = (page: Page) => page.locator('.error-summary li').allInnerTexts();
const stepLabel = (page: Page) => page.locator('.progress__label').innerText();

describe('registration', () => {
  it('keeps the count seen on the first step when a primary residence passes over a question, titles each page, and marks optional fields right (GoodLeap, 375 px)', async () => {
    const { page, context, csp } = await openPage(browser, PHONE);
    const p = person();
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`);
    await waitForHeading(page, 'address of the property');
    expect(await stepLabel(page)).toBe('Step 1 of 7 · About you and your home, question 1 of 8');
    expect(await page.title()).toMatch(/^What is the address of the property.* · GoodLeap$/);
    await fillAddress(page, p);
    await page.getByLabel('Primary residence').check();
    // The home address will be passed over; the count the applicant has seen stays as it was.
    await page.waitForTimeout(200);
    expect(await stepLabel(page)).toBe('Step 1 of 7 · About you and your home, question 1 of 8');
    await continueStep(page);

    await waitForHeading(page, 'for sale');
    expect(await stepLabel(page)).toBe('Step 1 of 7 · About you and your home, question 3 of 8');
    expect(await page.locator('progress').getAttribute('aria-label')).toBe('Step 1 of 7 · About you and your home, question 3 of 8');
    const forSaleTitle = await page.title();
    expect(forSaleTitle).toMatch(/for sale.* · GoodLeap$/);
    await page.getByLabel('No', { exact: true }).check();
    await continueStep(page);

    await waitForHeading(page, 'annual income');
    expect(await stepLabel(page)).toBe('Step 1 of 7 · About you and your home, question 4 of 8');
    expect(await page.title()).toBe('What is your annual income? · GoodLeap');
    expect(await page.title()).not.toBe(forSaleTitle);
    // Optional to the applicant: its accessible name has no "(required)".
    expect(await page.getByLabel('Other annual income (optional)', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Annual income (before taxes) (required)', { exact: true }).count()).toBe(1);
    await continueStep(page);
    await page.locator('.error-summary').waitFor();
    expect(await page.title()).toBe('Error: What is your annual income? · GoodLeap');
    expect(await summaryLines(page)).toEqual(['Select your primary source of income', 'Enter your annual income before taxes']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'forms-annual-income-errors-375');
    expect(csp).toEqual([]);
    await context.close();
  });

  it('set-password: the summary says what to do for each field, once, and its link focuses the control (Lakeview, 375 px)', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/account/heloc/register-v2/set-password?org=LAKEVIEW`);
    await waitForHeading(page, 'Create your account');
    await page.getByRole('button', { name: 'Check my offers' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await summaryLines(page)).toEqual([
      'Enter a password',
      'Enter your password again',
      'Confirm that you agree to the Terms of Use and Privacy Policy',
      'Confirm that you agree to the electronic disclosures',
    ]);
    // The field says the same words as the summary (docs/error-messages.md).
    expect(await page.locator('#root_password__error').innerText()).toBe('Enter a password');
    await summary.getByRole('link', { name: 'Enter your password again' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_confirmPassword');
    await screenshot(page, 'forms-set-password-summary-375');
    await context.close();
  });

  it('the licensed-state block sits beside the disabled Continue, announced (375 px)', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=FIGURE&referrer=${REFERRER}`);
    await waitForHeading(page, 'address of the property');
    await fillAddress(page, { street: '1 Casino Way', city: 'Reno', state: 'NV', zip: '89501' });
    await page.getByLabel('Primary residence').check();
    const alert = page.getByRole('alert').filter({ hasText: 'We are unable to process your application at this time.' });
    await alert.waitFor();
    const cont = page.getByRole('button', { name: 'Continue' });
    expect(await cont.isDisabled()).toBe(true);
    expect(await cont.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
    const [block, button] = await Promise.all([alert.boundingBox(), cont.boundingBox()]);
    expect(button!.y - (block!.y + block!.height)).toBeLessThan(40);
    // Said once, where the applicant is looking: not also above the form.
    expect(await page.getByText('We are unable to process your application at this time.').count()).toBe(1);
    await cont.scrollIntoViewIfNeeded();
    await screenshot(page, 'forms-licensed-block-375');
    await context.close();
  });

  it('classic /register: one entry per question in its own words, date of birth once (GoodLeap, 375 px)', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/account/heloc/register?org=GOODLEAP_LLC`);
    await page.locator('form').waitFor();
    await page.getByRole('button', { name: 'Check my offers' }).click();
    await page.locator('.error-summary').waitFor();
    const lines = await summaryLines(page);
    expect(lines.filter((l) => /date of birth/i.test(l))).toEqual(['Date of birth must include a month']);
    expect(lines.filter((l) => /^(required|invalid)/i.test(l))).toEqual([]);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines[0]).toBe('Enter the street address');
    expect(lines).toContain('Enter a password');
    // In the order of the page.
    expect(lines.indexOf('Enter a password')).toBeGreaterThan(lines.indexOf('Enter the street address'));
    await page.locator('.error-summary').getByRole('link', { name: 'Date of birth must include a month' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^root_dob_/);
    await screenshot(page, 'forms-classic-register-summary-375');
    await context.close();
  });
});

describe('inside an application', () => {
  it('identity: one entry per field, not "Select a file to upload" three times (GoodLeap, 375 px)', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'GOODLEAP_LLC' });
    await new Promise((r) => setTimeout(r, 1500));
    await setStatus(sandbox.url, applicant.uuid, 'IDENTITY_VERIFICATION');
    const { page, context } = await openPage(browser, PHONE);
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}/identity?org=GOODLEAP_LLC`);
    await page.locator('h1').first().waitFor();
    await page.locator('form').waitFor();
    await page.getByRole('button', { name: /Continue|Upload|Submit/ }).last().click();
    await page.locator('.error-summary').waitFor();
    expect(await summaryLines(page)).toEqual(['Select the type of document', 'Select a file to upload']);
    expect(await page.title()).toMatch(/^Error: .+ · GoodLeap$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('CEO feedback: each message says what to do (Figure, 375 px)', async () => {
    const applicant = await createApplicant(sandbox.url);
    const { page, context } = await openPage(browser, PHONE);
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}?org=FIGURE`);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-ceo-feedback')));
    const dialog = page.getByRole('dialog');
    await dialog.locator('form').waitFor();
    await dialog.getByRole('button', { name: /Send|Submit|Continue/ }).click();
    await dialog.locator('.error-summary').waitFor();
    expect(await dialog.locator('.error-summary li').allInnerTexts()).toEqual(['Select what you would like to do', 'Enter your message', 'Select whether we may use your feedback in our marketing']);
    await screenshot(page, 'forms-ceo-feedback-summary-375');
    await context.close();
  });
});
