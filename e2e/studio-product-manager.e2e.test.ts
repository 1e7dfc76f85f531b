/**
 * A product manager's first day in the studio, in one walkthrough and without the JSON editor, in
 * Chromium at 1280 px against a sandbox run as `npm start` runs it (its own copy of dist/, rebuilt
 * after a save) on a copy of the config that is a git repository with a staff file. As Petra, a
 * publisher, she: adds an optional "Best time to call" field to the contact screen in its form;
 * words the low-income warning for all brands, then for LAKEVIEW only, in the editor's preview;
 * adds a status row in the table's form, and a new status to the vocabulary with its row; changes
 * a row that would move an application already in the database and saves it only after the
 * confirmation that names it; explains with the simulator why an application is on its screen;
 * creates a partner brand with a message, switches it off in its form (its registration shows the
 * not-accepting page) and removes it by reverting its creation; sees the applicant answer the new field and the review page
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
  it('does the tasks without the JSON editor', async () => {
    const started = Date.now();
    const mark = (what: string) => console.log(`${Math.round((Date.now() - started) / 1000)} s: ${what}`);
    // An applicant under GoodLeap whose application needs more information: on the contact screen.
    const applicant = await createApplicant(base, 'Happy', { org: ORG });
    await settledOn(base, applicant, 'OFFER_SELECTION');
    await setStatus(base, applicant.uuid, 'COLLECT_ADDITIONAL_INFO', undefined, OPS);
    // Another, whose credit report did not match: a change of its row moves it.
    const unmatched = await createApplicant(base, 'Happy', { org: ORG });
    await setStatus(base, unmatched.uuid, 'CREDIT_NO_MATCH', undefined, OPS);

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
    // A status the back office has begun to send, added to the vocabulary in the form: checked as typed, then offered to the rows.
    const addStatus = page.getByTestId('add-status');
    await addStatus.getByLabel('New status').fill('title review');
    expect(await addStatus.locator('.form__problem').first().textContent()).toBe('Write the status in capital letters, digits and single underscores between words, starting with a letter, as the server sends it (e.g. TITLE_REVIEW).');
    await addStatus.getByLabel('New status').fill('HMDA');
    expect(await addStatus.locator('.form__problem').first().textContent()).toBe('HMDA is in the vocabulary already: pick it in a row.');
    await addStatus.getByLabel('New status').fill('TITLE_REVIEW');
    await addStatus.getByRole('button', { name: 'Add status' }).click();
    expect(await addStatus.locator('.form__problem').textContent()).toBe('Say what the status means and why it is added: staff read it beside the status.');
    await addStatus.getByLabel('What it means, and why it is added').fill('The title company reviews the deed before closing; the back office sends it since December.');
    await addStatus.getByRole('button', { name: 'Add status' }).click();
    expect(await page.getByTestId('status-added').textContent()).toBe('TITLE_REVIEW is in the vocabulary now: add a row for it below, or Problems says it has none.');
    await expect.poll(() => problems(page), { timeout: 60_000 }).toContain('status "TITLE_REVIEW" has no row in statusRouting.rows');
    // The row form offers it, with its description.
    await page.getByTestId('add-row').getByLabel('Status', { exact: true }).selectOption('TITLE_REVIEW');
    expect(await page.getByTestId('add-row').locator('.form__help').first().textContent()).toBe('The title company reviews the deed before closing; the back office sends it since December.');
    await addStatusRowInForm(page, { status: 'TITLE_REVIEW', to: '/:uuid/hold', progress: 'SIGNING', place: `Before row 3 (${rowsBefore[1]!.id})` });
    await page.getByTestId('status-row-titleReview').waitFor();
    await expect.poll(() => problems(page), { timeout: 60_000 }).toContain('No problems');
    await screenshot(page, 'studio-pm-new-status-1280');
    await commitWithMessage(page, 'Hold a Texas application under FACTA review, and one whose title is reviewed');
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 90_000 }).toContain(`Saved ${HELOC}`);
    const rows = fileOf(HELOC).statusRouting.rows as Record<string, unknown>[];
    expect(rows).toHaveLength(rowsBefore.length + 2);
    expect(rows[1]!.id).toBe('factaReview');
    expect(rows[1]).toEqual({ id: 'factaReview', statuses: ['FACTA_REVIEW'], when: { ref: 'brokerPriceOpinionState' }, to: '/:uuid/hold', progress: 'LINK_INCOME' });
    expect(rows[2]).toEqual({ id: 'titleReview', statuses: ['TITLE_REVIEW'], to: '/:uuid/hold', progress: 'SIGNING' });
    expect(fileOf(HELOC).statusRouting.vocabulary.routed).toContain('TITLE_REVIEW');
    expect(fileOf(HELOC).statusRouting.vocabulary.descriptions).toEqual({ TITLE_REVIEW: 'The title company reviews the deed before closing; the back office sends it since December.' });
    expect(await page.locator('.cm-content').count()).toBe(0);

    mark('re-route');
    // 3b. A row changed so that an application in the database would move: the save asks first, naming it.
    const unmatchedRow = page.getByTestId('status-row-creditNoMatch');
    await unmatchedRow.getByText('Edit row creditNoMatch').click();
    await unmatchedRow.getByLabel('Sends the applicant to').selectOption('/:uuid/credit/error');
    await expect.poll(() => problems(page), { timeout: 60_000 }).toContain('No problems');
    const committedBefore = git(repo.root, 'rev-parse', 'HEAD').trim();
    await commitWithMessage(page, 'Send an unmatched credit report to the credit error page');
    const confirm = page.getByRole('dialog', { name: 'This change moves 1 application' });
    await confirm.waitFor({ timeout: 90_000 });
    expect(await confirm.getByTestId('reroute').textContent()).toContain(`${unmatched.uuid} (CREDIT_NO_MATCH): from /credit/social to /credit/error`);
    expect(await page.getByTestId('save-state').textContent()).toBe(`Not saved: This change sends 1 application already in the sandbox somewhere else: ${unmatched.uuid} (CREDIT_NO_MATCH) from /credit/social to /credit/error. Nothing was saved. To save it anyway, confirm that these applications move (confirmReroute).`);
    expect(git(repo.root, 'rev-parse', 'HEAD').trim()).toBe(committedBefore);
    await screenshot(page, 'studio-pm-reroute-confirm-1280');
    await confirm.getByRole('button', { name: 'Save anyway — 1 application moves' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 90_000 }).toContain(`Saved ${HELOC}`);
    expect(await page.getByTestId('save-state').textContent()).toContain('Moved 1 application to another screen (the commit records it).');
    expect(git(repo.root, 'log', '-1', '--format=%B').trim()).toBe(`Send an unmatched credit report to the credit error page\n\nMoved 1 application to another screen: ${unmatched.uuid} (CREDIT_NO_MATCH) from /credit/social to /credit/error.\n\nMoved-applications: 1`);

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
    // Like every save, it asks what the change does: that is the history's title for it.
    await page.getByRole('button', { name: 'Save brand' }).click();
    expect(await page.getByTestId('brand-save-state').textContent()).toBe('Not saved: Write what the change does and why: it is the title History gives this change.');
    await page.getByLabel('What does the change do, and why?').fill('Harbor Home Credit starts lending through us');
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect.poll(() => page.getByTestId('brand-save-state').textContent(), { timeout: 30_000 }).toContain('Saved');
    expect(fs.existsSync(path.join(repo.root, 'brands/HARBOR_HOME.json'))).toBe(true);
    expect(git(repo.root, 'log', '-1', '--format=%an|%s').trim()).toBe('Petra Publisher|Harbor Home Credit starts lending through us');
    // 6b. Switched off in its form: its registration shows the not-accepting page, in words for a paused lender.
    await page.goto(`${base}/studio/brands?org=HARBOR_HOME`);
    await page.getByLabel('Not accepting applications').check();
    await expect.poll(() => brandProblems(page), { timeout: 30_000 }).toContain('No problems');
    await page.getByLabel('What does the change do, and why?').fill('Harbor Home pauses new applications while it moves systems');
    // What it does for applicants is said, and the save waits for her to confirm it.
    await expect.poll(() => page.getByTestId('brand-gates').textContent(), { timeout: 30_000 }).toContain('HARBOR_HOME: A visitor at /register and');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await page.getByTestId('brand-save-state').textContent()).toBe('Not saved: Read what this change does for applicants (under Checks) and confirm it first.');
    await screenshot(page, 'studio-pm-brand-switch-off-confirm-1280');
    await page.getByLabel('I have read what this does for applicants: save it').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByTestId('brand-save-state').textContent(), { timeout: 30_000 }).toContain('Saved');
    expect(fileOf('brands/HARBOR_HOME.json').behaviour.notAcceptingApplications).toBe(true);
    expect(git(repo.root, 'log', '-1', '--format=%s').trim()).toBe('Harbor Home pauses new applications while it moves systems');
    const paused = await openPage(browser, { width: 1280, height: 900 });
    await paused.page.goto(`${base}/account/heloc/register-v2?org=HARBOR_HOME`);
    await paused.page.getByRole('heading', { name: 'We\'re not accepting applications here right now' }).waitFor({ timeout: 30_000 });
    expect(await paused.page.locator('main').textContent()).toContain('Harbor Home is not taking new applications for a Harbor Home Equity Line at the moment.');
    await screenshot(paused.page, 'studio-pm-brand-switched-off-1280');
    await paused.context.close();

    mark('applicant');
    // The app, rebuilt with the saves so far: the applicant reads the warnings, answers the new question and sees it on the review page.
    await expect.poll(async () => (await page.request.get(`${base}/studio/editor/build`)).json(), { timeout: 240_000, interval: 2000 }).toMatchObject({ state: 'idle', waiting: [] });
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
    // The re-routing change says in the history how many it moved.
    expect(await page.getByTestId('commit').filter({ hasText: 'Send an unmatched credit report' }).getByTestId('commit-moved').textContent()).toBe(`Moved 1 application to another screen: ${unmatched.uuid} (CREDIT_NO_MATCH) from /credit/social to /credit/error.`);
    // Undoing it moves the application back: the history asks the same way before it reverts.
    const rerouted = page.getByTestId('commit').filter({ hasText: 'Send an unmatched credit report' });
    await rerouted.getByRole('button', { name: 'Revert…' }).click();
    await rerouted.getByRole('button', { name: 'Revert this change' }).click();
    await rerouted.getByTestId('reroute').waitFor({ timeout: 60_000 });
    expect(await rerouted.getByTestId('reroute').textContent()).toContain(`${unmatched.uuid} (CREDIT_NO_MATCH): from /credit/error to /credit/social`);
    await screenshot(page, 'studio-pm-history-reroute-1280');
    await rerouted.getByRole('button', { name: 'Save anyway — 1 application moves' }).click();
    await expect.poll(() => page.getByTestId('history-notice').textContent(), { timeout: 60_000 }).toMatch(/^Undone "Send an unmatched credit report to the credit error page"\. Back as it was: .* Moved 1 application to another screen \(the commit records it\)\./);
    expect(JSON.stringify(fileOf(HELOC).statusRouting.rows.find((r: { id: string }) => r.id === 'creditNoMatch'))).toContain('/:uuid/credit/social');
    // The new brand, switched off since, removed by reverting its creation: its file, logo and licensed states go.
    const harbor = page.getByTestId('commit').filter({ hasText: 'Harbor Home Credit starts lending through us' }).first();
    await harbor.getByRole('button', { name: 'Revert…' }).click();
    await harbor.getByRole('button', { name: 'Revert this change' }).click();
    await expect.poll(() => page.getByTestId('history-notice').textContent(), { timeout: 60_000 }).toMatch(/^Undone "Harbor Home Credit starts lending through us"\. Back as it was: The brand Harbor Home \(HARBOR_HOME\) is removed, as before it was added\./);
    expect(fs.existsSync(path.join(repo.root, 'brands/HARBOR_HOME.json'))).toBe(false);
    expect(fs.readdirSync(path.join(repo.root, 'renderer/public/logos')).filter((f) => f.startsWith('HARBOR_HOME.'))).toEqual([]);
    expect(fileOf('sandbox/data/licenses.json').HARBOR_HOME).toBeUndefined();
    expect(fileOf('brands/LAKEVIEW.json').copy?.['register-v2/annual-income.rules.lowIncomeConfirmation.message']).toBeUndefined();
    // Brands reach the page with each request: the applicant's screen under LAKEVIEW is as it was, at once.
    const after = await openPage(browser, { width: 375, height: 812 });
    expect(await applicantIncomeWarning(after.page, base, 'LAKEVIEW')).toBe(ALL_SHOWN);
    await after.context.close();
    expect(csp).toEqual([]);
    // The revert's rebuild finishes before the sandbox closes.
    await expect.poll(async () => (await page.request.get(`${base}/studio/editor/build`)).json(), { timeout: 240_000, interval: 2000 }).toMatchObject({ state: 'idle', waiting: [] });
    await context.close();
    console.log(`the product manager's walkthrough took ${Math.round((Date.now() - started) / 1000)} s`);
  }, 360_000);
});
