/**
 * Staff accounts, review, history and revert in Chromium at 1280 px (README "Studio staff and
 * history"), against a sandbox run as `npm start` runs it (its own copy of dist/, rebuilding the app
 * after a save) on a copy of the config that is a git repository with a staff file: an editor signs
 * in, changes the income warning's wording and saves it as a draft; a publisher signs in, sees the
 * draft's diff and approves it; the history lists it by its author with its diff; the app's screen
 * (a gallery tile, GoodLeap) shows the new wording; the publisher reverts it and the screen shows the
 * previous wording again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { replaceWord } from './support/codeEditor.ts';
import { configRepo, git } from '../test/helpers/configRepo.ts';
import { staffSignIn } from './support/studio.ts';

const INCOME = 'schemas/register-v2/annual-income.json';
const OLD_WARNING = 'Confirm that this is your annual income before taxes';
const NEW_WARNING = 'Confirm that this is your yearly income before taxes';
const MESSAGE = 'Say yearly, not annual, in the low-income warning';
const repo = configRepo();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
fs.cpSync('dist', dist, { recursive: true });
let base = '';
let browser: Browser;
useSandboxAndBrowser((sandbox, b) => { base = sandbox.url; browser = b; }, { configRoot: repo.root, opsToken: 'ops-secret', distDir: dist, rebuildAppOnSave: true });
afterAll(() => { repo.remove(); fs.rmSync(dist, { recursive: true, force: true }); });

const signIn = (page: Page, id: 'eddie' | 'petra', to: string) => staffSignIn(page, base, { id, token: repo.tokens[id] }, to);

/** The income step's warning for a low income, in the gallery's tile of the built app. */
async function tileWarning(page: Page): Promise<string> {
  await page.goto(`${base}/studio/gallery?screen=register-v2/annual-income&brand=GOODLEAP_LLC&width=1280`);
  await page.locator('#root_income_income').waitFor({ timeout: 30_000 });
  await page.locator('#root_income_income').fill('5000');
  await page.locator('#root_income_income').blur();
  return (await page.locator('body').textContent()) ?? '';
}

