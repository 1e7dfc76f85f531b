/**
 * From the lender's pricing (schemas/meta/pricing.schema.json; the sandbox's is sandbox/data/pricing.json)
 * to the figures people read, through the finance module only (docs/finance.md):
 * - `pricingFigures`: the organisation pricing data a brand's pages carry (000 §1 orgPricingData, merged
 *   into `brand.pricing`): line amounts, the APR range of the brand's offers at the smallest and the
 *   largest line, the rate range, the largest origination fee, the other fees; its disclosures state these.
 * - `applicationFinance`: the finance terms of an application's chosen offer (`{{finance.*}}` on screens,
 *   the disclosure documents).
 * Pure, traced.
 */
import { amortizedPayment, financeTerms, type FeeCapInput, type FinanceTerms } from './finance.ts';
import { FEE_LABELS, RECORDING_LABELS, feeDecisions } from './fees.ts';
import { interpolate } from './template.ts';
import { listInWords } from './format.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { Pricing, PricingProduct } from './types/pricing.ts';

/**
 * What a page's organisation info carries of the pricing, merged into `brand.pricing`
 * (schemas/meta/brand.schema.json#/properties/pricing): the figures derived here, and the pricing's fees as they are.
 */
export type OrgPricing = Pricing['fees'] & {
  minLoanAmount: number;
  maxLoanAmount: number;
  aprMin: number;
  aprMax: number;
  /** The lowest and highest interest rate of any product (not APRs). */
  rateMin: number;
  rateMax: number;
  originationFeeMaxPercent: number;
  recentTransferDays: number;
  /** Affordability (sizing.maxPaymentToIncome) in percent: each offer's largest line keeps its payment within this share of monthly income. */
  maxPaymentToIncomePercent: number;
};

export type { Pricing, PricingProduct };

/** One state's rules (sandbox/data/pricing.json `stateRules`). */
export type StateRule = NonNullable<Pricing['stateRules']>[string];

/** The fees of `fees` a state rule may count, by their pricing key, and their id in engine/fees.ts. */
const COUNTED_FEE_IDS = { valuationFee: 'valuation', manualNotaryFee: 'manualNotary' } as const;

/** The state rule for a home in `state` (a two-letter code, any case), with its trace; null where none is configured. */
export function stateRuleFor(pricing: Pricing, state: unknown): Decision<StateRule | null> {
  const code = typeof state === 'string' ? state.trim().toUpperCase() : '';
  const rule = pricing.stateRules?.[code] ?? null;
  return {
    result: rule,
    trace: [{ kind: 'pricing', rule: 'stateRule', outcome: rule ? code : false, decided: true, note: rule ? `a home in ${code}: ${rule.law}` : `no state rule for a home in ${code || 'an unknown state'}: the lender's rules apply` }],
    decidedBy: 'stateRule',
  };
}

/**
 * The fee cap an offer for a home in `state` carries (kept with the offer, so the offer card, the
 * summary, the documents and the closing disclosure all state the same capped fee): the state's
 * percent and the fixed fees that count toward it at the lender's prices. Null where the state caps no fee.
 */
export interface OfferFeeCap {
  state: string;
  law: string;
  maxPercent: number;
  fees: { id: 'valuation' | 'manualNotary'; label: string; amount: number }[];
  /** The state's own recording costs (engine/fees.ts recordingCosts): no recording tax, or recording fees the lender pays. */
  recording?: { taxPer100kMax?: number; paidBy?: 'lender' };
}

export function offerFeeCap(pricing: Pricing, state: unknown): Decision<OfferFeeCap | null> {
  const d = stateRuleFor(pricing, state);
  const rule = d.result;
  if (!rule || rule.maxFeePercent === undefined) {
    return { result: null, trace: [...d.trace, { kind: 'pricing', rule: 'feeCap', outcome: false, decided: true, note: 'no state cap on the fees: the product\'s origination fee applies' }], decidedBy: 'feeCap' };
  }
  const fees = (rule.countedFees ?? []).map((key) => ({ id: COUNTED_FEE_IDS[key], label: FEE_LABELS[COUNTED_FEE_IDS[key]], amount: pricing.fees[key] }));
  const recording = {
    ...(rule.recordingTaxPer100kMax !== undefined ? { taxPer100kMax: rule.recordingTaxPer100kMax } : {}),
    ...(rule.lenderPaysRecordingFees === true ? { paidBy: 'lender' as const } : {}),
  };
  const result: OfferFeeCap = { state: String(state).trim().toUpperCase(), law: rule.law, maxPercent: rule.maxFeePercent, fees, ...(Object.keys(recording).length > 0 ? { recording } : {}) };
  return {
    result,
    trace: [...d.trace, { kind: 'pricing', rule: 'feeCap', outcome: rule.maxFeePercent, decided: true, note: `the origination fee${fees.map((f) => `, ${f.label} (${f.amount})`).join('')} together at most ${rule.maxFeePercent}% of the line` }],
    decidedBy: 'feeCap',
  };
}

