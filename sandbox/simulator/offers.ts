import { randomUUID } from 'node:crypto';
import type { Settle } from './plan.js';
import type { StepContext } from './stepTypes.js';
import { pricingOf } from '../org/pricing.js';
import { feeCapInput, financeTerms, lineSizing, offerFeeCap, stateRuleFor, type LineSize, type Pricing } from '../../engine/index.ts';
import type { OfferFeeCap } from '../../engine/pricing.ts';

export interface Offer {
  uuid: string;
  term: number;
  rate: number;
  apr: number;
  originationFeePercent: number;
  minAmount: number;
  maxAmount: number;
  /** A state's cap on the fees for a home there (engine/pricing.ts offerFeeCap): every figure of the offer follows it. */
  feeCap?: OfferFeeCap;
}

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
  /** The home's state (two-letter code): its rules (pricing `stateRules`) may lower the line and cap the fees. */
  state?: string;
  /** Age-restricted interest-only (001 §4): the APR is that of interest-only payments. */
  interestOnly: boolean;
}

/**
 * One offer per product of the lender's pricing (sandbox/data/pricing.json) whose largest line
 * (engine/pricing.ts `lineSizing`: equity, income and the payment the income affords over that
 * product's term) reaches the smallest line. Each APR is the finance module's (engine/finance.ts,
 * Regulation Z Appendix J) for the largest line with the payments this applicant would make.
 * `declined` names the limit when no product is offered.
 */
export function makeOffers(pricing: Pricing, request: OfferRequest): { offers: Offer[]; homeValue: number; declined: LineSize['limitedBy'] | null } {
  const homeValue = request.homeValue ?? estimatedHomeValue(request.zip);
  const sized = pricing.products.map((p) => ({ p, size: lineSizing(pricing, p, { homeValue, annualIncome: request.annualIncome, ...(request.state ? { state: request.state } : {}) }).result }));
  const feeCap = offerFeeCap(pricing, request.state).result;
  // A state's minimum advance (pricing stateRules minAdvance; Texas §50(t)(2)) is the least an initial draw may be too.
  const minAdvance = stateRuleFor(pricing, request.state).result?.minAdvance ?? 0;
  const minAmount = Math.max(pricing.lineAmount.min, minAdvance);
  const cap = feeCap ? feeCapInput(feeCap) : undefined;
  const offers = sized.flatMap(({ p, size }) => size.maxAmount === null ? [] : [{
    uuid: randomUUID(),
    term: p.term,
    rate: p.rate,
    originationFeePercent: p.originationFeePercent,
    apr: financeTerms({ amount: size.maxAmount, ratePercent: p.rate, termYears: p.term, originationFeePercent: p.originationFeePercent, interestOnly: request.interestOnly, ...(cap ? { feeCap: cap } : {}) }).result.apr,
    minAmount,
    maxAmount: size.maxAmount,
    ...(feeCap ? { feeCap } : {}),
  }]);
  // When nobody is offered a line, the limit of the longest term (the smallest payments) says why.
  const longest = sized.reduce((a, b) => (b.p.term > a.p.term ? b : a));
  const declined = offers.length > 0 ? null : longest.size.limitedBy;
  return { offers, homeValue, declined };
}

/**
 * The decline when no product is offered (000 §4.1): for income (the adverse action notice gives
 * the debt-to-income reasons, sandbox/data/credit.json) or for the home's equity (collateral).
 */
export function offersDecline(limitedBy: LineSize['limitedBy'], patch: Record<string, unknown> = {}): Settle {
  const status = { ...(patch['status'] as Record<string, unknown> | undefined), uwDecision: 'DECLINE', ...(limitedBy === 'equity' ? { collateralDecline: true } : { dtiDecline: true }) };
  return { status: 'DECLINED', patch: { ...patch, status } };
}

/** The yearly income the applicant stated (or, after income verification, that was verified), summed over its sources. */
export const declaredIncome = (ctx: StepContext): number =>
  ((ctx.app.data['incomeSources'] as { income?: number }[] | undefined) ?? []).reduce((sum, s) => sum + (s.income ?? 0), 0);

/** Asset depletion: balances qualify as yearly income spread over 30 years; retirement accounts count at 70%. */
export function assetIncome(ctx: StepContext): number {
  const a = ctx.app.data['assetDepletion'] as { complete?: boolean; checkingSavings?: number; investments?: number; retirement?: number } | undefined;
  if (a?.complete !== true) return 0;
  return ((a.checkingSavings ?? 0) + (a.investments ?? 0) + (a.retirement ?? 0) * 0.7) / 30;
}

/** Offers again, for the application's property, a qualifying income and the known home value. */
export function offersFor(ctx: StepContext, annualIncome: number) {
  const property = ctx.app.data['property'] as { zip?: string; state?: string } | null;
  const known = ctx.app.data['adjustedHomeAmount'];
  const homeValue = typeof known === 'number' && known > 0 ? known : undefined;
  const interestOnly = ctx.app.data['isAgeRestrictedInterestOnly'] === true;
  return makeOffers(pricingOf(ctx.dataFile), { zip: property?.zip ?? '00000', ...(property?.state ? { state: property.state } : {}), annualIncome, ...(homeValue !== undefined ? { homeValue } : {}), interestOnly });
}
