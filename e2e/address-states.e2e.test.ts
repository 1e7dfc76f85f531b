/**
 * Addresses a lender can use (000 §5; 001 §2 footer, §5 Address), on a phone (375 px) under a
 * partner brand: the state is chosen from a list (typing "tex" finds Texas; by keyboard and as a
 * screen reader reads it), made-up states ("XX", "Puerto Rico" as "PU") never get through, a zipcode
 * outside its state is refused with words that say so, and a state the lender does not lend in
 * (the footer's list) stops the first step in words that say so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type Sandbox } from './support/sandbox.ts';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { openManualAddress, waitForHeading } from './support/registration.ts';

const ORG = 'GOODLEAP_LLC';
const NOT_LENDING = (state: string) => `GoodLeap does not lend in ${state}, so we can't take an application for this property. We lend only in the states listed at the bottom of this page.`;

let sandbox: Sandbox;
let browser: Browser;
beforeAll(async () => { [sandbox, browser] = await Promise.all([startSandbox(), launchBrowser()]); });
afterAll(async () => { await browser?.close(); await sandbox?.close(); });

const state = (page: Page) => page.getByRole('combobox', { name: /^State/ });
const block = (page: Page) => page.locator('.notice--block');
const cont = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function openFirstStep(page: Page) {
  await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${ORG}`);
  await waitForHeading(page, 'address of the property');
  await openManualAddress(page);
  await page.getByLabel('Primary residence').check();
  await page.getByLabel(/^Street address/).fill('1 Main Street');
  await page.getByLabel(/^City/).fill('Austin');
  // The footer's list of the lender's states: the first step refuses what it leaves out.
  await page.getByTestId('licensed-states').waitFor();
}

/** Types into the state as a person does, key by key, then leaves it for the zipcode. */
async function typeState(page: Page, text: string) {
  await state(page).click();
  await state(page).fill('');
  await state(page).pressSequentially(text, { delay: 20 });
}

describe(`the state of an address, under ${ORG} at 375 px`, () => {
  it('is chosen from a list: "tex" finds Texas, by keyboard', async () => {
    const { page, context, csp } = await openPage(browser, { width: 375, height: 812 });
    await openFirstStep(page);
    await typeState(page, 'tex');
    const list = page.getByRole('listbox', { name: 'Choices for State' });
    await expect.poll(() => list.getByRole('option').allInnerTexts()).toEqual(['Texas']);
    expect(await state(page).getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'address-states-tex');
    await page.keyboard.press('ArrowDown');
    expect(await state(page).getAttribute('aria-activedescendant')).toBe(await list.getByRole('option', { name: 'Texas' }).getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await state(page).inputValue()).toBe('Texas');
    expect(await state(page).getAttribute('aria-expanded')).toBe('false');
    await page.getByLabel(/^Zipcode/).fill('78701');
    await expect.poll(() => block(page).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Nothing stops it: the next step.
    await cont(page).click();
    await waitForHeading(page, 'for sale');
    expect(csp).toEqual([]);
    await context.close();
  });

  it('"Flo" then Enter chooses Florida, the only state it finds, without the arrow key first', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await openFirstStep(page);
    await typeState(page, 'Flo');
    const list = page.getByRole('listbox', { name: 'Choices for State' });
    await expect.poll(() => list.getByRole('option').allInnerTexts()).toEqual(['Florida']);
    await page.keyboard.press('Enter');
    expect(await state(page).inputValue()).toBe('Florida');
    expect(await state(page).getAttribute('aria-expanded')).toBe('false');
    // With more than one state found, Enter alone chooses none of them.
    await typeState(page, 'new');
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('Enter');
    expect(await state(page).inputValue()).toBe('new');
    await context.close();
  });

  it('refuses "XX" and "PU": they are no state on the list', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await openFirstStep(page);
    // "XX" finds nothing; "PU" offers Puerto Rico, but is not it until chosen.
    for (const [typed, offered] of [['XX', []], ['PU', ['Puerto Rico']]] as const) {
      await typeState(page, typed);
      if (offered.length === 0) await page.getByText(`No state matches “${typed}”`).waitFor();
      else await expect.poll(() => page.getByRole('listbox', { name: 'Choices for State' }).getByRole('option').allInnerTexts()).toEqual(offered);
      await page.getByLabel(/^Zipcode/).fill('78701');
      await cont(page).click();
      await page.locator('#root_propertyAddress_state__error', { hasText: 'Select the state from the list' }).waitFor();
      expect(await state(page).inputValue()).toBe(typed);
      expect(await state(page).getAttribute('aria-invalid')).toBe('true');
      await waitForHeading(page, 'address of the property');
    }
    await screenshot(page, 'address-states-xx');
    await context.close();
  });

  it('refuses a state the lender does not lend in on the first step, in words that say so: "ny", "Puerto Rico"', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await openFirstStep(page);
    // The footer says New York is not among the lender's states; the first step agrees.
    expect(await page.getByTestId('licensed-states').innerText()).not.toContain('NY');
    expect(await page.getByTestId('new-york-notice').innerText()).toBe('This site does not accept applications for properties in New York.');
    for (const [typed, name, zip] of [['ny', 'New York', '12207'], ['Puerto Rico', 'Puerto Rico', '00901']] as const) {
      await typeState(page, typed);
      await page.getByLabel(/^Zipcode/).fill(zip);
      expect(await state(page).inputValue()).toBe(name);
      await expect.poll(() => block(page).innerText()).toBe(NOT_LENDING(name));
      expect(await cont(page).isDisabled()).toBe(true);
      await screenshot(page, `address-states-refused-${name}`);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A state it lends in lifts the refusal.
    await typeState(page, 'Texas');
    await page.getByLabel(/^Zipcode/).fill('78701');
    await expect.poll(() => block(page).count()).toBe(0);
    expect(await cont(page).isDisabled()).toBe(false);
    await context.close();
  });

  it('refuses a zipcode outside the state with a clear message; the right one continues', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await openFirstStep(page);
    await typeState(page, 'Texas');
    await page.getByLabel(/^Zipcode/).fill('10001');
    await cont(page).click();
    const message = '10001 is not a zipcode in Texas: check the zipcode and the state';
    await page.locator('#root_propertyAddress_zip__error', { hasText: message }).waitFor();
    // The error summary names it too, and leads to the zipcode.
    await page.locator('.error-summary a', { hasText: message }).waitFor();
    await screenshot(page, 'address-states-zip');
    await page.getByLabel(/^Zipcode/).fill('75201');
    await cont(page).click();
    await waitForHeading(page, 'for sale');
    await context.close();
  });
});
