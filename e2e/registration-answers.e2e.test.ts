/**
 * A question a product manager adds to a registration screen, in the screen's file only (a copy of
 * the config and the app built from it; journeys/register.json untouched), reaches the lender and
 * comes back: the applicant answers it while registering at 375 px under a partner brand, and the
 * application summary lists it under its title with the other registration answers (the register
 * call's screens, engine/registration.ts; the summary's `answers`, renderer/screens/AnswerList.tsx).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, walkThrough } from './support/api.ts';
import { person, register } from './support/registration.ts';
import { copyConfig } from '../test/helpers/configCopy.ts';

const ORG = 'GOODLEAP_LLC';
const config = copyConfig();
const dist = mkdtempSync(join(tmpdir(), 'registration-answers-dist-'));
const SCREEN = join(config.root, 'schemas/register-v2/phone-and-email.json');
const screen = JSON.parse(readFileSync(SCREEN, 'utf8'));
screen.schema.properties.bestTimeToCall = {
  type: 'string',
  title: 'Best time to call',
  oneOf: [{ const: 'MORNING', title: 'Morning' }, { const: 'AFTERNOON', title: 'Afternoon' }, { const: 'EVENING', title: 'Evening' }],
  errorMessage: 'Select the best time to call',
};
screen.uiSchema['ui:order'].push('bestTimeToCall');
screen.uiSchema.bestTimeToCall = { 'ui:widget': 'radio' };
writeFileSync(SCREEN, JSON.stringify(screen, null, 2));

let sandbox: Sandbox;
let browser: Browser;
// The app built from the edited config, served by a sandbox that validates with it.
beforeAll(() => {
  execFileSync(process.execPath, ['--import', 'tsx', 'build.mjs', `--config=${config.root}`, `--outdir=${dist}`], { stdio: 'pipe' });
}, 180_000);
afterAll(() => { config.remove(); rmSync(dist, { recursive: true, force: true }); });
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { configRoot: config.root, distDir: dist });

describe('a question added to a registration screen by its file alone', () => {
  it('is answered while registering, kept with the application and listed on the application summary (375 px, GoodLeap)', async () => {
    const { page, csp, context } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${ORG}`);
    const who = person({ occupancy: 'Primary residence' });
    await register(page, who, async (step) => {
      if (step !== '7-phone-and-email') return;
      await page.getByLabel('Evening').check();
      await screenshot(page, 'registration-answers-phone-375');
    });
    await page.waitForURL((u) => u.pathname.endsWith('/product/select'), { timeout: 45_000 });
    const uuid = new URL(page.url()).pathname.split('/')[3]!;
    const token = (await page.evaluate(() => localStorage.getItem('jwt')))!.replace(/^Bearer /, '');
    expect((await applicationOf(sandbox.url, uuid, token)).answers).toMatchObject({ bestTimeToCall: 'EVENING', email: who.email });

    // On to the application summary (000 §4.3 APP_SUBMISSION), through the lender's API.
    await walkThrough(sandbox.url, { token, uuid, email: who.email, password: who.password }, 'hmda');
    await page.goto(`${sandbox.url}/account/heloc/${uuid}?org=${ORG}`);
    await page.waitForURL((u) => u.pathname.endsWith('/start/app-summary'), { timeout: 30_000 });
    const list = page.locator('.screen__answers');
    await list.waitFor({ timeout: 15_000 });
    expect(await list.locator('h2').innerText()).toBe('What you told us');
    const row = list.locator('[data-answer="bestTimeToCall"]');
    expect(await row.locator('dt').innerText()).toBe('Best time to call');
    expect(await row.locator('dd').innerText()).toBe('Evening');
    expect(await list.locator('[data-answer="email"] dd').innerText()).toBe(who.email);
    expect(await list.innerText()).not.toContain(who.password);
    // Nothing sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'registration-answers-summary-375');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  }, 240_000);
});
