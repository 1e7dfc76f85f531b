/**
 * A Texas homestead on the real sandbox server (sandbox/data/pricing.json stateRules.TX;
 * sandbox/simulator/stateLaw.ts): the notice of Texas Constitution Art. XVI §50(g) shown at the
 * start of the application and acknowledged as received there (schemas/application/start/state-notice.json),
 * offers whose fees are capped at 2% of the line and sized at 80% combined loan-to-value, closing
 * only in person at a title company office, and no time before the 12th day after the later of the
 * application and the notice's receipt (§50(a)(6)(M)(i)), one decision for the server and the
 * page (engine/closingDates.ts closingWait); the agreement is read at home and signed with the deed at
 * that office (§50(a)(6)(N), 7 TAC §153.15), as the notary reports. The server's clock starts on Friday 20 November 2026,
 * 18:00 UTC (noon in Austin).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingWait, routeForStatus, screenText } from '../../engine/index.ts';
import type { Screen } from '../../engine/types/screen.ts';
import { config, heloc } from '../helpers/config.ts';
import { APP, client, newApplicant, PASSWORD, start, type Running } from './helpers.js';
import { getApp, happySteps, status, step } from './walk.js';
import { closingDates } from '../../engine/index.ts';
import { appParts } from '../helpers/data.ts';

const DAY = 86_400_000;
const ACKNOWLEDGED = { readToEnd: true, acknowledged: true };
/** The in-person notary screen as the page fills it in from the application the server returns. */
const reserveManual = JSON.parse(readFileSync(join(config.root, 'schemas/application/notary/reserve-manual.json'), 'utf8')) as Screen;
/** A new token after the clock moved days on (a token lasts less). */
const signInAgain = async (a: { email: string; token: string }) => {
  a.token = (await ok('POST', '/identity/api/v1/login', { email: a.email, password: PASSWORD })).jwt as string;
};
const pageSays = (app: Record<string, unknown>) => {
  const text = screenText(reserveManual, { app: appParts(app) }, { conditions: heloc.conditions });
  return `${text.copy.subtitle} ${text.documents.map((d) => d.note).join(' ')}`;
};

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
/** The text of a document's blocks, for looking a clause up by its heading. */
const clauseAfter = (blocks: any[], heading: RegExp) => { const i = blocks.findIndex((b) => b.kind === 'heading' && heading.test(b.text)); return i < 0 ? null : blocks[i + 1]?.text as string; };

let server: Running;
let api: ReturnType<typeof client>;
const HOLD = 5000;

beforeAll(async () => { server = await start({ delays: { stepMs: 0, holdMs: HOLD } }); api = client(server); });
afterAll(() => server.close());

