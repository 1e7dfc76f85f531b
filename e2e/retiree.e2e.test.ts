/**
 * An older borrower on a phone (375 px) under partner brands: a retiree proves retirement income with
 * what they receive for it (benefit or pension letters, SSA-1099 or 1099-R, a retirement account's
 * statement), never a payroll provider or paystubs; the brand that lends from 62 says so, with its
 * interest-only payments, where the date of birth is asked, in the product's words; a wrong password
 * offers "Forgot your password?"; the dashboard has Sign out; the chat panel closes on Escape and its pre-chat form starts from the
 * signed-in applicant's name and e-mail.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { APP, applicationOf, createApplicant, setStatus, signIn, statusOf, type Applicant } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const PHONE = { width: 375, height: 800 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** An applicant of `org` whose soft pull has settled, moved to `status` with `patch`. */
async function at(org: string, status: string, patch?: Record<string, unknown>): Promise<Applicant> {
  const applicant = await createApplicant(sandbox.url, 'Happy', { org });
  for (let i = 0; i < 100 && (await statusOf(sandbox.url, applicant.uuid, applicant.token)) !== 'OFFER_SELECTION'; i++) await new Promise((r) => setTimeout(r, 100));
  if (status !== 'OFFER_SELECTION') await setStatus(sandbox.url, applicant.uuid, status, patch);
  return applicant;
}

async function openApp(a: Applicant, path: string, org: string) {
  const watched = await openPage(browser, PHONE);
  await signIn(watched.page, a.token);
  await watched.page.goto(`${sandbox.url}/account/heloc/${a.uuid}${path}?org=${org}`);
  await watched.page.waitForURL((u) => u.pathname.endsWith(path), { timeout: 30_000 });
  await watched.page.locator('h1').first().waitFor();
  return watched;
}

