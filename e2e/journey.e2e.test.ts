/**
 * The happy path in a real browser against the sandbox (issue: "register as the happy-path persona
 * and reach the complete screen"): registration, then every screen the status router sends the
 * applicant to, filled as an applicant would, until the complete screen. Each screen: no serious
 * axe violation, a screenshot, and a reload that lands on the same screen.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { person, register } from './support/registration.ts';
import { followHappyPath } from './support/happyPath.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, {}, { fakeMedia: true });

describe('the happy path', () => {
  it('a new applicant goes from registration to the complete screen through every step', async () => {
    const who = person({ lastName: 'Happy' });
    const { page, csp, errors, context } = await openPage(browser, { width: 1280, media: true });
    await page.goto(`${sandbox.url}/account/heloc/register-v2`);
    await register(page, who);
    const visited = await followHappyPath(page, who, {
      notaryApi: sandbox.url,
      onScreen: async (route) => {
        await page.waitForTimeout(300);
        expect(await seriousA11yViolations(page), route).toEqual([]);
        await screenshot(page, `journey${route.replace(/\//g, '-')}`);
        // A reload lands on the same screen.
        await page.reload();
        await page.locator('h1').first().waitFor();
        await page.waitForTimeout(300);
        expect(new URL(page.url()).pathname.endsWith(route), `reload on ${route}`).toBe(true);
      },
    });
    expect(visited.at(-1)).toBe('/complete');
    await screenshot(page, 'journey-complete');
    // The tax instruction of the screen manifest (000 §2), reached from the complete screen.
    await page.getByRole('link', { name: 'Your line and your taxes' }).click();
    await page.locator('h1', { hasText: 'Your line and your taxes' }).waitFor();
    await page.reload();
    await page.locator('h1', { hasText: 'Your line and your taxes' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Form 1098');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'journey-tax-instruction');
    expect(visited).toEqual(expect.arrayContaining(['/product/select', '/start/contact', '/start/hmda', '/income/review', '/bank/disburse', '/identity', '/signing/sign', '/notary/session', '/insurance/upload']));
    expect(csp).toEqual([]);
    expect(errors.filter((e) => !/status of 40[19]/.test(e))).toEqual([]);
    await context.close();
  }, 300_000);
});
