/**
 * Who else signs, on the real sandbox server with a controlled clock: the applicant says how the home
 * is owned (start/contact) and names the others on start/owners (journeys/heloc.json titleHoldersToName);
 * the answers are kept with the application, and after the closing signature the back office invites
 * each person the engine says must sign (engine/requiredSigners.ts) by the name and e-mail given, as a
 * CO_DEEDER who logs in to their own area (sandbox/simulator/closingSteps.ts). Texas asks a spouse's
 * consent to the lien (pricing stateRules.TX spouseMustSign, Art. XVI §50(a)(6)(A)); Ohio does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeForStatus, runStepMachine, screenText } from '../../engine/index.ts';
import type { Screen } from '../../engine/types/screen.ts';
import { SIGNER_PASSWORD } from '../../sandbox/simulator/personas.js';
import { config, heloc, signer } from '../helpers/config.ts';
import { APP, client, newApplicant, PASSWORD, start, upload, type Running } from './helpers.js';
import { callWith, getApp, happySteps, notarise, NOTARY_API, status, step, acknowledgeStateNotice } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;
const HOLD = 5000;

beforeAll(async () => { server = await start({ delays: { stepMs: 0, holdMs: HOLD } }); api = client(server); });
afterAll(() => server.close());

const moreInfo = (ownership: string, maritalStatus: string) => ({ ownership, maritalStatus, ssn: '123-45-6789', hardCreditConsent: true });
const sam = { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com' };
const stepsFrom = (from: string, to: string) => happySteps.slice(happySteps.findIndex(([p]) => p === from), happySteps.findIndex(([p]) => p === to) + 1);

/** Where the status table and the step machine send the applicant now: they must agree. */
async function where(token: string, uuid: string) {
  const app = await getApp(api, token, uuid);
  const profile = (await api('GET', '/service-profile/api/v1/profile', { token })).body;
  const s = await status(api, token, uuid);
  const byTable = routeForStatus(heloc, { status: s, app, profile }).result.routePattern;
  expect(runStepMachine(heloc, { app, profile }).result.routePattern).toBe(byTable);
  return byTable;
}

/** Registration to HMDA with the given ownership answers. */
async function toOwnership(ownership: string, maritalStatus: string, home: { state: string; zip: string }) {
  const a = await newApplicant(api, 'Happy', home);
  await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
  await acknowledgeStateNotice(api, a.token, a.uuid);
  await step(api, a.token, a.uuid, 'offer', happySteps[1]![1]);
  await step(api, a.token, a.uuid, 'more-info', moreInfo(ownership, maritalStatus));
  expect(await status(api, a.token, a.uuid)).toBe('HMDA');
  return a;
}

const signerLogin = async (email: string) => {
  const login = await api('POST', '/identity/api/v1/heloc-signer/login', { body: { email, password: SIGNER_PASSWORD } });
  expect(login.status).toBe(200);
  return login.body.jwt as string;
};

