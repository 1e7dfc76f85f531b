/**
 * A product manager's first day in the studio, in one walkthrough and without the JSON editor, in
 * Chromium at 1280 px against a sandbox run as `npm start` runs it (its own copy of dist/, rebuilt
 * after a save) on a copy of the config that is a git repository with a staff file. As Petra, a
 * publisher, she: adds an optional "Best time to call" field to the contact screen in its form;
 * words the low-income warning for all brands, then for LAKEVIEW only, in the editor's preview;
 * adds a status row in the table's form; explains with the simulator why an application is on its
 * screen; creates a partner brand; sees the applicant answer the new field and the review page
 * list it; and in the history reads the contact change by the screen's name, finds the LAKEVIEW
 * wording and reverts it, and LAKEVIEW's screen shows the previous words. The saves that need the
 * app rebuilt come first, so the builds run while she works (e2e/support/studio.ts holds the steps).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { applicationOf, createApplicant, setStatus, settledOn, signIn as applicantSignIn } from './support/api.ts';
import { ANSWERS, LOGO, fillIn, problems as brandProblems } from './support/brandForm.ts';
import { addFieldInForm, addStatusRowInForm, applicantIncomeWarning, commitWithMessage, staffSignIn, wordTheWarning } from './support/studio.ts';
import { answerContact, reviewedAnswer } from './support/contactAnswers.ts';
import { configRepo, git } from '../test/helpers/configRepo.ts';

const CONTACT = 'schemas/application/start/contact.json';
const INCOME = 'schemas/register-v2/annual-income.json';
const HELOC = 'journeys/heloc.json';
const OLD = 'You entered $12,000 a year. Confirm that this is your annual income before taxes, not a monthly or weekly amount';
const ALL = 'You entered {{values.income:money}} a year. Is that your income for the whole year, before taxes?';
const ALL_SHOWN = 'You entered $12,000 a year. Is that your income for the whole year, before taxes?';
const LAKEVIEW = 'Lakeview asks: is {{values.income:money}} your income for a whole year, before taxes?';
const LAKEVIEW_SHOWN = 'Lakeview asks: is $12,000 your income for a whole year, before taxes?';
const FIELD_MESSAGE = 'Ask when the applicant would like a call';
const ORG = 'GOODLEAP_LLC';
const OPS = 'ops-secret';
const repo = configRepo();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pm-dist-'));
fs.cpSync('dist', dist, { recursive: true });
let base = '';
let browser: Browser;
useSandboxAndBrowser((sandbox, b) => { base = sandbox.url; browser = b; }, { configRoot: repo.root, opsToken: OPS, distDir: dist, rebuildAppOnSave: true });
afterAll(() => { repo.remove(); fs.rmSync(dist, { recursive: true, force: true }); });

const petra = () => ({ id: 'petra', token: repo.tokens.petra });
const fileOf = (file: string) => JSON.parse(fs.readFileSync(path.join(repo.root, file), 'utf8')) as Record<string, any>;
const problems = (page: Page) => page.getByTestId('problems').textContent();
const editorOf = (file: string) => `/studio/editor?file=${encodeURIComponent(file)}`;
/** The built app's contact screen, as the gallery draws it under GoodLeap. */
async function contactTile(page: Page): Promise<string> {
  await page.goto(`${base}/studio/gallery?screen=application/start/contact&brand=${ORG}&width=1280`);
  await page.locator('form').first().waitFor({ timeout: 30_000 });
  return (await page.locator('form').first().textContent()) ?? '';
}