describe('a retiree verifies retirement income', () => {
  for (const org of ['GOODLEAP_LLC', 'MOVEMENT']) {
    it(`${org}: income review asks a retiree for benefit letters or statements, not a payroll provider or paystubs`, async () => {
      // A pension and Social Security: the income on file is both together, not the first alone.
      const a = await at(org, 'INCOME_VERIFICATION', { incomeSources: [{ employmentType: 'RETIRED', income: 31000 }, { employmentType: 'RETIRED', income: 24000 }] });
      const { page, context, csp } = await openApp(a, '/income/review', org);
      const main = page.locator('main');
      await main.getByText(/SSA-1099/).first().waitFor();
      const text = await main.innerText();
      expect(text).toContain('Income on file: $55,000 a year before taxes, all your sources together.');
      expect(text).toMatch(/Social Security, your benefit letter or SSA-1099/);
      expect(text).toMatch(/pension or annuity, its award letter or 1099-R/);
      expect(text).toMatch(/401\(k\) or IRA, the account's most recent statement/);
      expect(text).not.toMatch(/payroll|paystub|tax return/i);
      expect(await page.getByRole('link', { name: /payroll|paystub/i }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Connect my bank account' }).count()).toBe(1);
      await page.getByRole('link', { name: 'Upload benefit letters or statements' }).waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      await screenshot(page, `retiree-income-review-${org}-375`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(csp).toEqual([]);
      await context.close();
    });
  }

  it('GOODLEAP_LLC: the retirement upload names each document a retiree has, one is enough, and the lender keeps it as retirement income', async () => {
    const org = 'GOODLEAP_LLC';
    const a = await at(org, 'INCOME_VERIFICATION', { incomeSources: [{ employmentType: 'RETIRED', income: 54000 }] });
    const { page, context, csp } = await openApp(a, '/income/review', org);
    await page.getByRole('link', { name: 'Upload benefit letters or statements' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/income/upload/retirement'));
    await page.locator('h1', { hasText: 'Upload proof of your retirement income' }).waitFor();
    const main = page.locator('main');
    const text = await main.innerText();
    expect(text).toMatch(/Social Security: your benefit letter for this year or your SSA-1099 for last year/);
    expect(text).toMatch(/A pension or annuity: its award letter or your 1099-R for last year/);
    expect(text).toMatch(/401\(k\), IRA or other retirement account: the account's most recent statement/);
    expect(text).not.toMatch(/paystub|Schedule C|profit and loss/i);
    const groups = page.locator('.w-file');
    await expect.poll(() => groups.count()).toBe(3);
    const labels = await page.locator('.w-file > p:first-child').allTextContents();
    expect(labels[0]).toBe('Benefit or pension letter, SSA-1099, 1099-R or account statement (required)');
    expect(labels.slice(1)).toEqual([expect.stringMatching(/^Another retirement income document \(optional\)$/), expect.stringMatching(/^Another retirement income document \(optional\)$/)]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'retiree-upload-375');

    // Nothing chosen: asked for one document, and nothing is sent.
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.locator('li').allInnerTexts()).toEqual([expect.stringMatching(/Select a file to upload/)]);
    expect(await statusOf(sandbox.url, a.uuid, a.token)).toBe('INCOME_VERIFICATION');

    // One Social Security letter is enough.
    await page.locator('input[type=file]').nth(0).setInputFiles(png('ssa-benefit-letter.png'));
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await page.waitForURL((u) => !u.pathname.includes('/income/'), { timeout: 30_000 });
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    expect(app.incomeSources[0]).toMatchObject({ employmentType: 'RETIRED', method: 'UPLOAD' });
    expect(app.documents.map((d: { type: string; fileName: string }) => [d.type, d.fileName])).toEqual([['RETIREMENT_INCOME', 'ssa-benefit-letter.png']]);
    expect(csp).toEqual([]);
    await context.close();
  });
});

describe('a brand that lends from 62 (NEW_AMERICAN_FUNDING, 375 px)', () => {
  it('says so where the date of birth is asked, and its message names the line of credit, not a loan', async () => {
    const { page, context, csp } = await openPage(browser, PHONE);
    // The first question already says who the line is for, not only the sixth.
    await page.goto(`${sandbox.url}/account/heloc/register-v2?org=NEW_AMERICAN_FUNDING`);
    await page.locator('.screen__subtitle', { hasText: 'For homeowners 62 or older.' }).waitFor();
    await page.goto(`${sandbox.url}/account/heloc/register-v2/birthdate?org=NEW_AMERICAN_FUNDING`);
    await page.locator('h1', { hasText: 'What is your date of birth?' }).waitFor();
    await page.locator('form').waitFor();
    // Told before anything is typed.
    await page.getByText('This home equity line of credit is for homeowners 62 or older, with interest-only monthly payments.', { exact: false }).first().waitFor();
    const year = new Date().getFullYear() - 40;
    await page.getByLabel(/^Month/).fill('3');
    await page.getByLabel(/^Day/).fill('14');
    await page.getByLabel(/^Year/).fill(String(year));
    await page.getByRole('button', { name: /Continue|Check my offers/ }).click();
    const message = 'You must be at least 62 years old to apply for this home equity line of credit.';
    await page.locator('form').getByText(message, { exact: true }).first().waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\bloan\b/i);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'older-age-birthdate-NEW_AMERICAN_FUNDING-375');
    expect(csp).toEqual([]);
    await context.close();
  });
});

describe('signing in and out on the lender site', () => {
  it('MOVEMENT at 375 px: "Forgot your password?" is offered from the start and sits beside a wrong password\'s message, leading to the lender\'s help', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: 'MOVEMENT' });
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${sandbox.url}/auth/login?org=MOVEMENT`);
    const forgot = page.getByRole('link', { name: 'Forgot your password?' });
    // Offered before any attempt: a returning borrower who forgot looks for it first (borrower trial 12).
    expect(await forgot.isVisible()).toBe(true);
    await page.getByLabel('Email address').fill(a.email);
    await page.getByLabel('Password').fill('not-the-password-1A!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The email address or password is not right. Check them and try again.').waitFor();
    await forgot.waitFor({ state: 'visible' });
    // Beside the message: directly below it, before the Sign in button.
    const error = (await page.locator('#error').boundingBox())!;
    const link = (await forgot.boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Sign in' }).boundingBox())!;
    expect(link.y).toBeGreaterThanOrEqual(error.y + error.height - 1);
    expect(link.y - (error.y + error.height)).toBeLessThan(40);
    expect(link.y + link.height).toBeLessThanOrEqual(button.y);
    expect(link.height).toBeGreaterThanOrEqual(44);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'login-forgot-password-MOVEMENT-375');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await forgot.click();
    await page.waitForURL((u) => u.pathname === '/contact');
    await page.locator('h1').first().waitFor();
    await context.close();
  });

  it('GOODLEAP_LLC at 375 px: the dashboard offers Sign out to a signed-in applicant, which ends the session', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: 'GOODLEAP_LLC' });
    const { page, context } = await openPage(browser, PHONE);
    // Signed in the way the sign-in page leaves it (once, not before every page as signIn() would).
    await page.goto(`${sandbox.url}/dashboard?org=GOODLEAP_LLC`);
    await page.evaluate((jwt) => { localStorage.setItem('jwt', `Bearer ${jwt}`); }, a.token);
    await page.reload();
    await page.getByText('1 application.').waitFor();
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await signOut.waitFor({ state: 'visible' });
    const box = (await signOut.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'dashboard-sign-out-GOODLEAP_LLC-375');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signOut.click();
    await page.waitForURL((u) => u.pathname === '/auth/login');
    // Signed out for good: no token kept, and the old one is refused.
    await page.locator('h1', { hasText: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBe(null);
    const refused = await fetch(`${sandbox.url}${APP}/all`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(refused.status).toBe(401);
    await context.close();
  });
});

describe('the chat panel', () => {
  const forceHours = (openStatus: 'OPEN' | 'CLOSED' | null) =>
    fetch(`${sandbox.url}/ops/hours/OPS_CHAT`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ openStatus }) });

  for (const org of ['GOODLEAP_LLC', 'UNION_HOME_MORTGAGE_CORP']) {
    it(`${org} at 375 px: the pre-chat form starts from the signed-in applicant's name and e-mail, and Escape closes the panel back to its button`, async () => {
      await forceHours('OPEN');
      const a = await at(org, 'OFFER_SELECTION');
      const { page, context, csp } = await openApp(a, '', org);
      const entry = page.getByRole('button', { name: 'Chat with us' });
      await entry.click();
      const chat = page.getByRole('region', { name: 'Chat with our team' });
      await chat.waitFor();
      const name = chat.getByLabel('Name');
      await name.waitFor();
      await expect.poll(() => name.inputValue()).toBe('Pat Happy');
      expect(await chat.getByLabel('Email address').inputValue()).toBe(a.email);
      await screenshot(page, `chat-prefilled-${org}-375`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Escape from inside the form closes it, as a dialog would, and focus is back on the button.
      await name.focus();
      await page.keyboard.press('Escape');
      await chat.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Chat with us');
      expect(csp).toEqual([]);
      await context.close();
      await forceHours(null);
    });
  }
});