/**
 * The cap as the finance module takes it (engine/finance.ts FeeCapInput): every counted fee is
 * reserved at its price, charged, not yet decided or not charged alike, so the origination fee is
 * the one the offer stated and never changes as the other fees are decided (a fee not charged
 * lowers what the borrower pays; one past the cap is the lender's, engine/fees.ts feeDecisions).
 */
export function feeCapInput(cap: unknown): FeeCapInput | undefined {
  const c = obj(cap);
  const maxPercent = num(c['maxPercent']);
  if (maxPercent === undefined) return undefined;
  const fees = Array.isArray(c['fees']) ? (c['fees'] as unknown[]).map(obj) : [];
  return {
    maxPercent,
    law: typeof c['law'] === 'string' ? c['law'] : `the ${String(c['state'] ?? '')} fee cap`,
    reserved: fees.map((f) => ({ label: String(f['label'] ?? f['id']), amount: num(f['amount']) ?? 0 })),
  };
}

/**
 * The APR range and the other disclosure figures of one lender's brand. The range covers every
 * product at the smallest and the largest line, with the payments that brand's applicants make:
 * interest-only where the brand offers age-restricted interest-only (001 §4), level payments elsewhere.
 */
export function pricingFigures(pricing: Pricing, brand?: Obj, state?: string): Decision<OrgPricing> {
  const trace: TraceStep[] = [];
  const aprs: number[] = [];
  const fees: number[] = [];
  const interestOnly = interestOnlyApplies({ ...(brand ? { brand } : {}) });
  trace.push({ kind: 'pricing', rule: 'payments', outcome: interestOnly ? 'interestOnly' : 'amortized', note: interestOnly ? 'the brand offers age-restricted interest-only (behaviour.interestOnlyAgeRestricted)' : 'level payments that repay each line over its term' });
  // A home in a state with a fee cap (`stateRules`): every figure at the capped fee, the counted fees charged.
  const capDecision = state !== undefined ? offerFeeCap(pricing, state) : null;
  if (capDecision) trace.push(...capDecision.trace);
  else for (const [code, rule] of Object.entries(pricing.stateRules ?? {})) trace.push({ kind: 'pricing', rule: `stateRule ${code}`, outcome: code, note: `a home in ${code} follows ${rule.law}: \`journey pricing --state ${code}\` states its figures` });
  const cap = capDecision?.result ? feeCapInput(capDecision.result) : undefined;
  for (const p of pricing.products) {
    for (const amount of [pricing.lineAmount.min, pricing.lineAmount.max]) {
      const { apr, originationFee, originationFeePercent } = financeTerms({ amount, ratePercent: p.rate, termYears: p.term, originationFeePercent: p.originationFeePercent, interestOnly, ...(cap ? { feeCap: cap } : {}) }).result;
      aprs.push(apr);
      fees.push(originationFeePercent);
      trace.push({ kind: 'pricing', rule: `${p.term}-year at ${amount}${interestOnly ? ', interest-only' : ''}`, outcome: apr, note: cap ? `rate ${p.rate}%, fee ${p.originationFeePercent}% capped at ${originationFee} (${originationFeePercent}%): APR ${apr}%` : `rate ${p.rate}%, fee ${p.originationFeePercent}%: APR ${apr}%` });
    }
  }
  const result: OrgPricing = {
    minLoanAmount: pricing.lineAmount.min,
    maxLoanAmount: pricing.lineAmount.max,
    aprMin: Math.min(...aprs),
    aprMax: Math.max(...aprs),
    rateMin: Math.min(...pricing.products.map((p) => p.rate)),
    rateMax: Math.max(...pricing.products.map((p) => p.rate)),
    originationFeeMaxPercent: Math.max(...fees),
    ...pricing.fees,
    recentTransferDays: pricing.recentTransferDays,
    maxPaymentToIncomePercent: Math.round(pricing.sizing.maxPaymentToIncome * 10_000) / 100,
  };
  trace.push({ kind: 'pricing', rule: 'aprRange', outcome: `${result.aprMin}% to ${result.aprMax}%`, decided: true, note: 'the lowest and highest APR above' });
  return { result, trace, decidedBy: 'aprRange' };
}

