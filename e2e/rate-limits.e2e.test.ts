/**
 * Limits are for attackers, not for a household (sandbox/README.md, "Rate limits"): with the
 * production limits, four people registering from one address (one browser each, the mistakes
 * people make) never meet a limit; someone who repeats what an attacker repeats does, and is told
 * once, in words, how long to wait (from Retry-After). GoodLeap at 375 px.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot } from './support/browser.ts';
import { continueStep, person, register, waitForHeading, type Person } from './support/registration.ts';
import { defaultRateLimits } from '../sandbox/http/rateLimits.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { rateLimits: defaultRateLimits });

const PHONE = { width: 375, height: 800 };
const START = () => `${sandbox.url}/account/heloc/register-v2?org=GOODLEAP_LLC`;
const LIMIT_WORDS = /Too many|Please wait/i;

/** A mistake made on a step, then put right (the helper's answers are typed again). */
type Mistake = (page: Page, step: string, p: Person) => Promise<void>;

const showsSummary = async (page: Page) => {
  await continueStep(page);
  await page.locator('.error-summary').waitFor();
};

const household: { who: string; mistake: Mistake }[] = [
  {
    who: 'a wrong date',
    mistake: async (page, step, p) => {
      if (step !== '6-birthdate') return;
      await page.getByLabel(/^Month/).fill('2');
      await page.getByLabel(/^Day/).fill('31');
      await showsSummary(page);
      await page.getByLabel(/^Month/).fill(p.month);
      await page.getByLabel(/^Day/).fill(p.day);
    },
  },
  {
    who: 'an empty field',
    mistake: async (page, step, p) => {
      if (step !== '5-legal-name') return;
      await page.getByLabel(/^Last name/).fill('');
      await showsSummary(page);
      await page.getByLabel(/^Last name/).fill(p.lastName);
    },
  },
  {
    who: 'a retried submit',
    mistake: async (page, step, p) => {
      // Continue, then Back and Continue again: the step is sent twice.
      if (step === '3-for-sale') {
        await continueStep(page);
        await waitForHeading(page, 'annual income');
        await page.getByRole('button', { name: 'Back' }).click();
        await waitForHeading(page, 'for sale');
      }
      // The page seemed stuck: reloaded, and the answers typed again.
      if (step === '5-legal-name') {
        await page.reload();
        await waitForHeading(page, 'legal name');
        await page.getByLabel(/^First name/).fill(p.firstName);
        await page.getByLabel(/^Last name/).fill(p.lastName);
      }
    },
  },
  { who: 'a wrong password at sign-in', mistake: async () => {} },
];

