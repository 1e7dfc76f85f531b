/**
 * What an applicant meets around the forms, at 375 px under a partner brand: answers being typed on a
 * registration step survive a reload (every step, the date of birth included); the sign-in page says
 * what each empty field needs and shows that it is working; a signed-out visitor's header offers
 * "Sign in", not their applications or settings.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { createApplicant, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const ORG = 'GOODLEAP_LLC';
const DRAFT_KEY = 'heloc_registration_draft';
const ANSWERED = { propertyAddress: { street1: '1 Capitol Mall', city: 'Sacramento', state: 'CA', zip: '95814', occupancyType: 'PRIMARY' } };

describe('answers being typed survive a reload', () => {
  it.each([
    ['birthdate', [['Month', '7'], ['Day', '14'], ['Year', '1971']]],
    ['legal-name', [['First name', 'Maria'], ['Last name', 'Rivera']]],
  ] as const)('on the %s step, before Continue', async (step, typed) => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    const url = `${sandbox.url}/account/heloc/register-v2/${step}?org=${ORG}`;
    await page.goto(url);
    await page.evaluate(([k, d]) => localStorage.setItem(k!, d!), [DRAFT_KEY, JSON.stringify(ANSWERED)]);
    await page.goto(url);
    for (const [label, value] of typed) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
    await page.reload();
    await page.locator('form').waitFor();
    for (const [label, value] of typed) expect(await page.getByLabel(new RegExp(`^${label}`)).inputValue()).toBe(value);
    await screenshot(page, `edges-${ORG}-375-${step}-reloaded`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a new step', () => {
  it('starts at its top, wherever the previous one was scrolled to', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 640 });
    const url = `${sandbox.url}/account/heloc/register-v2/legal-name?org=${ORG}`;
    await page.goto(url);
    await page.evaluate(([k, d]) => localStorage.setItem(k!, d!), [DRAFT_KEY, JSON.stringify(ANSWERED)]);
    await page.goto(url);
    await page.getByLabel(/^First name/).fill('Maria');
    await page.getByLabel(/^Last name/).fill('Rivera');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/birthdate/);
    await page.getByLabel(/^Month/).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the account menu over an open chat', () => {
  it('can be tapped at 375 px: Logout is on top and signs out', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    // A shorter phone: the open chat panel reaches up to just under the top bar.
    const { page, context } = await openPage(browser, { width: 375, height: 600 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.locator('h1').first().waitFor();
    await page.getByRole('button', { name: 'Chat with us' }).first().click();
    await page.locator('.chat').waitFor();
    await page.getByRole('button', { name: 'Your account' }).click();
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.waitFor();
    const box = (await logout.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.menu__item, button')?.textContent?.trim(), [box.x + box.width / 2, box.y + box.height / 2])).toBe('Logout');
    await screenshot(page, `edges-${ORG}-375-menu-over-chat`);
    await logout.click({ timeout: 5_000 });
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 15_000 });
    await context.close();
  });
});

describe('the sign-in page', () => {
  it('says what each empty field needs, shows it is working, and offers Sign in to a signed-out visitor', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    const { page, context, errors, csp } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${sandbox.url}/auth/login?org=${ORG}`);
    const nav = page.getByRole('navigation', { name: 'Your account' });
    await expect.poll(() => nav.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Your applications' }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Settings' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.locator('#email-error').textContent()).toBe('Enter your email address');
    expect(await page.locator('#password-error').textContent()).toBe('Enter your password');
    expect(await page.locator('#error').textContent()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    await screenshot(page, `edges-${ORG}-375-sign-in-empty`);

    // While the answer is awaited the button says so and cannot be pressed again.
    await page.route('**/identity/api/v1/login*', async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
    await page.getByLabel('Email address').fill(applicant.email);
    await page.getByLabel('Password').fill(applicant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const busy = page.getByRole('button', { name: 'Signing in…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await page.locator('#email-error').textContent()).toBe('');
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => nav.getByRole('link', { name: 'Your applications' }).isVisible()).toBe(true);
    // One application at a time: with one open, the dashboard offers to continue it, not to start another the server would refuse.
    const resume = page.getByRole('link', { name: 'Continue your application' });
    await resume.waitFor();
    expect(await resume.getAttribute('href')).toBe(`/account/heloc/${applicant.uuid}`);
    expect(await page.getByRole('link', { name: 'Start a new application' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(false);
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a lender that takes applications only through its loan officers (Guaranteed Rate, loanOriginatorRequired)', () => {
  const LO = '11111111-2222-4333-8444-555555555555';
  it('refuses the bare registration root, with or without a trailing slash, and starts the application from a loan officer\'s link', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    for (const path of ['register-v2', 'register-v2/']) {
      await page.goto(`${sandbox.url}/account/heloc/${path}?org=GUARANTEED_RATE`);
      await page.getByRole('heading', { name: 'We\'re not accepting applications here right now' }).waitFor({ timeout: 20_000 });
    }
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=GUARANTEED_RATE&loanOriginatorUuid=${LO}`);
    await page.getByText(/question 1 of \d+/).waitFor({ timeout: 20_000 });
    expect(await page.locator('h1').first().innerText()).toContain('address of the property');
    await screenshot(page, 'edges-GUARANTEED_RATE-375-loan-officer-link');
    expect(errors).toEqual([]);
    await context.close();
  });
});
