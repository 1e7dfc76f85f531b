/**
 * One story of where the applicant is, from the first registration screen to the end (000 §2, §9,
 * §4.5; engine/progress.ts storyStep, engine/flowSteps.ts): registration is the first step of the
 * application's stepper and its bar says so; the count seen on the first step never changes under
 * the applicant (choosing a primary residence passes over a question, it does not renumber them);
 * the application's first screen shows registration done under the same names; a declined or
 * cancelled application shows no step at all. Under partner brands, at 375 px (and 1280 px to see
 * the whole stepper).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, createApplicant, setStatus, signIn, statusOf, type Applicant, settledOn } from './support/api.ts';
import { person, register } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const PHONE = { width: 375, height: 800 };
const STEPS = ['About you and your home', 'Select Offer', 'Provide More Info', 'Income and Bank Account', 'Verify Identity', 'Sign Documents', 'Notary and Insurance'];
const barText = (page: Page) => page.locator('.progress__label').innerText();
const STEP_N = /Step \d+ of \d+/;

const settled = (base: string, a: Applicant, status: string) => settledOn(base, a, status, 30_000);

describe('one progress story, registration to the end', () => {
  it('registration is step 1 of the application\'s 7 with a count that never changes; the offers screen shows it done (Movement, 375 px)', async () => {
    const { page, context, csp } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=MOVEMENT`);
    await page.locator('.progress__label').waitFor();
    const first = await barText(page);
    expect(first).toBe('Step 1 of 7 · About you and your home, question 1 of 8');
    await screenshot(page, 'progress-story-register-first-375');
    const seen: Record<string, string> = {};
    await register(page, person({ occupancy: 'Primary residence' }), async (step) => {
      // Read after the step's answers are in (on the first: after choosing a primary residence).
      await page.waitForTimeout(150);
      seen[step] = await barText(page);
      expect(await page.locator('progress').getAttribute('aria-label')).toBe(seen[step]);
    });
    // The first step's count, once the home address is passed over, is the count it showed before.
    expect(seen['1-property-address']).toBe(first);
    expect(seen).toEqual({
      '1-property-address': 'Step 1 of 7 · About you and your home, question 1 of 8',
      '3-for-sale': 'Step 1 of 7 · About you and your home, question 3 of 8',
      '4-annual-income': 'Step 1 of 7 · About you and your home, question 4 of 8',
      '5-legal-name': 'Step 1 of 7 · About you and your home, question 5 of 8',
      '6-birthdate': 'Step 1 of 7 · About you and your home, question 6 of 8',
      '7-phone-and-email': 'Step 1 of 7 · About you and your home, question 7 of 8',
      '8-set-password': 'Step 1 of 7 · About you and your home, question 8 of 8',
    });

    // The application's first screen: the same stepper, registration done, the next step current.
    await page.waitForURL((u) => u.pathname.endsWith('/product/select'), { timeout: 45_000 });
    const stepper = page.getByRole('navigation', { name: 'Your progress' });
    await stepper.locator('.stepper__summary').waitFor();
    expect(await stepper.locator('.stepper__summary').innerText()).toBe('Step 2 of 7 · Select Offer');
    // On a phone, where the list is folded away, the step just finished is registration, by its name.
    expect(await stepper.locator('.stepper__previous').isVisible()).toBe(true);
    expect((await stepper.locator('.stepper__previous').innerText()).replace(/\s+/g, ' ')).toBe('✓ About you and your home (done)');
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(300);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'progress-story-offers-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    const items = stepper.locator('li');
    expect((await items.allInnerTexts()).map((t) => t.replace(/[✓\s]+/g, ' ').replace(/ \(done\)/, '').trim())).toEqual(STEPS);
    expect(await items.first().getAttribute('class')).toContain('stepper__step--done');
    expect(await stepper.locator('[aria-current="step"]').innerText()).toContain('Select Offer');
    await screenshot(page, 'progress-story-offers-1280');
    expect(csp).toEqual([]);
    await context.close();
  }, 180_000);

  it('a declined applicant, and a cancelled one, see no step: their story has ended (GoodLeap, 375 px)', async () => {
    const ORG = 'GOODLEAP_LLC';
    const declined = await createApplicant(sandbox.url, 'Lowscore', { org: ORG });
    await settled(sandbox.url, declined, 'DECLINED');
    const { page, context, csp } = await openPage(browser, PHONE);
    await signIn(page, declined.token);
    await page.goto(`${sandbox.url}/account/heloc/${declined.uuid}?org=${ORG}`);
    await page.waitForURL((u) => /\/error\/(decline|credit)$/.test(u.pathname), { timeout: 30_000 });
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(400);
    expect(await page.locator('.stepper').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(STEP_N);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'progress-story-declined-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.locator('.stepper').count()).toBe(0);
    await screenshot(page, 'progress-story-declined-1280');

    const cancelled = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    for (let i = 0; i < 50 && (await applicationOf(sandbox.url, cancelled.uuid, cancelled.token)).serverStatus !== 'OFFER_SELECTION'; i++) await new Promise((r) => setTimeout(r, 100));
    await setStatus(sandbox.url, cancelled.uuid, 'CANCELLED');
    const second = await openPage(browser, PHONE);
    await signIn(second.page, cancelled.token);
    await second.page.goto(`${sandbox.url}/account/heloc/${cancelled.uuid}?org=${ORG}`);
    await second.page.waitForURL((u) => u.pathname.endsWith('/cancelled'), { timeout: 30_000 });
    await second.page.locator('h1', { hasText: 'This application was cancelled' }).waitFor();
    await second.page.waitForTimeout(400);
    expect(await second.page.locator('.stepper').count()).toBe(0);
    expect(await second.page.locator('main').innerText()).not.toMatch(STEP_N);
    await screenshot(second.page, 'progress-story-cancelled-375');
    expect(csp).toEqual([]);
    expect(second.csp).toEqual([]);
    await second.context.close();
    await context.close();
  }, 120_000);
});
