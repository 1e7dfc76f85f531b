/** Filling the register-v2 steps the way an applicant does: by visible labels and buttons. */
import type { Page } from 'playwright-core';

export interface Person {
  street: string; city: string; state: string; zip: string;
  occupancy?: 'Primary residence' | 'Second home' | 'Investment property';
  income: string; source: string;
  firstName: string; lastName: string;
  month: string; day: string; year: string;
  email: string; phone: string; password: string;
}

let seq = 0;
export const person = (overrides: Partial<Person> = {}): Person => ({
  street: '123 Main Street', city: 'Sacramento', state: 'CA', zip: '95814', occupancy: 'Primary residence',
  income: '120000', source: 'Employed full-time',
  firstName: 'Pat', lastName: 'Happy', month: '4', day: '15', year: '1980',
  email: `pat.${process.pid}.${Date.now()}.${++seq}@example.com`, phone: '4155550123', password: 'Sandbox-Passw0rd!',
  ...overrides,
});

export const heading = (page: Page) => page.locator('h1').first();

/** Waits until the page's heading contains the text (each step moves focus to its heading). */
export async function waitForHeading(page: Page, text: string, timeout = 15_000) {
  await page.locator('h1', { hasText: text }).first().waitFor({ timeout });
}

export async function continueStep(page: Page, label = /Continue|Check my offers/) {
  await page.getByRole('button', { name: label }).click();
}

export async function openManualAddress(page: Page) {
  const manual = page.getByRole('button', { name: /enter (the |your )?address manually/i });
  if (await manual.isVisible().catch(() => false)) await manual.click();
}

export async function fillAddress(page: Page, p: Pick<Person, 'street' | 'city' | 'state' | 'zip'>) {
  await openManualAddress(page);
  await page.getByLabel(/^Street address/).fill(p.street);
  await page.getByLabel(/^City/).fill(p.city);
  await page.getByLabel(/^State/).fill(p.state);
  await page.getByLabel(/^Zipcode/).fill(p.zip);
}

/** The steps of register-v2 for an anonymous visitor; `onStep` runs on each step before Continue. */
export async function register(page: Page, p: Person, onStep: (name: string) => Promise<void> = async () => {}) {
  await waitForHeading(page, 'address of the property');
  await fillAddress(page, p);
  await page.getByLabel(p.occupancy ?? 'Primary residence').check();
  await onStep('1-property-address');
  await continueStep(page);

  if (p.occupancy && p.occupancy !== 'Primary residence') {
    await waitForHeading(page, 'current home address');
    await fillAddress(page, { street: '9 Elm Street', city: 'Oakland', state: 'CA', zip: '94607' });
    await onStep('2-home-address');
    await continueStep(page);
  }

  await waitForHeading(page, 'for sale');
  await page.getByLabel('No', { exact: true }).check();
  await onStep('3-for-sale');
  await continueStep(page);

  await waitForHeading(page, 'annual income');
  await page.getByLabel(/^Primary source of income/).selectOption({ label: p.source });
  await page.getByLabel(/^Annual income \(before taxes\)/).fill(p.income);
  await onStep('4-annual-income');
  await continueStep(page);

  await waitForHeading(page, 'legal name');
  await page.getByLabel(/^First name/).fill(p.firstName);
  await page.getByLabel(/^Last name/).fill(p.lastName);
  await onStep('5-legal-name');
  await continueStep(page);

  await waitForHeading(page, 'date of birth');
  await page.getByLabel(/^Month/).fill(p.month);
  await page.getByLabel(/^Day/).fill(p.day);
  await page.getByLabel(/^Year/).fill(p.year);
  await onStep('6-birthdate');
  await continueStep(page);

  await waitForHeading(page, 'reach you');
  await page.getByLabel(/^Email address/).fill(p.email);
  await page.getByLabel(/^Mobile phone/).pressSequentially(p.phone);
  await onStep('7-phone-and-email');
  await continueStep(page);

  await waitForHeading(page, 'Create your account');
  await page.getByLabel(/^Password( \(required\))?$/).fill(p.password);
  await page.getByLabel(/^Confirm password/).fill(p.password);
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  await page.getByRole('checkbox', { name: /consent to receive disclosures/ }).check();
  await onStep('8-set-password');
  await continueStep(page, /Check my offers/);
}
