/**
 * After registering, and when applying again from the same account, at 375 px under partner brands:
 * the browser's Back from the new application does not land on an emptied registration step (whose
 * submit could only fail on fields it does not show); a second application made on another lender's
 * pages is that lender's, after a reload too; and one in another person's name is refused with what
 * to do, changing nothing on the account.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { applicationOf, setStatus } from './support/api.ts';
import { continueStep, fillAddress, person, register, waitForHeading } from './support/registration.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const uuidIn = (url: string) => /\/account\/heloc\/([0-9a-f-]{36})/.exec(url)?.[1] ?? null;

describe('Back after registering', () => {
  it('returns to the application, not to an empty "Create your account" (Lakeview, 375 px)', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=LAKEVIEW`);
    await register(page, person());
    await page.waitForURL((u) => uuidIn(u.toString()) !== null, { timeout: 30_000 });
    const uuid = uuidIn(page.url())!;
    await page.locator('main h1').first().waitFor();
    await page.goBack();
    await page.waitForURL((u) => uuidIn(u.toString()) === uuid, { timeout: 15_000 });
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('main h1').first().textContent()).not.toContain('Create your account');
    await screenshot(page, 'second-application-back-after-register');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a second application from the same account', () => {
  it('is the lender\'s whose pages it was made on, and another person\'s name is refused (Lakeview, then Movement, 375 px)', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    const me = person({ firstName: 'Marcus', lastName: 'Lindqvist' });
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=LAKEVIEW`);
    await register(page, me);
    await page.waitForURL((u) => uuidIn(u.toString()) !== null, { timeout: 30_000 });
    const first = uuidIn(page.url())!;
    const token = (await page.evaluate(() => localStorage.getItem('jwt')))!.replace(/^Bearer /, '');
    expect((await applicationOf(sandbox.url, first, token)).orgCode).toBe('LAKEVIEW');
    await setStatus(sandbox.url, first, 'COMPLETE');

    // Signed in, on Movement's pages: the steps that ask for an account are skipped.
    const steps = async (firstName: string) => {
      await page.goto(`${sandbox.url}/account/heloc/register-v2?org=MOVEMENT`);
      await waitForHeading(page, 'address of the property');
      await fillAddress(page, { street: '77 Harbor Drive', city: 'San Diego', state: 'CA', zip: '92101' });
      await page.getByLabel('Second home').check();
      await continueStep(page);
      await waitForHeading(page, 'current home address');
      await fillAddress(page, { street: '123 Main Street', city: 'Sacramento', state: 'CA', zip: '95814' });
      await continueStep(page);
      await waitForHeading(page, 'for sale');
      await page.getByLabel('No', { exact: true }).check();
      await continueStep(page);
      await waitForHeading(page, 'annual income');
      await page.getByLabel(/^Primary source of income/).selectOption({ label: me.source });
      await page.getByLabel(/^Annual income \(before taxes\)/).fill(me.income);
      await continueStep(page);
      await waitForHeading(page, 'legal name');
      await page.getByLabel(/^First name/).fill(firstName);
      await page.getByLabel(/^Last name/).fill(me.lastName);
      await continueStep(page);
      await waitForHeading(page, 'date of birth');
      await page.getByLabel(/^Month/).fill(me.month);
      await page.getByLabel(/^Day/).fill(me.day);
      await page.getByLabel(/^Year/).fill(me.year);
      await continueStep(page);
    };

    await steps('Ruth');
    const refusal = page.locator('.error-summary', { hasText: "You're signed in as Marcus Lindqvist" });
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.textContent()).toContain('sign out to apply for someone else');
    await screenshot(page, 'second-application-other-person-refused');
    const profile = await (await fetch(`${sandbox.url}/service-profile/api/v1/profile`, { headers: { authorization: `Bearer ${token}` } })).json() as { name: { firstName: string } };
    expect(profile.name.firstName).toBe('Marcus');

    await steps('Marcus');
    await page.waitForURL((u) => { const id = uuidIn(u.toString()); return id !== null && id !== first; }, { timeout: 30_000 });
    const second = uuidIn(page.url())!;
    expect((await applicationOf(sandbox.url, second, token)).orgCode).toBe('MOVEMENT');
    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('img.topbar__logo').getAttribute('alt')).toMatch(/Movement/);
    await screenshot(page, 'second-application-movement-after-reload');
    await context.close();
  });
});
