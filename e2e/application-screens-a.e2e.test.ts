/**
 * Batch A application screens in a real browser: for each status the operations API sets, the
 * status router lands on the screen, its heading shows, and axe finds no serious or critical
 * violation; the page raises no CSP violation.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, seriousA11yViolations } from './support/browser.ts';
import { applicationOf, createApplicant, setStatus, signIn } from './support/api.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; });

const cases: [string, Record<string, unknown> | undefined, string, string][] = [
  ['COLLECT_ADDITIONAL_INFO', undefined, '/start/contact', 'A few more details'],
  ['HMDA', undefined, '/start/hmda', 'Demographic information'],
  ['APP_SUBMISSION', { status: { disclosurelistSummaryReady: true } }, '/start/app-summary', 'Review and sign your application'],
  ['ASSETS_PREQUAL', undefined, '/product/assets', 'Qualify with your savings and investments'],
  ['CLTV_REQUALIFY', { adjustedHomeAmount: 300000 }, '/product/prequal-winback', 'Your offers have changed'],
  ['NO_AVM', undefined, '/bpo/estimate-value', 'What do you think your home is worth?'],
  ['BPO_ORDER_REQUEST', { status: { bpo: 'REQUIRED' } }, '/bpo/order-bpo', "We need to confirm your home's value"],
  ['BPO_PROCESSING', undefined, '/bpo/hold', "We're confirming your home's value"],
  ['PAYOFF_REQUEST_PENDING', undefined, '/payoff/hold', "We're confirming your payoff amounts"],
  ['ONSITE_APPRAISAL_PAYMENT', undefined, '/hold', 'Your home needs an on-site appraisal'],
  ['DECLINED', undefined, '/error/decline', "We're unable to approve your application"],
  ['CREDIT_NO_MATCH_SSN', undefined, '/review-app/no-credit', "We couldn't find a credit file for you"],
  ['CLOSING_DISCLOSURE_GENERATION', { status: { waitingOnFloodCert: true } }, '/error/flood-cert', "We're waiting on a flood certificate"],
  ['FACTA_REVIEW', undefined, '/error/timeout', 'We need a little more time'],
];

describe('batch A screens land, render and pass axe', () => {
  it.each(cases)('%s', async (status, patch, path, title) => {
    const applicant = await createApplicant(sandbox.url);
    // Let the soft pull of registration settle first, so no scheduled status lands after ours.
    for (let i = 0; i < 50 && (await applicationOf(sandbox.url, applicant.uuid, applicant.token)).serverStatus !== 'OFFER_SELECTION'; i++) await new Promise((r) => setTimeout(r, 100));
    await setStatus(sandbox.url, applicant.uuid, status, patch);
    const { page, csp, context } = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.waitForURL((url) => url.pathname.endsWith(path), { timeout: 30_000 }).catch(async (e) => { throw new Error(`${page.url()} (${await page.locator('h1, [role=dialog]').allInnerTexts().catch(() => [])}): ${e}`); });
    await page.locator('h1', { hasText: title }).waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('a review page lists what the applicant told us only when there is something to list: no heading over an empty list', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'FIGURE' });
    for (let i = 0; i < 50 && (await applicationOf(sandbox.url, applicant.uuid, applicant.token)).serverStatus !== 'OFFER_SELECTION'; i++) await new Promise((r) => setTimeout(r, 100));
    await setStatus(sandbox.url, applicant.uuid, 'DELINQUENCY_REVIEW');
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'What you told us' }).count()).toBe(0);
    await context.close();
  });

  it('the last screen before the hard credit check says how to change the chosen offer, with the amount chosen', async () => {
    const applicant = await createApplicant(sandbox.url, 'Happy', { org: 'GOODLEAP_LLC' });
    for (let i = 0; i < 50 && (await applicationOf(sandbox.url, applicant.uuid, applicant.token)).serverStatus !== 'OFFER_SELECTION'; i++) await new Promise((r) => setTimeout(r, 100));
    await setStatus(sandbox.url, applicant.uuid, 'COLLECT_ADDITIONAL_INFO', { amount: 30000 });
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, applicant.token);
    await page.goto(`${sandbox.url}/account/heloc/${applicant.uuid}`);
    await page.locator('h1', { hasText: 'A few more details' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('main').innerText()).toMatch(/The line you chose: \$30,000\. To choose another offer or amount, call us at \(\d{3}\) \d{3}-\d{4} before you continue: once you continue, we check your credit with a hard inquiry and your offer is set\./);
    await context.close();
  });
});
