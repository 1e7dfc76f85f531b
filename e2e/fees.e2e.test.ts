/**
 * Every fee is decided and stated before the borrower signs (engine/fees.ts, engine/signedFigures.ts),
 * on a phone (375 px) under partner brands:
 * - the `Notary` persona: in-person notarization is decided when the application is made, so the
 *   closing disclosure signed states the fee and the amount paid to the borrower, and the funded line
 *   shows that same amount;
 * - a Texas home (a person values it, 000 §4.3 BPO states; it closes in person, sandbox/data/pricing.json
 *   stateRules.TX): the early summary states the valuation fee as conditional and the in-person
 *   notarization as charged, the home-condition screen states the fee and asks consent, the closing
 *   disclosure charges both. It cannot fund before the 12-day wait of Texas law passes, so the funded
 *   line is shown by the Notary persona's test and test/sandbox/texas.test.ts (a controlled clock).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { openApplicationScreen } from './support/screens.ts';
import { APP, applicationOf, call, createApplicant, settledOn, signIn, walkThrough, type Applicant } from './support/api.ts';
import { happySteps } from '../test/sandbox/walk.ts';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const settled = (a: Applicant, status: string) => settledOn(sandbox.url, a, status, 30_000);

/** A document's rows as the text version states them (sandbox/documents/documentText.ts); a label's first row (the loan terms). */
async function documentRows(a: Applicant, kind: string): Promise<Map<string, string>> {
  const doc = await call<{ blocks: { kind: string; rows?: [string, string][] }[] }>(sandbox.url, 'GET', `${APP}/${a.uuid}/documents/${kind}.json`, undefined, a.token);
  return new Map(doc.blocks.flatMap((b) => b.rows ?? []).reverse());
}

