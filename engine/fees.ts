/**
 * The fees paid to others from the initial draw (001 §9), decided once for every screen, document
 * and finance figure: the valuation fee when a person must value the home, the in-person
 * notarization fee, and the county's recording fees and taxes. Each of the first two is charged,
 * not charged, or not yet decided: both are decided before the closing disclosure is generated (the
 * sandbox's back office sets `status.disclosurelistClosingReady` only then), so a document or
 * screen before it states them as conditional with their amounts, never as $0 as if decided.
 * Where a state caps the fees (the chosen offer's `feeCap`, from sandbox/data/pricing.json
 * `stateRules`), the part of them the lender pays is decided here too, so the summary, the
 * documents and the amount paid to the borrower state one figure (engine/pricing.ts
 * applicationFinance deducts what is decided here and nothing more). Regulation Z §1026.4(c)(7):
 * they are not finance charges, so the APR does not change with them; the amount paid to the
 * borrower does. Pure, traced.
 */
import type { Decision, TraceStep } from './types/logic.ts';
import type { FeeCapStanding, FeeDecision, Fees, FeeState, RecordingCosts, RecordingQuote } from './types/fees.ts';

export type { FeeCapStanding, FeeDecision, Fees, FeeState, RecordingCosts, RecordingQuote };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const cents = (v: number) => Math.round((v + Number.EPSILON * Math.sign(v)) * 100) / 100;

/** Names on the itemization of the amount financed (engine/finance.ts paidToOthers) and on a revised disclosure. */
export const FEE_LABELS = {
  valuation: 'Valuation fee (no automated valuation of the home)',
  manualNotary: 'In-person notarization',
} as const;

/** Names of the quoted recording costs on the itemization of the amount financed (engine/pricing.ts applicationFinance). */
export const RECORDING_LABELS = { fee: 'County recording fee', tax: 'Recording tax' } as const;

export type FeeId = keyof typeof FEE_LABELS;

/**
 * A valuation of the home by a person (a broker price opinion) is needed, so the valuation fee
 * applies: no automated valuation exists (000 §4.3 NO_AVM → BPO_ORDER_REQUEST, 001 §9).
 */
export function valuationFeeApplies(app: Obj): boolean {
  const bpo = obj(app['status'])['bpo'];
  return bpo === 'REQUIRED' || bpo === 'PROCESSING' || bpo === 'COMPLETE';
}

/** The lender has settled every fee and generated the closing disclosure (000 §4.3 NOTE_SIGNING). */
const closingDisclosureReady = (app: Obj) => obj(app['status'])['disclosurelistClosingReady'] === true;

/** The state's fee cap the application's offers carry (engine/pricing.ts offerFeeCap): the chosen offer's, else any offer's (one home, one state). */
export function applicationFeeCap(app: Obj): Obj | null {
  const offers = Array.isArray(app['offers']) ? (app['offers'] as unknown[]).map(obj) : [];
  const chosen = offers.find((o) => o['uuid'] === app['selectedOfferUuid']) ?? offers.find((o) => o['feeCap']);
  const cap = chosen ? obj(chosen['feeCap']) : {};
  return typeof cap['maxPercent'] === 'number' ? cap : null;
}

/**
 * Each fee paid to others, charged, not charged or not yet decided, at the page's pricing
 * (`brand.pricing`), with the part the lender pays under the state's cap. The cap (the chosen
 * offer's `feeCap`) holds the origination fee and the counted fees together to `maxPercent` of
 * the line: the origination fee was set when the offer was made, with every counted fee at its
 * price (engine/pricing.ts feeCapInput), so it never rises; when the counted fees still to be
 * paid (charged or not yet decided) pass the cap on their own, the lender pays the excess, from the
 * fees in the order the state rule counts them (`countedFees`, the one decided last first: a fee
 * decided later then never changes what the borrower pays for another).
 */
