/**
 * Offers are sized on what the stated income affords (sandbox/data/pricing.json sizing.maxPaymentToIncome,
 * engine/pricing.ts lineSizing): each term's largest line keeps its level payment within 15% of the
 * gross monthly income, so a shorter term lends less; an applicant whom no term fits is declined for
 * debt-to-income, with the reasons of Regulation B's form C-1 on the adverse action notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newApplicant, start, type Running } from './helpers.js';
import { getApp, happySteps, status, step } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start({ delays: { stepMs: 0, holdMs: 600_000 } }); api = client(server); });
afterAll(() => server.close());

async function settled(token: string, uuid: string, want: string) {
  for (let i = 0; i < 100; i++) {
    if ((await status(api, token, uuid)) === want) return getApp(api, token, uuid);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never reached ${want}`);
}

describe('affordability', () => {
  it('$40,000 a year: 5, 10 and 30 years lend up to $23,000, $39,000 and $65,000 (a $500 payment each)', async () => {
    const a = await newApplicant(api, 'Happy', { income: 40_000 });
    await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
    const app = await settled(a.token, a.uuid, 'OFFER_SELECTION');
    const byTerm = Object.fromEntries((app.offers as { term: number; maxAmount: number }[]).map((o) => [o.term, o.maxAmount]));
    expect(byTerm).toEqual({ 5: 23_000, 10: 39_000, 30: 65_000 });
    const over = await api('POST', `/service-application/api/v1/application/heloc/${a.uuid}/offer`, { token: a.token, body: { offerUuid: app.offers.find((o: { term: number }) => o.term === 5).uuid, amount: 30_000 } });
    expect(over.status).toBe(400);
  });

  it('$15,000 a year: only the 30-year term fits', async () => {
    const a = await newApplicant(api, 'Happy', { income: 15_000 });
    await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
    const app = await settled(a.token, a.uuid, 'OFFER_SELECTION');
    expect((app.offers as { term: number; maxAmount: number }[]).map((o) => [o.term, o.maxAmount])).toEqual([[30, 24_000]]);
  });

  it('$8,000 a year: no term fits, a debt-to-income decline with its notice', async () => {
    const a = await newApplicant(api, 'Happy', { income: 8_000 });
    await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
    const app = await settled(a.token, a.uuid, 'DECLINED');
    expect(app.status).toMatchObject({ uwDecision: 'DECLINE', dtiDecline: true });
    expect(app.offers ?? []).toEqual([]);
    expect(app.adverseActionNotice.reasons).toEqual(['Excessive obligations in relation to income', 'Income insufficient for amount of credit requested']);
  });
});

describe('an income verified lower than the one stated', () => {
  /** Stated $120,000 a year; the 10-year line of `amount` chosen; then the income step with `verified`. */
  async function verify(amount: number, verified: number) {
    const a = await newApplicant(api, 'Happy', { income: 120_000 });
    await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
    await settled(a.token, a.uuid, 'OFFER_SELECTION');
    await step(api, a.token, a.uuid, 'offer', (app) => ({ offerUuid: app.offers.find((o: { term: number }) => o.term === 10).uuid, amount }));
    await settled(a.token, a.uuid, 'COLLECT_ADDITIONAL_INFO');
    // more-info, hmda and the summary signature, as on the happy path, each once the last has settled.
    for (const [path, body, next] of happySteps.slice(2, 5)) {
      await step(api, a.token, a.uuid, path, body);
      await settled(a.token, a.uuid, next);
    }
    await step(api, a.token, a.uuid, 'income', { method: 'LINK', sources: [{ employmentType: 'FULL_TIME', income: verified }] });
    return a;
  }

  it('a line the verified income no longer affords: the choice is cleared and offers sized on $40,000 are confirmed again', async () => {
    const a = await verify(60_000, 40_000);
    const app = await settled(a.token, a.uuid, 'REVISED_OFFER_SELECTION');
    expect(app.status.uwSubDecision).toBe('VERIFIED_OFFER');
    expect(app).toMatchObject({ statedIncome: 120_000, selectedOfferUuid: null, term: 0, rate: 0, amount: 0 });
    const byTerm = Object.fromEntries((app.offers as { term: number; maxAmount: number }[]).map((o) => [o.term, o.maxAmount]));
    expect(byTerm).toEqual({ 5: 23_000, 10: 39_000, 30: 65_000 });
    const tenYears = app.offers.find((o: { term: number }) => o.term === 10).uuid;
    const over = await api('POST', `/service-application/api/v1/application/heloc/${a.uuid}/offer`, { token: a.token, body: { offerUuid: tenYears, amount: 60_000 } });
    expect(over.status).toBe(400);
    await step(api, a.token, a.uuid, 'offer', { offerUuid: tenYears, amount: 39_000 });
    const after = await settled(a.token, a.uuid, 'DISBURSEMENT_ACCOUNT');
    expect(after).toMatchObject({ term: 10, amount: 39_000, uwCalculatedDrawAmount: 39_000 });
  });

  it('a line the verified income still affords goes straight on', async () => {
    const a = await verify(30_000, 40_000);
    const app = await settled(a.token, a.uuid, 'DISBURSEMENT_ACCOUNT');
    expect(app).toMatchObject({ term: 10, amount: 30_000 });
  });

  it('a verified income no term fits: a debt-to-income decline', async () => {
    const a = await verify(60_000, 8_000);
    const app = await settled(a.token, a.uuid, 'DECLINED');
    expect(app.status).toMatchObject({ uwDecision: 'DECLINE', dtiDecline: true });
  });
});
