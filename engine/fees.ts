/**
 * Which fees paid to others from the initial draw apply (001 §9): the valuation fee when a person
 * must value the home, the in-person notarization fee. Each is charged, not charged, or not yet
 * decided: both are decided before the closing disclosure is generated (the sandbox's back office
 * sets `status.disclosurelistClosingReady` only then), so a document or screen before it states
 * them as conditional with their amounts, never as $0 as if decided. Regulation Z §1026.4(c)(7):
 * they are not finance charges, so the APR does not change with them; the amount paid to the
 * borrower does. Pure, traced.
 */
import type { Decision, TraceStep } from './types/logic.ts';
import type { FeeDecision, Fees, FeeState } from './types/fees.ts';

export type { FeeDecision, Fees, FeeState };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Names on the itemization of the amount financed (engine/finance.ts paidToOthers) and on a revised disclosure. */
export const FEE_LABELS = {
  valuation: 'Valuation fee (no automated valuation of the home)',
  manualNotary: 'In-person notarization',
} as const;

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

/** Each fee paid to others, charged, not charged or not yet decided, at the page's pricing (`brand.pricing`). */
export function feeDecisions(ctx: { app?: Obj; brand?: Obj }): Decision<Fees> {
  const app = obj(ctx.app);
  const pricing = obj(ctx.brand?.['pricing']);
  const ready = closingDisclosureReady(app);
  const trace: TraceStep[] = [];
  const decide = (id: keyof Fees, charged: boolean, why: string, amount: number): FeeDecision => {
    const state: FeeState = charged ? 'charged' : ready ? 'notCharged' : 'conditional';
    const note = charged ? why : ready ? 'not charged: the closing disclosure was generated without it (status.disclosurelistClosingReady)' : 'not decided yet: it is decided before the closing disclosure is generated, so it is stated with its amount as conditional';
    trace.push({ kind: 'fee', rule: id, outcome: state, note });
    return { state, amount, label: FEE_LABELS[id] };
  };
  const result: Fees = {
    valuation: decide('valuation', valuationFeeApplies(app), `charged: a person values the home (status.bpo ${String(obj(app['status'])['bpo'])}), no automated valuation exists`, num(pricing['valuationFee'])),
    manualNotary: decide('manualNotary', obj(app['status'])['manualNotary'] === true, 'charged: the deed is signed before a notary in person (status.manualNotary)', num(pricing['manualNotaryFee'])),
  };
  return { result, trace, decidedBy: 'fees' };
}

/** The context with the fee decisions as `fees` (screens read `{{fees.valuation.amount:money}}`, `when` on `fees.valuation.state`). */
export function withFees<C extends { brand?: Obj; app?: Obj; fees?: Fees }>(ctx: C): C & { fees?: Fees } {
  if (!ctx.app) return ctx;
  return { ...ctx, fees: feeDecisions(ctx).result };
}