/** The list a page's organisation info carries for a brand (000 §1 `orgPricingData`; engine/brand.ts merges it): the figures stated before the home's state is known, and every set the decision chooses from once it is. */
export function orgPricingData(pricing: Pricing, brand?: Obj, lendsIn?: readonly string[]): Record<string, unknown>[] {
  const set = statedFigureSet(pricing, brand, lendsIn);
  const f = statedFigures(set, null).result;
  return [
    { minLoanAmount: f.minLoanAmount, maxLoanAmount: f.maxLoanAmount },
    { aprMin: f.aprMin, aprMax: f.aprMax, rateMin: f.rateMin, rateMax: f.rateMax, originationFeeMaxPercent: f.originationFeeMaxPercent },
    { valuationFee: f.valuationFee, manualNotaryFee: f.manualNotaryFee, recordingFeeMin: f.recordingFeeMin, recordingFeeMax: f.recordingFeeMax, recordingTaxPer100kMax: f.recordingTaxPer100kMax, recentTransferDays: f.recentTransferDays, maxPaymentToIncomePercent: f.maxPaymentToIncomePercent },
    { fundingBusinessDaysMin: f.fundingBusinessDaysMin, fundingWords: f.fundingWords, recordingWords: f.recordingWords, scope: f.scope, state: f.state, statesWithOwnRules: f.statesWithOwnRules, inPersonClosingStates: f.inPersonClosingStates, statedBy: set },
  ];
}

/** One set of figures a disclosure states, for the lender (a state with no rules) or for one state rule. */
export type FigureSet = OrgPricing & {
  fundingBusinessDaysMin: number;
  /** The state rule's wait before closing, in days (stateRules.noticeWaitDays); null where none. */
  closingWaitDays: number | null;
  inPersonClosing: boolean;
  /** The state's name as applicants read it (stateRules.name), else its code; null for the lender's set. */
  stateName: string | null;
  /** When a line can be funded, in applicants' words (pricing `fundingWords`, a state rule's own), filled in. */
  fundingWords: string;
  /** A state rule's words naming the state, for pages that do not know the home's state (`fundingWordsElsewhere`); null for the lender's set and a rule with none. */
  fundingWordsElsewhere: string | null;
  /** The state rule's cap on the fees, percent of the line (stateRules.maxFeePercent); null where no cap. */
  feeCapPercent: number | null;
  /** The lender pays the county's recording fees (stateRules.lenderPaysRecordingFees). */
  lenderPaysRecordingFees: boolean;
  /** What the county's recording fees and taxes cost, in applicants' words (pricing `recordingWords`, a state rule's own), filled in. */
  recordingWords: string;
};

/** Every set the decision chooses from: the lender's, and each state rule's (sandbox/data/pricing.json `stateRules`). */
export type StatedFigureSet = {
  lender: FigureSet;
  states: Record<string, FigureSet>;
  /** The lender's recording words as written (pricing `recordingWords`), filled in again for the range before the state is known. */
  recordingWordsTemplate?: string;
  /** The words as written (pricing and each rule's), with what fills them, so a page can state them in another language (statedFigures' `translate`). */
  wordsAsWritten?: WordsAsWritten;
};

/** The pricing's words before they are filled in: the lender's, and each state rule's with the rule's own values. */
export interface WordsAsWritten {
  fundingWords: string;
  recordingWords: string;
  states: Record<string, { fundingWords?: string; fundingWordsElsewhere?: string; recordingWords?: string; values: Record<string, unknown> }>;
}

/** What a disclosure states: one set's figures, the words of when funding can happen, and whose they are. */
export type StatedFigures = FigureSet & {
  /** `state`: the home's state's rules; `lender`: a home in a state with no rules; `allStates`: the home's state is not known, so every range contains every state's. */
  scope: 'state' | 'lender' | 'allStates';
  state: string | null;
  /** The names of the states with rules of their own in the set ("Texas"), joined as a list; "" where none (the lender lends in no such state). */
  statesWithOwnRules: string;
  /** The names of those states where a line closes only in person (stateRules.inPersonClosing), joined as a list; "" where none. */
  inPersonClosingStates: string;
};