export function feeDecisions(ctx: { app?: Obj; brand?: Obj }): Decision<Fees> {
  const app = obj(ctx.app);
  const pricing = obj(ctx.brand?.['pricing']);
  const ready = closingDisclosureReady(app);
  const trace: TraceStep[] = [];
  const state = (id: FeeId, charged: boolean, why: string): FeeState => {
    const s: FeeState = charged ? 'charged' : ready ? 'notCharged' : 'conditional';
    const note = charged ? why : ready ? 'not charged: the closing disclosure was generated without it (status.disclosurelistClosingReady)' : 'not decided yet: it is decided before the closing disclosure is generated, so it is stated with its amount as conditional';
    trace.push({ kind: 'fee', rule: id, outcome: s, note });
    return s;
  };
  const states: Record<FeeId, FeeState> = {
    valuation: state('valuation', valuationFeeApplies(app), `charged: a person values the home (status.bpo ${String(obj(app['status'])['bpo'])}), no automated valuation exists`),
    manualNotary: state('manualNotary', obj(app['status'])['manualNotary'] === true, 'charged: the deed is signed before a notary in person (status.manualNotary)'),
  };
  const prices: Record<FeeId, number> = { valuation: num(pricing['valuationFee']), manualNotary: num(pricing['manualNotaryFee']) };
  const lenderPays: Record<FeeId, number> = { valuation: 0, manualNotary: 0 };

  const feeCap = applicationFeeCap(app);
  const lineAmount = num(app['amount']);
  let cap: FeeCapStanding | undefined;
  if (feeCap && lineAmount > 0) {
    const maxPercent = num(feeCap['maxPercent']);
    const maxAmount = cents((lineAmount * maxPercent) / 100);
    cap = { state: String(feeCap['state'] ?? ''), law: String(feeCap['law'] ?? ''), maxPercent, maxAmount };
    const counted = (Array.isArray(feeCap['fees']) ? (feeCap['fees'] as unknown[]).map(obj) : [])
      .map((f) => String(f['id']))
      .filter((id): id is FeeId => id in FEE_LABELS && states[id as FeeId] !== 'notCharged');
    const owed = cents(counted.reduce((sum, id) => sum + prices[id], 0));
    let over = Math.max(0, cents(owed - maxAmount));
    trace.push({ kind: 'fee', rule: 'feeCap', outcome: over, note: `${cap.law}: the fees are at most ${maxPercent}% of ${lineAmount} = ${maxAmount}; the counted fees still to be paid (${counted.length > 0 ? counted.map((id) => `${id} ${prices[id]}`).join(', ') : 'none'}) come to ${owed}${over > 0 ? `, ${over} past the cap on their own: the lender pays it` : ', within it'}` });
    for (const id of counted) {
      if (over <= 0) break;
      const paid = Math.min(prices[id], over);
      lenderPays[id] = paid;
      over = cents(over - paid);
      trace.push({ kind: 'fee', rule: id, outcome: cents(prices[id] - paid), note: `the lender pays ${paid} of the ${prices[id]} ${id} fee, so the fees stay within ${maxAmount}` });
    }
  }
  const decision = (id: FeeId): FeeDecision => ({ state: states[id], amount: cents(prices[id] - lenderPays[id]), price: prices[id], lenderPays: lenderPays[id], label: FEE_LABELS[id] });

  const recording = recordingCosts(pricing, feeCap, lineAmount, obj(app['recordingQuote']));
  const q = recording.quote;
  trace.push({ kind: 'fee', rule: 'recording', outcome: q ? q.deducted : recording.paidBy, note: q
    ? `quoted by ${q.provider}${q.county ? ` for ${q.county}` : ''} (app.recordingQuote): recording fee ${q.fee}${recording.paidBy === 'lender' ? ' paid by the lender' : ''}, recording tax ${q.tax}; ${q.deducted} is deducted from the draw`
    : recording.paidBy === 'lender' ? `the lender pays the county's recording fees: the state's cap counts fees to record (${String(feeCap?.['law'] ?? '')})` : `not quoted yet: recording fees ${recording.feeMin} to ${recording.feeMax}, recording taxes up to ${recording.taxPer100kMax} per 100,000${recording.taxMax !== null ? ` (${recording.taxMax} on this line)` : ''}, set by the county and state` });
  const result: Fees = { valuation: decision('valuation'), manualNotary: decision('manualNotary'), recording, ...(cap ? { cap } : {}) };
  return { result, trace, decidedBy: 'fees' };
}

