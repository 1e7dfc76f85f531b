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
import { continueStep, person, register, waitForHeading } from './support/registration.ts';
import { applicationOf, createApplicant, setStatus } from './support/api.ts';

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

  it('an applicant whose email has an account already is told so in words, with a sign-in link in their lender\'s brand, at 375 px', async () => {
    const existing = await createApplicant(sandbox.url, 'Happy', { org: 'LAKEVIEW' });
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=LAKEVIEW`);
    // Typed with other capitals, as people do.
    await register(page, person({ email: existing.email.toUpperCase() }));
    const summary = page.locator('.error-summary');
    await summary.waitFor({ timeout: 15_000 });
    await expect.poll(() => summary.innerText()).toContain('There is already an account with this email address. Sign in to continue with it, or go back and use another email address.');
    expect(await summary.innerText()).not.toContain('identity exists');
    const link = summary.getByRole('link', { name: 'Sign in' });
    expect(await link.getAttribute('href')).toBe('/auth/login?org=LAKEVIEW&next=%2Faccount%2Fheloc%2Fregister-v2%3Forg%3DLAKEVIEW');
    // The summary is where the eyes are: focused and in view below the header.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary') ?? false), { timeout: 5000 }).toBe(true);
    const box = (await summary.boundingBox())!;
    const header = await page.locator('header').first().boundingBox();
    expect(box.y).toBeGreaterThanOrEqual(header ? header.y + header.height - 1 : 0);
    await screenshot(page, 'registration-existing-email-375');
    await link.click();
    await page.waitForURL(/\/auth\/login\?org=LAKEVIEW/);
    expect(await page.locator('body').innerText()).toContain('Lakeview');
    // Signing in brings them back to the application still open in their account, under its lender.
    await page.getByLabel(/^Email/).fill(existing.email);
    await page.getByLabel(/^Password/).fill(existing.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/account/heloc/${existing.uuid}/`), { timeout: 20_000 });
    await screenshot(page, 'registration-existing-email-signed-in-375');
    await context.close();
  });

  it('a borrower of one lender who signs in from another lender\'s link applies with that lender, at 375 px', async () => {
    // Their line with Lakeview is finished (declined here), so a new application may start.
    const existing = await createApplicant(sandbox.url, 'Happy', { org: 'LAKEVIEW' });
    await setStatus(sandbox.url, existing.uuid, 'DECLINED');
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=MOVEMENT`);
    // The same person (the date of birth on their account, e2e/support/api.ts), a home in Colorado.
    await register(page, person({ email: existing.email, month: '3', day: '14', state: 'CO', city: 'Denver', zip: '80202', street: '1600 Glenarm Place' }));
    await page.locator('.error-summary').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/login\?org=MOVEMENT/);
    await page.getByLabel(/^Email/).fill(existing.email);
    await page.getByLabel(/^Password/).fill(existing.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back in Movement's registration, signed in: the answers are kept and the account steps left out.
    await page.waitForURL(/\/account\/heloc\/register-v2\?org=MOVEMENT/);
    for (const step of ['address of the property', 'for sale', 'annual income', 'legal name', 'date of birth']) {
      await waitForHeading(page, step);
      await continueStep(page);
    }
    await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select/, { timeout: 30_000 });
    const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    expect(uuid).not.toBe(existing.uuid);
    expect((await applicationOf(sandbox.url, uuid, existing.token)).orgCode).toBe('MOVEMENT');
    expect(await page.locator('footer').first().innerText()).toContain('Movement');
    await context.close();
  });
});
