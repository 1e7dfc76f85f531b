/**
 * Issue 16's "done when", in Chromium against a sandbox run as `npm start` runs it (its own copy of
 * the config and of dist/, rebuilding the app after a save): a staff member changes the income
 * warning's message, sees it under three brands and that no route changes, and saves; the app then
 * shows it. They move a status row and see which fixtures and applications would be re-routed before
 * saving. They create a brand and see every screen in it. Nothing is restarted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { createApplicant } from './support/api.ts';
import { replaceAll, replaceWord } from './support/codeEditor.ts';
import { ANSWERS, LOGO, fillIn, problems } from './support/brandForm.ts';
import { copyConfig } from '../test/helpers/configCopy.ts';

const TOKEN = 'studio-secret';
const INCOME = 'schemas/register-v2/annual-income.json';
const HELOC = 'journeys/heloc.json';
const NEW_WARNING = 'Confirm that this is your yearly income before taxes';
const config = copyConfig();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
fs.cpSync('dist', dist, { recursive: true });
let base = '';
let browser: Browser;
useSandboxAndBrowser((sandbox, b) => { base = sandbox.url; browser = b; }, { configRoot: config.root, opsToken: TOKEN, distDir: dist, rebuildAppOnSave: true });
afterAll(() => { config.remove(); fs.rmSync(dist, { recursive: true, force: true }); });

/** The income step's warning for a low income, in a tile (a frame or a page). */
async function warningShows(scope: Pick<Page, 'locator'>): Promise<string> {
  await scope.locator('#root_income_income').fill('5000');
  await scope.locator('#root_income_income').blur();
  return (await scope.locator('body').textContent()) ?? '';
}