/** A figure under the subtitle whose label is exactly `label`. */
const figure = (page: Page, label: string) =>
  page.locator('.screen__figure').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()$.]/g, '\\$&')}$`) }) });
const valueOf = (page: Page, label: string) => figure(page, label).locator('.screen__figure-value').innerText();
const noteOf = (page: Page, label: string) => figure(page, label).locator('.screen__figure-note').innerText();

const onScreen = (page: Page, a: Applicant, path: string, heading: string) => openApplicationScreen(page, sandbox.url, a.uuid, path, heading);

/** A $50,000 line elsewhere: the county's recording fee and the recording tax (at most $1,400 per $100,000) are deducted when known (engine/fees.ts recordingCosts). */
const PAID = 'Paid to your account at closing: between these, once the county\'s recording fee ($0 to $315) and the recording tax ($0 to $700.00) are known';
const RECEIVED_ROW = 'Amount paid to your account at closing, before county recording fees and taxes';
/** A Texas home: the lender pays the recording fees and Texas levies no recording tax (sandbox/data/pricing.json stateRules.TX). */
const TX_PAID = 'Paid to your account at closing';
const TX_PAID_UNDECIDED = 'Paid to your account at closing: between these, once the fees not yet decided are known';
const TX_RECEIVED_ROW = 'Amount paid to your account at closing';
/** Once the title company has quoted the recording costs (sandbox/title/recordingQuote.ts), nothing more is deducted: the same words everywhere. */
const PAID_QUOTED = TX_PAID;
const QUOTED_RECEIVED_ROW = TX_RECEIVED_ROW;

/** The funded line shows the amount paid as signed. */
async function fundedLineShows(page: Page, a: Applicant, amount: string) {
  await onScreen(page, a, 'line', 'Your line of credit');
  expect(await valueOf(page, 'To be paid to your account')).toBe(amount);
}

describe('every fee is decided and disclosed before the borrower signs', () => {
  it('Notary persona (GoodLeap): the closing disclosure states in-person notarization and the net amount the funded line then shows', async () => {
    const a = await createApplicant(sandbox.url, 'Notary', { org: 'GOODLEAP_LLC' });
    await walkThrough(sandbox.url, a, 'identity-documents');
    await settled(a, 'NOTE_SIGNING');

    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, a.token);
    await onScreen(page, a, 'signing/sign', 'Sign your closing documents');
    // Before signing: the fee and the amount paid net of it, on the screen and in the disclosure.
    expect(await valueOf(page, 'In-person notarization')).toBe('$300.00');
    expect(await figure(page, 'Notarization').count()).toBe(0);
    // The closing disclosure is made: the title company has quoted the county's fee for the Oregon home ($106, no tax), so the amount is exact.
    expect(await valueOf(page, 'County recording fee')).toBe('$106.00');
    expect(await figure(page, PAID).count()).toBe(0);
    const net = await valueOf(page, PAID_QUOTED);
    expect(net).toBe('$48,099.00');
    const disclosure = await documentRows(a, 'closing');
    expect(disclosure.get('Notarization')).toBe('$300.00 (in-person notarization)');
    expect(disclosure.get('Paid to others on your behalf: In-person notarization')).toBe('− $300.00');
    expect(disclosure.get('Paid to others on your behalf: County recording fee')).toBe('− $106.00');
    expect(disclosure.get(QUOTED_RECEIVED_ROW)).toBe(net);
    expect(disclosure.get(RECEIVED_ROW)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'fees-notary-closing-375');

    // Signed; the in-person appointment's fee is the one on the disclosure.
    await walkThrough(sandbox.url, a, 'closing-signature', 'identity-documents');
    await settled(a, 'MANUAL_DEED_SIGNING');
    await onScreen(page, a, 'notary/reserve-manual', 'Sign with a notary in person');
    await page.getByText('The in-person notarization fee is $300. It is listed on your closing disclosure').waitFor();

    // The notary reports the deed signed; insurance; funded on the signed figures.
    const { slots } = await call<{ slots: { uuid: string }[] }>(sandbox.url, 'GET', `${APP}/${a.uuid}/notary-slots`, undefined, a.token);
    const { manualNotaryAppointment } = await call(sandbox.url, 'POST', `${APP}/${a.uuid}/manual-notary`, { slotUuid: slots[0]!.uuid }, a.token);
    // The appointment is days away: the notary confirms they met the applicant early.
    await call(sandbox.url, 'POST', `/ops/notary/appointments/${manualNotaryAppointment.uuid}/complete`, { confirmEarly: true }, undefined);
    await settled(a, 'TRUST_AND_INSURANCE');
    await call(sandbox.url, 'POST', `${APP}/${a.uuid}/insurance`, happySteps.find(([p]) => p === 'insurance')![1], a.token);
    await settled(a, 'COMPLETE');
    expect((await applicationOf(sandbox.url, a.uuid, a.token)).closingRevision ?? null).toBeNull();
    await fundedLineShows(page, a, net);
    await screenshot(page, 'fees-notary-funded-375');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Texas home (GoodLeap): the summary states the valuation fee as conditional and in-person notarization as charged, the condition screen states the valuation fee and asks consent, the closing disclosure charges both', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { state: 'TX', zip: '75201', org: 'GOODLEAP_LLC' });
    await walkThrough(sandbox.url, a, 'hmda');
    await settled(a, 'APP_SUBMISSION');

    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, a.token);
    await onScreen(page, a, 'start/app-summary', 'Review and sign your application');
    // Early, the valuation is not decided: both amounts, never $0 as if decided. A Texas line closes in person: decided.
    expect(await valueOf(page, 'Valuation fee')).toBe('$0 or $180');
    expect(await noteOf(page, 'Valuation fee')).toBe('$0 if an automated valuation of your home is available; $180 if a person must value it (we tell you before ordering it).');
    expect(await valueOf(page, 'In-person notarization')).toBe('$300.00');
    expect(await figure(page, 'Notarization').count()).toBe(0);
    // Texas: the lender pays the county's recording fees and no recording tax is levied, so nothing county-set is deducted later.
    expect(await figure(page, TX_PAID_UNDECIDED).count()).toBe(1);
    const summary = await documentRows(a, 'summary');
    expect(summary.get('Valuation fee')).toBe('$0 if an automated valuation of your home is available; $180 if a person must value it (we tell you before ordering it)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'fees-texas-summary-375');

    // A person must value the home: the condition screen states the fee and asks for consent.
    await walkThrough(sandbox.url, a, 'identity-documents', 'hmda');
    await settled(a, 'BPO_ORDER_REQUEST');
    await onScreen(page, a, 'bpo/condition', "Tell us about your home's condition");
    expect(await valueOf(page, 'Valuation fee')).toBe('$180');
    expect(await noteOf(page, 'Valuation fee')).toMatch(/^No automated valuation of your home is available, so a person values it\./);
    expect(await page.getByText(/no cost to you/i).count()).toBe(0);
    await page.getByLabel('Good: well kept, minor wear').check();
    await page.getByRole('button', { name: 'Order valuation' }).click();
    await page.getByText('Confirm that you agree to the valuation fee').first().waitFor();
    await page.getByRole('checkbox', { name: /I agree to the \$180 valuation fee/ }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'fees-texas-condition-375');
    await page.getByRole('button', { name: 'Order valuation' }).click();
    await settled(a, 'NOTE_SIGNING');

    // The closing disclosure charges it, and states the amount paid net of it.
    await onScreen(page, a, 'signing/review', 'Read your closing documents');
    expect(await valueOf(page, 'Valuation fee')).toBe('$180.00');
    expect(await valueOf(page, 'In-person notarization')).toBe('$300.00');
    const net = await valueOf(page, TX_PAID);
    const closing = await documentRows(a, 'closing');
    expect(closing.get('Valuation fee')).toBe('$180.00 (no automated valuation of your home was available)');
    expect(closing.get('Notarization')).toBe('$300.00 (in-person notarization)');
    expect(closing.get(TX_RECEIVED_ROW)).toBe(net);
    // The title company quoted the county's fee when the closing disclosure was made (sandbox/data/recording.json: Texas $59): we pay it.
    expect(closing.get('Recording fees (county)')).toBe('Paid by us ($59.00)');
    expect(closing.get('Recording taxes (county and state)')).toBe('None: your state levies no tax on recording it');
    await screenshot(page, 'fees-texas-closing-375');

    // Read, not signed: the agreement and the deed are signed in person (Texas), at the appointment.
    await call(sandbox.url, 'POST', `${APP}/${a.uuid}/closing-review`, { readToEnd: true, received: true }, a.token);
    await settled(a, 'MANUAL_DEED_SIGNING');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
