/**
 * The studio editor's forms in Chromium at 1280 px, against a sandbox run as `npm start` runs it
 * (its own copy of dist/, rebuilding the app after a save) on a copy of the config that is a git
 * repository with a staff file. A publisher, without opening the JSON editor: adds an optional "Best
 * time to call" choice to the contact screen, moves it up with the keyboard, saves it with a message,
 * and an applicant's contact screen (GoodLeap) then asks it; adds a row to the status table in its
 * form; finds a screen by its name and a check by words; an unsaved edit survives a reload and
 * opening another file, until discarded; and raises the low-income threshold of the annual-income
 * step from 15000 to 20000 in the check's form, by keyboard, sees the impact table name the rule
 * change, saves, and an applicant with 18,000 a year is then asked to confirm it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { createApplicant, signIn as applicantSignIn } from './support/api.ts';
import { configRepo, git } from '../test/helpers/configRepo.ts';
import { addFieldInForm, addStatusRowInForm, commitWithMessage, staffSignIn } from './support/studio.ts';

const OPS = 'ops-secret';
const CONTACT = 'schemas/application/start/contact.json';
const INCOME = 'schemas/register-v2/annual-income.json';
const HELOC = 'journeys/heloc.json';
const repo = configRepo();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
fs.cpSync('dist', dist, { recursive: true });
let base = '';
let browser: Browser;
useSandboxAndBrowser((sandbox, b) => { base = sandbox.url; browser = b; }, { configRoot: repo.root, opsToken: OPS, distDir: dist, rebuildAppOnSave: true });
afterAll(() => { repo.remove(); fs.rmSync(dist, { recursive: true, force: true }); });

const signIn = (page: Page, to: string) => staffSignIn(page, base, { id: 'petra', token: repo.tokens.petra }, to);

const problems = (page: Page) => page.getByTestId('problems').textContent();
const order = (file: string) => JSON.parse(fs.readFileSync(path.join(repo.root, file), 'utf8')) as Record<string, any>;

describe('the studio editor\'s forms', () => {
  it('adds an optional "Best time to call" choice to the contact screen, moves it up, saves it: the applicant\'s screen asks it', async () => {
    const { page, context, csp, errors } = await openPage(browser, { width: 1280, height: 1000 });
    await signIn(page, `/studio/editor?file=${encodeURIComponent(CONTACT)}`);
    await page.getByTestId('screen-form').waitFor();
    // The form, not the code editor, is what opens.
    expect(await page.locator('.cm-content').count()).toBe(0);
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');

    await addFieldInForm(page, { label: 'Best time to call', kind: 'Choice (pick one)', options: ['Morning', 'Afternoon', 'Evening'] }, async (add) => {
      expect(await add.textContent()).toContain('Saved in the answers as bestTimeToCall.');
    });
    const cards = page.getByTestId('fields').locator('.form__card h4');
    await expect.poll(() => cards.allInnerTexts()).toEqual([
      '1. How do you hold title to this property? Choice · required',
      '2. What is your marital status? Choice · required',
      '3. Social Security number Social Security number · optional',
      '4. I authorize the hard credit inquiry. Agreement box · required',
      '5. Best time to call Choice · optional',
    ]);
    // Moved up twice with the keyboard: the focus stays on the button as the card moves.
    await page.getByRole('button', { name: 'Move "Best time to call" up' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.allInnerTexts()).toEqual(expect.arrayContaining(['3. Best time to call Choice · optional']));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move "Best time to call" up');

    // Checked, weighed and previewed as typed JSON is: the tile draws the new question before saving.
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    await expect.poll(() => page.getByTestId('impact-screens').textContent(), { timeout: 60_000 }).toContain('application/start/contact');
    await screenshot(page, 'studio-forms-contact-field-1280');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByLabel('What does the change do, and why?').fill('Ask when the applicant would like a call, after the marital status');
    await page.getByRole('button', { name: 'Commit' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 240_000, interval: 2000 }).toContain('The app now shows it');
    const saved = order(CONTACT);
    expect(saved.uiSchema['ui:order']).toEqual(['ownership', 'maritalStatus', 'bestTimeToCall', 'ssn', 'hardCreditConsent']);
    expect(saved.schema.properties.bestTimeToCall).toMatchObject({ type: 'string', title: 'Best time to call', oneOf: [{ const: 'MORNING', title: 'Morning' }, { const: 'AFTERNOON', title: 'Afternoon' }, { const: 'EVENING', title: 'Evening' }] });
    expect(saved.schema.required).not.toContain('bestTimeToCall');
    expect(git(repo.root, 'log', '-1', '--format=%an|%s').trim()).toBe('Petra Publisher|Ask when the applicant would like a call, after the marital status');
    // The preview's tile, drawn from the rebuilt app, asks it.
    const tile = page.frameLocator('iframe[title="application/start/contact under GOODLEAP_LLC at 1280 px"]');
    await expect.poll(() => tile.locator('form').textContent(), { timeout: 30_000 }).toMatch(/What is your marital status\?.*Best time to call.*Morning.*Afternoon.*Evening.*Social Security number/);
    await screenshot(page, 'studio-forms-contact-saved-1280');
    // Saved: nothing is left unsaved.
    expect(await page.getByTestId('unsaved-mark').count()).toBe(0);
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // An applicant whose application needs more information, under GoodLeap, is asked it, optional.
    const applicant = await createApplicant(base, 'Happy', { org: 'GOODLEAP_LLC' });
    const forced = await fetch(`${base}/ops/applications/${applicant.uuid}/status`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-token': OPS }, body: JSON.stringify({ status: 'COLLECT_ADDITIONAL_INFO' }) });
    expect(forced.status).toBe(200);
    const own = await openPage(browser, { width: 1280, height: 1000 });
    await applicantSignIn(own.page, applicant.token);
    await own.page.goto(`${base}/account/heloc/${applicant.uuid}/start/contact?org=GOODLEAP_LLC`);
    await own.page.getByText('Best time to call').first().waitFor({ timeout: 30_000 });
    expect(await own.page.locator('form').textContent()).toMatch(/What is your marital status\?.*Best time to call.*Morning.*Afternoon.*Evening.*Social Security number/);
    await screenshot(own.page, 'studio-forms-applicant-contact-1280');
    expect(own.errors).toEqual([]);
    await own.context.close();
  }, 360_000);

  it('adds a row to the status table in its form, with every part picked from the journey', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 1000 });
    await signIn(page, '/studio/editor');
    // Found by what people call it.
    await page.getByTestId('finder-search').fill('status table');
    await page.getByTestId('finder-item').filter({ hasText: 'Status table' }).click();
    await page.getByTestId('status-form').waitFor({ timeout: 30_000 });
    await expect.poll(() => problems(page), { timeout: 60_000 }).toContain('No problems');
    const before = order(HELOC).statusRouting.rows as { id: string }[];

    await addStatusRowInForm(page, { status: 'FACTA_REVIEW', to: '/:uuid/hold', progress: 'LINK_INCOME', place: 'At the top (tried first)' });
    const row = page.getByTestId('status-row-factaReview');
    await row.waitFor();
    expect(await page.locator('[data-testid^="status-row-"]').first().getAttribute('data-testid')).toBe('status-row-factaReview');
    // Moved below the decline row, which must stay first.
    await row.getByRole('button', { name: 'Move row factaReview down' }).click();
    expect(await page.locator('[data-testid^="status-row-"]').nth(1).getAttribute('data-testid')).toBe('status-row-factaReview');
    // Its condition is one of the journey's named conditions.
    await page.getByTestId('status-row-factaReview').getByText('Edit row factaReview').click();
    await page.getByTestId('status-row-factaReview').getByLabel('Only when').selectOption('brokerPriceOpinionState');
    await expect.poll(() => problems(page), { timeout: 60_000 }).toContain('No problems');
    await expect.poll(() => page.getByTestId('impact-summary').textContent(), { timeout: 150_000 }).toMatch(/fixtures and applications/);
    await screenshot(page, 'studio-forms-status-row-1280');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByLabel('What does the change do, and why?').fill('Hold a Texas application under FACTA review');
    await page.getByRole('button', { name: 'Commit' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 60_000 }).toContain(`Saved ${HELOC}`);
    const rows = order(HELOC).statusRouting.rows as Record<string, unknown>[];
    expect(rows.length).toBe(before.length + 1);
    expect(rows[0]!.id).toBe(before[0]!.id);
    expect(rows[1]).toEqual({ id: 'factaReview', statuses: ['FACTA_REVIEW'], when: { ref: 'brokerPriceOpinionState' }, to: '/:uuid/hold', progress: 'LINK_INCOME' });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('finds a check by words, and keeps an unsaved edit across a reload and another file until it is discarded', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 1000 });
    await signIn(page, '/studio/editor');
    await page.getByTestId('finder-search').fill('low income');
    const match = page.getByTestId('text-match').filter({ hasText: 'What is your annual income?' }).first();
    await match.click();
    // The screen's form opens at the check's message.
    const focused = () => page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.value ?? '');
    await expect.poll(focused, { timeout: 30_000 }).toContain('Confirm that this is your annual income');
    await screenshot(page, 'studio-forms-search-1280');

    // An unsaved edit of the contact screen's title.
    await page.getByTestId('finder-search').fill('few more');
    await page.getByTestId('finder-item').filter({ hasText: 'A few more details' }).click();
    const title = page.getByTestId('copy-title');
    await expect.poll(() => title.inputValue(), { timeout: 30_000 }).toBe('A few more details');
    await title.fill('A few more details, please');
    await page.getByTestId('unsaved-mark').waitFor();
    expect(await page.getByTestId('finder-item').filter({ hasText: 'A few more details, please' }).count()).toBe(0);
    expect(await page.getByTestId('finder-item').filter({ hasText: 'A few more details' }).textContent()).toContain('●');

    await page.reload();
    await expect.poll(() => page.getByTestId('copy-title').inputValue(), { timeout: 30_000 }).toBe('A few more details, please');
    await page.getByTestId('unsaved-mark').waitFor();
    // Another file, and back.
    await page.getByTestId('finder-search').fill('birth');
    await page.getByTestId('finder-item').filter({ hasText: 'What is your date of birth?' }).first().click();
    await expect.poll(() => page.getByTestId('copy-title').inputValue(), { timeout: 30_000 }).toBe('What is your date of birth?');
    expect(await page.getByTestId('unsaved-mark').count()).toBe(0);
    await page.getByTestId('finder-search').fill('few more');
    await page.getByTestId('finder-item').filter({ hasText: 'A few more details' }).click();
    await expect.poll(() => page.getByTestId('copy-title').inputValue(), { timeout: 30_000 }).toBe('A few more details, please');
    // The preview draws the edit as typed.
    const tile = page.frameLocator('iframe[title="application/start/contact under GOODLEAP_LLC at 1280 px"]');
    await expect.poll(() => tile.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('A few more details, please');
    await screenshot(page, 'studio-forms-unsaved-1280');

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Discard my changes' }).click();
    await expect.poll(() => page.getByTestId('copy-title').inputValue()).toBe('A few more details');
    expect(await page.getByTestId('unsaved-mark').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('copy-title').inputValue(), { timeout: 30_000 }).toBe('A few more details');
    expect(order(CONTACT).copy.title).toBe('A few more details');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('raises the low-income threshold to 20000 in the check\'s form, by keyboard: the impact names it, and an applicant with 18,000 is asked to confirm', async () => {
    const { page, context, csp, errors } = await openPage(browser, { width: 1280, height: 1000 });
    await signIn(page, `/studio/editor?file=${encodeURIComponent(INCOME)}`);
    await page.getByTestId('screen-form').waitFor();
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    // A field taken from a shared file is named by its own label and kind, not its key.
    await expect.poll(() => page.getByTestId('fields').locator('.form__card h4').allInnerTexts(), { timeout: 30_000 }).toEqual(['1. Income Group of fields · required']);
    const rule = page.getByTestId('rule-lowIncomeConfirmation');
    const words = rule.getByTestId('rule-words');
    // In words, with the field's title, not its name; the typeOf guard stays as written.
    await expect.poll(() => words.textContent(), { timeout: 30_000 }).toBe('Applies when the answer to "Annual income (before taxes)" is a number and the answer to "Annual income (before taxes)" is less than $15,000.');
    expect(await rule.getByTestId('fixed-1').textContent()).toContain('This part is edited in the JSON view.');
    const threshold = rule.getByTestId('comparison-2');
    await expect.poll(() => threshold.getByLabel('Answer').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('Annual income (before taxes)');
    expect(await threshold.getByLabel('Comparison').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('is less than');
    const value = threshold.getByLabel('Value');
    expect(await value.inputValue()).toBe('15000');

    // By keyboard: Tab from the comparison to the value, emptied (kept, said what is wrong, nothing written), then 20,000.
    await threshold.getByLabel('Comparison').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await value.getAttribute('id'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    expect(await value.inputValue()).toBe('');
    expect(await threshold.getByRole('alert').textContent()).toBe('Enter a number, such as 15000: the condition is not changed while the box is empty.');
    expect(await value.getAttribute('aria-invalid')).toBe('true');
    expect(await words.textContent()).toContain('is less than $15,000.');
    await page.keyboard.type('20k');
    expect(await threshold.getByRole('alert').textContent()).toBe('"20k" is not a number. Write it in digits, such as 15000 or 15,000.');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(',000');
    expect(await value.inputValue()).toBe('20,000');
    expect(await threshold.getByRole('alert').count()).toBe(0);
    await expect.poll(() => words.textContent()).toContain('is less than $20,000.');
    // A comparison added and removed again, by keyboard: the condition is back as it was.
    await rule.getByRole('button', { name: 'Add a comparison to lowIncomeConfirmation' }).press('Enter');
    await expect.poll(() => words.textContent()).toContain('is less than $20,000 and the answer to "Annual income (before taxes)" is $0.');
    await rule.getByRole('button', { name: 'Remove comparison 3 of lowIncomeConfirmation' }).press('Enter');
    await expect.poll(() => rule.getByTestId('comparison-3').count()).toBe(0);
    expect(await rule.getByRole('button', { name: /^Remove comparison/ }).count()).toBe(0);
    expect(await words.textContent()).toBe('Applies when the answer to "Annual income (before taxes)" is a number and the answer to "Annual income (before taxes)" is less than $20,000.');
    // The impact table names the rule change, in the same words; no route changes.
    await expect.poll(() => page.getByTestId('impact-rules').textContent(), { timeout: 60_000 })
      .toContain('Rule lowIncomeConfirmation (confirm) on register-v2/annual-income changes (when): it applied when the answer to "Annual income (before taxes)" is a number and the answer to "Annual income (before taxes)" is less than $15,000; now it applies when the answer to "Annual income (before taxes)" is a number and the answer to "Annual income (before taxes)" is less than $20,000.');
    expect(await page.getByTestId('impact-summary').textContent()).toContain('No route changes');
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    await rule.scrollIntoViewIfNeeded();
    await screenshot(page, 'studio-forms-rule-condition-1280');
    // The JSON editor was never opened.
    expect(await page.locator('.cm-content').count()).toBe(0);

    await commitWithMessage(page, 'Ask applicants under $20,000 a year to confirm their income');
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 240_000, interval: 2000 }).toContain('The app now shows it');
    const saved = order(INCOME).rules.find((r: { id: string }) => r.id === 'lowIncomeConfirmation');
    expect(saved.when).toEqual({ and: [{ '===': [{ typeOf: [{ var: 'form.income.income' }] }, 'number'] }, { '<': [{ var: 'form.income.income' }, 20000] }] });
    expect(git(repo.root, 'log', '-1', '--format=%s').trim()).toBe('Ask applicants under $20,000 a year to confirm their income');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // The applicant's income step: 18,000 a year is now asked about; 25,000 is not.
    const own = await openPage(browser, { width: 1280, height: 1000 });
    const income = own.page.locator('#root_income_income');
    await own.page.goto(`${base}/account/heloc/register-v2/annual-income?org=GOODLEAP_LLC`);
    await income.waitFor({ timeout: 30_000 });
    await income.fill('18000');
    await income.blur();
    const warning = own.page.locator('form').getByText('You entered $18,000 a year. Confirm that this is your annual income before taxes');
    await warning.waitFor({ timeout: 15_000 });
    await screenshot(own.page, 'studio-forms-applicant-income-18000-1280');
    await income.fill('25000');
    await income.blur();
    await expect.poll(() => own.page.locator('form').getByText(/a year\. Confirm that this is your annual income/).count()).toBe(0);
    expect(own.errors).toEqual([]);
    await own.context.close();
  }, 360_000);

  it('shows a condition that is not simple in words, and opens the JSON editor at it', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 1000 });
    await signIn(page, `/studio/editor?file=${encodeURIComponent('schemas/application/product/assets.json')}`);
    const rule = page.getByTestId('rule-someAssets');
    await rule.waitFor({ timeout: 30_000 });
    expect(await rule.textContent()).toContain('This condition is edited in the JSON view.');
    expect(await rule.getByRole('combobox').count()).toBe(0);
    await rule.getByRole('button', { name: 'Show it in the JSON editor: the condition of someAssets' }).press('Enter');
    await page.locator('.cm-content').waitFor({ timeout: 30_000 });
    // The cursor is on the rule's condition.
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).toContain('"when": {');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