const ok = async (method: string, url: string, body: unknown, token?: string) => {
  const res = await api(method, url, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

describe('a Texas home', () => {
  it('is shown the §50(g) notice at the start and acknowledges it; the wait counts from the acknowledgment', async () => {
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    const created = await getApp(api, tx.token, tx.uuid);
    expect(created.status.manualNotary).toBe(true);
    // Applied on 20 November (Austin); the notice not yet received, so no closing day at all.
    expect(created.stateLaw).toMatchObject({
      state: 'TX', appliedOn: '2026-11-20', noticeGivenAt: null, noticeAcknowledgedAt: null, noticeReceivedOn: null,
      noticeWaitDays: 12, timeZone: 'America/Chicago', inPersonClosing: true, closingOffice: 'the office of Sandbox Title Company, 1601 Elm Street, Suite 200, Dallas, TX 75201',
    });
    expect(created.stateLaw.earliestClosingOn).toBeUndefined();
    expect(closingWait(created).result?.earliestOn).toBeNull();

    // At the offers, the notice comes first: the table sends the applicant to it and no offer is taken before it.
    await step(api, tx.token, tx.uuid, 'soft-credit-consent', { consent: true });
    const atOffers = await getApp(api, tx.token, tx.uuid);
    expect(await status(api, tx.token, tx.uuid)).toBe('OFFER_SELECTION');
    expect(routeForStatus(heloc, { status: 'OFFER_SELECTION', app: atOffers }).result.routePattern).toBe('/:uuid/start/state-notice');
    const early = await api('POST', `${APP}/${tx.uuid}/offer`, { token: tx.token, body: { offerUuid: atOffers.offers[1].uuid, amount: 50000 } });
    expect([early.status, early.body.code]).toEqual([409, 'STATE_NOTICE_DUE']);
    // The acknowledgment is a required consent.
    expect((await api('POST', `${APP}/${tx.uuid}/state-notice`, { token: tx.token, body: { readToEnd: true } })).status).toBe(400);

    const notice = await ok('GET', `${APP}/${tx.uuid}/documents/stateNotice.json`, undefined, tx.token);
    expect(notice.blocks[0]).toMatchObject({ kind: 'title', text: expect.stringMatching(/^Notice Concerning Extensions of Credit Defined by Section 50\(a\)\(6\)/) });
    // In bold in the Text view too, as in the PDF (14 point).
    expect(notice.blocks).toContainEqual({ kind: 'paragraph', text: expect.stringMatching(/^\(M\) THE LOAN MAY NOT CLOSE BEFORE 12 DAYS AFTER YOU SUBMIT A LOAN APPLICATION/), strong: true });
    expect((await api('GET', `${APP}/${tx.uuid}/documents/stateNotice.pdf`, { token: tx.token })).headers.get('content-type')).toBe('application/pdf');

    // Read and acknowledged two days later, Sunday 22 November: received then, so the 12th day after is 4 December, not 2 December.
    server.advance(2 * DAY);
    await signInAgain(tx);
    await step(api, tx.token, tx.uuid, 'state-notice', ACKNOWLEDGED);
    const app = await getApp(api, tx.token, tx.uuid);
    expect(app.stateLaw).toMatchObject({ appliedOn: '2026-11-20', noticeGivenAt: '2026-11-22T18:00:00.000Z', noticeAcknowledgedAt: '2026-11-22T18:00:00.000Z', noticeReceivedOn: '2026-11-22' });
    expect(closingWait(app).result?.earliestOn).toBe('2026-12-04');
    expect(routeForStatus(heloc, { status: 'OFFER_SELECTION', app }).result.routePattern).toBe('/:uuid/product/select');
    expect(JSON.stringify((await ok('GET', `${APP}/${tx.uuid}/documents/stateNotice.json`, undefined, tx.token)).blocks)).toContain('Given to you on 11/22/2026, at the start of your application.');
    // A second acknowledgment changes nothing: the notice was received when first acknowledged.
    server.advance(DAY);
    await signInAgain(tx);
    await step(api, tx.token, tx.uuid, 'state-notice', ACKNOWLEDGED);
    expect((await getApp(api, tx.token, tx.uuid)).stateLaw.noticeReceivedOn).toBe('2026-11-22');
  });

  it('elsewhere: no notice, no state law, remote notary as before', async () => {
    const or = await newApplicant(api, 'Happy');
    const app = await getApp(api, or.token, or.uuid);
    expect([app.stateLaw, app.status.manualNotary]).toEqual([null, false]);
    expect((await api('GET', `${APP}/${or.uuid}/documents/stateNotice.json`, { token: or.token })).status).toBe(404);
    await step(api, or.token, or.uuid, 'soft-credit-consent', { consent: true });
    // Never the notice step: the table goes straight to the offers, and there is no notice to acknowledge.
    expect(routeForStatus(heloc, { status: 'OFFER_SELECTION', app: await getApp(api, or.token, or.uuid) }).result.routePattern).toBe('/:uuid/product/select');
    expect((await api('POST', `${APP}/${or.uuid}/state-notice`, { token: or.token, body: ACKNOWLEDGED })).status).toBe(400);
    expect((await getApp(api, or.token, or.uuid)).offers.every((o: any) => o.feeCap === undefined)).toBe(true);
  });

  it('offers carry the 2% cap; the chosen line\'s documents state the capped fee; closing waits from the notice\'s receipt and is at the title company', async () => {
    const started = Date.parse('2026-11-20T18:00:00Z');
    server.advance(started - server.now());
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    await step(api, tx.token, tx.uuid, 'soft-credit-consent', { consent: true });
    // The notice read and acknowledged two days after applying: the earliest day is 4 December.
    server.advance(2 * DAY);
    await signInAgain(tx);
    await step(api, tx.token, tx.uuid, 'state-notice', ACKNOWLEDGED);
    const offered = await getApp(api, tx.token, tx.uuid);
    // Zip 75001 is valued at 350,000 + (75001 % 50 = 1) × 10,000 = 360,000; 80% less 40% liens = 144,000 (85% would give 162,000).
    expect(Math.max(...offered.offers.map((o: any) => o.maxAmount))).toBe(144_000);
    expect(offered.offers[1]).toMatchObject({ originationFeePercent: 2.99, feeCap: { state: 'TX', maxPercent: 2, fees: [{ id: 'valuation', amount: 180 }, { id: 'manualNotary', amount: 300 }] } });

    // The happy walk takes offers[1] (10 years, 2.99%) at $50,000: 2% is $1,000, less $180 + $300 leaves $520 (not $1,495).
    for (const [path, body] of happySteps.slice(1, happySteps.findIndex(([p]) => p === 'identity-documents') + 1)) await step(api, tx.token, tx.uuid, path, body);
    expect(await status(api, tx.token, tx.uuid)).toBe('BPO_ORDER_REQUEST');
    const summary = JSON.stringify((await ok('GET', `${APP}/${tx.uuid}/documents/summary.json`, undefined, tx.token)).blocks);
    expect(summary).toContain('$520.00');
    expect(summary).not.toContain('$1,495.00');
    // The product figures for a Texas home: the lender pays the recording fees and no recording tax is levied, so neither reads as the borrower's.
    expect(summary).toContain('Paid by us ($0 to $315, set by your county)');
    expect(summary).toContain('None: your state levies no tax on recording it');
    expect(summary).toContain('We pay the county\'s recording fees, and Texas levies no recording tax.');
    expect(summary).not.toContain('we pass them on without markup');
    await step(api, tx.token, tx.uuid, 'bpo-condition', { condition: 'GOOD', feeConsent: true });
    server.advance(HOLD);
    expect(await status(api, tx.token, tx.uuid)).toBe('NOTE_SIGNING');
    const closing = JSON.stringify((await ok('GET', `${APP}/${tx.uuid}/documents/closing.json`, undefined, tx.token)).blocks);
    expect(closing).toContain('$520.00');
    // What reaches the account is the draw less its fees, $50,000 − $520 − $180 − $300, in the agreement's words too (not "your initial draw of $50,000 … paid to your account").
    expect(closing).toContain('the fees above are deducted from it, and the rest ($49,000.00) is paid to your account');
    // Signed by hand at the office: the agreement says so, and asks for no electronic signature.
    expect(closing).toContain('9. Signing in person, and electronic delivery');
    expect(closing).toContain('you do not sign it online');
    expect(closing).not.toContain('your electronic signature on this agreement');
    const profile = (await ok('GET', '/service-profile/api/v1/profile', undefined, tx.token)) as { name: { firstName: string; lastName: string } };
    const legalName = `${profile.name.firstName} ${profile.name.lastName}`;
    // §50(a)(6)(N): the agreement is not e-signed at home; it is read (and its receipt kept) and signed at the office.
    const atHome = await api('POST', `${APP}/${tx.uuid}/closing-signature`, { token: tx.token, body: { readToEnd: true, accepted: true, signatureName: legalName } });
    expect(atHome.status).toBe(409);
    expect(atHome.body).toMatchObject({ code: 'SIGNED_IN_PERSON' });
    expect(atHome.body.message).toMatch(/signed in person at your closing appointment/);
    const reviewed = await step(api, tx.token, tx.uuid, 'closing-review', { readToEnd: true, received: true });
    expect(reviewed.closingReview.receivedAt).toBe(new Date(Date.parse('2026-11-22T18:00:00Z') + HOLD).toISOString());
    expect(reviewed.signedDocuments.closing).toBeUndefined();
    expect(await status(api, tx.token, tx.uuid)).toBe('MANUAL_DEED_SIGNING');
    // Nothing was signed at home: the agreement is served unsigned.
    const unsigned = (await ok('GET', `${APP}/${tx.uuid}/documents/closing.json`, undefined, tx.token)).blocks;
    expect(unsigned.find((b: any) => b.kind === 'signature' && b.role === 'Borrower').signedName).toBeUndefined();

    // No time before 4 December in Austin, however early the network has one.
    const { slots, timeZone } = await ok('GET', `${APP}/${tx.uuid}/notary-slots`, undefined, tx.token);
    expect(timeZone).toBe('America/Chicago');
    const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
    expect(slots.length).toBeGreaterThan(0);
    expect(day(slots[0].startsAt)).toBe('2026-12-04');
    expect(slots.every((s: any) => day(s.startsAt) >= '2026-12-04')).toBe(true);
    // The network's 14 days count from that day, not from today: after the wait there are as many
    // days to choose from (Monday to Saturday, 4 to 18 December) as without one.
    const days = [...new Set(slots.map((s: any) => day(s.startsAt)))];
    expect(days.at(-1)).toBe('2026-12-18');
    expect(days).toHaveLength(13);
    // The page says the day the server keeps to: the same decision over the same application.
    expect(pageSays(await getApp(api, tx.token, tx.uuid))).toContain('Your earliest closing day is 12/04/2026.');
    // Listed with the deed before the appointment: the acknowledgment of the value the lender relies on, not yet signed.
    const before = await getApp(api, tx.token, tx.uuid);
    const listed = screenText(reserveManual, { app: before }, { conditions: heloc.conditions }).documents.map((d) => d.label);
    // (The file as written: its first documents are the deed and the notice of right to cancel, by reference to notary/intro.json.)
    expect((reserveManual.documents as unknown as { $ref?: string }[])[0]!.$ref).toBe('intro.json#/documents/0');
    expect(listed[2]).toBe('Acknowledgment of fair market value of your home');
    const unsignedFmv = (await ok('GET', `${APP}/${tx.uuid}/documents/fairMarketValue.json`, undefined, tx.token)).blocks;
    expect(JSON.stringify(unsignedFmv)).toContain(`is ${money(before.adjustedHomeAmount)}`);
    expect(unsignedFmv.filter((b: any) => b.kind === 'signature').map((b: any) => [b.role, b.signedName])).toEqual([['Borrower', undefined], ['Lender', undefined]]);
    // The applicant's place is not where a Texas line closes: the title company's office is.
    const booked = await ok('POST', `${APP}/${tx.uuid}/manual-notary`, { slotUuid: slots[0].uuid, location: 'Front porch' }, tx.token);
    // The office nearest the home (ZIP 75001, by Dallas), not the first in the list.
    expect(booked.manualNotaryAppointment.location).toBe('the office of Sandbox Title Company, 1601 Elm Street, Suite 200, Dallas, TX 75201');

    // The notary may not report the deed signed before the earliest day, even having met early.
    const appointment = booked.manualNotaryAppointment;
    const early = await api('POST', `/ops/notary/appointments/${appointment.uuid}/complete`, { body: { confirmEarly: true } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'CLOSING_TOO_EARLY', earliestClosingOn: '2026-12-04' });

    // A stored day changed through /ops is not a fact: neither the page nor the server follows it.
    expect((await api('PATCH', `/ops/applications/${tx.uuid}`, { body: { stateLaw: { earliestClosingOn: '2026-11-25' } } })).status).toBe(200);
    const patched = await getApp(api, tx.token, tx.uuid);
    expect(patched.stateLaw.earliestClosingOn).toBe('2026-11-25');
    const says = pageSays(patched);
    expect(says).toContain('Your earliest closing day is 12/04/2026.');
    expect(says).toContain('You received it on 11/22/2026. Your line can\'t close before 12/04/2026.');
    expect(says).not.toContain('11/25/2026');
    expect((await api('POST', `/ops/notary/appointments/${appointment.uuid}/complete`, { body: { confirmEarly: true } })).body).toMatchObject({ code: 'CLOSING_TOO_EARLY', earliestClosingOn: '2026-12-04' });

    server.advance(Date.parse(slots[0].startsAt) - server.now());
    const reported = await api('POST', `/ops/notary/appointments/${appointment.uuid}/complete`);
    expect(reported.body).toMatchObject({ status: 'COMPLETED', signs: ['closing', 'deed', 'fairMarketValue'] });

    // The in-person report records the agreement and the deed as signed at the appointment, by hand.
    const signedAt = new Date(slots[0].startsAt).toISOString();
    // Twelve days on, the applicant signs in again (the first token has expired).
    const { email } = await ok('GET', `/ops/applications/${tx.uuid}`, undefined);
    const token = (await ok('POST', '/identity/api/v1/login', { email, password: PASSWORD })).jwt as string;
    const closed = await getApp(api, token, tx.uuid);
    expect(closed.signedDocuments.closing).toMatchObject({ signedAt, inPerson: true, figures: { amount: 50_000 } });
    expect(closed.signedDocuments.deed).toMatchObject({ signedAt, inPerson: true });
    // The acknowledgment of the home's fair market value (§50(a)(6)(Q)(ix)): signed at the same appointment, on the closing day, by the owner and for the lender.
    expect(closed.signedDocuments.fairMarketValue).toMatchObject({ signedAt, inPerson: true });
    const fmv = (await ok('GET', `${APP}/${tx.uuid}/documents/fairMarketValue.json`, undefined, token)).blocks;
    expect(fmv.find((b: any) => b.kind === 'signature' && b.role === 'Borrower')).toMatchObject({ signedName: legalName, signedOn: '12/04/2026' });
    expect(fmv.find((b: any) => b.kind === 'signature' && b.role === 'Lender')).toMatchObject({ signedName: expect.stringMatching(/by its closing agent$/), signedOn: '12/04/2026' });
    expect(JSON.stringify(fmv)).toContain(`the fair market value of the property above, on the date the line of credit is made, is ${money(closed.adjustedHomeAmount)}`);
    expect(closed.deedSignedAt).toBe(signedAt);
    expect(closed.status.disclosurelistClosingComplete).toBe(true);
    for (const kind of ['closing', 'deed']) {
      const blocks = (await ok('GET', `${APP}/${tx.uuid}/documents/${kind}.json`, undefined, token)).blocks;
      expect(blocks.find((b: any) => b.kind === 'signature' && b.role === 'Borrower'), kind).toMatchObject({ signedName: legalName, signedOn: '12/04/2026' });
    }
    // The right to cancel and funding count from that signing (engine/closingDates.ts).
    expect(closingDates(closed).result).toMatchObject({ signedOn: '2026-12-04' });
  });

  it('the agreement states the Texas home equity terms (§50(a)(6)(C), (Q)(ix), §50(t)) filled in for the line; the deed the ones that bind the lien; an Ohio line neither', async () => {
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    await step(api, tx.token, tx.uuid, 'soft-credit-consent', { consent: true });
    await step(api, tx.token, tx.uuid, 'state-notice', ACKNOWLEDGED);
    const offered = await getApp(api, tx.token, tx.uuid);
    await step(api, tx.token, tx.uuid, 'offer', { offerUuid: offered.offers[1].uuid, amount: 50000 });
    const app = await getApp(api, tx.token, tx.uuid);
    const agreement = (await ok('GET', `${APP}/${tx.uuid}/documents/closing.json`, undefined, tx.token)).blocks;
    const value = app.adjustedHomeAmount as number;
    expect(value).toBeGreaterThan(0);
    expect(clauseAfter(agreement, /^\d+\. Texas home equity line: no personal liability$/)).toMatch(/without recourse for personal liability against you and against your spouse.*our only remedy is the lien on your home at /);
    expect(clauseAfter(agreement, /^\d+\. Fair market value of your home$/)).toContain(`the fair market value of your home on the date of closing is ${money(value)}`);
    expect(clauseAfter(agreement, /^\d+\. Fair market value of your home$/)).toContain('Acknowledgment of Fair Market Value, on the date of closing (Texas Constitution Art. XVI §50(a)(6)(Q)(ix))');
    const advances = clauseAfter(agreement, /^\d+\. Advances only at your request, each at least \$4,000$/)!;
    expect(advances).toMatch(/only when you ask for it/);
    expect(advances).toMatch(/credit card, debit card, preprinted solicitation check or any similar device \(Section 50\(t\)\(3\)\)/);
    expect(advances).toContain('Each advance is at least $4,000 (Texas Constitution Art. XVI §50(t)(2)); your initial draw of $50,000 is one.');
    expect(clauseAfter(agreement, /^\d+\. No advance past 80% of your home's value$/)).toContain(`exceed 80% of your home's fair market value on the date of closing (${money(value)}), that is ${money(Math.floor(value * 0.8))} (Section 50(t)(5))`);
    expect(clauseAfter(agreement, /^\d+\. We may not change these terms on our own$/)).toMatch(/may not unilaterally amend/);
    expect(clauseAfter(agreement, /^\d+\. Paying off and closing your line without penalty$/)).toMatch(/at any time without penalty/);
    expect(JSON.stringify(agreement)).not.toContain('{{');
    const deed = (await ok('GET', `${APP}/${tx.uuid}/documents/deed.json`, undefined, tx.token)).blocks;
    expect(clauseAfter(deed, /^Texas home equity line: no personal liability$/)).toMatch(/our only remedy is the lien/);
    expect(clauseAfter(deed, /^We may not change these terms on our own$/)).toBeTruthy();
    expect(clauseAfter(deed, /Advances only at your request/)).toBeNull();

    const oh = await newApplicant(api, 'Happy', { state: 'OH', zip: '43004' });
    await step(api, oh.token, oh.uuid, 'soft-credit-consent', { consent: true });
    const ohio = JSON.stringify((await ok('GET', `${APP}/${oh.uuid}/documents/closing.json`, undefined, oh.token)).blocks);
    for (const words of ['personal liability', 'Fair market value of your home', 'Advances only at your request', '$4,000', 'unilaterally amend']) expect(ohio).not.toContain(words);
    expect(JSON.stringify((await ok('GET', `${APP}/${oh.uuid}/documents/deed.json`, undefined, oh.token)).blocks)).not.toContain('personal liability');
    expect((await api('GET', `${APP}/${oh.uuid}/documents/fairMarketValue.json`, { token: oh.token })).status).toBe(404);
  });

  it('an initial draw below the $4,000 minimum advance (§50(t)(2)) is refused in the law\'s words; an Ohio one hears the smallest line only', async () => {
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    await step(api, tx.token, tx.uuid, 'soft-credit-consent', { consent: true });
    await step(api, tx.token, tx.uuid, 'state-notice', ACKNOWLEDGED);
    const offered = await getApp(api, tx.token, tx.uuid);
    expect(offered.stateLaw).toMatchObject({ minAdvance: 4000, minAdvanceLaw: 'Texas Constitution Art. XVI §50(t)(2)' });
    const small = await api('POST', `${APP}/${tx.uuid}/offer`, { token: tx.token, body: { offerUuid: offered.offers[1].uuid, amount: 3000 } });
    expect(small.status).toBe(400);
    expect(small.body.errors).toEqual([{ pointer: '/amount', message: 'The law of the state your home is in (Texas Constitution Art. XVI §50(t)(2)) says each advance on a home equity line, your initial draw included, must be at least $4,000, and your line starts at $15,000. Enter $15,000 or more' }]);
    expect((await getApp(api, tx.token, tx.uuid)).amount).not.toBe(3000);

    const oh = await newApplicant(api, 'Happy', { state: 'OH', zip: '43004' });
    await step(api, oh.token, oh.uuid, 'soft-credit-consent', { consent: true });
    const ohOffers = await getApp(api, oh.token, oh.uuid);
    const ohSmall = await api('POST', `${APP}/${oh.uuid}/offer`, { token: oh.token, body: { offerUuid: ohOffers.offers[1].uuid, amount: 3000 } });
    expect(ohSmall.body.errors).toEqual([{ pointer: '/amount', message: 'Enter an amount of $15,000 or more' }]);
  });

  it('elsewhere the closing documents are e-signed at home, and there is nothing to read-and-book instead', async () => {
    const or = await newApplicant(api, 'Happy');
    for (const [path, body] of happySteps.slice(0, happySteps.findIndex(([p]) => p === 'identity-documents') + 1)) await step(api, or.token, or.uuid, path, body);
    expect(await status(api, or.token, or.uuid)).toBe('NOTE_SIGNING');
    const review = await api('POST', `${APP}/${or.uuid}/closing-review`, { token: or.token, body: { readToEnd: true, received: true } });
    expect([review.status, review.body.code]).toEqual([409, 'SIGNED_ONLINE']);
    await step(api, or.token, or.uuid, 'closing-signature', happySteps.find(([p]) => p === 'closing-signature')![1]);
    expect(await status(api, or.token, or.uuid)).toBe('NOTARY_DISCLOSURE');
    expect((await getApp(api, or.token, or.uuid)).signedDocuments.closing.inPerson).toBeUndefined();
  });
});
