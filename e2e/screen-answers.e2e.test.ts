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
import { answerContact, reviewedAnswer } from './support/contactAnswers.ts';

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
    await answerContact(page, 'Evening');
    expect((await applicationOf(sandbox.url, applicant.uuid, applicant.token)).answers).toMatchObject({ bestTimeToCall: 'EVENING', ownership: 'SOLE' });

    await setStatus(sandbox.url, applicant.uuid, 'DELINQUENCY_REVIEW');
    await page.reload();
    await page.waitForURL((url) => url.pathname.endsWith('/review-app/delinquency'), { timeout: 30_000 });
    const listed = await reviewedAnswer(page, 'bestTimeToCall');
    expect(listed).toMatchObject({ heading: 'What you told us', title: 'Best time to call', answer: 'Evening' });
    expect(listed.all).not.toContain('6789');
    // Nothing sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'screen-answers-review-375');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });
});