describe('the studio, end to end', () => {
  it('changes a message, sees it under three brands and saves it: the running app shows it after its rebuild', async () => {
    const { page, context, csp } = await openPage(browser, { width: 1280, height: 1000 });
    await page.goto(`${base}/studio/editor?file=${encodeURIComponent(INCOME)}&token=${TOKEN}&mode=json`);
    await page.locator('.cm-content').waitFor();
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 30_000 }).toContain('No problems');
    await replaceWord(page, 'Confirm that this is your annual income', 'annual', 'yearly');
    await expect.poll(() => page.getByTestId('impact-screens').textContent(), { timeout: 30_000 }).toContain('register-v2/annual-income');
    expect(await page.getByTestId('impact-summary').textContent()).toMatch(/^No route changes/);
    for (const brand of ['GOODLEAP_LLC', 'LAKEVIEW', 'FIGURE']) {
      await page.locator('.editor__choices label', { hasText: 'Brand' }).locator('select').selectOption(brand);
      const tile = page.frameLocator(`iframe[title="register-v2/annual-income under ${brand} at 1280 px"]`);
      await expect.poll(() => warningShows(tile as unknown as Page), { timeout: 30_000 }).toContain(NEW_WARNING);
      await screenshot(page, `studio-walkthrough-message-${brand}`);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 240_000, interval: 2000 }).toContain('The app now shows it');
    expect(csp).toEqual([]);
    await context.close();

    // The built app (a tile with no draft sent to it) now has the new message.
    const fresh = await openPage(browser, { width: 1280, height: 900 });
    await fresh.page.goto(`${base}/studio/gallery?screen=register-v2/annual-income&brand=LAKEVIEW&width=1280&token=${TOKEN}&mode=json`);
    await fresh.page.locator('h1').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => warningShows(fresh.page), { timeout: 30_000 }).toContain(NEW_WARNING);
    await fresh.context.close();
  }, 300_000);

  it('moves a status row and sees which fixtures and applications it re-routes, before saving', async () => {
    const applicant = await createApplicant(base, 'Floodcert');
    const forced = await fetch(`${base}/ops/applications/${applicant.uuid}/status`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-token': TOKEN }, body: JSON.stringify({ status: 'CLOSING_DISCLOSURE_GENERATION', patch: { status: { waitingOnFloodCert: true } } }) });
    expect(forced.status).toBe(200);

    const { page, context } = await openPage(browser, { width: 1280, height: 1000 });
    await page.goto(`${base}/studio/editor?file=${encodeURIComponent(HELOC)}&token=${TOKEN}&mode=json`);
    await page.locator('.cm-content').waitFor();
    await expect.poll(() => page.getByTestId('problems').textContent(), { timeout: 60_000 }).toContain('No problems');
    // The plain closing-disclosure row moved above the flood-certificate one: it now takes those applicants too.
    const file = path.join(config.root, HELOC);
    const before = fs.readFileSync(file, 'utf8');
    const journey = JSON.parse(before);
    const rows = journey.statusRouting.rows as { id: string }[];
    const i = rows.findIndex((r) => r.id === 'closingDisclosureFloodCert');
    expect(rows[i + 1]!.id).toBe('closingDisclosure');
    [rows[i], rows[i + 1]] = [rows[i + 1]!, rows[i]!];
    await replaceAll(page, `${JSON.stringify(journey, null, 2)}\n`);
    await expect.poll(() => page.getByTestId('impact-summary').textContent(), { timeout: 150_000 }).toMatch(/^\d+ of \d+ fixtures and applications would get a different decision/);
    const table = page.locator('.impact__table');
    const fixtureRow = table.locator('tr', { hasText: 'applications/flood-certificate' });
    expect(await fixtureRow.textContent()).toMatch(/\/:uuid\/error\/flood-cert.*\/:uuid\/review-app\/signdocs/);
    const applicationRow = table.locator('tr', { hasText: applicant.uuid });
    expect(await applicationRow.textContent()).toMatch(/^Application.*CLOSING_DISCLOSURE_GENERATION.*\/:uuid\/error\/flood-cert.*\/:uuid\/review-app\/signdocs/);
    await applicationRow.getByText(/^Trace/).first().click();
    expect(await applicationRow.textContent()).toContain('closingDisclosureFloodCert');
    await screenshot(page, 'studio-walkthrough-move-row');
    // Not saved: the file is as it was.
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    await context.close();
  }, 240_000);

  it('creates a brand and sees every screen in it', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 1000 });
    await page.goto(`${base}/studio/brands?token=${TOKEN}`);
    await fillIn(page, ANSWERS);
    await page.getByLabel('Logo file').setInputFiles({ name: 'harbor.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
    await expect.poll(() => problems(page), { timeout: 30_000 }).toContain('No problems');
    await page.getByRole('button', { name: 'Preview every screen' }).click();
    const href = (await page.getByTestId('brand-preview-link').getAttribute('href'))!.replace('journey=register', 'width=375');
    // Every screen file of every journey, each tile in the new brand.
    const grid = await openPage(browser, { width: 1280, height: 900 });
    await grid.page.goto(`${base}${href}`);
    const count = (await grid.page.locator('.gallery__count').textContent())!;
    const [shown, all] = count.match(/\d+/g)!.map(Number);
    expect(shown).toBe(all);
    expect(all).toBeGreaterThan(80);
    expect(await grid.page.locator('iframe[title$="under HARBOR_HOME"]').count()).toBe(all);
    // Tiles draw as they scroll into view: the first ones, in the brand.
    const first = grid.page.frameLocator('iframe[title$="under HARBOR_HOME"] >> nth=0');
    await first.locator('footer').first().waitFor({ timeout: 30_000 });
    expect(await first.locator('footer').first().textContent()).toContain('Harbor Home Credit, Inc.');
    await screenshot(grid.page, 'studio-walkthrough-brand-gallery');
    await grid.context.close();
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect.poll(() => page.getByTestId('brand-save-state').textContent(), { timeout: 30_000 }).toContain('Saved');
    await context.close();
  });
});
