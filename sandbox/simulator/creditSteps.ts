import { conflict, ValidationError } from '../http/errors.js';
import { applicationFinance } from '../../engine/index.ts';
import { pricingOf } from '../org/pricing.js';
import { declaredIncome, makeOffers, offersDecline } from './offers.js';
import { NO_CREDIT_SSN } from './personas.js';
import { noticeDue } from './stateLaw.js';
import type { Plan, Settle } from './plan.js';
import type { StepContext, StepDef } from './stepTypes.js';

function addConsent(ctx: StepContext, type: string): void {
  const consents = (ctx.app.data['consents'] as { type: string }[] | undefined) ?? [];
  if (!consents.some((c) => c.type === type)) consents.push({ type, createdAt: new Date(ctx.now).toISOString() } as { type: string });
  ctx.app.data['consents'] = consents;
}

/** The offers for the stated income, or the decline when no product's line reaches the smallest (sandbox/simulator/offers.ts). */
function offersOutcome(ctx: StepContext): Settle {
  const property = ctx.app.data['property'] as { zip?: string; state?: string } | null;
  const income = declaredIncome(ctx);
  const interestOnly = ctx.app.data['isAgeRestrictedInterestOnly'] === true;
  const { offers, homeValue, declined } = makeOffers(pricingOf(ctx.dataFile), { zip: property?.zip ?? '00000', ...(property?.state ? { state: property.state } : {}), annualIncome: income, interestOnly });
  const found = { liensComplete: true, propertyComplete: true };
  if (declined) return offersDecline(declined, { adjustedHomeAmount: homeValue, status: found });
  return { status: 'OFFER_SELECTION', patch: { offers, adjustedHomeAmount: homeValue, status: found } };
}

/** The soft pull and first underwriting, by persona (000 §4.3 routes each outcome). */
export function softCreditOutcome(ctx: StepContext, afterSsn = false): Plan {
  const keep = ['SOFT_CREDIT', 'AVM_DATA', 'INITIAL_OFFERS'];
  switch (ctx.app.persona) {
    case 'FROZEN':
      return { keepPolling: ['SOFT_CREDIT'], settle: [{ status: 'SOFT_CREDIT_LOCKED_OR_FROZEN' }] };
    case 'NOMATCH':
      if (afterSsn) break;
      return { keepPolling: ['SOFT_CREDIT'], settle: [{ status: 'CREDIT_NO_MATCH' }] };
    case 'NOCREDIT':
      return { keepPolling: ['SOFT_CREDIT'], settle: [{ status: afterSsn ? 'CREDIT_NO_MATCH_SSN' : 'CREDIT_NO_MATCH' }] };
    case 'NOPROPERTY':
      return { keepPolling: ['SOFT_CREDIT', 'AVM_DATA'], settle: [{ status: 'NO_PROPERTY_FOUND', patch: { status: { propertyComplete: true } } }] };
    case 'MULTIPROPERTY':
      return { keepPolling: ['SOFT_CREDIT', 'AVM_DATA'], settle: [{ status: 'MULTIPLE_PROPERTIES', patch: { status: { propertyComplete: true } } }] };
    case 'LOWSCORE':
      return { keepPolling: ['SOFT_CREDIT'], settle: [{ status: 'DECLINED', patch: { status: { uwDecision: 'DECLINE', creditScoreDecline: true } } }] };
    case 'DELINQUENT':
      return { keepPolling: keep, settle: [{ status: 'DELINQUENCY_REVIEW', patch: { status: { liensComplete: true, propertyComplete: true } } }] };
  }
  return { keepPolling: keep, settle: [offersOutcome(ctx)] };
}

export const softCreditConsent: StepDef = {
  path: 'soft-credit-consent',
  operation: 'softCreditConsent',
  screen: 'start/profile',
  allowed: ['PRE_SOFT_CREDIT_DISCLOSURE'],
  run(ctx, body: { directDebtPayoffConsent?: boolean }) {
    addConsent(ctx, 'SOFT_CREDIT');
    if (body.directDebtPayoffConsent) addConsent(ctx, 'DIRECT_DEBT_PAYOFF');
    return softCreditOutcome(ctx);
  },
};

export const ssn: StepDef = {
  path: 'ssn',
  operation: 'ssn',
  screen: 'credit/social',
  allowed: ['CREDIT_NO_MATCH'],
  run(ctx, body: { ssn: string }) {
    const digits = body.ssn.replace(/\D/g, '');
    ctx.identities.saveSsn(ctx.identity.uuid, digits, ctx.now);
    if (NO_CREDIT_SSN.test(digits)) ctx.app.persona = 'NOCREDIT';
    return softCreditOutcome(ctx, true);
  },
};

export const creditRetry: StepDef = {
  path: 'credit-retry',
  operation: 'creditRetry',
  screen: 'credit/error',
  allowed: ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'HARD_CREDIT_LOCKED_OR_FROZEN'],
  run(ctx) {
    // The applicant lifted the freeze: the next pull finds the file.
    if (ctx.app.persona === 'FROZEN') ctx.app.persona = 'HAPPY';
    if (ctx.app.status === 'HARD_CREDIT_LOCKED_OR_FROZEN') return { keepPolling: ['HARD_CREDIT_PULL'], settle: [{ status: 'HMDA' }] };
    return softCreditOutcome(ctx);
  },
};

interface OfferView {
  uuid: string;
  term: number;
  rate: number;
  minAmount: number;
  maxAmount: number;
}

export const offerSelection: StepDef = {
  path: 'offer',
  operation: 'offerSelection',
  screen: 'product/select',
  allowed: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'],
  run(ctx, body: { offerUuid: string; amount: number }) {
    // A state's notice is received before an offer is taken (Texas §50(g); sandbox/simulator/stateLaw.ts stateNotice).
    if (noticeDue(ctx.app.data)) throw conflict('Read and acknowledge the state\'s home equity notice before you choose an offer.', { code: 'STATE_NOTICE_DUE' });
    const offers = (ctx.app.data['offers'] as OfferView[] | undefined) ?? [];
    const offer = offers.find((o) => o.uuid === body.offerUuid);
    if (!offer) throw new ValidationError([{ pointer: '/offerUuid', message: 'Select one of the offers shown' }]);
    if (body.amount < offer.minAmount || body.amount > offer.maxAmount) {
      const fmt = (n: number) => `$${n.toLocaleString('en-US')}`;
      throw new ValidationError([{ pointer: '/amount', message: `Enter an amount between ${fmt(offer.minAmount)} and ${fmt(offer.maxAmount)}` }]);
    }
    Object.assign(ctx.app.data, { selectedOfferUuid: offer.uuid, term: offer.term, rate: offer.rate, amount: body.amount });
    // The APR of the amount chosen travels with the interest rate, so every screen labels each figure exactly (Regulation Z).
    ctx.app.data['apr'] = applicationFinance({ app: ctx.app.data }).result?.apr ?? null;
    // A revised offer after income verification (infoSteps `offersForVerifiedIncome`) goes on where verification left off.
    if (ctx.app.data.status['uwSubDecision'] === 'VERIFIED_OFFER') {
      return { keepPolling: ['IN_PROGRESS'], settle: [{ status: 'DISBURSEMENT_ACCOUNT', patch: { uwCalculatedDrawAmount: body.amount, status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } } }] };
    }
    return { keepPolling: ['IN_PROGRESS'], settle: [{ status: 'COLLECT_ADDITIONAL_INFO' }] };
  },
};
