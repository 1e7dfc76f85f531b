/**
 * A question a product manager adds to the contact screen, in config only (a copy of the config and
 * the app built from it), reaches the lender and comes back: the applicant answers it at 375 px under
 * a partner brand, submits, and the delinquency review page lists it under its title after a reload
 * (the screen's `answers`, renderer/screens/AnswerList.tsx; engine/declaredAnswers.ts keeps it).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, createApplicant, setStatus, settledOn, signIn } from './support/api.ts';
import { useAddedQuestion } from './support/addedQuestion.ts';

const ORG = 'GOODLEAP_LLC';

let sandbox: Sandbox;
let browser: Browser;
useAddedQuestion('schemas/application/start/contact.json', 2, (s, b) => { sandbox = s; browser = b; });

describe('an answer added to the contact screen by config', () => {
  it('is answered, submitted, kept and listed on the review page after a reload (375 px, GoodLeap)', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await settledOn(sandbox.url, applicant, 'OFFER_SELECTION');
    await setStatus(sandbox.url, applicant.uuid, 'COLLECT_ADDITIONAL_INFO');
    const { page, csp, context } = await openPage(browser, { width: 375, height: 812 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}?org=${ORG}`);
    await page.waitForURL((url) => url.pathname.endsWith('/start/contact'), { timeout: 30_000 });
    await page.locator('h1', { hasText: 'A few more details' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('In my name only').check();
    await page.getByLabel('Unmarried (single, divorced or widowed)').check();
    await page.getByLabel('Evening').check();
    await page.getByLabel('Social Security number').fill('123-45-6789');
    await page.getByRole('checkbox').check();
    await screenshot(page, 'screen-answers-contact-375');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/start/contact'), { timeout: 30_000 });
    expect((await applicationOf(sandbox.url, applicant.uuid, applicant.token)).answers).toMatchObject({ bestTimeToCall: 'EVENING', ownership: 'SOLE' });

    await setStatus(sandbox.url, applicant.uuid, 'DELINQUENCY_REVIEW');
    await page.reload();
    await page.waitForURL((url) => url.pathname.endsWith('/review-app/delinquency'), { timeout: 30_000 });
    const list = page.locator('.screen__answers');
    await list.waitFor({ timeout: 15_000 });
    expect(await list.locator('h2').innerText()).toBe('What you told us');
    const row = list.locator('[data-answer="bestTimeToCall"]');
    expect(await row.locator('dt').innerText()).toBe('Best time to call');
    expect(await row.locator('dd').innerText()).toBe('Evening');
    expect(await list.innerText()).not.toContain('6789');
    // Nothing sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'screen-answers-review-375');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });
});
