/**
 * The address typeahead (001 §2, §5 Address) on a phone (375 px) under a partner brand, through the
 * address-lookup operation the sandbox plays (sandbox/address/lookup.ts, sandbox/data/addresses.json)
 * at the URL the brand names (brands/_defaults.json `services.addressLookup.url`): typing "1200 Oak"
 * offers addresses and choosing one fills the whole address; manual entry still works; an address
 * the service can correct offers "We found a closer match" and the applicant chooses; a lookup that
 * fails or is slow leaves the applicant typing and continuing as if there were none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type Sandbox } from './support/sandbox.ts';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { waitForHeading } from './support/registration.ts';

const ORG = 'MOVEMENT';
const PHONE = { width: 375, height: 812 };

let sandbox: Sandbox;
let browser: Browser;
beforeAll(async () => { [sandbox, browser] = await Promise.all([startSandbox(), launchBrowser()]); });
afterAll(async () => { await browser?.close(); await sandbox?.close(); });

const street = (page: Page) => page.getByRole('combobox', { name: /^Street address/ });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Address suggestions' });
const field = (page: Page, label: RegExp) => page.getByLabel(label);
const cont = (page: Page) => page.getByRole('button', { name: 'Continue' });
const values = async (page: Page) => ({
  street: await field(page, /^Street address/).inputValue(),
  city: await field(page, /^City/).inputValue(),
  state: await field(page, /^State/).inputValue(),
  zip: await field(page, /^Zipcode/).inputValue(),
});

async function openFirstStep(page: Page) {
  await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${ORG}`);
  await waitForHeading(page, 'address of the property');
  await page.getByLabel('Primary residence').check();
}

async function typeManually(page: Page, a: { street: string; city: string; state: string; zip: string }) {
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await field(page, /^Street address/).fill(a.street);
  await field(page, /^City/).fill(a.city);
  await field(page, /^State/).fill(a.state);
  await field(page, /^Zipcode/).fill(a.zip);
}

describe(`the address typeahead, under ${ORG} at 375 px`, () => {
  it('typing "1200 Oak" offers addresses, said to screen readers; choosing one by keyboard fills street, city, state and zipcode', async () => {
    const { page, context, csp, errors } = await openPage(browser, PHONE);
    await openFirstStep(page);
    await street(page).pressSequentially('1200 Oak', { delay: 30 });
    await expect.poll(() => suggestions(page).getByRole('option').count()).toBe(5);
    const options = await suggestions(page).getByRole('option').allInnerTexts();
    expect(options[0]).toBe('1200 Oak Avenue, Austin, TX 78704');
    for (const o of options) expect(o).toMatch(/^1200 Oak/);
    expect(await street(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[role="status"]', { hasText: '5 address suggestions' }).count()).toBe(1);
    await screenshot(page, 'address-lookup-suggestions');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    expect(await street(page).getAttribute('aria-activedescendant')).toBe(await suggestions(page).getByRole('option').first().getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await values(page)).toEqual({ street: '1200 Oak Avenue', city: 'Austin', state: 'Texas', zip: '78704' });
    // The whole address shows, to be checked or changed; the list is gone.
    expect(await suggestions(page).count()).toBe(0);
    // A listed address as listed is verified without a question.
    await cont(page).click();
    await waitForHeading(page, 'for sale');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tap on a suggestion fills the address; Escape closes the list and keeps the text', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await openFirstStep(page);
    await street(page).pressSequentially('1200 oak lawn', { delay: 30 });
    await expect.poll(() => suggestions(page).getByRole('option').allInnerTexts()).toEqual(['1200 Oak Lawn Avenue, Dallas, TX 75207']);
    await page.keyboard.press('Escape');
    expect(await street(page).getAttribute('aria-expanded')).toBe('false');
    expect(await street(page).inputValue()).toBe('1200 oak lawn');
    await street(page).press('End');
    await street(page).pressSequentially(' ave', { delay: 30 });
    await suggestions(page).getByRole('option', { name: '1200 Oak Lawn Avenue, Dallas, TX 75207' }).click();
    expect(await values(page)).toEqual({ street: '1200 Oak Lawn Avenue', city: 'Dallas', state: 'Texas', zip: '75207' });
    await context.close();
  });

  it('after Continue on an empty step the street still offers addresses, and choosing one clears the errors', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await openFirstStep(page);
    await cont(page).click();
    await page.locator('.error-summary').waitFor();
    await street(page).pressSequentially('1200 Oak', { delay: 30 });
    await expect.poll(() => suggestions(page).getByRole('option').count()).toBe(5);
    await suggestions(page).getByRole('option', { name: '1200 Oak Avenue, Austin, TX 78704' }).click();
    expect(await values(page)).toEqual({ street: '1200 Oak Avenue', city: 'Austin', state: 'Texas', zip: '78704' });
    await screenshot(page, 'address-lookup-after-empty-continue');
    await cont(page).click();
    await waitForHeading(page, 'for sale');
    await context.close();
  });

  it('manual entry still works: an address the service does not know continues as typed', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await openFirstStep(page);
    await typeManually(page, { street: '77 Quarry Hill Road', city: 'Austin', state: 'Texas', zip: '78701' });
    await cont(page).click();
    await waitForHeading(page, 'for sale');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('a correctable address offers "We found a closer match" with both; the suggested one is used, or mine is kept', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await openFirstStep(page);
    await typeManually(page, { street: '1200 Oak Av', city: 'Austin', state: 'Texas', zip: '78701' });
    await cont(page).click();
    const dialog = page.getByRole('dialog', { name: 'We found a closer match' });
    await dialog.waitFor();
    expect(await dialog.getByRole('region', { name: 'You entered' }).innerText()).toContain('1200 Oak Av\nAustin, TX 78701');
    expect(await dialog.getByRole('region', { name: 'Suggested' }).innerText()).toContain('1200 Oak Avenue\nAustin, TX 78704');
    await screenshot(page, 'address-lookup-closer-match');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Escape chooses neither: the form is as it was.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await values(page)).toEqual({ street: '1200 Oak Av', city: 'Austin', state: 'Texas', zip: '78701' });
    await cont(page).click();
    await dialog.getByRole('button', { name: 'Use the suggested address' }).click();
    await waitForHeading(page, 'for sale');
    // What was sent on is the suggested address.
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForHeading(page, 'address of the property');
    expect(await values(page)).toEqual({ street: '1200 Oak Avenue', city: 'Austin', state: 'Texas', zip: '78704' });

    // Keeping mine: the address goes on as typed, and is not asked about again.
    await field(page, /^Street address/).fill('1200 Oak Av');
    await field(page, /^Zipcode/).fill('78701');
    await cont(page).click();
    await dialog.getByRole('button', { name: 'Keep the address I entered' }).click();
    await waitForHeading(page, 'for sale');
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForHeading(page, 'address of the property');
    expect(await values(page)).toEqual({ street: '1200 Oak Av', city: 'Austin', state: 'Texas', zip: '78701' });
    await cont(page).click();
    await waitForHeading(page, 'for sale');
    await context.close();
  });

  it('a failing lookup still lets the person type and continue: manual entry opens, nothing typed is lost, no error', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.route('**/service-address/**', (route) => route.abort('failed'));
    await openFirstStep(page);
    await street(page).pressSequentially('1200 Oak Av', { delay: 30 });
    await field(page, /^City/).waitFor();
    expect(await field(page, /^Street address/).inputValue()).toBe('1200 Oak Av');
    expect(await page.locator('.w-error').count()).toBe(0);
    await field(page, /^City/).fill('Austin');
    await field(page, /^State/).fill('Texas');
    await field(page, /^Zipcode/).fill('78701');
    await screenshot(page, 'address-lookup-failed');
    await cont(page).click();
    await waitForHeading(page, 'for sale');
    await context.close();
  });

  it('a slow check on continue does not hold the person: after a few seconds the address goes on as typed', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.route('**/service-address/api/v1/address/verification', async (route) => { await new Promise((r) => setTimeout(r, 8_000)); await route.continue().catch(() => {}); });
    await openFirstStep(page);
    await typeManually(page, { street: '1200 Oak Av', city: 'Austin', state: 'Texas', zip: '78701' });
    const started = Date.now();
    await cont(page).click();
    await waitForHeading(page, 'for sale');
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
