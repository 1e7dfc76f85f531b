/**
 * The leave-survey prompt (001 §2) in a real browser on product/select (a `leaveSurvey: true`
 * route): exit intent through the top of the window opens an accessible modal once per session
 * and route; Escape closes it and focus returns; an answer is sent as the telemetry event
 * `leave_survey`. Runs once the application shell mounts <LeaveSurvey> (renderer/status).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, signIn } from './support/api.ts';


let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const TITLE = 'Before you go, can you tell us why?';

async function onOffers(page: Page) {
  const applicant = await createApplicant(sandbox.url);
  await signIn(page, applicant.token);
  await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
  await page.waitForURL((url) => url.pathname.endsWith('/product/select'), { timeout: 30_000 });
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(500);
  return applicant;
}

/** The pointer leaves through the top edge (towards the tabs and the address bar). */
async function exitIntent(page: Page) {
  await page.mouse.move(640, 200);
  await page.evaluate(() => {
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 640, clientY: -2, relatedTarget: null }));
  });
}

describe('leave survey', () => {
  it('opens once on exit intent, keeps focus off the page behind, closes with Escape and returns focus', async () => {
    const { page, csp, context } = await openPage(browser);
    await onOffers(page);
    const dialog = page.getByRole('dialog', { name: TITLE });
    // Moving about inside the page is not exit intent.
    await page.mouse.move(640, 400);
    await page.waitForTimeout(200);
    expect(await dialog.count()).toBe(0);

    const before = page.locator('h1').first();
    await before.focus().catch(() => {});
    const focusedBefore = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60));
    await exitIntent(page);
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open], [role=dialog]') != null)).toBe(true);
    // Tab never reaches the page behind (a native modal dialog makes it inert; past the last control
    // focus may leave for the browser's own controls, never for the page).
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => {
        const el = document.activeElement;
        return !el || el === document.body || el.closest('dialog[open]') != null;
      })).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'leave-survey-open');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60))).toBe(focusedBefore);

    // Once per session and route.
    await exitIntent(page);
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(0);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('sends the answer as the leave_survey telemetry event', async () => {
    const { page, context } = await openPage(browser);
    const applicant = await onOffers(page);
    await exitIntent(page);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await dialog.getByText('Select a reason').first().waitFor();
    await dialog.getByLabel("The rate or terms aren't what I expected").check();
    // The comment cannot grow past the screen file's 500 characters.
    const comment = dialog.getByLabel(/Anything else you'd like to tell us/);
    expect(await comment.getAttribute('maxlength')).toBe('500');
    await comment.fill('I hoped for a lower rate.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await dialog.getByRole('heading', { name: 'Thank you' }).waitFor();

    const events = await (await fetch(`${sandbox.url}/ops/telemetry`)).json() as { event: string; body: any }[];
    const answer = events.find((e) => e.event === 'leave_survey' && e.body.applicationUuid === applicant.uuid);
    expect(answer?.body.eventProperties).toEqual({ route: '/account/heloc/:uuid/product/select', reason: 'RATE_OR_TERMS', comment: 'I hoped for a lower rate.' });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
