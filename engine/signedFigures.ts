/**
 * The money figures a borrower signs on the closing disclosure, and whether a line may fund on
 * that signature. When the borrower signs, the figures are kept (`disclosedFigures`); before funding
 * they are compared with the figures as they are then (`compareSignedFigures`). If any differs (a
 * fee added or changed after signing, for whatever reason), the line does not fund on the old
 * signature: the borrower signs a revised closing disclosure that says what changed. The fees paid
 * to others are not finance charges (Regulation Z §1026.4(c)(7)), so such a change leaves the APR and
 * the finance charge as they were and changes the amount paid to the borrower. Pure, traced.
 */
import { formatMoney } from './format.ts';
import type { FinanceTerms } from './types/finance.ts';
import type { Decision, TraceStep } from './types/logic.ts';

/** What the closing disclosure states of the line (engine/finance.ts figures): kept as signed on the application (`signedDocuments.closing.figures`). */
export type DisclosedFigures = Pick<FinanceTerms, 'amount' | 'apr' | 'financeCharge' | 'amountFinanced' | 'amountReceived' | 'originationFee' | 'paidToOthers'>;

/** The figures of a line that the closing disclosure states. */
export function disclosedFigures(f: FinanceTerms): DisclosedFigures {
  return {
    amount: f.amount, apr: f.apr, financeCharge: f.financeCharge, amountFinanced: f.amountFinanced,
    amountReceived: f.amountReceived, originationFee: f.originationFee,
    paidToOthers: f.paidToOthers.map((p) => ({ label: p.label, amount: p.amount })),
  };
}

export interface FigureChange {
  /** The figure: `amount`, `apr`, ..., or `fee:<label>` for a fee paid to others. */
  figure: string;
  label: string;
  was: number | null;
  now: number | null;
}

export interface SignedComparison {
  /** The signed figures still hold: the line may fund on that signature. */
  holds: boolean;
  changes: FigureChange[];
  /** What changed, in the borrower's words: "Revised: in-person notarization $300.00 added; paid to your account at closing $57,726.10, was $58,026.10". Null when nothing changed. */
  words: string | null;
}

/** The line's own figures, in the order the disclosure states them, with their words in a sentence. */
const FIGURES: { key: keyof Omit<DisclosedFigures, 'paidToOthers'>; label: string; percent?: boolean }[] = [
  { key: 'amount', label: 'credit line amount' },
  { key: 'apr', label: 'annual percentage rate (APR)', percent: true },
  { key: 'financeCharge', label: 'finance charge' },
  { key: 'amountFinanced', label: 'amount financed' },
  { key: 'originationFee', label: 'origination fee' },
  { key: 'amountReceived', label: 'paid to your account at closing' },
];

const cents = (v: number) => Math.round(v * 100);
const same = (a: number | null, b: number | null) => (a === null || b === null ? a === b : cents(a) === cents(b));
const sentenceCase = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

function figureWords(c: FigureChange, percent: boolean): string {
  const show = (v: number) => (percent ? `${v.toFixed(2)}%` : formatMoney(v, 2));
  if (c.figure.startsWith('fee:')) {
    if (c.was === null) return `${sentenceCase(c.label)} ${show(c.now!)} added`;
    if (c.now === null) return `${sentenceCase(c.label)} ${show(c.was)} removed`;
  }
  return `${sentenceCase(c.label)} ${show(c.now ?? 0)}, was ${show(c.was ?? 0)}`;
}

/** The closing signature as the application keeps it (`signedDocuments.closing`). */
export interface ClosingSignature {
  signedAt?: string;
  figures?: DisclosedFigures;
}

/**
 * The signed figures against the figures now. Nothing signed (staff moved the application on
 * without a closing signature): no figure to hold to. Signed but without kept figures, or no
 * figures now (no offer chosen): they cannot be shown to hold, so it is signed again.
 */
export function compareSignedFigures(signature: ClosingSignature | null | undefined, now: DisclosedFigures | null): Decision<SignedComparison> {
  const trace: TraceStep[] = [];
  if (!signature?.signedAt) {
    trace.push({ kind: 'signedFigures', rule: 'signed', outcome: false, decided: true, note: 'no closing disclosure was signed: there are no signed figures to hold to' });
    return { result: { holds: true, changes: [], words: null }, trace, decidedBy: 'signed' };
  }
  const signed = signature.figures;
  if (!signed || !now) {
    const note = !signed ? 'no figures were kept when the closing disclosure was signed: it must be signed again' : 'no figures now (no offer chosen): it must be signed again';
    trace.push({ kind: 'signedFigures', rule: 'comparable', outcome: false, decided: true, note });
    return { result: { holds: false, changes: [], words: 'Revised: please review and sign your closing disclosure again.' }, trace, decidedBy: 'comparable' };
  }
  const changes: FigureChange[] = [];
  const percentOf = new Set<string>();
  // Fees first: a fee added or changed is what the borrower is told about first.
  const labels = [...new Set([...signed.paidToOthers.map((p) => p.label), ...now.paidToOthers.map((p) => p.label)])];
  for (const label of labels) {
    const was = signed.paidToOthers.find((p) => p.label === label)?.amount ?? null;
    const is = now.paidToOthers.find((p) => p.label === label)?.amount ?? null;
    const held = same(was, is);
    trace.push({ kind: 'signedFigures', rule: `fee:${label}`, outcome: held, note: `signed ${was ?? 'none'}, now ${is ?? 'none'}` });
    if (!held) changes.push({ figure: `fee:${label}`, label, was, now: is });
  }
  for (const f of FIGURES) {
    const held = same(signed[f.key], now[f.key]);
    trace.push({ kind: 'signedFigures', rule: f.key, outcome: held, note: `signed ${signed[f.key]}, now ${now[f.key]}` });
    if (!held) {
      changes.push({ figure: f.key, label: f.label, was: signed[f.key], now: now[f.key] });
      if (f.percent) percentOf.add(f.key);
    }
  }
  const holds = changes.length === 0;
  trace.push({ kind: 'signedFigures', rule: 'holds', outcome: holds, decided: true, note: holds ? 'every figure is as signed: the line may fund on this signature' : `${changes.length} figure(s) changed: a revised closing disclosure must be signed before funding` });
  const words = holds ? null : `Revised: ${changes.map((c) => figureWords(c, percentOf.has(c.figure))).join('; ')}.`;
  return { result: { holds, changes, words }, trace, decidedBy: 'holds' };
}
