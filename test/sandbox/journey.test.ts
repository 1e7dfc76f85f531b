import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { getApp, happySteps, status, step } from './walk.js';
import { heloc } from '../helpers/config.ts';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start();
  api = client(server);
});
afterAll(() => server.close());

describe('the happy persona, registration to funded', () => {
  it('settles each step on the next status with the fields the client step machine reads', async () => {
    const { token, uuid, app } = await newApplicant(api, 'Happy');
    expect(app.serverStatus).toBe('PRE_SOFT_CREDIT_DISCLOSURE');
    expect(app.consents).toEqual([]);
    const seen: string[] = [];
    for (const [path, body, settled] of happySteps) {
      await step(api, token, uuid, path, body);
      const now = await status(api, token, uuid);
      seen.push(now);
      expect(now, `after ${path}`).toBe(settled);
      const a = await getApp(api, token, uuid);
      // The fields that make the step machine agree with the status table (000 §4.2, §4.3).
      switch (now) {
        case 'OFFER_SELECTION':
          expect(a.consents.map((c: { type: string }) => c.type)).toContain('SOFT_CREDIT');
          expect(a.status.liensComplete).toBe(true);
          expect(a.offers).toHaveLength(3);
          expect(a.term).toBe(0);
          break;
        case 'COLLECT_ADDITIONAL_INFO':
          expect(a.term).toBe(10);
          expect(a.amount).toBe(50000);
          expect(a.rate).toBeGreaterThan(7.6);
          break;
        case 'HMDA': {
          expect(a.consents.map((c: { type: string }) => c.type)).toContain('HARD_CREDIT');
          const profile = await api('GET', '/service-profile/api/v1/profile', { token });
          expect(profile.body.hasSsn).toBe(true);
          expect(profile.body.addresses.find((x: { uuid: string }) => x.uuid === a.selectedPropertyUuid).ownership).toBe('SOLE');
          break;
        }
        case 'APP_SUBMISSION':
          expect(a.hasHmda).toBe(true);
          expect(a.status.disclosurelistSummaryReady).toBe(true);
          break;
        case 'INCOME_VERIFICATION':
          expect(a.status.disclosurelistSummaryComplete).toBe(true);
          break;
        case 'DISBURSEMENT_ACCOUNT':
          expect(a.status.uwSubDecision).toBe('VERIFIED_INCOME_MATCHED_OFFER');
          break;
        case 'AUTOPAY_ACCOUNT':
          expect(a.disburseAccount).toMatchObject({ routingNumber: '011000015', mask: '6789', accountNumber: '****6789' });
          // How to pay is the applicant's choice on bank/autopay: the disbursement step chooses nothing for them.
          expect(a.payType).toBeNull();
          expect(a.autopayAccount).toBeNull();
          break;
        case 'IDENTITY_VERIFICATION':
          expect(a.autopayAccount.uuid).toBeTruthy();
          expect(a.payType).toBe('AUTOPAY');
          expect(a.autopayAuthorization).toMatchObject({ authorized: true, accountLastFour: '6789' });
          break;
        case 'NOTE_SIGNING':
          expect(a.documents.map((d: { type: string }) => d.type)).toContain('DRIVERS_LICENSE_FRONT');
          expect(a.status.disclosurelistClosingReady).toBe(true);
          break;
        case 'NOTARY_DISCLOSURE':
          expect(a.status.disclosurelistClosingComplete).toBe(true);
          expect(a.coDeedStatus).toBe('COMPLETE');
          expect(a.status.disclosurelistNotaryReady).toBe(true);
          break;
        case 'TRUST_AND_INSURANCE':
          expect(a.status.primaryParticipantAcceptComplete).toBe(true);
          break;
        case 'COMPLETE':
          expect(a.insurance.complete).toBe(true);
          expect(a.status.checklistStatus).toBe('FUNDABLE');
          expect(a.active).toBe(false);
          break;
      }
    }
    expect(seen).toEqual(happySteps.map(([, , s]) => s));
    // The journey's happy path (progress never goes backwards along it: journey validate) is the sandbox's.
    expect(seen).toEqual(heloc.statusRouting!.happyPath!.statuses);
  });

  it('passes through keep-polling statuses with the configured delays, computed from timestamps', async () => {
    const slow = await start({ delays: { stepMs: 1500, holdMs: 4000 } });
    try {
      const sapi = client(slow);
      const { token, uuid } = await newApplicant(sapi, 'Happy');
      const after = await step(sapi, token, uuid, 'soft-credit-consent', { consent: true });
      expect(after.serverStatus).toBe('SOFT_CREDIT');
      slow.advance(500);
      expect(await status(sapi, token, uuid)).toBe('AVM_DATA');
      slow.advance(500);
      expect(await status(sapi, token, uuid)).toBe('INITIAL_OFFERS');
      slow.advance(499);
      expect(await status(sapi, token, uuid)).toBe('INITIAL_OFFERS');
      slow.advance(1);
      expect(await status(sapi, token, uuid)).toBe('OFFER_SELECTION');
      // Funding: rescission, recording, fundable, complete, each a hold apart.
      for (const [path, body] of happySteps.slice(1)) {
        await step(sapi, token, uuid, path, body);
        slow.advance(path === 'insurance' ? 1500 : 60_000);
      }
      expect(await status(sapi, token, uuid)).toBe('RESCISSION');
      slow.advance(4000);
      expect(await status(sapi, token, uuid)).toBe('RECORDING');
      slow.advance(4000);
      expect(await status(sapi, token, uuid)).toBe('FUNDABLE');
      slow.advance(4000);
      expect(await status(sapi, token, uuid)).toBe('COMPLETE');
    } finally {
      await slow.close();
    }
  });

  it('refuses a step that is not open in the current status with 409 and changes nothing', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    const res = await api('POST', `${APP}/${uuid}/hmda`, { token, body: { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['ASIAN'], sex: 'FEMALE' } });
    expect(res.status).toBe(409);
    expect(res.body.status).toBe('PRE_SOFT_CREDIT_DISCLOSURE');
    expect((await getApp(api, token, uuid)).hasHmda).toBe(false);
  });

  it('validates step bodies: 400 with pointers, nothing stored', async () => {
    const { token, uuid } = await newApplicant(api, 'Happy');
    await step(api, token, uuid, 'soft-credit-consent', { consent: true });
    const app = await getApp(api, token, uuid);
    const wrong = await api('POST', `${APP}/${uuid}/offer`, { token, body: { offerUuid: app.offers[0].uuid, amount: 5 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ pointer: '/amount', message: 'Enter an amount of $15,000 or more' }]);
    const tooMuch = await api('POST', `${APP}/${uuid}/offer`, { token, body: { offerUuid: app.offers[0].uuid, amount: app.offers[0].maxAmount + 1000 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].pointer).toBe('/amount');
    const missing = await api('POST', `${APP}/${uuid}/offer`, { token, body: {} });
    expect(missing.body.errors).toEqual(expect.arrayContaining([{ pointer: '/offerUuid', message: 'Select an offer' }]));
    const after = await getApp(api, token, uuid);
    expect(after.term).toBe(0);
    expect(after.serverStatus).toBe('OFFER_SELECTION');

    for (const [path, body] of happySteps.slice(1, 6)) await step(api, token, uuid, path, body);
    const badBank = await api('POST', `${APP}/${uuid}/disbursement-account`, { token, body: { routingNumber: '123456789', accountNumber: '12', accountNumberConfirm: '12', accountType: 'CHECKING' } });
    expect(badBank.status).toBe(400);
    expect(badBank.body.errors).toEqual([{ pointer: '/accountNumber', message: 'Account number must be 4 to 17 digits' }]);
    const badChecksum = await api('POST', `${APP}/${uuid}/disbursement-account`, { token, body: { routingNumber: '123456789', accountNumber: '1234567', accountNumberConfirm: '1234567', accountType: 'CHECKING' } });
    expect(badChecksum.body.errors).toEqual([{ pointer: '/routingNumber', message: "This routing number isn't valid. Check the 9 digits at the bottom left of a check, or ask your bank." }]);
    expect((await getApp(api, token, uuid)).disburseAccount).toBeNull();
  });
});
