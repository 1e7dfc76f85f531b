/**
 * Steps a product manager takes in the studio, as the browser tests drive them: signing in, a text
 * worded in the editor's preview (renderer/studio/editor/StringEditor.tsx), a field added in a
 * screen's form and a row in the status table's form (renderer/studio/editor/), each saved with a
 * message; and what the applicant then sees of the low-income warning.
 */
import type { Locator, Page } from 'playwright-core';

/** Opens `to`; the studio sends the page to its sign-in, and back after. */
export async function staffSignIn(page: Page, base: string, member: { id: string; token: string }, to: string): Promise<void> {
  await page.goto(`${base}${to}`);
  await page.waitForURL(/\/studio\/sign-in\?next=/);
  await page.getByLabel('Staff id').fill(member.id);
  await page.getByLabel('Token').fill(member.token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === to.split('?')[0]);
}

/** The save dialog of the editor: the message, then Commit (a publisher) and the save's state. */
export async function commitWithMessage(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByLabel('What does the change do, and why?').fill(message);
  await page.getByRole('button', { name: 'Commit' }).click();
}

/** The editor's tile of the income step under `brand`, with an income that looks monthly. */
export async function incomeTile(page: Page, brand: string) {
  await page.locator('.editor__choices label', { hasText: 'Brand' }).locator('select').selectOption(brand);
  const tile = page.frameLocator(`iframe[title="register-v2/annual-income under ${brand} at 1280 px"]`);
  await tile.locator('#root_income_income').waitFor({ timeout: 30_000 });
  await tile.locator('#root_income_income').fill('12000');
  await tile.locator('#root_income_income').blur();
  return tile;
}

/**
 * With the income step open in the editor: clicks the warning showing `shown` under `brand`, words
 * it for that brand only or for all brands, and saves it with `message`. Resolves with the save's words.
 */
export async function wordTheWarning(page: Page, o: { brand: string; shown: string | RegExp; words: string; scope: 'brand' | 'all'; message: string }): Promise<string> {
  const tile = await incomeTile(page, o.brand);
  await tile.getByText(o.shown).first().waitFor({ timeout: 15_000 });
  const pick = page.getByLabel(/Edit texts/);
  if (!(await pick.isChecked())) await pick.check();
  await tile.getByText(o.shown).first().click();
  const panel = page.getByRole('form', { name: 'Edit a text' });
  await panel.getByLabel(o.scope === 'brand' ? `This brand only (${o.brand})` : /All brands \(the screen file\)/).check();
  await panel.getByLabel('Words').fill(o.words);
  await panel.getByLabel('What does the change do, and why?').fill(o.message);
  await panel.getByRole('button', { name: 'Save text' }).click();
  const state = page.getByTestId('string-save-state');
  await state.getByText(/^Saved /).waitFor({ timeout: 60_000 });
  return (await state.textContent()) ?? '';
}

/** The applicant's income step under a brand, with an income that looks monthly: the warning's words. */
export async function applicantIncomeWarning(page: Page, base: string, org: string): Promise<string> {
  await page.goto(`${base}/account/heloc/register-v2/annual-income?org=${org}`);
  await page.evaluate(() => localStorage.setItem('heloc_registration_draft', '{}'));
  await page.goto(`${base}/account/heloc/register-v2/annual-income?org=${org}`);
  await page.locator('#root_income_income').waitFor({ timeout: 30_000 });
  await page.locator('#root_income_income').fill('12000');
  await page.locator('#root_income_income').blur();
  const notice = page.locator('form').getByText(/a year|whole year/).first();
  await notice.waitFor({ timeout: 15_000 });
  return (await notice.textContent()) ?? '';
}

/** In a screen's form: a new field from its label, kind and options (one per line); `beforeAdding` looks at the form first. */
export async function addFieldInForm(page: Page, o: { label: string; kind: string; options?: string[] }, beforeAdding?: (add: Locator) => Promise<void>): Promise<void> {
  const add = page.getByTestId('add-field');
  await add.getByLabel('Label of the new field').fill(o.label);
  await add.getByLabel('Kind of answer').selectOption({ label: o.kind });
  if (o.options) await add.getByLabel('Options, one per line').fill(o.options.join('\n'));
  await beforeAdding?.(add);
  await add.getByRole('button', { name: 'Add field' }).click();
}

/** In the status table's form: a row picked from the journey's statuses, routes, progress steps and conditions. */
export async function addStatusRowInForm(page: Page, o: { status: string; to: string; progress: string; place: string; when?: string }): Promise<void> {
  const add = page.getByTestId('add-row');
  await add.getByLabel('Status', { exact: true }).selectOption(o.status);
  await add.getByLabel('Sends the applicant to').selectOption(o.to);
  await add.getByLabel('Progress step shown').selectOption(o.progress);
  if (o.when) await add.getByLabel('Only when').selectOption(o.when);
  await add.getByLabel('Place in the table').selectOption({ label: o.place });
  await add.getByRole('button', { name: 'Add row' }).click();
}