/**
 * The figures for the lender and for each state rule, computed the way the offers are (pricingFigures).
 * `lendsIn` (the states the lender is licensed in, sandbox/data/licenses.json) leaves out the rules of
 * states it does not lend in, so a lender with no Texas homes never states Texas's figures or words.
 */
export function statedFigureSet(pricing: Pricing, brand?: Obj, lendsIn?: readonly string[]): StatedFigureSet {
  const fundingBusinessDaysMin = pricing.fundingBusinessDaysMin ?? 5;
  // The words are config (sandbox/data/pricing.json fundingWords, each state rule's), filled in from their own figures.
  const lenderWords = interpolate(pricing.fundingWords ?? '', { fundingBusinessDaysMin });
  const lender: FigureSet = {
    ...pricingFigures(pricing, brand).result, fundingBusinessDaysMin, closingWaitDays: null, inPersonClosing: false, stateName: null,
    fundingWords: lenderWords, fundingWordsElsewhere: null, feeCapPercent: null, lenderPaysRecordingFees: false, recordingWords: '',
  };
  lender.recordingWords = recordingWordsOf(pricing.recordingWords, lender);
  const states: Record<string, FigureSet> = {};
  const lends = lendsIn ? new Set(lendsIn.map((c) => c.toUpperCase())) : null;
  for (const [code, rule] of Object.entries(pricing.stateRules ?? {})) {
    if (lends && !lends.has(code.toUpperCase())) continue;
    const f = pricingFigures(pricing, brand, code).result;
    states[code] = {
      ...f,
      // The state's own recording tax (none in Texas) where its rule sets one.
      ...(rule.recordingTaxPer100kMax !== undefined ? { recordingTaxPer100kMax: rule.recordingTaxPer100kMax } : {}),
      fundingBusinessDaysMin,
      closingWaitDays: rule.noticeWaitDays ?? null,
      inPersonClosing: rule.inPersonClosing === true,
      stateName: rule.name ?? code,
      fundingWords: rule.fundingWords ? interpolate(rule.fundingWords, rule) : lenderWords,
      fundingWordsElsewhere: rule.fundingWordsElsewhere ? interpolate(rule.fundingWordsElsewhere, rule) : null,
      feeCapPercent: rule.maxFeePercent ?? null,
      lenderPaysRecordingFees: rule.lenderPaysRecordingFees === true,
      recordingWords: '',
    };
    states[code]!.recordingWords = recordingWordsOf(rule.recordingWords ?? pricing.recordingWords, states[code]!);
  }
  const wordsAsWritten: WordsAsWritten = {
    fundingWords: pricing.fundingWords ?? '',
    recordingWords: pricing.recordingWords ?? '',
    states: Object.fromEntries(Object.keys(states).map((code) => {
      const { fundingWords, fundingWordsElsewhere, recordingWords, ...values } = pricing.stateRules![code]!;
      return [code, { ...(fundingWords ? { fundingWords } : {}), ...(fundingWordsElsewhere ? { fundingWordsElsewhere } : {}), ...(recordingWords ? { recordingWords } : {}), values }];
    })),
  };
  return { lender, states, recordingWordsTemplate: pricing.recordingWords ?? '', wordsAsWritten };
}

/**
 * The set with its words in another language: each word template translated (`translate`, engine/locale.ts
 * by the English), then filled in from the same figures as the English. The set as it is without
 * `wordsAsWritten` (a page's data from before they were carried).
 */
export function setInLanguage(set: StatedFigureSet, translate: (text: string) => string): StatedFigureSet {
  const w = set.wordsAsWritten;
  if (!w) return set;
  const lenderWords = interpolate(translate(w.fundingWords), { fundingBusinessDaysMin: set.lender.fundingBusinessDaysMin });
  const lender: FigureSet = { ...set.lender, fundingWords: lenderWords };
  lender.recordingWords = recordingWordsOf(translate(w.recordingWords), lender);
  const states = Object.fromEntries(Object.entries(set.states).map(([code, f]) => {
    const own = w.states[code];
    const next: FigureSet = {
      ...f,
      fundingWords: own?.fundingWords ? interpolate(translate(own.fundingWords), own.values) : lenderWords,
      fundingWordsElsewhere: own?.fundingWordsElsewhere ? interpolate(translate(own.fundingWordsElsewhere), own.values) : null,
    };
    next.recordingWords = recordingWordsOf(translate(own?.recordingWords ?? w.recordingWords), next);
    return [code, next];
  }));
  return { ...set, lender, states, recordingWordsTemplate: translate(w.recordingWords) };
}