describe('who else signs for the home', () => {
  it('Texas, married, in my name only: the spouse is asked for, kept, invited once the closing documents are received, and signs in person at the applicant\'s appointment', async () => {
    server.advance(Date.parse('2026-11-20T18:00:00Z') - server.now());
    const tx = await toOwnership('SOLE', 'MARRIED', { state: 'TX', zip: '75001' });
    expect(await where(tx.token, tx.uuid)).toBe('/:uuid/start/owners');
    const refused = await api('POST', `${APP}/${tx.uuid}/title-holders`, { token: tx.token, body: {} });
    expect([refused.status, refused.body.errors]).toEqual([400, [{ pointer: '/spouse', message: "Enter your spouse's name and email address" }]]);
    expect((await api('POST', `${APP}/${tx.uuid}/title-holders`, { token: tx.token, body: { spouse: sam } })).status).toBe(200);
    const answered = await getApp(api, tx.token, tx.uuid);
    expect(answered.answers).toMatchObject({ ownership: 'SOLE', maritalStatus: 'MARRIED', spouse: sam });
    expect(answered.hasTitleHolders).toBe(true);
    expect(await where(tx.token, tx.uuid)).toBe('/:uuid/start/hmda');

    for (const [path, body] of stepsFrom('hmda', 'identity-documents')) await step(api, tx.token, tx.uuid, path, body);
    await step(api, tx.token, tx.uuid, 'bpo-condition', { condition: 'GOOD', feeConsent: true });
    server.advance(HOLD);
    expect(await status(api, tx.token, tx.uuid)).toBe('NOTE_SIGNING');
    // A Texas line closes in person at an office (stateRules.TX inPersonClosing, Art. XVI §50(a)(6)(N)): the applicant
    // confirms receiving the closing documents, the spouse is invited then, and the applicant books the one appointment
    // at which both sign; the applicant does not wait for the spouse to sign first.
    await step(api, tx.token, tx.uuid, 'closing-review', { readToEnd: true, received: true });
    expect(await status(api, tx.token, tx.uuid)).toBe('MANUAL_DEED_SIGNING');
    // The status table and the step machine agree: the in-person appointment, not the online notary's introduction.
    expect(await where(tx.token, tx.uuid)).toBe('/:uuid/notary/reserve-manual');
    const waiting = await getApp(api, tx.token, tx.uuid);
    expect(waiting.helocSigners).toEqual([{ identityUuid: expect.any(String), email: 'sam.rivera@example.com', firstName: 'Sam', lastName: 'Rivera', role: 'SPOUSE' }]);
    expect(waiting.coDeedStatus).toBe('PENDING');

    // The spouse logs in to their own area by the e-mail the applicant gave, under the name given.
    let spouse = await signerLogin('sam.rivera@example.com');
    const identity = (await api('GET', '/identity/secure/api/v1/identity', { token: spouse })).body;
    expect(identity).toMatchObject({ type: 'CO_DEEDER', uuid: waiting.helocSigners[0].identityUuid });
    expect((await api('GET', '/service-profile/api/v1/profile', { token: spouse })).body.name).toMatchObject({ firstName: 'Sam', lastName: 'Rivera' });
    await api('POST', `${APP}/co-deed/identity-documents`, { token: spouse, body: upload('DRIVERS_LICENSE_FRONT') });
    const signerNow = async () => (await api('GET', `${APP}/co-deed/status`, { token: spouse })).body;
    const signerRoute = async () => runStepMachine(signer, { signer: await signerNow() }).result.routePattern;
    const before = await signerNow();
    // Before anything is asked of them, the spouse is told whose line, which home and why they sign (schemas/signer/identity.json).
    expect(before.invitation).toEqual({ applicantName: expect.stringMatching(/ Happy$/), propertyAddress: expect.stringMatching(/, TX 75001$/), role: 'SPOUSE' });
    const identityScreen = config.screens['signer/identity']!.data as Screen;
    expect(screenText(identityScreen, { signer: before }, { conditions: signer.conditions }).copy.subtitle).toMatch(/^\S.* Happy, your spouse, is opening a home equity line of credit secured by .*, TX 75001\. .*You do not become a borrower and do not promise to repay the line\./);
    expect(before.inPerson).toEqual({
      applicantName: expect.stringMatching(/ Happy$/), office: 'the office of Sandbox Title Company, 1601 Elm Street, Suite 200, Dallas, TX 75201',
      earliestOn: '2026-12-02', appointment: null,
    });
    // Not the online notary: the signer's area sends them to the in-person page, and the notary provider refuses them a session.
    expect(await signerRoute()).toBe('/heloc-signer/in-person');
    const online = await api('POST', NOTARY_API, { token: spouse, body: { applicationUuid: tx.uuid } });
    expect([online.status, online.body.code]).toEqual([409, 'SIGNS_IN_PERSON']);

    // The applicant books the office; the spouse's page says when and where.
    const { slots } = (await api('GET', `${APP}/${tx.uuid}/notary-slots`, { token: tx.token })).body;
    const booked = (await api('POST', `${APP}/${tx.uuid}/manual-notary`, { token: tx.token, body: { slotUuid: slots[0].uuid } })).body.manualNotaryAppointment;
    expect((await signerNow()).inPerson.appointment).toEqual({ when: expect.stringMatching(/^\w{3}, Dec \d+, \d+:\d{2} (AM|PM) CST$/), location: booked.location, confirmation: booked.confirmation });
    // The notary's list says who must be there.
    const listed = (await api('GET', '/ops/notary/appointments')).body.find((a: { uuid: string }) => a.uuid === booked.uuid);
    expect(listed.signers).toEqual([expect.stringMatching(/ Happy$/), 'Sam Rivera']);

    // Both sign before the notary at the appointment; the report records the spouse's signature with the applicant's.
    // The notary reports it the next morning: the papers are signed at the appointment's time, not at the report's.
    server.advance(Date.parse(slots[0].startsAt) + 15 * 3_600_000 - server.now());
    expect((await api('POST', `/ops/notary/appointments/${booked.uuid}/complete`)).body).toMatchObject({ status: 'COMPLETED' });
    spouse = await signerLogin('sam.rivera@example.com'); // days later: a new sign-in
    expect(await signerNow()).toMatchObject({ identityComplete: true, notaryComplete: true, signingComplete: true });
    expect(await signerRoute()).toBe('/heloc-signer/documents');
    const login = await api('POST', '/identity/api/v1/login', { body: { email: tx.email, password: PASSWORD } });
    const closed = await getApp(api, login.body.jwt as string, tx.uuid);
    expect(closed.coDeedStatus).toBe('COMPLETE');
    expect(closed.signedDocuments.deed).toMatchObject({ inPerson: true, signedAt: new Date(slots[0].startsAt).toISOString() });
    // The deed the spouse signed names them, says why they sign (consent to the lien on the homestead) and carries their signature.
    const deed = (await api('GET', `${APP}/${tx.uuid}/documents/deed.json`, { token: spouse })).body.blocks as { kind: string; name?: string; role?: string; signedName?: string; text?: string }[];
    const words = JSON.stringify(deed);
    expect(words).toContain("Borrower's spouse: consents to the lien on the homestead");
    expect(words).toContain('Sam Rivera, the borrower\'s spouse, signs this deed of trust to consent to the lien on the property, which is their homestead too, as Texas Constitution Art. XVI §50(a)(6)(A) requires');
    expect(deed.find((b) => b.kind === 'signature' && b.name === 'Sam Rivera')).toMatchObject({ role: "Borrower's spouse, consenting to the lien", signedName: 'Sam Rivera', signedOn: '12/02/2026' });
    // Their own notice of the right to cancel says whose home it is, not that they own it.
    const notice = (await api('GET', `${APP}/${tx.uuid}/documents/rescission.json`, { token: spouse })).body.blocks;
    expect(JSON.stringify(notice)).toContain("Notice to (the borrower's spouse: the home is their homestead too)");
  });

  it('Ohio, married, in my name only: not asked, no one invited, straight on to the online notary as today', async () => {
    const oh = await toOwnership('SOLE', 'MARRIED', { state: 'OH', zip: '43215' });
    expect(await where(oh.token, oh.uuid)).toBe('/:uuid/start/hmda');
    // Even a spouse sent anyway (the screen does not ask here) is not invited: the decision is the engine's, not the answers'.
    expect((await api('POST', `${APP}/${oh.uuid}/title-holders`, { token: oh.token, body: { spouse: sam } })).status).toBe(200);
    for (const [path, body] of stepsFrom('hmda', 'closing-signature')) await step(api, oh.token, oh.uuid, path, body);
    expect(await status(api, oh.token, oh.uuid)).toBe('NOTARY_DISCLOSURE');
    expect((await getApp(api, oh.token, oh.uuid)).helocSigners).toEqual([]);
  });

  it('title held with a spouse by an applicant who says they are unmarried is refused before the hard credit check, in words that say which to change', async () => {
    const a = await newApplicant(api, 'Happy', { state: 'OH', zip: '43215' });
    await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
    await step(api, a.token, a.uuid, 'offer', happySteps[1]![1]);
    const res = await api('POST', `${APP}/${a.uuid}/more-info`, { token: a.token, body: moreInfo('JOINT_WITH_SPOUSE', 'UNMARRIED') });
    expect([res.status, res.body.errors]).toEqual([400, [{ pointer: '/maritalStatus', message: 'You said you hold title jointly with your spouse. Choose Married or Separated, or change how you hold title' }]]);
    expect(await status(api, a.token, a.uuid)).toBe('COLLECT_ADDITIONAL_INFO');
  });

  it('Ohio, jointly with my spouse: the spouse signs as an owner; never under the applicant\'s own e-mail', async () => {
    const oh = await toOwnership('JOINT_WITH_SPOUSE', 'MARRIED', { state: 'OH', zip: '43215' });
    expect(await where(oh.token, oh.uuid)).toBe('/:uuid/start/owners');
    const own = (await api('GET', '/service-profile/api/v1/profile', { token: oh.token })).body.email as string;
    const mine = await api('POST', `${APP}/${oh.uuid}/title-holders`, { token: oh.token, body: { spouse: { ...sam, email: own } } });
    expect([mine.status, mine.body.errors[0].pointer]).toEqual([400, '/spouse/email']);
    expect((await api('POST', `${APP}/${oh.uuid}/title-holders`, { token: oh.token, body: { spouse: sam } })).status).toBe(200);
    for (const [path, body] of stepsFrom('hmda', 'closing-signature')) await step(api, oh.token, oh.uuid, path, body);
    expect(await status(api, oh.token, oh.uuid)).toBe('CO_DEED_REQUIRED');
    expect((await getApp(api, oh.token, oh.uuid)).helocSigners.map((s: any) => [s.firstName, s.role])).toEqual([['Sam', 'OWNER']]);
  });

  it('jointly with others: every owner named is invited, each to their own area', async () => {
    const lee = { firstName: 'Lee', lastName: 'Chen', email: `lee.${Date.now()}@example.com` };
    const other = { firstName: 'Robin', lastName: "O'Neil", email: `robin.${Date.now()}@example.com` };
    const oh = await toOwnership('JOINT_WITH_OTHER', 'UNMARRIED', { state: 'OH', zip: '43215' });
    expect(await where(oh.token, oh.uuid)).toBe('/:uuid/start/owners');
    const none = await api('POST', `${APP}/${oh.uuid}/title-holders`, { token: oh.token, body: {} });
    expect(none.body.errors).toEqual([{ pointer: '/coOwners', message: 'Add everyone else on the title' }]);
    expect((await api('POST', `${APP}/${oh.uuid}/title-holders`, { token: oh.token, body: { coOwners: [lee, other] } })).status).toBe(200);
    expect((await getApp(api, oh.token, oh.uuid)).answers.coOwners).toEqual([lee, other]);
    for (const [path, body] of stepsFrom('hmda', 'closing-signature')) await step(api, oh.token, oh.uuid, path, body);
    expect(await status(api, oh.token, oh.uuid)).toBe('CO_DEED_REQUIRED');
    expect((await getApp(api, oh.token, oh.uuid)).helocSigners.map((s: any) => s.email)).toEqual([lee.email, other.email]);
    for (const person of [lee, other]) {
      const token = await signerLogin(person.email);
      expect((await api('GET', `${APP}/co-deed/status`, { token })).body).toMatchObject({ applicationUuid: oh.uuid, signingComplete: false });
    }
  });
});
