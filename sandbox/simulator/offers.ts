import { randomUUID } from 'node:crypto';

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

/**
 * Three offers within 001 §9's disclosure figures ($15,000 to $400,000; APR 7.60% to 17.20%;
 * origination fee up to 4.99%): 85% combined loan-to-value over existing liens of 40%. The home value
 * is the zip code's estimate unless a value is known (the applicant's estimate, a valuation).
 */
export function makeOffers(zip: string, annualIncome: number, homeValue = estimatedHomeValue(zip)): { offers: Offer[]; homeValue: number } {
  const byEquity = homeValue * 0.85 - homeValue * 0.4;
  const byIncome = Math.max(annualIncome, 0) * 3;
  const maxAmount = clamp(Math.floor(Math.min(byEquity, byIncome || byEquity) / 1000) * 1000, 15_000, 400_000);
  const offers = [
    { term: 5, rate: 9.45, originationFeePercent: 4.99 },
    { term: 10, rate: 8.95, originationFeePercent: 2.99 },
    { term: 30, rate: 8.45, originationFeePercent: 1.99 },
  ].map((o) => ({
    uuid: randomUUID(),
    ...o,
    apr: Math.round((o.rate + o.originationFeePercent / o.term) * 100) / 100,
    minAmount: 15_000,
    maxAmount,
  }));
  return { offers, homeValue };
}