/**
 * The figures this applicant's disclosures state (the footer, every screen's `{{brand.pricing.*}}`,
 * the documents): for a home in a state with rules, that state's (its APR range, rates, largest
 * origination fee, recording tax and time to funding); for a home in any other state, the lender's;
 * before the home's state is known (registration, the first screens), a range that contains every
 * state's and the lender's (the lowest minimum, the highest maximum), so no offer ever falls outside
 * what was stated. Pure, traced.
 */
export function statedFigures(set: StatedFigureSet, state: unknown): Decision<StatedFigures> {
  const code = typeof state === 'string' ? state.trim().toUpperCase() : '';
  const trace: TraceStep[] = [];
  const names = (sets: FigureSet[]) => listInWords(sets.map((f) => f.stateName ?? ''));
  const stateSets = Object.values(set.states);
  const named = { statesWithOwnRules: names(stateSets), inPersonClosingStates: names(stateSets.filter((f) => f.inPersonClosing)) };
  if (code !== '') {
    const own = set.states[code];
    if (own) {
      trace.push({ kind: 'pricing', rule: 'statedFigures', outcome: code, decided: true, note: `a home in ${code}: its state rule's figures, APRs ${own.aprMin}% to ${own.aprMax}%, origination fee up to ${own.originationFeeMaxPercent}%` });
      return { result: { ...own, scope: 'state', state: code, ...named }, trace, decidedBy: 'statedFigures' };
    }
    const l = set.lender;
    trace.push({ kind: 'pricing', rule: 'statedFigures', outcome: 'lender', decided: true, note: `a home in ${code}: no state rule, the lender's figures, APRs ${l.aprMin}% to ${l.aprMax}%` });
    return { result: { ...l, scope: 'lender', state: code, ...named }, trace, decidedBy: 'statedFigures' };
  }
  const all = [set.lender, ...Object.values(set.states)];
  const min = (k: keyof OrgPricing) => Math.min(...all.map((f) => f[k] as number));
  const max = (k: keyof OrgPricing) => Math.max(...all.map((f) => f[k] as number));
  const l = set.lender;
  const result: StatedFigures = {
    ...l,
    minLoanAmount: min('minLoanAmount'),
    maxLoanAmount: max('maxLoanAmount'),
    aprMin: min('aprMin'),
    aprMax: max('aprMax'),
    rateMin: min('rateMin'),
    rateMax: max('rateMax'),
    originationFeeMaxPercent: max('originationFeeMaxPercent'),
    recordingTaxPer100kMax: max('recordingTaxPer100kMax'),
    fundingWords: [l.fundingWords, ...Object.values(set.states).flatMap((f) => (f.fundingWordsElsewhere ? [f.fundingWordsElsewhere] : []))].join('; '),
    recordingWords: '',
    scope: 'allStates',
    state: null,
    ...named,
  };
  // Before the state is known, the lender's words over the range that contains every state's.
  result.recordingWords = set.recordingWordsTemplate !== undefined ? recordingWordsOf(set.recordingWordsTemplate, result) : l.recordingWords;
  for (const [c, f] of Object.entries(set.states)) trace.push({ kind: 'pricing', rule: `stateRule ${c}`, outcome: `${f.aprMin}% to ${f.aprMax}%`, note: `a home in ${c}: APRs ${f.aprMin}% to ${f.aprMax}%, origination fee up to ${f.originationFeeMaxPercent}%` });
  trace.push({ kind: 'pricing', rule: 'lender', outcome: `${l.aprMin}% to ${l.aprMax}%`, note: `a home in a state with no rule: APRs ${l.aprMin}% to ${l.aprMax}%, origination fee up to ${l.originationFeeMaxPercent}%` });
  trace.push({ kind: 'pricing', rule: 'statedFigures', outcome: 'allStates', decided: true, note: `the home's state is not known: the lowest minimum and the highest maximum of every set, APRs ${result.aprMin}% to ${result.aprMax}%, origination fee up to ${result.originationFeeMaxPercent}%` });
  return { result, trace, decidedBy: 'statedFigures' };
}

/** Recording words (pricing `recordingWords`, a state rule's own) with the set's own figures filled in. */
function recordingWordsOf(words: string | undefined, figures: FigureSet): string {
  return interpolate(words ?? '', figures);
}