describe('studio staff, review, history and revert', () => {
  it('an editor\'s draft, approved by a publisher, is in the history and on the screen; revert brings the previous wording back', async () => {
    const original = fs.readFileSync(path.join(repo.root, INCOME), 'utf8');

    // The editor: signs in, edits, saves as a draft with a message.
    const editor = await openPage(browser, { width: 1280, height: 1000 });
    await signIn(editor.page, 'eddie', `/studio/editor?file=${encodeURIComponent(INCOME)}&mode=json`);
    expect(await editor.page.getByTestId('staff-bar').textContent()).toContain('Signed in as Eddie Editor (editor');
    await editor.page.locator('.cm-content').waitFor();
    await expect.poll(() => editor.page.getByTestId('problems').textContent(), { timeout: 30_000 }).toContain('No problems');
    await replaceWord(editor.page, 'Confirm that this is your annual income', 'annual', 'yearly');
    await expect.poll(() => editor.page.getByTestId('impact-screens').textContent(), { timeout: 30_000 }).toContain('register-v2/annual-income');
    await editor.page.getByRole('button', { name: 'Save as draft' }).click();
    const message = editor.page.getByLabel('What does the change do, and why?');
    expect(await message.inputValue()).toBe('Change the register-v2/annual-income screen');
    await message.fill(MESSAGE);
    await screenshot(editor.page, 'studio-history-save-dialog-1280');
    await editor.page.getByRole('button', { name: 'Submit for review' }).click();
    await expect.poll(() => editor.page.getByTestId('save-state').textContent(), { timeout: 30_000 }).toContain(`Saved as a draft for review: "${MESSAGE}"`);
    // Saved as a draft is saved: the change is no longer marked unsaved in this browser.
    expect(await editor.page.getByTestId('unsaved-mark').count()).toBe(0);
    // Nothing is live yet.
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toBe(original);
    expect(editor.errors).toEqual([]);
    await editor.context.close();

    // The publisher: signs in to the history, reads the draft's diff and approves it.
    const publisher = await openPage(browser, { width: 1280, height: 1000 });
    const page = publisher.page;
    await signIn(page, 'petra', '/studio/history');
    const draft = page.getByTestId('draft').filter({ hasText: MESSAGE });
    // Read as a person reads it: the screen by its name, the message before and after; git's patch one click away.
    const change = draft.getByTestId('field-change');
    await change.first().waitFor({ timeout: 30_000 });
    expect(await draft.getByTestId('changed-file').locator('h4').textContent()).toContain('The screen “What is your annual income?”');
    expect(await change.locator('th').allTextContents()).toEqual(['rule › lowIncomeConfirmation › message']);
    expect(await change.locator('.changes__before').textContent()).toContain('your annual income before taxes');
    expect(await change.locator('.changes__after').textContent()).toContain('your yearly income before taxes');
    await draft.getByText('The patch, as git has it').click();
    expect(await draft.locator('.diff__add').allTextContents()).toEqual([expect.stringContaining('your yearly income before taxes')]);
    expect(await draft.textContent()).toContain('Eddie Editor');
    await screenshot(page, 'studio-history-draft-1280');
    await draft.getByRole('button', { name: 'Approve and publish' }).click();
    await expect.poll(() => page.getByTestId('history-notice').textContent(), { timeout: 60_000 }).toContain(`Approved "${MESSAGE}" in commit`);
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toContain(NEW_WARNING);

    // The history: the commit by the editor, approved by the publisher, with its diff.
    const commit = page.getByTestId('commit').first();
    await expect.poll(() => commit.locator('h3').textContent(), { timeout: 30_000 }).toBe(MESSAGE);
    expect(await commit.getByTestId('commit-author').textContent()).toBe('Eddie Editor <eddie@lender.example>');
    expect(await commit.textContent()).toContain('approved by Petra Publisher');
    await commit.getByRole('button', { name: 'Show the change' }).click();
    await commit.getByTestId('field-change').first().waitFor({ timeout: 30_000 });
    expect(await commit.locator('.changes__after').allTextContents()).toEqual([expect.stringContaining('your yearly income before taxes')]);
    await expect.poll(() => commit.getByTestId('impact-screens').textContent(), { timeout: 60_000 }).toContain('register-v2/annual-income');
    await screenshot(page, 'studio-history-commit-1280');

    // The app, rebuilt from the config, shows the new wording.
    await expect.poll(() => tileWarning(page), { timeout: 240_000, interval: 3000 }).toContain(NEW_WARNING);
    await screenshot(page, 'studio-history-screen-new-1280');

    // Revert: a new commit by the publisher; the screen has the previous wording again.
    await page.goto(`${base}/studio/history`);
    const approved = page.getByTestId('commit').filter({ hasText: MESSAGE }).first();
    await approved.getByRole('button', { name: 'Revert…' }).click();
    expect(await page.getByLabel('Message of the revert commit').inputValue()).toBe(`Revert "${MESSAGE}"`);
    await page.getByRole('button', { name: 'Revert this change' }).click();
    await expect.poll(() => page.getByTestId('history-notice').textContent(), { timeout: 60_000 }).toContain(`Undone "${MESSAGE}". Back as it was: The screen “What is your annual income?” (register-v2/annual-income): rule › lowIncomeConfirmation › message is “You entered {{values.income:money}} a year. ${OLD_WARNING}`);
    expect(fs.readFileSync(path.join(repo.root, INCOME), 'utf8')).toBe(original);
    await expect.poll(() => page.getByTestId('commit').first().locator('h3').textContent(), { timeout: 30_000 }).toBe(`Revert "${MESSAGE}"`);
    expect(git(repo.root, 'log', '-1', '--format=%an', '--', INCOME).trim()).toBe('Petra Publisher');
    await screenshot(page, 'studio-history-reverted-1280');
    await expect.poll(() => tileWarning(page), { timeout: 240_000, interval: 3000 }).toContain(OLD_WARNING);
    await screenshot(page, 'studio-history-screen-old-1280');
    expect(publisher.csp).toEqual([]);
    await publisher.context.close();
  }, 600_000);
  it('a publisher adds a colleague on the Staff page, without the command line; the token shown once signs them in as an editor', async () => {
    const { page, context, csp, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page, 'petra', '/studio/staff');
    const members = page.getByTestId('staff-members');
    await expect.poll(() => members.innerText(), { timeout: 20_000 }).toContain('Petra Publisher');
    await page.getByLabel('Name').fill('Ana Ruiz');
    await page.getByLabel('E-mail address').fill('ana@lender.example');
    await page.getByLabel('Staff id (how they sign in)').fill('ana');
    await page.getByRole('radio', { name: /^Editor: / }).check();
    await page.getByRole('button', { name: 'Save and make a token' }).click();
    const token = await page.getByTestId('staff-token-value').textContent({ timeout: 20_000 });
    expect(await page.getByTestId('staff-token').innerText()).toContain('Ana Ruiz can now sign in as an editor.');
    await expect.poll(() => members.innerText()).toContain('Ana Ruiz');
    expect(fs.readFileSync(path.join(repo.root, 'staff.json'), 'utf8')).not.toContain(token!);
    await screenshot(page, 'studio-staff-1280');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const ana = await openPage(browser, { width: 1280, height: 900 });
    await staffSignIn(ana.page, base, { id: 'ana', token: token! }, '/studio/history');
    expect((await ana.page.getByTestId('staff-bar').innerText()).replace(/\s+/g, ' ')).toContain('Signed in as Ana Ruiz (editor');
    await ana.context.close();
  });
});
