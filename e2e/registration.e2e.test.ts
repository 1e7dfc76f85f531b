/**
 * A new applicant registers end to end under two brands, at phone and desktop widths, and lands in
 * their application; every step is checked with axe-core, watched for CSP violations and kept as a
 * screenshot (artifacts/e2e).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { person, register } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

describe('registration, end to end', () => {
  it.each([
    ['FIGURE', 375, 'Primary residence'],
    ['GOODLEAP_LLC', 1280, 'Investment property'],
  ] as const)('a new applicant registers under %s at %i px and lands in their application', async (org, width, occupancy) => {
    const { page, context, csp, errors } = await openPage(browser, { width, height: 900 });
    const a11y: string[] = [];
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${org}`);
    await register(page, person({ occupancy }), async (step) => {
      a11y.push(...(await seriousA11yViolations(page)).map((v) => `${step}: ${v}`));
      await screenshot(page, `registration-${org}-${width}-${step}`);
    });
    await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select/, { timeout: 30_000 });
    await screenshot(page, `registration-${org}-${width}-9-landed`);
    expect(a11y).toEqual([]);
    expect(csp).toEqual([]);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });
});
