/**
 * What the lender sends at the end of the journey, read on a phone (375 px) under partner brands:
 * a declined applicant opens the adverse action notice from the notification and from the decline
 * page and reads it whole online (Regulation B §1002.9, Appendix C form C-1; FCRA §615(a) and the
 * credit score disclosure of §609(f)): the action taken, the creditor, the reasons, the ECOA notice
 * naming the federal agency, the bureau, the score and its range, the key factors and the right to a
 * free report; and a funded borrower is told their line is open (sandbox/data/notices.json) and
 * goes from the notification to the line.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, createApplicant, signIn, statusOf, walkThrough, type Applicant, settledOn } from './support/api.ts';
import { closingDates, formatDisplayDate, formatMoney, lastFour } from '../engine/index.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const PHONE = { width: 375, height: 800 };

const settled = (a: Applicant, status: string) => settledOn(sandbox.url, a, status, 30_000);

const figures = (page: Page, label: string) => page.locator('.screen__figure').filter({ has: page.locator('dt').getByText(label, { exact: true }) }).locator('dd');

async function openNotification(page: Page, title: string) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page.locator('.notifications .notification').filter({ hasText: title });
  await item.waitFor({ timeout: 15_000 });
  return item;
}

describe('the adverse action notice, online (Movement, 375 px)', () => {
  it('opens from the notification and reads the action, the reasons, the ECOA notice and the credit score disclosure', async () => {
    const a = await createApplicant(sandbox.url, 'Lowscore', { org: 'MOVEMENT' });
    await settled(a, 'DECLINED');
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    const notice = app.adverseActionNotice;
    const { page, context, csp, errors } = await openPage(browser, PHONE);
    await signIn(page, a.token);
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}?org=MOVEMENT`);
    await page.waitForURL((u) => /\/error\/(decline|credit)$/.test(u.pathname), { timeout: 20_000 });
    await page.locator('h1').first().waitFor();

    const item = await openNotification(page, 'Your adverse action notice');
    expect(await item.innerText()).toContain('read it online now');
    await item.getByRole('link', { name: 'Read your notice' }).click();
    await page.waitForURL((u) => u.pathname === `/account/heloc/${a.uuid}/notice/adverse-action`, { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').first().innerText()).toBe('Notice of action taken');
    expect(await page.title()).toBe('Your adverse action notice · Movement Mortgage');
    await page.getByText('Statement of action taken: Movement Mortgage, LLC has declined your application').waitFor();
    expect(await figures(page, 'Date of this notice').innerText()).toBe(formatDisplayDate(notice.decidedAt));
    expect(await figures(page, 'Reference').innerText()).toBe(notice.reference);
    expect(await figures(page, 'Creditor').innerText()).toContain('150 Example Lane, Suite 150, Anytown, SC 29150');

    // The reasons the lender gave, as stored with the decline.
    // Each reason under its own number, not one label repeated above each.
    expect(await figures(page, 'Principal reason 1').allInnerTexts()).toEqual(['Credit score below our minimum for this line']);
    expect(await figures(page, 'Principal reason 2').allInnerTexts()).toEqual(['Delinquent past or present credit obligations with others']);
    // The ECOA notice, naming the federal agency.
    await page.getByText(/^The federal Equal Credit Opportunity Act prohibits creditors from discriminating/).waitFor();
    await page.getByText(/concerning Movement Mortgage, LLC is the Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552\.$/).waitFor();
    // The credit score disclosure: score, range, date, key factors, inquiries, the bureau, the free report within 60 days.
    expect(await figures(page, 'Your credit score').innerText()).toContain(String(notice.creditScore.score));
    expect(await figures(page, 'Your credit score').innerText()).toContain(`Created on ${formatDisplayDate(notice.creditScore.scoredOn)} (FICO Score 8). Scores range from a low of 300 to a high of 850.`);
    expect(await figures(page, 'Key factor that adversely affected your credit score').allInnerTexts()).toEqual(notice.creditScore.keyFactors);
    expect(await figures(page, 'Number of recent inquiries on your credit report').innerText()).toBe(String(notice.creditScore.inquiries));
    expect(await figures(page, 'Consumer reporting agency').innerText()).toContain('Example Credit Reporting, LLC');
    expect(await figures(page, 'Consumer reporting agency').innerText()).toContain('Toll-free (800) 555-0199');
    await page.getByText(/a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice/).waitFor();
    await page.getByText(/^We also obtained your credit score from this consumer reporting agency/).waitFor();
    await page.getByRole('button', { name: 'Print or save this notice' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\{\{|mailed notice/);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'adverse-action-notice-375');

    // From the decline page, too.
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}?org=MOVEMENT`);
    await page.waitForURL((u) => /\/error\/(decline|credit)$/.test(u.pathname), { timeout: 20_000 });
    await page.getByRole('link', { name: 'Read your adverse action notice' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/notice/adverse-action'), { timeout: 20_000 });
    await page.getByText('Principal reason 1', { exact: true }).first().waitFor();
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the funded notification (Lakeview, 375 px)', () => {
  it('tells the borrower their line is open, with the amount and its dates, and leads to the line', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: 'LAKEVIEW' });
    await walkThrough(sandbox.url, a, 'insurance');
    await settled(a, 'COMPLETE');
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    const dates = closingDates(app).result!;
    const { page, context, csp, errors } = await openPage(browser, PHONE);
    await signIn(page, a.token);
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}/tax-instruction?org=LAKEVIEW`);
    await page.locator('h1').first().waitFor();
    const item = await openNotification(page, 'Your line of credit is open');
    expect(await item.innerText()).toContain(`Your ${formatMoney(app.amount)} home equity line of credit is open. Your right to cancel ends at midnight on ${formatDisplayDate(dates.rescissionEndsOn)}; the funds will be sent to your account ending in ${lastFour(app.disburseAccount.mask)} on ${formatDisplayDate(dates.fundingOn)}.`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'funded-notification-375');
    await item.getByRole('link', { name: 'See your line' }).click();
    await page.waitForURL((u) => u.pathname === `/account/heloc/${a.uuid}/line`, { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').first().innerText()).toBe('Your line of credit');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
