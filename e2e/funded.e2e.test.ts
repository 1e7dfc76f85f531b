/**
 * The end of the journey, on a phone (375 px) under a partner brand: a funded borrower goes from the
 * dashboard (the sandbox plays the lender's site, 001 §2) to their line and back, without being sent
 * round in a loop (000 §4.3 COMPLETE), and reads its figures: amount, rate, APR, the account it was
 * paid to, the right to cancel and funding dates, the first payment, and the documents as signed.
 * A cancelled and a declined application say what happened and what to do next.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, call, createApplicant, setStatus, signIn, statusOf, walkThrough, type Applicant, settledOn } from './support/api.ts';
import { closingDates, formatDisplayDate, formatMoney, formatPercent, lastFour } from '../engine/index.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const ORG = 'GOODLEAP_LLC';

const settled = (a: Applicant, status: string) => settledOn(sandbox.url, a, status, 30_000);

/** The dashboard's entry for an application: its link and the words beside it. */
async function dashboardEntry(page: Page, a: Applicant) {
  await page.goto(`${sandbox.url}/dashboard?org=${ORG}`);
  const item = page.locator('#list li').filter({ has: page.locator(`a[href="/account/heloc/${a.uuid}"]`) });
  await item.waitFor({ timeout: 15_000 });
  return { link: item.getByRole('link'), note: (await item.locator('.site-list__note').innerText()).trim() };
}

/** The page has settled on a path and stays there (a loop would move it on). */
async function staysOn(page: Page, pathname: string) {
  await page.waitForURL((u) => u.pathname === pathname, { timeout: 20_000 });
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(2_500);
  expect(new URL(page.url()).pathname).toBe(pathname);
}

const figure = (page: Page, label: string) => page.locator('.screen__figure').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');

