/**
 * Every offer the sandbox makes, under every brand, at its smallest and largest amounts: the APR the
 * offer card shows is within Regulation Z's 1/8 point of an APR computed here independently (the
 * level payment by the annuity formula, then the rate at which those payments are worth the draw
 * less the fee, by bisection), and the lender's own offer APR is too. Interest-only applicants (a
 * brand with age-restricted interest-only, an applicant of 62 or more) are checked with their payments.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, applicationAnswers, client, registration, start, type Running } from './helpers.js';
import { status, step } from './walk.js';
import { offerCard, type Offer } from '../../renderer/widgets/offerChoice.ts';
import { config } from '../helpers/config.ts';

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start(); api = client(server); });
afterAll(() => server.close());

/** The APR of `count` monthly payments (the last being `last`) on `financed`, by bisection on the monthly rate. */
function independentApr(financed: number, payment: number, count: number, last: number): number {
  const worth = (i: number) => {
    let v = 0;
    for (let k = 1; k <= count; k++) v += (k === count ? last : payment) / Math.pow(1 + i, k);
    return v;
  };
  let lo = 0;
  let hi = 0.1;
  for (let n = 0; n < 100; n++) { const mid = (lo + hi) / 2; if (worth(mid) > financed) lo = mid; else hi = mid; }
  return lo * 1200;
}

function expectedApr(offer: Offer, amount: number, interestOnly: boolean): number {
  const r = offer.rate / 1200;
  const n = offer.term * 12;
  const fee = Math.round(amount * (offer.originationFeePercent ?? 0)) / 100;
  if (interestOnly) {
    const payment = Math.ceil(amount * r);
    return independentApr(amount - fee, payment, n, amount + amount * r);
  }
  const payment = Math.round((amount * r) / (1 - Math.pow(1 + r, -n)) * 100) / 100;
  return independentApr(amount - fee, payment, n, payment);
}

const brands = readdirSync(join(config.root, 'brands')).filter((f) => /^[A-Z].*\.json$/.test(f)).map((f) => f.replace(/\.json$/, ''));

describe('offer APRs under every brand, at the smallest and largest amounts', () => {
  it.each(brands)('%s', async (org) => {
    const headers = { 'x-org': org };
    let checked = 0;
    for (const year of [1980, 1950]) {
      const reg = await api('POST', '/identity/api/v1/registration/register', { body: registration(), headers });
      const token = reg.body.jwt as string;
      // The New York brand takes New York properties only (000 §5); the others, the default state.
      const where = org === 'FIGURE_NY' ? { state: 'NY', zip: '10001' } : {};
      const created = await api('POST', APP, { token, headers, body: { ...applicationAnswers('Happy', where), dob: { day: 14, month: 3, year } } });
      // A brand that lends only from 62 (age-restricted interest-only) refuses the younger applicant.
      if (created.status === 400 && created.body.errors?.[0]?.pointer === '/dob') continue;
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      checked++;
      const uuid = created.body.uuid as string;
      await step(api, token, uuid, 'soft-credit-consent', { consent: true });
      expect(await status(api, token, uuid)).toBe('OFFER_SELECTION');
      const app = (await api('GET', `${APP}/${uuid}`, { token, headers })).body;
      const interestOnly = app.isAgeRestrictedInterestOnly === true;
      expect(app.offers.length).toBeGreaterThan(0);
      for (const offer of app.offers as Offer[]) {
        expect(Math.abs(offer.apr! - expectedApr(offer, offer.maxAmount!, interestOnly)), `${org} lender APR, ${offer.term} years`).toBeLessThanOrEqual(0.125);
        for (const amount of [offer.minAmount!, offer.maxAmount!]) {
          const shown = offerCard(offer, amount, interestOnly)!.apr!;
          const expected = expectedApr(offer, amount, interestOnly);
          expect(Math.abs(shown - expected), `${org} ${offer.term} years at ${amount}${interestOnly ? ', interest-only' : ''}: shown ${shown}, actuarial ${expected.toFixed(3)}`).toBeLessThanOrEqual(0.125);
          expect(shown).toBeGreaterThan(offer.rate);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
