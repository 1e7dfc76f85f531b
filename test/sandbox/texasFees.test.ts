/**
 * A small Texas line on the real sandbox server: the counted fees alone pass the 2% cap of Texas
 * Constitution Art. XVI §50(a)(6)(E), so the lender pays the excess, and every figure the borrower
 * reads says the same (engine/fees.ts feeDecisions decides it once; engine/pricing.ts
 * applicationFinance deducts what it decided; sandbox/documents/ states it). Worked by hand: a
 * $15,000 line, 2% = $300; valuation $180 + in-person notary $300 = $480, $180 past the cap, paid by
 * the lender from the valuation fee first (countedFees' order); no origination fee (300 − 480 < 0);
 * the borrower pays $0 + $0 + $300 = $300 and receives $15,000 − $300 = $14,700.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, newApplicant, start, type Running } from './helpers.js';
import { acknowledgeStateNotice, getApp, happySteps, status, step } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;
const HOLD = 5000;

beforeAll(async () => { server = await start({ delays: { stepMs: 0, holdMs: HOLD } }); api = client(server); });
afterAll(() => server.close());

const blocks = async (uuid: string, kind: string, token: string) => {
  const res = await api('GET', `${APP}/${uuid}/documents/${kind}.json`, { token });
  expect(res.status).toBe(200);
  return JSON.stringify(res.body.blocks);
};

describe('a $15,000 line on a Texas home', () => {
  it('states one set of fees on the summary, the closing disclosure and the amount paid: the lender pays $180, the borrower $300', async () => {
    const tx = await newApplicant(api, 'Happy', { state: 'TX', zip: '75001' });
    for (const [path, body] of happySteps.slice(0, happySteps.findIndex(([p]) => p === 'identity-documents') + 1)) {
      // The §50(g) notice is acknowledged at the start, before the offers.
      if (path === 'offer') await acknowledgeStateNotice(api, tx.token, tx.uuid);
      await step(api, tx.token, tx.uuid, path, path === 'offer' ? (app: any) => ({ offerUuid: app.offers[0].uuid, amount: 15_000 }) : body);
    }
    expect(await status(api, tx.token, tx.uuid)).toBe('BPO_ORDER_REQUEST');
    const app = await getApp(api, tx.token, tx.uuid);
    expect([app.amount, app.offers[0].feeCap.maxPercent]).toEqual([15_000, 2]);

    // Before the closing disclosure: the valuation is charged (a person values a Texas home), the lender pays it.
    const summary = await blocks(tx.uuid, 'summary', tx.token);
    expect(summary).toContain('we pay the $180.00 fee so your fees stay within 2% of your line');
    expect(summary).toContain('$300.00 (in-person notarization)');
    expect(summary).not.toContain('$120.00');

    await step(api, tx.token, tx.uuid, 'bpo-condition', { condition: 'GOOD', feeConsent: true });
    server.advance(HOLD);
    expect(await status(api, tx.token, tx.uuid)).toBe('NOTE_SIGNING');
    const closing = await blocks(tx.uuid, 'closing', tx.token);
    // The closing-cost table: origination $0.00, the fees deducted $300.00, and $14,700.00 paid; the itemization agrees.
    expect(closing).toContain('["Origination fee","$0.00"]');
    expect(closing).toContain('["Fees deducted from your initial draw","$300.00"]');
    expect(closing).toContain('"$14,700.00"');
    expect(closing).toContain('["Paid to others on your behalf: In-person notarization","− $300.00"]');
    expect(closing).not.toContain('$480.00');
    expect(closing).not.toContain('$14,520.00');
    // Fees to record the lien count toward the Texas cap, so the lender pays them; Texas levies no recording tax.
    expect(closing).toContain('Paid by us ($0 to $315, set by your county)');
    expect(closing).toContain('None: your state levies no tax on recording it');
    expect(closing).not.toContain('$0 to $210.00');
  });
});
