import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { getApp, happySteps, status, step, walkUntil } from './walk.js';

const HOLD = 600_000;
let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // Holds (flood certificate, BPO, manual notary, rescission...) last 10 minutes here, so they stay visible.
  server = await start({ delays: { stepMs: 0, holdMs: HOLD } });
  api = client(server);
});
afterAll(() => server.close());

/** Persona (last name), property state, the happy step after which it branches, the status it reaches, a field check. */
const cases: [string, string, string, string, (app: any) => void][] = [
  ['Frozen', 'OR', 'soft-credit-consent', 'SOFT_CREDIT_LOCKED_OR_FROZEN', () => {}],
  ['Nomatch', 'OR', 'soft-credit-consent', 'CREDIT_NO_MATCH', () => {}],
  ['Noproperty', 'OR', 'soft-credit-consent', 'NO_PROPERTY_FOUND', (a) => expect(a.status.datatreeNoMatch).toBe(false)],
  ['Multiproperty', 'OR', 'soft-credit-consent', 'MULTIPLE_PROPERTIES', () => {}],
  ['Lowscore', 'OR', 'soft-credit-consent', 'DECLINED', (a) => expect(a.status).toMatchObject({ uwDecision: 'DECLINE', creditScoreDecline: true, dtiDecline: false })],
  ['Delinquent', 'OR', 'soft-credit-consent', 'DELINQUENCY_REVIEW', () => {}],
  ['Highdebt', 'OR', 'income', 'DECLINED', (a) => expect(a.status).toMatchObject({ uwDecision: 'DECLINE', dtiDecline: true, creditScoreDecline: false })],
  ['Employer', 'OR', 'autopay', 'EMPLOYMENT_VERIFICATION', (a) => expect(a.status.employmentVerificationNeeded).toBe(true)],
  ['Floodcert', 'OR', 'identity-documents', 'CLOSING_DISCLOSURE_GENERATION', (a) => expect(a.status.waitingOnFloodCert).toBe(true)],
  ['Happy', 'TX', 'identity-documents', 'BPO_ORDER_REQUEST', (a) => expect(a.status.bpo).toBe('REQUIRED')],
  ['Cosigner', 'OR', 'closing-signature', 'CO_DEED_REQUIRED', (a) => expect(a).toMatchObject({ coDeedStatus: 'PENDING', additionalSignerVersion: 'v1' })],
  ['Notary', 'OR', 'closing-signature', 'MANUAL_DEED_SIGNING', (a) => expect(a.status.manualNotary).toBe(true)],
];

describe('personas reach their status', () => {
  it.each(cases)('%s (%s) after %s reaches %s', async (lastName, state, lastStep, expected, check) => {
    const { token, uuid } = await newApplicant(api, lastName, { state, zip: state === 'TX' ? '75001' : '97201' });
    const reached = await walkUntil(api, token, uuid, lastStep);
    expect(reached).toBe(expected);
    check(await getApp(api, token, uuid));
  });

  it('no credit by SSN: a no-match, then an SSN starting with 999 finds no file', async () => {
    const { token, uuid } = await newApplicant(api, 'Nomatch');
    await step(api, token, uuid, 'soft-credit-consent', { consent: true });
    expect(await status(api, token, uuid)).toBe('CREDIT_NO_MATCH');
    await step(api, token, uuid, 'ssn', { ssn: '999-12-3456' });
    expect(await status(api, token, uuid)).toBe('CREDIT_NO_MATCH_SSN');
  });

  it('no match, then a real SSN finds the file and offers follow', async () => {
    const { token, uuid } = await newApplicant(api, 'Nomatch');
    await step(api, token, uuid, 'soft-credit-consent', { consent: true });
    await step(api, token, uuid, 'ssn', { ssn: '123-45-6789' });
    expect(await status(api, token, uuid)).toBe('OFFER_SELECTION');
    expect((await api('GET', '/service-profile/api/v1/profile', { token })).body.hasSsn).toBe(true);
  });

  it('credit frozen, then a retry after lifting the freeze', async () => {
    const { token, uuid } = await newApplicant(api, 'Frozen');
    await step(api, token, uuid, 'soft-credit-consent', { consent: true });
    await step(api, token, uuid, 'credit-retry', {});
    expect(await status(api, token, uuid)).toBe('OFFER_SELECTION');
  });

  it('flood certificate and Texas BPO holds end on NOTE_SIGNING', async () => {
    const held = await start({ delays: { stepMs: 0, holdMs: 5000 } });
    try {
      const hapi = client(held);
      const flood = await newApplicant(hapi, 'Floodcert');
      expect(await walkUntil(hapi, flood.token, flood.uuid, 'identity-documents')).toBe('CLOSING_DISCLOSURE_GENERATION');
      const texas = await newApplicant(hapi, 'Happy', { state: 'TX', zip: '75001' });
      expect(await walkUntil(hapi, texas.token, texas.uuid, 'identity-documents')).toBe('BPO_ORDER_REQUEST');
      await step(hapi, texas.token, texas.uuid, 'bpo-condition', { condition: 'GOOD', feeConsent: true });
      expect(await status(hapi, texas.token, texas.uuid)).toBe('BPO_PROCESSING');
      expect((await getApp(hapi, texas.token, texas.uuid)).status.bpo).toBe('PROCESSING');
      held.advance(5000);
      expect(await status(hapi, flood.token, flood.uuid)).toBe('NOTE_SIGNING');
      expect((await getApp(hapi, flood.token, flood.uuid)).status).toMatchObject({ waitingOnFloodCert: false, disclosurelistClosingReady: true });
      expect(await status(hapi, texas.token, texas.uuid)).toBe('NOTE_SIGNING');
      expect((await getApp(hapi, texas.token, texas.uuid)).status.bpo).toBe('COMPLETE');
    } finally {
      await held.close();
    }
  });

  it('manual notary and employment verification continue to the end', async () => {
    const notary = await newApplicant(api, 'Notary');
    await walkUntil(api, notary.token, notary.uuid, 'closing-signature');
    // A free time of the notary network, booked; the notary reports the deed signed from the console.
    const { slots } = (await api('GET', `${APP}/${notary.uuid}/notary-slots`, { token: notary.token })).body;
    await step(api, notary.token, notary.uuid, 'manual-notary', { slotUuid: slots[0].uuid });
    expect(await status(api, notary.token, notary.uuid)).toBe('MANUAL_DEED_SIGNING');
    const appointment = (await getApp(api, notary.token, notary.uuid)).manualNotaryAppointment;
    // The notary met the applicant before the booked time and says so (ops/notary.js "We met early").
    expect((await api('POST', `/ops/notary/appointments/${appointment.uuid}/complete`, { body: { confirmEarly: true } })).status).toBe(200);
    expect(await status(api, notary.token, notary.uuid)).toBe('TRUST_AND_INSURANCE');
    expect((await getApp(api, notary.token, notary.uuid)).status.manualDeedSigningComplete).toBe(true);

    const employer = await newApplicant(api, 'Employer');
    await walkUntil(api, employer.token, employer.uuid, 'autopay');
    await step(api, employer.token, employer.uuid, 'employer-verification', { employerName: 'Acme Co', employerPhone: '(555) 555-0100' });
    expect(await status(api, employer.token, employer.uuid)).toBe('IDENTITY_VERIFICATION');
    for (const [path, body] of happySteps.slice(8)) await step(api, employer.token, employer.uuid, path, body);
    expect(await status(api, employer.token, employer.uuid)).toBe('RESCISSION');
    server.advance(3 * HOLD);
    expect(await status(api, employer.token, employer.uuid)).toBe('COMPLETE');
  });
});