/**
 * The county's recording fees and taxes as the borrower's pages state them: the pricing's range,
 * with the home's state's own figures where the offer's state rule sets them (`feeCap.recording`:
 * a state that levies no recording tax; a state whose cap counts fees to record, whose recording
 * fees the lender pays); and, once the title provider has quoted them for the home (the
 * application's `recordingQuote`, made when the closing disclosure is generated), the amounts
 * charged: the tax at the quote's rate on this line, in cents.
 */
function recordingCosts(pricing: Obj, feeCap: Obj | null, lineAmount: number, quoted: Obj): RecordingCosts {
  const state = obj(feeCap?.['recording']);
  const taxPer100kMax = typeof state['taxPer100kMax'] === 'number' ? state['taxPer100kMax'] : num(pricing['recordingTaxPer100kMax']);
  const paidBy = state['paidBy'] === 'lender' ? 'lender' : 'borrower';
  const costs: RecordingCosts = {
    feeMin: num(pricing['recordingFeeMin']),
    feeMax: num(pricing['recordingFeeMax']),
    taxPer100kMax,
    taxMax: lineAmount > 0 ? cents((lineAmount / 100_000) * taxPer100kMax) : null,
    paidBy,
    settled: paidBy === 'lender' && taxPer100kMax === 0,
  };
  if (typeof quoted['recordingFee'] !== 'number' || !(lineAmount > 0)) return costs;
  const fee = cents(num(quoted['recordingFee']));
  const tax = cents((lineAmount / 100_000) * num(quoted['taxPer100k']));
  const quote: RecordingQuote = {
    provider: String(quoted['provider'] ?? ''),
    county: typeof quoted['county'] === 'string' ? quoted['county'] : null,
    fee,
    tax,
    taxName: tax > 0 && typeof quoted['taxName'] === 'string' ? quoted['taxName'] : null,
    deducted: cents(tax + (paidBy === 'borrower' ? fee : 0)),
  };
  return { ...costs, quote, settled: true };
}

/** The context with the fee decisions as `fees` (screens read `{{fees.valuation.amount:money}}`, `when` on `fees.valuation.state`). */
export function withFees<C extends { brand?: Obj; app?: Obj; fees?: Fees; finance?: unknown }>(ctx: C): C & { fees?: Fees } {
  if (!ctx.app) return ctx;
  const fees = feeDecisions(ctx).result;
  const amountReceived = obj(ctx.finance)['amountReceived'];
  return { ...ctx, fees: typeof amountReceived === 'number' ? { ...fees, received: receivedRange(fees, amountReceived) } : fees };
}

/**
 * What may be paid to the account, from the amount the finance figures state (the line less the
 * origination fee and the fees charged): the least takes off too every fee not yet decided and, until
 * the title company has quoted them, the county's recording fee (where the borrower pays it) and the
 * recording tax at the most the pricing discloses for this line.
 */
export function receivedRange(fees: Fees, amountReceived: number): { least: number; most: number } {
  const undecided = [fees.valuation, fees.manualNotary].filter((f) => f.state === 'conditional').reduce((sum, f) => sum + f.amount, 0);
  const r = fees.recording;
  const recording = r.quote ? 0 : (r.paidBy === 'borrower' ? r.feeMax : 0) + (r.taxMax ?? 0);
  return { least: cents(amountReceived - undecided - recording), most: amountReceived };
}
