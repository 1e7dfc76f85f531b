/**
 * The steps behind product/assets, product/prequal-winback, bpo/estimate-value and bpo/order-bpo:
 * open only in their statuses, validated with the screen files (messages and pointers of the
 * screens), settling where the journey's status table sends the applicant next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeForStatus } from '../../engine/index.ts';
import { heloc } from '../helpers/config.ts';
import { steps } from '../../sandbox/simulator/steps.js';
import { client, newApplicant, start, type Running } from './helpers.js';
import { getApp, status, step } from './walk.js';

const HOLD = 600_000;
let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start({ delays: { stepMs: 0, holdMs: HOLD } }); api = client(server); });
afterAll(() => server.close());

const setStatus = (uuid: string, s: string, patch?: Record<string, unknown>) =>
  api('POST', `/ops/applications/${uuid}/status`, { body: { status: s, ...(patch ? { patch } : {}) } });

/** Where the status table sends this application now. */
async function routeNow(token: string, uuid: string) {
  const app = await getApp(api, token, uuid);
  const profile = (await api('GET', '/service-profile/api/v1/profile', { token })).body;
  return routeForStatus(heloc, { status: app.serverStatus, app, profile }).result.routePattern;
}

async function applicantAtOffers(lastName = 'Happy', state = 'OR') {
  const a = await newApplicant(api, lastName, { state, zip: state === 'TX' ? '75001' : '97201' });
  await step(api, a.token, a.uuid, 'soft-credit-consent', { consent: true });
  return a;
}

describe('the steps name the screens that are attached to their routes', () => {
  it.each([['assets', 'product/assets'], ['prequal-winback', 'product/prequal-winback'], ['home-value-estimate', 'bpo/estimate-value'], ['bpo-order', 'bpo/order-bpo']])('%s belongs to %s', (path, screen) => {
    expect(steps.find((s) => s.path === path)?.screen).toBe(screen);
    expect(heloc.routes.find((r) => r.path === `/:uuid/${screen}`)?.screen).toBe(`application/${screen}`);
  });
});

describe('asset depletion (product/assets)', () => {
  it('is refused outside ASSETS_PREQUAL', async () => {
    const { token, uuid } = await applicantAtOffers();
    const res = await api('POST', `/service-application/api/v1/application/heloc/${uuid}/assets`, { token, body: { checkingSavings: 1000, investments: 0, retirement: 0, attested: true } });
    expect(res.status).toBe(409);
    expect(res.body.allowed).toEqual(['ASSETS_PREQUAL']);
  });

  it('answers the screen messages, then qualifies on assets and settles on new offers', async () => {
    const { token, uuid } = await applicantAtOffers();
    expect((await setStatus(uuid, 'ASSETS_PREQUAL', { status: { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } })).status).toBe(200);
    expect(await routeNow(token, uuid)).toBe('/:uuid/product/assets');
    const url = `/service-application/api/v1/application/heloc/${uuid}/assets`;
    const nothing = await api('POST', url, { token, body: { checkingSavings: 0, investments: 0, retirement: 0, attested: true } });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual([{ pointer: '/checkingSavings', message: 'Enter the balance of at least one account' }]);
    const unattested = await api('POST', url, { token, body: { checkingSavings: 10, investments: -1, retirement: 0 } });
    expect(unattested.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/attested', message: 'Confirm that your balances are correct' },
      { pointer: '/investments', message: 'Enter an amount of $0 or more' },
    ]));
    expect((await getApp(api, token, uuid)).assetDepletion.complete).toBe(false);

    await step(api, token, uuid, 'assets', { checkingSavings: 150000, investments: 50000, retirement: 100000, attested: true });
    expect(await status(api, token, uuid)).toBe('OFFER_SELECTION');
    const app = await getApp(api, token, uuid);
    expect(app.assetDepletion.complete).toBe(true);
    expect(app.status.uwDecision).toBe('ASSET_DEPLETION');
    expect(app.offers).toHaveLength(3);
    expect(await routeNow(token, uuid)).toBe('/:uuid/product/select');
  });
});

