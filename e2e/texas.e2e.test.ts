/**
 * A Texas home on a phone (375 px) under a partner brand (sandbox/data/pricing.json stateRules.TX,
 * Texas Constitution Art. XVI §50(a)(6)): the notice of §50(g) shown at the start of the application,
 * read on the phone in bold and acknowledged as received (schemas/application/start/state-notice.json),
 * before the offers; the offer states the origination fee capped so that the fees are at most 2% of
 * the line; and the in-person notary screens say the earliest closing day, counted from the notice's
 * receipt by the same decision the server keeps to (engine/closingDates.ts closingWait), and that
 * the line closes at a title company office, with no place to choose and no time before that day.
 * Nothing is e-signed at home (§50(a)(6)(N)): the agreement and closing disclosure are read on
 * signing/review and signed with the deed at the appointment, which the notary reports; the documents
 * then list both signed that day.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closingWait } from '../engine/index.ts';
import type { Sandbox } from './support/sandbox.ts';
import { useSandboxAndBrowser } from './support/harness.ts';
import { openPage, screenshot, seriousA11yViolations } from './support/browser.ts';
import { openApplicationScreen } from './support/screens.ts';
import { APP, applicationOf, call, createApplicant, setStatus, settledOn, signIn, toTexasClosing, walkThrough, type Applicant } from './support/api.ts';
import { formatDisplayDate } from '../engine/index.ts';

/** A real 1×1 PNG: the insurance declarations page. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

let sandbox: Sandbox;
let browser: Browser;
useSandboxAndBrowser((s, b) => { sandbox = s; browser = b; }, { stepMs: 100, holdMs: 150 });

const settled = (a: Applicant, status: string) => settledOn(sandbox.url, a, status, 30_000);

const onScreen = (page: Page, a: Applicant, path: string, heading: string) => openApplicationScreen(page, sandbox.url, a.uuid, path, heading);

/** yyyy-MM-dd as the screens write a date. */
const shown = (day: string) => { const [y, m, d] = day.split('-'); return `${m}/${d}/${y}`; };

