/**
 * A question a product manager adds to a registration screen, in the screen's file only (a copy of
 * the config and the app built from it; journeys/register.json untouched), reaches the lender and
 * comes back: the applicant answers it while registering at 375 px under a partner brand, and the
 * application summary lists it under its title with the other registration answers (the register
 * call's screens, engine/registration.ts; the summary's `answers`, renderer/screens/AnswerList.tsx).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, walkThrough } from './support/api.ts';
import { person, register } from './support/registration.ts';
import { useAddedQuestion } from './support/addedQuestion.ts';

const ORG = 'GOODLEAP_LLC';

let sandbox: Sandbox;
let browser: Browser;
useAddedQuestion('schemas/register-v2/phone-and-email.json', undefined, (s, b) => { sandbox = s; browser = b; });

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
    // Two amounts in one answer are each named (engine/answerRows.ts), never "$120,000, $0".
    expect(await list.locator('[data-answer="income"] dd').innerText()).toBe('Employed full-time, Annual income: $120,000, Other annual income: $0');
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