/** The home's state an application names (its property, or the state law recorded for it); undefined before one is known. */
export function applicationState(app: Obj | undefined): string | undefined {
  const a = obj(app);
  const s = obj(a['property'])['state'] ?? obj(a['stateLaw'])['state'];
  return typeof s === 'string' && s.trim() !== '' ? s.trim().toUpperCase() : undefined;
}

/**
 * The context with `brand.pricing` as this applicant's disclosures state it (statedFigures): the
 * page carries every set (`brand.pricing.statedBy`, orgPricingData); an application names the
 * home's state. Unchanged without an application's state or the sets.
 */
export function withStatedFigures<C extends { brand?: Obj; app?: Obj }>(ctx: C, translate?: (text: string) => string): C {
  const state = applicationState(ctx.app);
  const pricing = obj(ctx.brand?.['pricing']);
  const set = pricing['statedBy'] as StatedFigureSet | undefined;
  // In another language the words are stated again from their templates even before the state is known.
  if ((state === undefined && !translate) || !set || typeof set !== 'object' || !set.lender) return ctx;
  const stated = statedFigures(translate ? setInLanguage(set, translate) : set, state ?? null).result;
  return { ...ctx, brand: { ...ctx.brand, pricing: { ...stated, statedBy: set } } };
}

/** The pricing a page about an application in `state` (or before one is known) carries as `brand.pricing`: the stated figures with every set. */
export function pagePricing(pricing: Pricing, brand?: Obj, state?: unknown, lendsIn?: readonly string[]): StatedFigures & { statedBy: StatedFigureSet } {
  const set = statedFigureSet(pricing, brand, lendsIn);
  return { ...statedFigures(set, state ?? null).result, statedBy: set };
}

export interface LineSizingInput {
  /** The home's value (an estimate, the applicant's, or a valuation). */
  homeValue: number;
  /** The stated or qualifying gross annual income. */
  annualIncome: number;
  /** The home's state (two-letter code): a state rule may lower the combined loan-to-value (`stateRules`). */
  state?: string;
}

export interface LineSize {
  /** The largest line of this product, rounded down; null when no line from the smallest amount up fits. */
  maxAmount: number | null;
  /** The limit that set it: equity, income multiple, payment to income, or the largest line the lender makes. */
  limitedBy: 'equity' | 'incomeMultiple' | 'paymentToIncome' | 'lineMax';
}

/**
 * The largest line of one product for one applicant (000 §4.1 offers): the least of what the home's
 * equity allows (combined loan-to-value less the existing liens), a multiple of the income, and the
 * line whose monthly payment, repaying it over the product's term at its rate, is at most the
 * pricing's share of the gross monthly income (sizing.maxPaymentToIncome: a shorter term has larger
 * payments, so a smaller line). Rounded down, at most the lender's largest line. A product whose
 * limit is below the smallest line is not offered (maxAmount null). Pure, traced.
 */
