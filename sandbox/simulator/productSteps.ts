import { pricingOf } from '../org/pricing.js';
import { makeOffers, offersDecline } from './offers.js';
import type { StepContext, StepDef } from './stepTypes.js';

/** Offers again, for the application's property, a qualifying income and the known home value. */
function newOffers(ctx: StepContext, annualIncome: number) {
  const property = ctx.app.data['property'] as { zip?: string; state?: string } | null;
  const known = ctx.app.data['adjustedHomeAmount'];
  const homeValue = typeof known === 'number' && known > 0 ? known : undefined;
  const interestOnly = ctx.app.data['isAgeRestrictedInterestOnly'] === true;
  return makeOffers(pricingOf(ctx.dataFile), { zip: property?.zip ?? '00000', ...(property?.state ? { state: property.state } : {}), annualIncome, ...(homeValue !== undefined ? { homeValue } : {}), interestOnly });
}

const declaredIncome = (ctx: StepContext) =>
  ((ctx.app.data['incomeSources'] as { income?: number }[] | undefined) ?? []).reduce((sum, s) => sum + (s.income ?? 0), 0);

/** Asset depletion (000 §4.1, §4.2): balances qualify as income spread over 30 years; retirement counts at 70%. */
export const assets: StepDef = {
  path: 'assets',
  operation: 'assets',
  screen: 'product/assets',
  allowed: ['ASSETS_PREQUAL'],
  run(ctx, body: { checkingSavings: number; investments: number; retirement: number }) {
    const qualifying = body.checkingSavings + body.investments + body.retirement * 0.7;
    ctx.app.data['assetDepletion'] = { complete: true, checkingSavings: body.checkingSavings, investments: body.investments, retirement: body.retirement };
    const { offers, declined } = newOffers(ctx, declaredIncome(ctx) + qualifying / 30);
    return {
      keepPolling: ['IN_PROGRESS', 'INITIAL_OFFERS'],
      settle: [declined ? offersDecline(declined) : { status: 'OFFER_SELECTION', patch: { offers, status: { uwDecision: 'ASSET_DEPLETION' } } }],
    };
  },
};

/**
 * Requalify after a combined loan-to-value change (000 §4.3 CLTV_REQUALIFY): new offers for the
 * confirmed home value; the earlier choice is cleared so the applicant chooses again.
 */
export const prequalWinback: StepDef = {
  path: 'prequal-winback',
  operation: 'prequalWinback',
  screen: 'product/prequal-winback',
  allowed: ['CLTV_REQUALIFY'],
  run(ctx) {
    const { offers, declined } = newOffers(ctx, declaredIncome(ctx));
    Object.assign(ctx.app.data, { selectedOfferUuid: null, term: 0, rate: 0, apr: null, amount: 0 });
    return { keepPolling: ['INITIAL_OFFERS'], settle: [declined ? offersDecline(declined) : { status: 'REVISED_OFFER_SELECTION', patch: { offers } }] };
  },
};

/**
 * No automated valuation (000 §4.3 NO_AVM, HOME_VALUE_ESTIMATE): the applicant's estimate becomes the
 * working home value and a broker price opinion is required (the $180 valuation fee, 001 §9).
 */
export const homeValueEstimate: StepDef = {
  path: 'home-value-estimate',
  operation: 'homeValueEstimate',
  screen: 'bpo/estimate-value',
  allowed: ['NO_AVM', 'HOME_VALUE_ESTIMATE'],
  run(ctx, body: { estimatedValue: number }) {
    ctx.app.data['homeValueEstimate'] = body.estimatedValue;
    ctx.app.data['adjustedHomeAmount'] = body.estimatedValue;
    return { keepPolling: ['AVM_DATA'], settle: [{ status: 'BPO_ORDER_REQUEST', patch: { status: { bpo: 'REQUIRED' } } }] };
  },
};

/** Order a broker price opinion outside Texas (000 §4.3 BPO order states): as the Texas home-condition step, after it. */
export const bpoOrder: StepDef = {
  path: 'bpo-order',
  operation: 'bpoOrder',
  screen: 'bpo/order-bpo',
  allowed: ['BPO_ORDER_REQUEST', 'BPO_ORDER_PENDING'],
  run(ctx, body: { feeConsent: true; accessNotes?: string }) {
    ctx.app.data['bpoOrder'] = { valuationFee: pricingOf(ctx.dataFile).fees.valuationFee, accessNotes: body.accessNotes ?? null, orderedAt: new Date(ctx.now).toISOString() };
    return {
      keepPolling: ['WAITING_FOR_BPO_ORDER'],
      settle: [
        { status: 'BPO_PROCESSING', patch: { status: { bpo: 'PROCESSING' } } },
        { status: 'NOTE_SIGNING', hold: true, patch: { status: { bpo: 'COMPLETE', disclosurelistClosingReady: true } } },
      ],
    };
  },
};
