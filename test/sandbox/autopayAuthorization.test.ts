/**
 * Autopay is the applicant's choice, and only with their authorization (Regulation E, 12 CFR
 * 1005.10(b)): the disbursement step chooses nothing for them, the server refuses autopay without
 * the authorization (the autopayAuthorizationRequired rule of schemas/application/bank/autopay.json)
 * and the deposit-account question unanswered, and keeps the authorization on the application with
 * its time, the words the applicant read and the payment they named (sandbox/simulator/closingSteps.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFinance, formatMoney, pricingFigures } from '../../engine/index.ts';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { getApp, status, walkUntil } from './walk.js';
import { loadBrand } from '../../engine/config/brandFiles.ts';

let server: Running;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await start({ delays: { stepMs: 0, holdMs: 600_000 } });
  api = client(server);
});
afterAll(() => server.close());

const post = (token: string, uuid: string, body: unknown) => api('POST', `${APP}/${uuid}/autopay`, { token, body });
const errors = (res: { body: any }) => (res.body.errors ?? res.body.fieldErrors ?? []).map((e: { pointer?: string; message: string }) => [e.pointer, e.message]);
const json = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

describe('autopay authorization (12 CFR 1005.10(b))', () => {
  it('the disbursement account chooses nothing: autopay without the deposit-account answer or the authorization is refused, each with its message', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'disbursement-account');
    expect(await status(api, token, uuid)).toBe('AUTOPAY_ACCOUNT');
    const before = await getApp(api, token, uuid);
    expect(before.payType).toBeNull();
    expect(before.autopayAuthorization ?? null).toBeNull();

    const unanswered = await post(token, uuid, { payType: 'AUTOPAY' });
    expect(unanswered.status).toBe(400);
    expect(errors(unanswered)).toEqual([
      ['/useDisbursementAccount', 'Select whether to pay from the deposit account'],
      ['/autopayAuthorization', 'Confirm that you authorize autopay, or choose to pay each month yourself'],
    ]);

    const unauthorized = await post(token, uuid, { payType: 'AUTOPAY', useDisbursementAccount: true });
    expect(unauthorized.status).toBe(400);
    expect(errors(unauthorized)).toEqual([['/autopayAuthorization', 'Confirm that you authorize autopay, or choose to pay each month yourself']]);
    const refused = await post(token, uuid, { payType: 'AUTOPAY', useDisbursementAccount: true, autopayAuthorization: false });
    expect(refused.status).toBe(400);
    expect(errors(refused)).toEqual([['/autopayAuthorization', 'Confirm that you authorize autopay, or choose to pay each month yourself']]);

    const after = await getApp(api, token, uuid);
    expect(after.payType).toBeNull();
    expect(after.autopayAccount).toBeNull();
    expect(await status(api, token, uuid)).toBe('AUTOPAY_ACCOUNT');
  });

  it('with the authorization, autopay is accepted and the application keeps when, the words read and the payment they named', async () => {
    const { token, uuid } = await newApplicant(api);
    await walkUntil(api, token, uuid, 'disbursement-account');
    const app = await getApp(api, token, uuid);
    const res = await post(token, uuid, { payType: 'AUTOPAY', useDisbursementAccount: true, autopayAuthorization: true });
    expect(res.status).toBe(200);
    const kept = (await getApp(api, token, uuid)).autopayAuthorization;

    const brand = loadBrand(new URL('../../brands', import.meta.url).pathname, app.orgCode)!;
    const pricedBrand = { ...brand, pricing: pricingFigures(json('sandbox/data/pricing.json'), brand).result };
    const { monthlyPayment: payment, finalPayment } = applicationFinance({ app, brand: pricedBrand }).result!;
    expect(payment).toBeGreaterThan(0);
    expect(kept).toMatchObject({ authorized: true, monthlyPayment: payment, accountLastFour: '6789', sameAsDisbursement: true });
    expect(kept.authorizedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The words name the lender, the account, the amount, when it is drawn, the exact last payment, and how to stop it.
    const companyName = brand.names!.companyName!;
    expect(kept.words).toBe(
      `I authorize ${companyName} to draw my monthly payment of ${formatMoney(payment, 2)} from my deposit account ending in 6789 on each due date. ` +
      `The amount changes only if my balance does, for example after another draw (the rate on this draw is fixed), and the last payment, ${formatMoney(finalPayment, 2)}, pays the draw off exactly. ` +
      `To stop a payment or cancel autopay, I'll call ${brand.support!.phone!.formatted} at least three business days before the payment date.`,
    );
  });

  it('autopay from another account names "the account I entered"; paying by hand needs no authorization and keeps none', async () => {
    const other = await newApplicant(api);
    await walkUntil(api, other.token, other.uuid, 'disbursement-account');
    const res = await post(other.token, other.uuid, { payType: 'AUTOPAY', useDisbursementAccount: false, routingNumber: '021000021', accountNumber: '98765432', accountNumberConfirm: '98765432', accountType: 'SAVINGS', autopayAuthorization: true });
    expect(res.status).toBe(200);
    const kept = (await getApp(api, other.token, other.uuid)).autopayAuthorization;
    expect(kept).toMatchObject({ authorized: true, accountLastFour: '5432', sameAsDisbursement: false });
    expect(kept.words).toContain('from the account I entered above on each due date');

    const manual = await newApplicant(api);
    await walkUntil(api, manual.token, manual.uuid, 'disbursement-account');
    expect((await post(manual.token, manual.uuid, { payType: 'MANUAL' })).status).toBe(200);
    const app = await getApp(api, manual.token, manual.uuid);
    expect(app.payType).toBe('MANUAL');
    expect(app.autopayAuthorization).toBeNull();
  });
});
