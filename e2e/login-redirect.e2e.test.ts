/**
 * The sandbox's sign-in page in Chromium (issue 14): after signing in it returns to `?next=` only
 * when that is a path on this site; `/\evil.test/phish` and `/\t/...` (which browsers read as other
 * hosts) land on the dashboard instead. Screenshots at 375 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { createApplicant } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;

useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const PASSWORD = 'Sandbox-Passw0rd!';

async function signInThrough(next: string, width: number) {
  const applicant = await createApplicant(sandbox.url);
  const { page, context, csp } = await openPage(browser, { width, height: 800 });
  await page.goto(`${sandbox.url}/auth/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email address').fill(applicant.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 20_000 });
  return { page, context, csp, applicant };
}

describe('sign-in page return path', () => {
  it.each([['/\\evil.test/phish'], ['/\t/evil.test/phish'], ['//evil.test/phish']])('refuses %j and lands on the dashboard', async (next) => {
    const { page, context, csp } = await signInThrough(next, 375);
    expect(new URL(page.url()).origin).toBe(sandbox.url);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(csp).toEqual([]);
    await context.close();
  });

  it('returns to a path on this site, and the page reads well at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page } = await openPage(browser, { width, height: 800 });
      await page.goto(`${sandbox.url}/auth/login?next=/dashboard`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `login-${width}`);
      await page.context().close();
    }
    const { page, context } = await signInThrough('/dashboard?from=login', 1280);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/dashboard?from=login');
    await context.close();
  });
});
