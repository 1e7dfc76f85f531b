/**
 * The figures a brand's disclosure states come from the lender's pricing through the finance module
 * (engine/pricing.ts): the APR range is exactly that of the offers the brand's applicants get.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { financeTerms } from '../../engine/finance.ts';
import { applicationFinance, lineSizing, pricingFigures, type Pricing } from '../../engine/pricing.ts';
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

describe('lineSizing: the payment the income affords', () => {
  // Level payments on $100,000 by the textbook annuity formula P = L·i / (1 − (1 + i)^−n), i = rate ÷ 12:
  // 5 years at 9.45%: $2,097.74; 10 years at 8.95%: $1,264.05; 30 years at 8.45%: $765.37.
  // $40,000 a year is $3,333.33 a month; 15% of it is $500.00: $500 / $2,097.74 × $100,000 = $23,835 → $23,000;
  // $500 / $1,264.05 × $100,000 = $39,555 → $39,000; $500 / $765.37 × $100,000 = $65,327 → $65,000.
  const product = (term: number) => pricing.products.find((p) => p.term === term)!;
  const size = (term: number, annualIncome: number, homeValue = 600_000) => lineSizing(pricing, product(term), { homeValue, annualIncome });
  it('a shorter term, with larger payments, lends less', () => {
    expect(pricing.sizing.maxPaymentToIncome).toBe(0.15);
    expect([5, 10, 30].map((t) => size(t, 40_000).result)).toEqual([
      { maxAmount: 23_000, limitedBy: 'paymentToIncome' },
      { maxAmount: 39_000, limitedBy: 'paymentToIncome' },
      { maxAmount: 65_000, limitedBy: 'paymentToIncome' },
    ]);
    // The payment on each largest line is within 15% of the monthly income.
    for (const t of [5, 10, 30]) {
      const { monthlyPayment } = financeTerms({ amount: size(t, 40_000).result.maxAmount!, ratePercent: product(t).rate, termYears: t }).result;
      expect(monthlyPayment).toBeLessThanOrEqual(500);
    }
  });
  it('equity and the largest line still bound it; a term no line fits is not offered', () => {
    expect(size(30, 1_000_000, 200_000).result).toEqual({ maxAmount: 90_000, limitedBy: 'equity' });
    expect(size(30, 10_000_000).result).toEqual({ maxAmount: 270_000, limitedBy: 'equity' });
    expect(size(30, 10_000_000, 2_000_000).result).toEqual({ maxAmount: 400_000, limitedBy: 'lineMax' });
    // $15,000 a year: $187.50 a month pays $8,938 over 5 years and $14,833 over 10, below the $15,000 smallest line.
    expect(size(5, 15_000).result.maxAmount).toBeNull();
    expect(size(10, 15_000).result.maxAmount).toBeNull();
    expect(size(30, 15_000).result.maxAmount).toBe(24_000);
    const d = size(10, 15_000);
    expect(d.trace.find((s) => s.decided)?.note).toContain('below the smallest line of 15000');
  });
});
