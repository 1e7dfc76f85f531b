import { randomUUID } from 'node:crypto';
import { financeTerms, type Pricing } from '../../engine/index.ts';

export interface Offer {
  uuid: string;
  term: number;
  rate: number;
  apr: number;
  originationFeePercent: number;
  minAmount: number;
  maxAmount: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A home value that depends only on the zip code, so every run gives the same offers. */
export function estimatedHomeValue(zip: string): number {
  const n = Number.parseInt(zip.replace(/\D/g, '').slice(0, 5) || '0', 10);
  return 350_000 + (n % 50) * 10_000;
}

export interface OfferRequest {
  zip: string;
  annualIncome: number;
  /** The home value when one is known (the applicant's estimate, a valuation); else the zip code's estimate. */
  homeValue?: number;
  /** Age-restricted interest-only (001 §4): the APR is that of interest-only payments. */
  interestOnly: boolean;
}

/**
 * One offer per product of the lender's pricing (sandbox/data/pricing.json), up to the line the
 * home's equity and the income allow. Each APR is the finance module's (engine/finance.ts,
 * Regulation Z Appendix J) for the largest line with the payments this applicant would make.
 */
export function makeOffers(pricing: Pricing, request: OfferRequest): { offers: Offer[]; homeValue: number } {
  const homeValue = request.homeValue ?? estimatedHomeValue(request.zip);
  const { sizing, lineAmount } = pricing;
  const byEquity = homeValue * sizing.maxCombinedLoanToValue - homeValue * sizing.assumedExistingLiens;
  const byIncome = Math.max(request.annualIncome, 0) * sizing.incomeMultiple;
  const step = sizing.roundDownTo;
  const maxAmount = clamp(Math.floor(Math.min(byEquity, byIncome || byEquity) / step) * step, lineAmount.min, lineAmount.max);
  const offers = pricing.products.map((p) => ({
    uuid: randomUUID(),
    term: p.term,
    rate: p.rate,
    originationFeePercent: p.originationFeePercent,
    apr: financeTerms({ amount: maxAmount, ratePercent: p.rate, termYears: p.term, originationFeePercent: p.originationFeePercent, interestOnly: request.interestOnly }).result.apr,
    minAmount: lineAmount.min,
    maxAmount,
  }));
  return { offers, homeValue };
}