describe('rate limits with the production defaults', () => {
  it('a household of four registering from one address, with typical mistakes, never sees a limit', { timeout: 300_000 }, async () => {
    const refused: string[] = [];
    const pages: Page[] = [];
    const writes = { anonymous: 0, all: 0 };
    for (const [i, member] of household.entries()) {
      // Each on their own phone: their own browser session, the same address (127.0.0.1).
      const { page } = await openPage(browser, PHONE);
      pages.push(page);
      page.on('request', (r) => { writes.all++; if (r.method() !== 'GET' && !r.headers()['authorization']) writes.anonymous++; });
      page.on('response', (r) => { if (r.status() === 429) refused.push(`${member.who}: ${r.request().method()} ${new URL(r.url()).pathname}`); });
      const p = person({ firstName: ['Pat', 'Sam', 'Alex', 'Jo'][i]! });
      await page.goto(START());
      await register(page, p, (step) => member.mistake(page, step, p));
      await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select/, { timeout: 30_000 });
      await page.locator('h1').first().waitFor();
      if (member.who === 'a wrong password at sign-in') {
        // Later, on the sign-in page: a wrong password first, then the right one.
        await page.goto(`${sandbox.url}/auth/login?next=/dashboard`);
        await page.getByLabel('Email address').fill(p.email);
        await page.getByLabel('Password').fill('Wrong-Passw0rd!');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByText('The email address or password is not right. Check them and try again.').waitFor();
        await page.getByLabel('Password').fill(p.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
      }
    }
    // Everyone comes back to their tab twice and reloads it, while the others' tabs stay open.
    for (let round = 0; round < 2; round++) {
      for (const page of pages) {
        await page.reload();
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.locator('body').innerText()).not.toMatch(LIMIT_WORDS);
      }
    }
    console.log(`household: ${writes.anonymous} anonymous writes, ${writes.all} requests`);
    await screenshot(pages[0]!, 'rate-limits-household-375');
    expect(refused).toEqual([]);
    for (const page of pages) await page.context().close();
  });

  it('one browser registering again and again is limited, and told once, in words, how long to wait', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(START());
    await waitForHeading(page, 'address of the property');
    // Ten registrations already made from this browser session (its cookie goes with them).
    const made = await page.evaluate(async () => {
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await fetch('/identity/api/v1/registration/register', {
          method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', 'x-org': 'GOODLEAP_LLC' },
          body: JSON.stringify({ email: `repeat.${Date.now()}.${i}@example.com`, phoneNumber: '(415) 555-0123', smsMarketingConsent: false, smsTransactionalConsent: true, password: 'Sandbox-Passw0rd!', confirmPassword: 'Sandbox-Passw0rd!', termPrivacyConsent: true, communicationConsent: true }),
        });
        answers.push(res.status);
      }
      return answers;
    });
    expect(made).toEqual(Array(10).fill(200));
    await register(page, person());
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    const text = await summary.locator('li').allInnerTexts();
    expect(text).toHaveLength(1);
    expect(text[0]).toMatch(/^Please wait (\d+ minutes|1 hour) and try again\.$/);
    // Said once on the page, as text: not again by the button, not as a link.
    expect(await summary.locator('a').count()).toBe(0);
    expect((await page.locator('body').innerText()).match(/Please wait/g)).toHaveLength(1);
    expect(await page.locator('h1').first().innerText()).toBe('Create your account');
    await screenshot(page, 'rate-limits-told-how-long-375');
    await context.close();
  });

  it("a long visit's own telemetry never stops signing in again (the page's calls are not the person's writes)", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const p = person();
    await page.goto(START());
    await register(page, p);
    await page.waitForURL(/product\/select/, { timeout: 30_000 });
    // What the page sends on its own over a long visit: more telemetry than the anonymous writes a person may make.
    const statuses = await page.evaluate(async (n) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await fetch('/ft/heloc/event', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'Page View' }) })).status);
      return out;
    }, defaultRateLimits.anonymousWrites.max + 20);
    expect(statuses).not.toContain(429);
    await page.evaluate(() => localStorage.removeItem('jwt'));
    await page.goto(`${sandbox.url}/auth/login?next=/dashboard`);
    await page.getByLabel('Email address').fill(p.email);
    await page.getByLabel('Password').fill(p.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
    expect(await page.locator('body').innerText()).not.toMatch(LIMIT_WORDS);
    await context.close();
  });

  it('many wrong passwords for one account are slowed down, saying how long to wait', async () => {
    const { page, context } = await openPage(browser, PHONE);
    const p = person();
    await page.goto(START());
    await register(page, p);
    await page.waitForURL(/product\/select/, { timeout: 30_000 });
    await page.goto(`${sandbox.url}/auth/login?next=/dashboard`);
    const error = page.locator('#error');
    let said = '';
    for (let i = 0; i < 6 && !/Please wait/.test(said); i++) {
      await page.getByLabel('Email address').fill(p.email);
      await page.getByLabel('Password').fill(`Wrong-Passw0rd-${i}!`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/identity/api/v1/login'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await answered;
      await page.waitForTimeout(200);
      said = await error.innerText();
    }
    expect(said).toMatch(/^Too many failed attempts\. Please wait \d+ seconds? and try again\.$/);
    await context.close();
  });
});
