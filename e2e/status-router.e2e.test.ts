/**
 * The status router in a real browser against the sandbox (000 §4.3, §4.4, §8): each adverse
 * persona lands on its screen, polling gives up onto error/timeout when the status never settles,
 * an unknown application goes to the dashboard, and a reload stays on the same screen.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant, setStatus, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const routeOf = (page: Page, uuid: string) => new URL(page.url()).pathname.replace(`/account/heloc/${uuid}`, '');

async function landsOn(lastName: string, expected: string, overrides: { state?: string; zip?: string } = {}) {
  const applicant = await createApplicant(sandbox.url, lastName, overrides);
  const { page, csp, context } = await openPage(browser, { width: 375, height: 800 });
  await signIn(page, applicant.token);
  await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
  await page.waitForURL((url) => url.pathname.endsWith(expected), { timeout: 30_000 });
  await page.locator('h1').first().waitFor();
  expect(routeOf(page, applicant.uuid)).toBe(expected);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, `persona-${lastName}${overrides.state ? `-${overrides.state}` : ''}`);
  expect(csp).toEqual([]);
  // A reload lands on the same screen.
  await page.reload();
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(500);
  expect(routeOf(page, applicant.uuid)).toBe(expected);
  await context.close();
}

describe('adverse personas land on their screens', () => {
  it.each([
    ['Frozen', '/credit/error'],
    ['Nomatch', '/credit/social'],
    ['Noproperty', '/review-app/property'],
    ['Multiproperty', '/review-app/property'],
    ['Delinquent', '/review-app/delinquency'],
    ['Lowscore', '/error/credit'],
  ])('%s → %s', async (lastName, expected) => {
    await landsOn(lastName, expected);
  });
});

describe('polling', () => {
  it('gives up onto error/timeout when the status never settles', async () => {
    const applicant = await createApplicant(sandbox.url);
    const { page, context } = await openPage(browser);
    await signIn(page, applicant.token);
    // Let the soft-credit progression settle, then park the application in an in-progress status for good.
    await new Promise((r) => setTimeout(r, 1500));
    await setStatus(sandbox.url, applicant.uuid, 'HARD_CREDIT_PULL');
    await page.clock.install();
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.getByRole('dialog', { name: /working on your application/i }).waitFor();
    await screenshot(page, 'status-processing-modal');
    // 14 tries with delays of 1, 2, 4 then 5 s (000 §9): run the page's clock forward try by try.
    for (let i = 0; i < 40 && !page.url().endsWith('/error/timeout'); i++) {
      await page.clock.runFor(5_000);
      await page.waitForTimeout(150);
    }
    expect(routeOf(page, applicant.uuid)).toBe('/error/timeout');
    await page.locator('h1').first().waitFor();
    await screenshot(page, 'status-gave-up-timeout');
    await context.close();
  });

  it('sends the applicant to the dashboard when the application does not exist', async () => {
    const applicant = await createApplicant(sandbox.url);
    const { page, context } = await openPage(browser);
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    await context.close();
  });
});
