/**
 * A brand's own words for one text, made in place (README "Studio editor", engine/strings.ts): in
 * the editor's preview under LAKEVIEW a publisher clicks the low-income warning, words it for this
 * brand only and saves; the save is a commit of the brand file with her as author, and the
 * applicant's income step (375 px) shows the new words under LAKEVIEW and the old ones under
 * GOODLEAP_LLC. On a copy of the config that is a git repository with a staff file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { configRepo, git } from '../test/helpers/configRepo.ts';
import { applicantIncomeWarning, staffSignIn } from './support/studio.ts';

const INCOME = 'schemas/register-v2/annual-income.json';
const KEY = 'register-v2/annual-income.rules.lowIncomeConfirmation.message';
const WORDS = 'Lakeview asks: is {{values.income:money}} your income for a whole year, before taxes?';
const OLD = 'You entered $12,000 a year. Confirm that this is your annual income before taxes, not a monthly or weekly amount';
const NEW = 'Lakeview asks: is $12,000 your income for a whole year, before taxes?';
const repo = configRepo();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-strings-dist-'));
fs.cpSync('dist', dist, { recursive: true });
let base = '';
let browser: Browser;
useSandboxAndBrowser((sandbox, b) => { base = sandbox.url; browser = b; }, { configRoot: repo.root, opsToken: 'ops-secret', distDir: dist });
afterAll(() => { repo.remove(); fs.rmSync(dist, { recursive: true, force: true }); });

const incomeWarning = (page: Page, org: string) => applicantIncomeWarning(page, base, org);

describe('click-to-edit a text for one brand', () => {
  it('words the low-income warning for LAKEVIEW only, committed with the publisher as author', async () => {
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 1100 });
    const to = `/studio/editor?file=${encodeURIComponent(INCOME)}`;
    await staffSignIn(page, base, { id: 'petra', token: repo.tokens.petra }, to);

    await page.locator('.editor__choices label', { hasText: 'Brand' }).locator('select').selectOption('LAKEVIEW');
    const tile = page.frameLocator('iframe[title="register-v2/annual-income under LAKEVIEW at 1280 px"]');
    await tile.locator('#root_income_income').waitFor({ timeout: 30_000 });
    await tile.locator('#root_income_income').fill('12000');
    await tile.locator('#root_income_income').blur();
    await tile.getByText(OLD).first().waitFor({ timeout: 15_000 });

    // With "Edit texts" on, a click on the warning opens it by its key, for this brand.
    await page.getByLabel(/Edit texts/).check();
    await tile.getByText(OLD).first().click();
    await expect.poll(() => page.getByTestId('string-key').textContent(), { timeout: 10_000 }).toBe(KEY);
    const panel = page.getByRole('form', { name: 'Edit a text' });
    expect(await panel.getByLabel('This brand only (LAKEVIEW)').isChecked()).toBe(true);
    await panel.getByLabel('Words').fill(WORDS);
    await panel.getByLabel('What does the change do, and why?').fill('Lakeview asks in its own words whether a low income is yearly');
    await screenshot(page, 'studio-strings-edit-1280');
    await panel.getByRole('button', { name: 'Save text' }).click();
    await expect.poll(() => page.getByTestId('string-save-state').textContent(), { timeout: 30_000 }).toContain('Saved brands/LAKEVIEW.json. It shows under LAKEVIEW.');

    // The brand file holds the words by key; the screen file is as it was; one commit, by Petra.
    const brand = JSON.parse(fs.readFileSync(path.join(repo.root, 'brands/LAKEVIEW.json'), 'utf8')) as { copy?: Record<string, string> };
    expect(brand.copy?.[KEY]).toBe(WORDS);
    expect(git(repo.root, 'status', '--porcelain').trim()).toBe('');
    expect(git(repo.root, 'log', '-1', '--format=%an <%ae>|%s', '--name-only').trim().split('\n').filter(Boolean)).toEqual(['Petra Publisher <petra@lender.example>|Lakeview asks in its own words whether a low income is yearly', 'brands/LAKEVIEW.json']);

    // The preview tile reloads under LAKEVIEW and reads the new words.
    await expect.poll(async () => {
      await tile.locator('#root_income_income').fill('12000');
      await tile.locator('#root_income_income').blur();
      return tile.locator('body').textContent();
    }, { timeout: 30_000 }).toContain(NEW);
    await screenshot(page, 'studio-strings-saved-1280');
    expect(csp).toEqual([]);
    await context.close();

    // The applicant, at phone width: LAKEVIEW reads the new words, GOODLEAP_LLC the old ones.
    const phone = await openPage(browser, { width: 375, height: 812 });
    expect(await incomeWarning(phone.page, 'LAKEVIEW')).toBe(NEW);
    await screenshot(phone.page, 'studio-strings-lakeview-375');
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    expect(await incomeWarning(phone.page, 'GOODLEAP_LLC')).toBe(OLD);
    await screenshot(phone.page, 'studio-strings-goodleap-375');
    expect(phone.csp).toEqual([]);
    await phone.context.close();
  });
});