export function lineSizing(pricing: Pricing, product: PricingProduct, input: LineSizingInput): Decision<LineSize> {
  const { sizing, lineAmount } = pricing;
  const trace: TraceStep[] = [];
  const income = Math.max(input.annualIncome, 0);
  const stateRule = input.state !== undefined ? stateRuleFor(pricing, input.state).result : null;
  const stateCltv = stateRule?.maxCombinedLoanToValue;
  const cltv = stateCltv !== undefined && stateCltv < sizing.maxCombinedLoanToValue ? stateCltv : sizing.maxCombinedLoanToValue;
  if (cltv !== sizing.maxCombinedLoanToValue) trace.push({ kind: 'pricing', rule: 'stateCombinedLoanToValue', outcome: cltv, note: `a home in ${String(input.state).toUpperCase()}: ${stateRule!.law} allows at most ${cltv} combined loan-to-value, below the lender's ${sizing.maxCombinedLoanToValue}` });
  const byEquity = input.homeValue * cltv - input.homeValue * sizing.assumedExistingLiens;
  trace.push({ kind: 'pricing', rule: 'equity', outcome: byEquity, note: `${input.homeValue} × ${cltv} combined loan-to-value − ${input.homeValue} × ${sizing.assumedExistingLiens} existing liens` });
  const byIncome = income * sizing.incomeMultiple;
  trace.push({ kind: 'pricing', rule: 'incomeMultiple', outcome: byIncome, note: `${income} a year × ${sizing.incomeMultiple}` });
  // The payment is proportional to the line: the payment on $100,000 gives the largest line whose payment fits.
  const monthlyIncome = income / 12;
  const allowedPayment = monthlyIncome * sizing.maxPaymentToIncome;
  const paymentPer100k = amortizedPayment(100_000, product.rate, product.term);
  const byPayment = paymentPer100k > 0 ? (allowedPayment / paymentPer100k) * 100_000 : Infinity;
  trace.push({ kind: 'pricing', rule: 'paymentToIncome', outcome: Math.floor(byPayment), note: `${sizing.maxPaymentToIncome * 100}% of ${monthlyIncome.toFixed(2)} a month = ${allowedPayment.toFixed(2)}; ${paymentPer100k} repays $100,000 over ${product.term} years at ${product.rate}%` });
  const limits: [LineSize['limitedBy'], number][] = [['equity', byEquity], ['incomeMultiple', byIncome], ['paymentToIncome', byPayment], ['lineMax', lineAmount.max]];
  const [limitedBy, limit] = limits.reduce((least, l) => (l[1] < least[1] ? l : least));
  const rounded = Math.floor(limit / sizing.roundDownTo) * sizing.roundDownTo;
  const maxAmount = rounded >= lineAmount.min ? rounded : null;
  trace.push({
    kind: 'pricing', rule: 'maxAmount', outcome: maxAmount ?? 'not offered', decided: true,
    note: maxAmount === null
      ? `the least limit (${limitedBy}) rounds down to ${rounded}, below the smallest line of ${lineAmount.min}`
      : `the least limit (${limitedBy}) rounded down to a multiple of ${sizing.roundDownTo}`,
  });
  return { result: { maxAmount, limitedBy }, trace, decidedBy: 'maxAmount' };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * Age-restricted interest-only applies when the brand, the organisation config (a widget option)
 * or the application says so (001 §4).
 */
export function interestOnlyApplies(ctx: { brand?: Obj; app?: Obj } | undefined, option?: unknown): boolean {
  return option === true || obj(ctx?.brand?.['behaviour'])['interestOnlyAgeRestricted'] === true || ctx?.app?.['isAgeRestrictedInterestOnly'] === true;
}

/** The context with the chosen offer's figures as `finance` (screens read `{{finance.apr:percent|…}}`); unchanged before an offer is chosen. */
export function withFinance<C extends { brand?: Obj; app?: Obj; finance?: FinanceTerms }>(ctx: C): C {
  if (!ctx.app) return ctx;
  const finance = applicationFinance(ctx).result;
  return finance ? { ...ctx, finance } : ctx;
}

/**
 * The finance terms of the application's chosen offer: its amount, rate and term, the offer's fee,
 * interest-only as 001 §4 says, and the fees paid to others from the draw (the valuation fee when
 * no automated valuation exists, the in-person notary fee) at the page's pricing. Null before an
 * offer is chosen.
 */
export function applicationFinance(ctx: { brand?: Obj; app?: Obj }): Decision<FinanceTerms | null> {
  const app = obj(ctx.app);
  const amount = num(app['amount']) ?? 0;
  const rate = num(app['rate']) ?? 0;
  const term = num(app['term']) ?? 0;
  if (!(amount > 0 && rate > 0 && term > 0)) {
    return { result: null, trace: [{ kind: 'finance', rule: 'chosenOffer', outcome: false, decided: true, note: 'no offer chosen yet (amount, rate and term are 0)' }], decidedBy: 'chosenOffer' };
  }
  const offers = Array.isArray(app['offers']) ? (app['offers'] as unknown[]).map(obj) : [];
  const offer = offers.find((o) => o['uuid'] === app['selectedOfferUuid']);
  if (!offer) {
    return { result: null, trace: [{ kind: 'finance', rule: 'chosenOffer', outcome: false, decided: true, note: 'the chosen offer (selectedOfferUuid) is not among the application\'s offers: its origination fee is unknown, so no figure is stated' }], decidedBy: 'chosenOffer' };
  }
  // Only the fees charged, at what the borrower pays for them (engine/fees.ts decides the lender's part under a state's cap):
  // one not yet decided is not deducted, and every page states it as conditional.
  const fees = feeDecisions(ctx);
  const cap = offer['feeCap'] ? feeCapInput(offer['feeCap']) : undefined;
  const paidToOthers = [fees.result.valuation, fees.result.manualNotary].filter((f) => f.state === 'charged').map((f) => ({ label: f.label, amount: f.amount }));
  // Once the title provider has quoted them, the county's recording costs are charged too: the fee where the borrower pays it, and the tax.
  const quote = fees.result.recording.quote;
  if (quote) {
    if (fees.result.recording.paidBy === 'borrower') paidToOthers.push({ label: RECORDING_LABELS.fee, amount: quote.fee });
    paidToOthers.push({ label: quote.taxName ?? RECORDING_LABELS.tax, amount: quote.tax });
  }
  const d = financeTerms({
    amount,
    ratePercent: rate,
    termYears: term,
    originationFeePercent: num(offer['originationFeePercent']) ?? 0,
    interestOnly: interestOnlyApplies(ctx),
    paidToOthers,
    ...(cap ? { feeCap: cap } : {}),
  });
  const chosen: TraceStep = { kind: 'finance', rule: 'chosenOffer', outcome: true, note: `offer ${String(offer['uuid'])}` };
  return { result: d.result, trace: [chosen, ...fees.trace, ...d.trace], decidedBy: d.decidedBy };
}

/** A fee paid to others as an offer card states it (engine/fees.ts feeDecisions for the offer at the card's amount). */
export interface OfferClosingFee {
  id: 'valuation' | 'manualNotary';
  state: 'charged' | 'conditional';
  amount: number;
  price: number;
  lenderPays: number;
}

/** What an offer card states of the closing before the offer is chosen: the fees every closing of this application has, and what is paid to the applicant. */
export interface OfferClosing {
  /** The fees already charged (a state's in-person closing: status.manualNotary), then those not yet decided that would cost the applicant something. */
  fees: OfferClosingFee[];
  /** The line less the origination fee and the charged fees (engine/finance.ts amountReceived). */
  amountReceived: number;
  /** A fee not yet decided would lower `amountReceived` if it applies. */
  undecided: boolean;
  /** The county's recording costs are deducted too (paid by the borrower). */
  recordingDeducted: boolean;
}

/**
 * The closing figures of one offer at the amount a card shows, before it is chosen: the same
 * decisions as for the chosen offer (feeDecisions, applicationFinance) on the application as if this
 * offer were chosen at that amount, so the card, the summary and the documents state one figure.
 * Null where no fee is charged yet (the applicant's closing may still cost nothing beyond the
 * origination fee, which the card states already). Pure, traced.
 */
export function offerClosing(ctx: { brand?: Obj; app?: Obj }, offer: { uuid: string; rate: number; term: number }, amount: number): Decision<OfferClosing | null> {
  const app = { ...obj(ctx.app), amount, rate: offer.rate, term: offer.term, selectedOfferUuid: offer.uuid };
  const chosen = { ...ctx, app };
  const fees = feeDecisions(chosen);
  const ids = ['manualNotary', 'valuation'] as const;
  const charged = ids.filter((id) => fees.result[id].state === 'charged');
  if (charged.length === 0) {
    return { result: null, trace: [...fees.trace, { kind: 'finance', rule: 'offerClosing', outcome: false, decided: true, note: 'no fee paid to others is charged yet: the card states the origination fee alone' }], decidedBy: 'offerClosing' };
  }
  const finance = applicationFinance(chosen);
  if (!finance.result) return { result: null, trace: finance.trace, decidedBy: finance.decidedBy };
  const conditional = ids.filter((id) => fees.result[id].state === 'conditional' && fees.result[id].amount > 0);
  const fee = (id: (typeof ids)[number]): OfferClosingFee => {
    const f = fees.result[id];
    return { id, state: f.state === 'charged' ? 'charged' : 'conditional', amount: f.amount, price: f.price, lenderPays: f.lenderPays };
  };
  const result: OfferClosing = {
    fees: [...charged, ...conditional].map(fee),
    amountReceived: finance.result.amountReceived,
    undecided: conditional.length > 0,
    recordingDeducted: fees.result.recording.paidBy !== 'lender' || fees.result.recording.taxPer100kMax > 0,
  };
  return {
    result,
    trace: [...finance.trace, { kind: 'finance', rule: 'offerClosing', outcome: result.amountReceived, decided: true, note: `offer ${offer.uuid} at ${amount}: charged ${charged.join(', ')}; paid to the applicant ${result.amountReceived}` }],
    decidedBy: 'offerClosing',
  };
}