describe('requalify after a CLTV change (product/prequal-winback)', () => {
  it('needs the confirmation, then offers for the confirmed home value and a fresh choice', async () => {
    const { token, uuid } = await applicantAtOffers();
    const before = await getApp(api, token, uuid);
    await step(api, token, uuid, 'offer', { offerUuid: before.offers[0].uuid, amount: 50000 });
    await setStatus(uuid, 'CLTV_REQUALIFY', { adjustedHomeAmount: 120000 });
    expect(await routeNow(token, uuid)).toBe('/:uuid/product/prequal-winback');
    const url = `/service-application/api/v1/application/heloc/${uuid}/prequal-winback`;
    const refused = await api('POST', url, { token, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ pointer: '/requalify', message: 'Tick the box to see your updated offers' }]);

    await step(api, token, uuid, 'prequal-winback', { requalify: true });
    expect(await status(api, token, uuid)).toBe('REVISED_OFFER_SELECTION');
    const app = await getApp(api, token, uuid);
    // 85% CLTV over 40% liens of $120,000 is $54,000.
    expect(app.offers.map((o: { maxAmount: number }) => o.maxAmount)).toEqual([54000, 54000, 54000]);
    expect(app.offers[0].uuid).not.toBe(before.offers[0].uuid);
    expect(app).toMatchObject({ amount: 0, term: 0, rate: 0 });
    expect(await routeNow(token, uuid)).toBe('/:uuid/product/select');
  });
});

describe('no automated valuation (bpo/estimate-value), then a BPO (bpo/order-bpo)', () => {
  it('takes the estimate, requires a BPO and orders it with the fee consent', async () => {
    const { token, uuid } = await applicantAtOffers();
    await setStatus(uuid, 'NO_AVM');
    expect(await routeNow(token, uuid)).toBe('/:uuid/bpo/estimate-value');
    const estimateUrl = `/service-application/api/v1/application/heloc/${uuid}/home-value-estimate`;
    const low = await api('POST', estimateUrl, { token, body: { estimatedValue: 1000 } });
    expect(low.body.errors).toEqual([{ pointer: '/estimatedValue', message: 'Estimated home value must be at least $25,000' }]);

    await step(api, token, uuid, 'home-value-estimate', { estimatedValue: 480000 });
    expect(await status(api, token, uuid)).toBe('BPO_ORDER_REQUEST');
    expect(await getApp(api, token, uuid)).toMatchObject({ adjustedHomeAmount: 480000, status: { bpo: 'REQUIRED' } });
    expect(await routeNow(token, uuid)).toBe('/:uuid/bpo/order-bpo');

    const orderUrl = `/service-application/api/v1/application/heloc/${uuid}/bpo-order`;
    const noConsent = await api('POST', orderUrl, { token, body: { accessNotes: 'x'.repeat(501) } });
    expect(noConsent.body.errors).toEqual(expect.arrayContaining([
      { pointer: '/feeConsent', message: 'Confirm that you agree to the valuation fee' },
      { pointer: '/accessNotes', message: 'Use 500 characters or fewer' },
    ]));
    await step(api, token, uuid, 'bpo-order', { feeConsent: true, accessNotes: 'Gate code 1234' });
    expect(await status(api, token, uuid)).toBe('BPO_PROCESSING');
    expect(await routeNow(token, uuid)).toBe('/:uuid/bpo/hold');
    expect((await getApp(api, token, uuid)).status.bpo).toBe('PROCESSING');
    server.advance(HOLD);
    expect(await status(api, token, uuid)).toBe('NOTE_SIGNING');
  });

  it('a Texas property goes to the home-condition questions instead', async () => {
    const { token, uuid } = await applicantAtOffers('Happy', 'TX');
    await setStatus(uuid, 'HOME_VALUE_ESTIMATE');
    await step(api, token, uuid, 'home-value-estimate', { estimatedValue: 300000 });
    expect(await routeNow(token, uuid)).toBe('/:uuid/bpo/condition');
  });
});