describe('the end of the journey', () => {
  it('a funded borrower goes from the dashboard to their line and back, and reads its figures, dates and documents', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await walkThrough(sandbox.url, a, 'insurance');
    await settled(a, 'COMPLETE');
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    const dates = closingDates(app).result;
    expect(dates).not.toBeNull();

    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, a.token);
    const entry = await dashboardEntry(page, a);
    // Signed today: no money has moved yet, and the dashboard says when it will (engine/applicationStanding.ts).
    expect(entry.note).toBe(`Signed — funds expected ${formatDisplayDate(dates!.fundingOn)} · ${formatMoney(app.amount)} line`);
    await entry.link.click();
    const line = `/account/heloc/${a.uuid}/line`;
    await staysOn(page, line);
    await expect.poll(() => page.locator('h1').first().innerText()).toBe('Your line of credit');
    expect(await page.title()).toBe('Your line of credit · GoodLeap');

    expect(await figure(page, 'Line amount').innerText()).toContain(formatMoney(app.amount));
    expect(await figure(page, 'Interest rate').innerText()).toContain(formatPercent(app.rate, 2));
    expect(await figure(page, 'Annual percentage rate (APR)').innerText()).toContain(formatPercent(app.apr, 2));
    // Signed today: the right to cancel and the funding are still to come, and say so.
    // The exact amount, with the county's recording costs the title company quoted already taken off (sandbox/title/recordingQuote.ts).
    const paid = app.signedDocuments.closing.figures.amountReceived as number;
    expect(app.signedDocuments.closing.figures.paidToOthers).toEqual([{ label: 'County recording fee', amount: app.recordingQuote.recordingFee }]);
    expect((await figure(page, 'To be paid to your account').innerText()).startsWith(formatMoney(paid, 2))).toBe(true);
    expect(await figure(page, 'To be paid to your account').innerText()).toContain(`Will be sent to your account ending in ${lastFour(app.disburseAccount.mask)} on ${formatDisplayDate(dates!.fundingOn)}`);
    expect(await figure(page, 'To be paid to your account').innerText()).toContain('Nothing more comes off it');
    expect(await figure(page, 'To be paid to your account').innerText()).not.toContain('less your county');
    expect(await figure(page, 'Signed').innerText()).toBe(formatDisplayDate(dates!.signedOn));
    expect(await figure(page, 'Right to cancel ends').innerText()).toContain(formatDisplayDate(dates!.rescissionEndsOn));
    expect(await figure(page, 'Funding').innerText()).toContain(formatDisplayDate(dates!.fundingOn));
    await page.getByText(`is signed and will be funded on ${formatDisplayDate(dates!.fundingOn)}`).waitFor();
    for (const past of ['Right to cancel ended', 'Funded', 'Paid to your account']) expect(await page.locator('.screen__figure dt').getByText(past, { exact: true }).count()).toBe(0);
    expect(await page.locator('.screen__figures').innerText()).not.toMatch(/—|\bsoon\b/);
    expect(await figure(page, 'First payment due').innerText()).toContain(formatDisplayDate(dates!.firstPaymentDueOn));
    await page.getByText(/^Drawing again:/).waitFor();
    await page.getByText(/^Paying: each payment is taken from your account ending in \d{4}/).waitFor();

    // The documents as signed, saved with the applicant's token.
    const documents = page.getByRole('region', { name: 'Your documents' });
    expect(await documents.getByRole('listitem').count()).toBe(5);
    // The settlement statement: each amount taken from the line and who it was paid to, and the same amount paid.
    await documents.getByText('Settlement statement').waitFor();
    const blocks = JSON.stringify((await call<{ blocks: unknown[] }>(sandbox.url, 'GET', `/service-application/api/v1/application/heloc/${a.uuid}/documents/settlement.json`, undefined, a.token)).blocks);
    expect(blocks).toContain(`Recording fee, to the county recorder`);
    expect(blocks).toContain(formatMoney(app.recordingQuote.recordingFee, 2));
    expect(blocks).toContain(formatMoney(paid, 2));
    await documents.getByText('Deed of Trust (the lien on your home)').waitFor();
    // The notice of the right to cancel, with the day it ends: the same decision as the figure above (engine/closingDates.ts).
    expect(await documents.getByRole('listitem').filter({ hasText: 'Notice of right to cancel' }).innerText()).toContain(`You may cancel until midnight of ${formatDisplayDate(dates!.rescissionEndsOn)}`);
    await documents.getByText('Home Equity Line of Credit Agreement and Closing Disclosure').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('listitem').filter({ hasText: 'Agreement' }).getByRole('button', { name: 'Save PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Line-of-credit-agreement-${app.loanNumber}.pdf`);
    const bytes = await import('node:fs').then((fs) => download.path().then((p) => fs.readFileSync(p)));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'funded-line-375');

    // Back to the dashboard, and to the line again: no loop either way.
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.locator(`#list a[href="/account/heloc/${a.uuid}"]`).click();
    await staysOn(page, line);
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the completion screen tells the same story as the line page: the amount, the right to cancel and funding dates, the first payment', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: 'MOVEMENT' });
    await walkThrough(sandbox.url, a, 'insurance');
    await settled(a, 'COMPLETE');
    // Back in the right-to-cancel period, where the applicant reads "You're all set".
    await setStatus(sandbox.url, a.uuid, 'RESCISSION');
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    const dates = closingDates(app).result!;
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, a.token);
    // Signed, and still open while the right to cancel runs: the dashboard offers the line, not "Continue your application".
    await page.goto(`${sandbox.url}/dashboard?org=MOVEMENT`);
    await expect.poll(() => page.locator('#start').innerText(), { timeout: 15_000 }).toBe('See your line');
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}?org=MOVEMENT`);
    await page.locator('h1', { hasText: "You're all set" }).waitFor({ timeout: 30_000 });
    expect(await figure(page, 'To be paid to your account').innerText()).toContain(`Will be sent to your account ending in ${lastFour(app.disburseAccount.mask)} on ${formatDisplayDate(dates.fundingOn)}`);
    expect(await figure(page, 'To be paid to your account').innerText()).toMatch(/^\$[\d,]+\.\d\d/);
    expect(await figure(page, 'Right to cancel ends').innerText()).toContain(formatDisplayDate(dates.rescissionEndsOn));
    expect(await figure(page, 'Funding').innerText()).toContain(formatDisplayDate(dates.fundingOn));
    expect(await figure(page, 'First payment due').innerText()).toContain(formatDisplayDate(dates.firstPaymentDueOn));
    expect(await page.locator('main').innerText()).not.toMatch(/as little as five days/);
    // While the applicant may still cancel, the notice that says how is the first of their documents.
    const listed = page.getByRole('region', { name: 'Your documents' }).getByRole('listitem');
    expect(await listed.first().innerText()).toContain('Notice of right to cancel');
    expect(await listed.first().innerText()).toContain(`You may cancel until midnight of ${formatDisplayDate(dates.rescissionEndsOn)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'complete-figures-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('past the funding day the line speaks of it as done, and with no signing dates it says what will happen', async () => {
    // Signed three weeks ago (the sandbox's operations API sets the signatures): every date has passed.
    const a = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await walkThrough(sandbox.url, a, 'insurance');
    await settled(a, 'COMPLETE');
    // At 02:45 UTC, the evening before in New York: one calendar for every date the page shows.
    const weeksAgo = `${new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10)}T02:45:00.000Z`;
    await setStatus(sandbox.url, a.uuid, 'COMPLETE', { signedDocuments: { closing: { signedAt: weeksAgo } }, deedSignedAt: weeksAgo });
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    const dates = closingDates(app).result!;
    expect(dates.fundingOn < new Date().toISOString().slice(0, 10)).toBe(true);

    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, a.token);
    // The funding day has passed: now the dashboard says funded, and on which day.
    expect((await dashboardEntry(page, a)).note).toBe(`Funded ${formatDisplayDate(dates.fundingOn)} · ${formatMoney(app.amount)} line`);
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}/line`);
    // The agreement's "Signed" date is the day the deadlines were counted from, not the browser's UTC day.
    const agreement = page.getByRole('region', { name: 'Your documents' }).getByRole('listitem').filter({ hasText: 'Agreement' });
    await expect.poll(() => agreement.innerText(), { timeout: 20_000 }).toContain(`Signed ${formatDisplayDate(dates.signedOn)}`);
    expect(formatDisplayDate(dates.signedOn)).not.toBe(formatDisplayDate(weeksAgo.slice(0, 10)));
    await staysOn(page, `/account/heloc/${a.uuid}/line`);
    expect(await figure(page, 'Paid to your account').innerText()).toContain(`Sent to your account ending in ${lastFour(app.disburseAccount.mask)} on ${formatDisplayDate(dates.fundingOn)}`);
    expect(await figure(page, 'Right to cancel ended').innerText()).toContain(formatDisplayDate(dates.rescissionEndsOn));
    expect(await figure(page, 'Funded').innerText()).toContain(formatDisplayDate(dates.fundingOn));
    // The notice's entry speaks of the right to cancel in the past too.
    const notice = page.getByRole('region', { name: 'Your documents' }).getByRole('listitem').filter({ hasText: 'Notice of right to cancel' });
    expect(await notice.innerText()).toContain(`Your right to cancel ended at midnight of ${formatDisplayDate(dates.rescissionEndsOn)}`);
    expect(await notice.innerText()).not.toContain('You may cancel');
    await page.getByText(/is funded\. Loan number/).waitFor();
    for (const future of ['Right to cancel ends', 'Funding', 'To be paid to your account']) expect(await page.locator('.screen__figure dt').getByText(future, { exact: true }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'funded-line-after-funding-375');
    await context.close();

    // Funded without the notary's deed (no signing dates): what will happen, in words that are true.
    const b = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await walkThrough(sandbox.url, b, 'insurance');
    await settled(b, 'COMPLETE');
    await setStatus(sandbox.url, b.uuid, 'COMPLETE', { deedSignedAt: null });
    const second = await openPage(browser, { width: 375, height: 800 });
    await signIn(second.page, b.token);
    const bApp = await applicationOf(sandbox.url, b.uuid, b.token);
    expect((await dashboardEntry(second.page, b)).note).toBe(`Signed — funding date to follow · ${formatMoney(bApp.amount)} line`);
    await second.page.goto(`${sandbox.url}/account/heloc/${b.uuid}/line`);
    await staysOn(second.page, `/account/heloc/${b.uuid}/line`);
    expect(await figure(second.page, 'Right to cancel').innerText()).toContain('Three business days after you sign');
    expect(await figure(second.page, 'Funding').innerText()).toContain('After your right to cancel ends');
    expect(await figure(second.page, 'To be paid to your account').innerText()).toContain('on the first banking day after your right to cancel ends');
    expect(await second.page.locator('.screen__figure dt').getByText('Signed', { exact: true }).count()).toBe(0);
    await second.page.getByText(/is approved\. It is funded on the first banking day after your right to cancel ends/).waitFor();
    expect(await second.page.locator('.screen__figures').innerText()).not.toMatch(/—|\bsoon\b|after signing\b/);
    await screenshot(second.page, 'funded-line-unsigned-375');
    expect([...csp, ...second.csp]).toEqual([]);
    expect([...errors, ...second.errors]).toEqual([]);
    await second.context.close();
  });

  it('a cancelled application says so and offers a new one; a declined one quotes its notice', async () => {
    const cancelled = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await setStatus(sandbox.url, cancelled.uuid, 'CANCELLED');
    const { page, context, csp } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, cancelled.token);
    const entry = await dashboardEntry(page, cancelled);
    expect(entry.note).toBe('Cancelled');
    await entry.link.click();
    await staysOn(page, `/account/heloc/${cancelled.uuid}/cancelled`);
    expect(await page.locator('h1').first().innerText()).toBe('This application was cancelled');
    expect(await page.getByRole('link', { name: 'Start a new application' }).getAttribute('href')).toBe('/account/heloc/register-v2?referrer='); // the application's referral, none here
    await page.getByRole('link', { name: /^Call / }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'cancelled-375');
    await context.close();

    const declined = await createApplicant(sandbox.url, 'Lowscore', { org: ORG });
    await settled(declined, 'DECLINED');
    const app = await applicationOf(sandbox.url, declined.uuid, declined.token);
    const second = await openPage(browser, { width: 375, height: 800 });
    await signIn(second.page, declined.token);
    const declinedEntry = await dashboardEntry(second.page, declined);
    expect(declinedEntry.note).toBe('Not approved');
    await declinedEntry.link.click();
    await second.page.waitForURL((u) => /\/error\/(decline|credit)$/.test(u.pathname), { timeout: 20_000 });
    await second.page.getByText(`Your notice's reference is AAN-${app.loanNumber}`).waitFor();
    await second.page.getByRole('link', { name: 'Start a new application' }).waitFor();
    expect(await seriousA11yViolations(second.page)).toEqual([]);
    await screenshot(second.page, 'declined-375');
    expect([...csp, ...second.csp]).toEqual([]);
    await second.context.close();
  });

  // Last in the file: the sandbox's clock stays moved for the rest of it (sandbox/options.ts).
  it('the line reads today from the lender\'s clock, not the phone\'s: moved past the funding day, it is funded on the dashboard and on the line alike', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { org: ORG });
    await walkThrough(sandbox.url, a, 'insurance');
    await settled(a, 'COMPLETE');
    const dates = closingDates(await applicationOf(sandbox.url, a.uuid, a.token)).result!;
    // Signed today; operations move the sandbox's clock three weeks on, past the right to cancel and the funding day.
    await call(sandbox.url, 'POST', '/ops/clock', { days: 21 });
    const { jwt } = await call<{ jwt: string }>(sandbox.url, 'POST', '/identity/api/v1/login', { email: a.email, password: a.password }, undefined, { 'x-org': ORG });
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, jwt);
    expect((await dashboardEntry(page, a)).note).toMatch(/^Funded /);
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}/line`);
    await staysOn(page, `/account/heloc/${a.uuid}/line`);
    await page.getByText(/is funded\. Loan number/).waitFor();
    expect(await figure(page, 'Funded').innerText()).toContain(formatDisplayDate(dates.fundingOn));
    expect(await page.locator('main').innerText()).not.toMatch(/will be funded/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
