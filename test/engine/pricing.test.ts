/**
 * The figures a brand's disclosure states come from the lender's pricing through the finance module
 * (engine/pricing.ts): the APR range is exactly that of the offers the brand's applicants get.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { financeTerms } from '../../engine/finance.ts';
import { applicationFinance, pricingFigures, type Pricing } from '../../engine/pricing.ts';
import { config } from '../helpers/config.ts';

const pricing = JSON.parse(readFileSync(join(config.root, 'sandbox/data/pricing.json'), 'utf8')) as Pricing;
const aprsOf = (interestOnly: boolean) => pricing.products.flatMap((p) => [pricing.lineAmount.min, pricing.lineAmount.max]
  .map((amount) => financeTerms({ amount, ratePercent: p.rate, termYears: p.term, originationFeePercent: p.originationFeePercent, interestOnly }).result.apr));

describe('pricingFigures', () => {
  it('a brand with level payments states the range of its level-payment offers', () => {
    const f = pricingFigures(pricing, { behaviour: {} }).result;
    expect([f.aprMin, f.aprMax]).toEqual([Math.min(...aprsOf(false)), Math.max(...aprsOf(false))]);
    expect(f.aprMin).toBeGreaterThan(f.rateMin);
    expect(f.originationFeeMaxPercent).toBe(Math.max(...pricing.products.map((p) => p.originationFeePercent)));
  });
  it('a brand of age-restricted interest-only states the range of its interest-only offers', () => {
    const f = pricingFigures(pricing, { behaviour: { interestOnlyAgeRestricted: true } }).result;
    expect([f.aprMin, f.aprMax]).toEqual([Math.min(...aprsOf(true)), Math.max(...aprsOf(true))]);
  });
  it('a cheaper product lowers the range; the trace names each offer it tried', () => {
    const cheaper = { ...pricing, products: [...pricing.products, { term: 15, rate: 6.5, originationFeePercent: 0 }] };
    const d = pricingFigures(cheaper);
    expect(d.result.aprMin).toBe(6.5);
    expect(d.trace.some((s) => s.rule === '15-year at 15000')).toBe(true);
  });
});

describe('applicationFinance', () => {
  const offers = [{ uuid: 'o-10', term: 10, rate: 8.95, originationFeePercent: 2.99 }];
  it('states nothing before an offer is chosen, or when the chosen offer is unknown', () => {
    expect(applicationFinance({ app: { amount: 0, rate: 0, term: 0, offers } }).result).toBeNull();
    expect(applicationFinance({ app: { amount: 50000, rate: 8.95, term: 10, offers, selectedOfferUuid: 'other' } }).result).toBeNull();
  });
  it('pays the valuation and in-person notary fees to others, at the page\'s pricing', () => {
    const brand = { pricing: pricingFigures(pricing).result };
    const app = { amount: 50000, rate: 8.95, term: 10, offers, selectedOfferUuid: 'o-10', status: { bpo: 'COMPLETE', manualNotary: true } };
    const f = applicationFinance({ app, brand }).result!;
    expect(f.paidToOthers.map((p) => p.amount)).toEqual([pricing.fees.valuationFee, pricing.fees.manualNotaryFee]);
    expect(f.amountReceived).toBe(48505 - pricing.fees.valuationFee - pricing.fees.manualNotaryFee);
    expect(f.apr).toBe(9.66);
  });
});