describe('a Texas home', () => {
  it('GoodLeap, 375 px: the notice first, the capped fee on the offer, the earliest closing day and the in-person closing at a title company', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { state: 'TX', zip: '75201', org: 'GOODLEAP_LLC' });
    await settled(a, 'OFFER_SELECTION');
    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, a.token);

    // The application's first screen is the §50(g) notice: its words in the Text view, in bold, then the acknowledgment.
    await page.goto(`${sandbox.url}/account/heloc/${a.uuid}`);
    await page.waitForURL((u) => u.pathname.endsWith('/start/state-notice'), { timeout: 20_000 });
    await page.locator('h1', { hasText: 'Your Texas home equity notice' }).first().waitFor({ timeout: 20_000 });
    const notice = page.locator('.doc__body');
    await expect.poll(() => notice.innerText(), { timeout: 20_000 }).toContain('(M) THE LOAN MAY NOT CLOSE BEFORE 12 DAYS AFTER YOU SUBMIT A LOAN APPLICATION');
    const strong = page.locator('.doc__strong').first();
    expect(await strong.evaluate((el) => [getComputedStyle(el).fontWeight, parseFloat(getComputedStyle(el).fontSize)])).toEqual(['700', expect.any(Number)]);
    // 14 point is 18.67 px: the Text view is no smaller than the PDF.
    expect(await strong.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(18.6);
    expect(await page.locator('main').innerText()).toContain('Texas law says you must receive this notice before a home equity line on your Texas home can close.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-state-notice-375');
    // Submitting before reading and acknowledging says what is missing; nothing is recorded.
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await page.getByText('Confirm that you received the home equity notice').first().waitFor();
    expect((await applicationOf(sandbox.url, a.uuid, a.token)).stateLaw.noticeReceivedOn).toBeNull();
    await page.locator('[data-testid="pdf-bottom"]').scrollIntoViewIfNeeded();
    await page.getByText('You have reached the end of the document.').waitFor();
    await page.getByRole('checkbox', { name: 'I have received the home equity notice and I have read it.' }).check();
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/product/select'), { timeout: 20_000 });
    const acknowledged = (await applicationOf(sandbox.url, a.uuid, a.token)).stateLaw;
    expect(acknowledged).toMatchObject({ noticeAcknowledgedAt: expect.any(String), noticeReceivedOn: acknowledged.appliedOn });

    // $50,000 on the 10-year offer (2.99%): 2% is $1,000; the $180 valuation and $300 notary count first,
    // so the origination fee is $520 (1.04%), not $1,495; the draw less the fee is $49,480.
    await onScreen(page, a, 'product/select', 'Choose your offer');
    await page.fill('#root_amount', '50000');
    const card = page.locator('.w-offer', { hasText: '10-year line' });
    const figure = (label: RegExp) => card.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd').innerText();
    await expect.poll(() => figure(/^Origination fee/)).toBe('$520.00 (1.04%)');
    expect(await figure(/^Initial draw less the fee$/)).toBe('$49,480.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-offer-375');

    // The happy walk takes the 10-year offer at $50,000; a person values the home; the closing documents are signed.
    await walkThrough(sandbox.url, a, 'identity-documents');
    await settled(a, 'BPO_ORDER_REQUEST');
    await call(sandbox.url, 'POST', `${APP}/${a.uuid}/bpo-condition`, { condition: 'GOOD', feeConsent: true }, a.token);
    await settled(a, 'NOTE_SIGNING');

    // §50(a)(6)(N): nothing is e-signed at home. The agreement and closing disclosure are read, and signed at the office.
    const main = page.locator('main');
    await onScreen(page, a, 'signing/intro', 'Your closing documents are ready');
    await expect.poll(() => main.innerText()).toContain('You sign them in person at your closing appointment, not online.');
    expect(await main.innerText()).toContain('you sign your line of credit agreement, your closing disclosure and your mortgage (deed of trust) before a notary');
    expect(await page.getByRole('link', { name: 'Review and sign' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Read my closing documents' }).click();
    await page.locator('h1', { hasText: 'Read your closing documents' }).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => main.innerText()).toContain('You don\'t sign anything online.');
    expect(await page.getByLabel(/Type your full legal name/).count()).toBe(0);
    const agreement = page.getByRole('region', { name: 'Line of credit agreement and closing disclosure' });
    // A phone shows the document as text first (renderer/fields/PdfDocumentField.tsx).
    await expect.poll(() => agreement.innerText(), { timeout: 20_000 }).toContain('Your promise to pay');
    await agreement.evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await page.getByText('You have reached the end of the document.').waitFor();
    await page.getByRole('checkbox', { name: /I received and read my line of credit agreement and closing disclosure/ }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-signing-review-375');
    await page.getByRole('button', { name: 'I\'ve read them: book my appointment' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/notary/reserve-manual'), { timeout: 30_000 });
    await settled(a, 'MANUAL_DEED_SIGNING');
    const app = await applicationOf(sandbox.url, a.uuid, a.token);
    expect(app.signedDocuments.closing).toBeUndefined();
    expect(app.closingReview.receivedAt).toEqual(expect.any(String));
    // The day the server keeps to, from the recorded facts (nothing stores it).
    const earliest = closingWait(app).result!.earliestOn!;
    expect(app.stateLaw).toMatchObject({ state: 'TX', inPersonClosing: true, noticeWaitDays: 12 });
    expect(app.stateLaw.earliestClosingOn).toBeUndefined();

    // Why in person, where, and not before when; the notice as given.
    await onScreen(page, a, 'notary/reserve-manual', 'Sign with a notary in person');
    await expect.poll(() => main.innerText()).toContain(`Your earliest closing day is ${shown(earliest)}.`);
    const words = await main.innerText();
    expect(words).toContain('closes only in person, at the office of a lender, an attorney or a title company');
    expect(words).toContain('None of them is signed online: online (remote) notarization and e-signing at home can\'t be used for a Texas home equity line.');
    // The office nearest the home (ZIP 75201, Dallas; sandbox/data/notary.json closingOffices).
    expect(words).toContain('Sandbox Title Company, 1601 Elm Street, Suite 200, Dallas, TX 75201');
    expect(words).toContain('Texas home equity notice (Texas Constitution, Article XVI, Section 50(g))');
    expect(words).toContain(`You received it on ${shown(acknowledged.noticeReceivedOn)}. Your line can't close before ${shown(earliest)}.`);
    // One appointment signs the agreement and the deed, both readable here first.
    expect(words).toContain('you sign your line of credit agreement, your closing disclosure and your mortgage (deed of trust), before a notary');
    const documents = page.getByRole('region', { name: 'Your documents' });
    for (const label of ['Deed of trust (the lien on your home)', 'Home Equity Line of Credit Agreement and Closing Disclosure']) {
      await documents.getByRole('listitem').filter({ hasText: label }).getByRole('button', { name: 'Save PDF' }).waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-reserve-manual-375');

    // Choosing a time: no place to choose, and the first time is on the earliest closing day.
    await page.getByRole('link', { name: 'Choose a date and time' }).click();
    await page.locator('h1', { hasText: 'Schedule your notary appointment' }).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => main.innerText()).toContain(`not before ${shown(earliest)}`);
    expect(await page.locator('#root_location').count()).toBe(0);
    const { slots, timeZone } = await call<{ slots: { uuid: string; startsAt: string }[]; timeZone: string }>(sandbox.url, 'GET', `${APP}/${a.uuid}/notary-slots`, undefined, a.token);
    const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
    // The first time is on the earliest day, or the Monday after when that day is a Sunday (the network meets Monday to Saturday, sandbox/data/notary.json).
    const sunday = new Date(`${earliest}T12:00:00Z`).getUTCDay() === 0;
    const nextDay = new Date(Date.parse(`${earliest}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(day(slots[0]!.startsAt)).toBe(sunday ? nextDay : earliest);
    expect(slots.every((s) => day(s.startsAt) >= earliest)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-schedule-manual-375');

    // The appointment: booked, the state's wait passed (moved back, as no clock runs twelve days here), and reported
    // by the notary: the agreement and the deed are signed then, and the documents list them with that day.
    const booked = await call<{ manualNotaryAppointment: { uuid: string } }>(sandbox.url, 'POST', `${APP}/${a.uuid}/manual-notary`, { slotUuid: slots[0]!.uuid }, a.token);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await setStatus(sandbox.url, a.uuid, 'MANUAL_DEED_SIGNING', {
      stateLaw: { appliedOn: daysAgo(14).slice(0, 10), noticeReceivedOn: daysAgo(14).slice(0, 10) },
      closingReview: { receivedAt: daysAgo(13) },
    });
    const reported = await call<{ status: string; signs: string[] }>(sandbox.url, 'POST', `/ops/notary/appointments/${booked.manualNotaryAppointment.uuid}/complete`, { confirmEarly: true });
    expect(reported).toMatchObject({ status: 'COMPLETED', signs: ['closing', 'deed', 'fairMarketValue'] });
    await settled(a, 'TRUST_AND_INSURANCE');
    const signed = await applicationOf(sandbox.url, a.uuid, a.token);
    expect(signed.signedDocuments.closing).toMatchObject({ inPerson: true, signedAt: signed.deedSignedAt });
    expect(signed.signedDocuments.fairMarketValue).toMatchObject({ inPerson: true, signedAt: signed.deedSignedAt });
    await call(sandbox.url, 'POST', `${APP}/${a.uuid}/insurance`, { carrier: 'Acme Mutual', policyNumber: 'POL-12345', file: { fileName: 'declarations.png', contentType: 'image/png', content: PNG } }, a.token);
    await settled(a, 'RESCISSION');
    await onScreen(page, a, 'complete', 'You\'re all set');
    const list = page.getByRole('region', { name: 'Your documents' });
    const today = formatDisplayDate(signed.deedSignedAt as string);
    await expect.poll(() => list.innerText()).toContain(`Signed ${today}`);
    expect(await list.getByRole('listitem').filter({ hasText: 'Home Equity Line of Credit Agreement and Closing Disclosure' }).innerText()).toContain(`Signed ${today}`);
    expect(await list.getByRole('listitem').filter({ hasText: 'Deed of Trust (the lien on your home)' }).innerText()).toContain(`Signed ${today} before your notary`);
    // The acknowledgment of the home's value, signed at the same appointment, is among them.
    expect(await list.getByRole('listitem').filter({ hasText: 'Acknowledgment of fair market value of your home' }).innerText()).toContain(`Signed ${today} by you and by us`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-complete-documents-375');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Movement, 375 px: a draw below the $4,000 minimum advance is refused in the law\'s words, and the fair-market-value acknowledgment is listed with the deed before the closing', async () => {
    const a = await createApplicant(sandbox.url, 'Happy', { state: 'TX', zip: '75201', org: 'MOVEMENT' });
    await settled(a, 'OFFER_SELECTION');
    await call(sandbox.url, 'POST', `${APP}/${a.uuid}/state-notice`, { readToEnd: true, acknowledged: true }, a.token);
    const { page, context, csp, errors } = await openPage(browser, { width: 375, height: 800 });
    await signIn(page, a.token);
    const main = page.locator('main');

    // §50(t)(2): each advance at least $4,000, the initial draw included; the message says the minimum, why, and what to enter.
    await onScreen(page, a, 'product/select', 'Choose your offer');
    await page.fill('#root_amount', '3000');
    await page.locator('.w-offer', { hasText: '10-year line' }).getByRole('radio').check();
    await page.getByRole('button', { name: 'Continue with this offer' }).click();
    const message = 'The law of the state your home is in (Texas Constitution Art. XVI §50(t)(2)) says each advance on a home equity line, your initial draw included, must be at least $4,000, and your line starts at $15,000. Enter $15,000 or more';
    await page.getByText(message).first().waitFor({ timeout: 20_000 });
    expect(await main.innerText()).not.toContain('Enter an amount of $15,000 or more');
    expect(await main.innerText()).not.toContain('Select an offer');
    expect((await applicationOf(sandbox.url, a.uuid, a.token)).amount).not.toBe(3000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-minimum-advance-375');

    // On to the closing: the 10-year offer at $50,000, a person values the home, the closing documents read at home.
    await toTexasClosing(sandbox.url, a);
    const app = await applicationOf(sandbox.url, a.uuid, a.token);

    // §50(a)(6)(Q)(ix): the value the lender relies on, in a document both sign at the appointment, listed right after the deed.
    await onScreen(page, a, 'notary/reserve-manual', 'Sign with a notary in person');
    const documents = page.getByRole('region', { name: 'Your documents' });
    const fmv = documents.getByRole('listitem').filter({ hasText: 'Acknowledgment of fair market value of your home' });
    await fmv.getByRole('button', { name: 'Save PDF' }).waitFor({ timeout: 20_000 });
    const value = `$${(app.adjustedHomeAmount as number).toLocaleString('en-US')}`;
    expect(await fmv.innerText()).toContain(`It states ${value}, the value of your home we rely on for your line. You and we both sign it at your appointment, on your closing day, with your deed of trust.`);
    const labels = await documents.getByRole('listitem').allInnerTexts();
    const at = (label: string) => labels.findIndex((t) => t.includes(label));
    expect(at('Acknowledgment of fair market value of your home')).toBe(at('Deed of trust (the lien on your home)') + 1);
    expect(app.signedDocuments.fairMarketValue).toBeUndefined();
    await fmv.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'texas-fair-market-value-375');
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
