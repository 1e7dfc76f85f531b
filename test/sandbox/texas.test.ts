/**
 * A Texas homestead on the real sandbox server (sandbox/data/pricing.json stateRules.TX;
 * sandbox/simulator/stateLaw.ts): the notice of Texas Constitution Art. XVI §50(g) given and kept
 * with the application, offers whose fees are capped at 2% of the line and sized at 80% combined
 * loan-to-value, closing only in person at a title company office, and no time before the 12th
 * day after the application and the notice (§50(a)(6)(M)(i)); the agreement is read at home and
 * signed with the deed at that office (§50(a)(6)(N), 7 TAC §153.15), as the notary reports. The server's clock starts on
 * Friday 20 November 2026, 18:00 UTC (noon in Austin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, newApplicant, PASSWORD, start, type Running } from './helpers.js';
import { getApp, happySteps, status, step } from './walk.js';
import { closingDates } from '../../engine/index.ts';

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
  it('is given the §50(g) notice when the application is made, decided in person, earliest closing the 12th day after', async () => {
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    const app = await getApp(api, tx.token, tx.uuid);
    expect(app.status.manualNotary).toBe(true);
    // Applied and notice received on 20 November (Austin); the 12th day after is 2 December.
    expect(app.stateLaw).toMatchObject({
      state: 'TX', noticeGivenAt: '2026-11-20T18:00:00.000Z', appliedOn: '2026-11-20', noticeReceivedOn: '2026-11-20',
      noticeWaitDays: 12, earliestClosingOn: '2026-12-02', inPersonClosing: true, closingOffice: expect.stringMatching(/Title Company/),
    });
    const notice = await ok('GET', `${APP}/${tx.uuid}/documents/stateNotice.json`, undefined, tx.token);
    const words = JSON.stringify(notice.blocks);
    expect(notice.blocks[0]).toMatchObject({ kind: 'title', text: expect.stringMatching(/^Notice Concerning Extensions of Credit Defined by Section 50\(a\)\(6\)/) });
    expect(words).toContain('Given to you on 11/20/2026');
    expect(words).toContain('(M) THE LOAN MAY NOT CLOSE BEFORE 12 DAYS AFTER YOU SUBMIT A LOAN APPLICATION');
    expect(words).toContain('(N) THE LOAN MAY CLOSE ONLY AT THE OFFICE OF THE LENDER, TITLE COMPANY, OR AN ATTORNEY AT LAW');
    expect((await api('GET', `${APP}/${tx.uuid}/documents/stateNotice.pdf`, { token: tx.token })).headers.get('content-type')).toBe('application/pdf');
  });

  it('elsewhere: no notice, no state law, remote notary as before', async () => {
    const or = await newApplicant(api, 'Happy');
    const app = await getApp(api, or.token, or.uuid);
    expect([app.stateLaw, app.status.manualNotary]).toEqual([null, false]);
    expect((await api('GET', `${APP}/${or.uuid}/documents/stateNotice.json`, { token: or.token })).status).toBe(404);
    await step(api, or.token, or.uuid, 'soft-credit-consent', { consent: true });
    expect((await getApp(api, or.token, or.uuid)).offers.every((o: any) => o.feeCap === undefined)).toBe(true);
  });

  it('offers carry the 2% cap; the chosen line\'s documents state the capped fee; closing waits and is at the title company', async () => {
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    await step(api, tx.token, tx.uuid, 'soft-credit-consent', { consent: true });
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
    await step(api, tx.token, tx.uuid, 'bpo-condition', { condition: 'GOOD', feeConsent: true });
    server.advance(HOLD);
    expect(await status(api, tx.token, tx.uuid)).toBe('NOTE_SIGNING');
    const closing = JSON.stringify((await ok('GET', `${APP}/${tx.uuid}/documents/closing.json`, undefined, tx.token)).blocks);
    expect(closing).toContain('$520.00');
    const profile = (await ok('GET', '/service-profile/api/v1/profile', undefined, tx.token)) as { name: { firstName: string; lastName: string } };
    const legalName = `${profile.name.firstName} ${profile.name.lastName}`;
    // §50(a)(6)(N): the agreement is not e-signed at home; it is read (and its receipt kept) and signed at the office.
    const atHome = await api('POST', `${APP}/${tx.uuid}/closing-signature`, { token: tx.token, body: { readToEnd: true, accepted: true, signatureName: legalName } });
    expect(atHome.status).toBe(409);
    expect(atHome.body).toMatchObject({ code: 'SIGNED_IN_PERSON' });
    expect(atHome.body.message).toMatch(/signed in person at your closing appointment/);
    const reviewed = await step(api, tx.token, tx.uuid, 'closing-review', { readToEnd: true, received: true });
    expect(reviewed.closingReview.receivedAt).toBe(new Date(Date.parse('2026-11-20T18:00:00Z') + HOLD).toISOString());
    expect(reviewed.signedDocuments.closing).toBeUndefined();
    expect(await status(api, tx.token, tx.uuid)).toBe('MANUAL_DEED_SIGNING');
    // Nothing was signed at home: the agreement is served unsigned.
    const unsigned = (await ok('GET', `${APP}/${tx.uuid}/documents/closing.json`, undefined, tx.token)).blocks;
    expect(unsigned.find((b: any) => b.kind === 'signature' && b.role === 'Borrower').signedName).toBeUndefined();

    // No time before 2 December in Austin, however early the network has one.
    const { slots, timeZone } = await ok('GET', `${APP}/${tx.uuid}/notary-slots`, undefined, tx.token);
    expect(timeZone).toBe('America/Chicago');
    const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
    expect(slots.length).toBeGreaterThan(0);
    expect(day(slots[0].startsAt)).toBe('2026-12-02');
    expect(slots.every((s: any) => day(s.startsAt) >= '2026-12-02')).toBe(true);
    // The applicant's place is not where a Texas line closes: the title company's office is.
    const booked = await ok('POST', `${APP}/${tx.uuid}/manual-notary`, { slotUuid: slots[0].uuid, location: 'Front porch' }, tx.token);
    expect(booked.manualNotaryAppointment.location).toMatch(/^the office of .*Title Company/);

    // The notary may not report the deed signed before the earliest day, even having met early.
    const appointment = booked.manualNotaryAppointment;
    const early = await api('POST', `/ops/notary/appointments/${appointment.uuid}/complete`, { body: { confirmEarly: true } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'CLOSING_TOO_EARLY', earliestClosingOn: '2026-12-02' });
    server.advance(Date.parse(slots[0].startsAt) - Date.parse('2026-11-20T18:00:00Z') - HOLD);
    const reported = await api('POST', `/ops/notary/appointments/${appointment.uuid}/complete`);
    expect(reported.body).toMatchObject({ status: 'COMPLETED', signs: ['closing', 'deed'] });

    // The in-person report records the agreement and the deed as signed at the appointment, by hand.
    const signedAt = new Date(slots[0].startsAt).toISOString();
    // Twelve days on, the applicant signs in again (the first token has expired).
    const { email } = await ok('GET', `/ops/applications/${tx.uuid}`, undefined);
    const token = (await ok('POST', '/identity/api/v1/login', { email, password: PASSWORD })).jwt as string;
    const closed = await getApp(api, token, tx.uuid);
    expect(closed.signedDocuments.closing).toMatchObject({ signedAt, inPerson: true, figures: { amount: 50_000 } });
    expect(closed.signedDocuments.deed).toMatchObject({ signedAt, inPerson: true });
    expect(closed.deedSignedAt).toBe(signedAt);
    expect(closed.status.disclosurelistClosingComplete).toBe(true);
    for (const kind of ['closing', 'deed']) {
      const blocks = (await ok('GET', `${APP}/${tx.uuid}/documents/${kind}.json`, undefined, token)).blocks;
      expect(blocks.find((b: any) => b.kind === 'signature' && b.role === 'Borrower'), kind).toMatchObject({ signedName: legalName, signedOn: '12/02/2026' });
    }
    // The right to cancel and funding count from that signing (engine/closingDates.ts).
    expect(closingDates(closed).result).toMatchObject({ signedOn: '2026-12-02' });
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