describe('a product manager\'s day in the studio', () => {
  it('does the seven tasks without the JSON editor', async () => {
    const started = Date.now();
    const mark = (what: string) => console.log(`${Math.round((Date.now() - started) / 1000)} s: ${what}`);
    // An applicant under GoodLeap whose application needs more information: on the contact screen.
    const applicant = await createApplicant(base, 'Happy', { org: ORG });
    await settledOn(base, applicant, 'OFFER_SELECTION');
    await setStatus(base, applicant.uuid, 'COLLECT_ADDITIONAL_INFO', undefined, OPS);

    const { page, context, csp } = await openPage(browser, { width: 1280, height: 1000 });
    // 1. An optional "Best time to call" choice on the contact screen, in the screen's form.
    await staffSignIn(page, base, petra(), editorOf(CONTACT));
    await page.getByTestId('screen-form').waitFor();
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    await addFieldInForm(page, { label: 'Best time to call', kind: 'Choice (pick one)', options: ['Morning', 'Afternoon', 'Evening'] });
    await expect.poll(() => page.getByTestId('fields').locator('.form__card h4').allInnerTexts()).toContain('5. Best time to call Choice · optional');
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    await commitWithMessage(page, FIELD_MESSAGE);
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 60_000 }).toContain(`Saved ${CONTACT}`);
    expect(fileOf(CONTACT).schema.properties.bestTimeToCall).toMatchObject({ type: 'string', title: 'Best time to call' });
    expect(fileOf(CONTACT).schema.required).not.toContain('bestTimeToCall');

    mark('all brands');
    // 2. The low-income warning for all brands (the screen file), in the editor's preview.
    await page.goto(`${base}${editorOf(INCOME)}`);
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    expect(await wordTheWarning(page, { brand: ORG, shown: OLD, words: ALL, scope: 'all', message: 'Ask whether a low income is for the whole year' })).toContain(`Saved ${INCOME}.`);
    expect(JSON.stringify(fileOf(INCOME).rules)).toContain(ALL);
    mark('status row');
    // 3. A row in the status table, in its form.
    const rowsBefore = fileOf(HELOC).statusRouting.rows as { id: string }[];
    await page.goto(`${base}/studio/editor`);
    await page.getByTestId('finder-search').fill('status table');
    await page.getByTestId('finder-item').filter({ hasText: 'Status table' }).click();
    await page.getByTestId('status-form').waitFor({ timeout: 30_000 });
    await expect.poll(() => problems(page), { timeout: 60_000 }).toContain('No problems');
    await addStatusRowInForm(page, { status: 'FACTA_REVIEW', to: '/:uuid/hold', progress: 'LINK_INCOME', when: 'brokerPriceOpinionState', place: `Before row 2 (${rowsBefore[1]!.id})` });
    await page.getByTestId('status-row-factaReview').waitFor();
    await expect.poll(() => problems(page), { timeout: 60_000 }).toContain('No problems');
    await commitWithMessage(page, 'Hold a Texas application under FACTA review');
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 90_000 }).toContain(`Saved ${HELOC}`);
    const rows = fileOf(HELOC).statusRouting.rows as Record<string, unknown>[];
    expect(rows).toHaveLength(rowsBefore.length + 1);
    expect(rows[1]!.id).toBe('factaReview');
    expect(rows[1]).toEqual({ id: 'factaReview', statuses: ['FACTA_REVIEW'], when: { ref: 'brokerPriceOpinionState' }, to: '/:uuid/hold', progress: 'LINK_INCOME' });
    expect(await page.locator('.cm-content').count()).toBe(0);

    mark('LAKEVIEW');
    // 4. The same warning for LAKEVIEW only (its brand file).
    await page.goto(`${base}${editorOf(INCOME)}`);
    expect(await wordTheWarning(page, { brand: 'LAKEVIEW', shown: /a year\. (Confirm|Is that)/, words: LAKEVIEW, scope: 'brand', message: 'Lakeview asks in its own words whether a low income is yearly' })).toContain('Saved brands/LAKEVIEW.json. It shows under LAKEVIEW.');
    expect(fileOf('brands/LAKEVIEW.json').copy['register-v2/annual-income.rules.lowIncomeConfirmation.message']).toBe(LAKEVIEW);
    expect(page.url()).not.toContain('mode=json');

    mark('simulator');
    // 5. Why the applicant is on the contact screen: picked from the list by name, under its own brand, in words.
    await page.goto(`${base}/studio/simulator`);
    await page.check('input[value=database]');
    await page.fill('.simulator input[type=search]', 'Happy');
    await page.check(`input[name=application][value="${applicant.uuid}"]`);
    expect(await page.locator('.simulator__found').textContent()).toContain('COLLECT_ADDITIONAL_INFO');
    await page.click('text=Run the engine');
    const answer = page.locator('.simulator__answer');
    await expect.poll(() => answer.locator('.simulator__source').textContent(), { timeout: 30_000 }).toContain(`under ${ORG} (its own brand)`);
    expect(await answer.locator('.simulator__decision').textContent()).toContain(`/account/heloc/${applicant.uuid}/start/contact`);
    const navigateTrace = answer.locator('table:has(caption:has-text("navigate() trace"))');
    expect(await navigateTrace.textContent()).toMatch(/Did not match: it matches only if .+; here it is /);
    expect(await navigateTrace.textContent()).not.toContain('condition false');
    expect(await answer.locator('table:has(caption:has-text("Step machine trace")) .trace__folded summary').textContent()).toMatch(/^\d+ triggers did not fire$/);
    await screenshot(page, 'studio-pm-simulator-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'studio-pm-simulator-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 1000 });

    mark('brand');
    // 6. A partner brand, from the brand form.
    await page.goto(`${base}/studio/brands`);
    await fillIn(page, ANSWERS);
    await page.getByLabel('Logo file').setInputFiles({ name: 'harbor.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
    await expect.poll(() => brandProblems(page), { timeout: 30_000 }).toContain('No problems');
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect.poll(() => page.getByTestId('brand-save-state').textContent(), { timeout: 30_000 }).toContain('Saved');
    expect(fs.existsSync(path.join(repo.root, 'brands/HARBOR_HOME.json'))).toBe(true);
    expect(git(repo.root, 'log', '-1', '--format=%an|%s').trim()).toBe('Petra Publisher|Add the brand HARBOR_HOME');

    mark('applicant');
    // The app, rebuilt with the saves so far: the applicant reads the warnings, answers the new question and sees it on the review page.
    await expect.poll(async () => (await page.request.get(`${base}/studio/editor/build`)).json(), { timeout: 150_000, interval: 2000 }).toMatchObject({ state: 'idle', waiting: [] });
    mark('rebuilt');
    const phone = await openPage(browser, { width: 375, height: 812 });
    expect(await applicantIncomeWarning(phone.page, base, ORG)).toBe(ALL_SHOWN);
    expect(await applicantIncomeWarning(phone.page, base, 'LAKEVIEW')).toBe(LAKEVIEW_SHOWN);
    await applicantSignIn(phone.page, applicant.token);
    await phone.page.goto(`${base}/account/heloc/${applicant.uuid}?org=${ORG}`);
    await phone.page.waitForURL((url) => url.pathname.endsWith('/start/contact'), { timeout: 30_000 });
    await answerContact(phone.page, 'Evening');
    expect((await applicationOf(base, applicant.uuid, applicant.token)).answers).toMatchObject({ bestTimeToCall: 'EVENING' });
    await setStatus(base, applicant.uuid, 'DELINQUENCY_REVIEW', undefined, OPS);
    await phone.page.goto(`${base}/account/heloc/${applicant.uuid}?org=${ORG}`);
    await phone.page.waitForURL((url) => url.pathname.endsWith('/review-app/delinquency'), { timeout: 30_000 });
    expect(await reviewedAnswer(phone.page, 'bestTimeToCall')).toMatchObject({ title: 'Best time to call', answer: 'Evening' });
    await phone.context.close();

    mark('history');
    // 7. The history: the contact change read in words; the LAKEVIEW wording found and reverted, and its previous screen comes back.
    await page.goto(`${base}/studio/history`);
    const commit = page.getByTestId('commit').filter({ hasText: FIELD_MESSAGE }).first();
    await commit.getByRole('button', { name: 'Show the change' }).click();
    const changed = commit.getByTestId('changed-file');
    await changed.getByTestId('field-change').first().waitFor({ timeout: 30_000 });
    expect(await changed.locator('h4').textContent()).toContain('The screen “A few more details” (application/start/contact)');
    expect(await changed.getByTestId('field-change').locator('th').allTextContents()).toEqual(expect.arrayContaining(['field “Best time to call”', 'layout › order of the fields']));
    const lakeview = page.getByTestId('commit').filter({ hasText: 'Lakeview asks in its own words' }).first();
    await lakeview.getByRole('button', { name: 'Show the change' }).click();
    await lakeview.getByTestId('field-change').first().waitFor({ timeout: 30_000 });
    expect(await lakeview.getByTestId('changed-file').locator('h4').textContent()).toContain('The brand Lakeview (LAKEVIEW)');
    expect(await lakeview.getByTestId('field-change').locator('th').allTextContents()).toEqual(['text › screen register-v2/annual-income › rule lowIncomeConfirmation › message']);
    expect(await lakeview.locator('.changes__after').textContent()).toBe(LAKEVIEW);
    await screenshot(page, 'studio-pm-history-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'studio-pm-history-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await lakeview.getByRole('button', { name: 'Revert…' }).click();
    await page.getByRole('button', { name: 'Revert this change' }).click();
    await expect.poll(() => page.getByTestId('history-notice').textContent(), { timeout: 60_000 }).toMatch(/^Undone "Lakeview asks in its own words whether a low income is yearly"\. Back as it was: The brand Lakeview \(LAKEVIEW\): text › screen register-v2\/annual-income › rule lowIncomeConfirmation › message is gone, as before\./);
    expect(fileOf('brands/LAKEVIEW.json').copy?.['register-v2/annual-income.rules.lowIncomeConfirmation.message']).toBeUndefined();
    // Brands reach the page with each request: the applicant's screen under LAKEVIEW is as it was, at once.
    const after = await openPage(browser, { width: 375, height: 812 });
    expect(await applicantIncomeWarning(after.page, base, 'LAKEVIEW')).toBe(ALL_SHOWN);
    await after.context.close();
    expect(csp).toEqual([]);
    await context.close();
    console.log(`the product manager's walkthrough took ${Math.round((Date.now() - started) / 1000)} s`);
  }, 180_000);
});
