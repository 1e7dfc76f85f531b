/**
 * The figures a disclosure document states, gathered from the application, the applicant's
 * profile, the brand and the lender's pricing. Every money figure of the chosen line comes from the
 * finance module (engine/finance.ts, docs/finance.md); the product-wide figures from the pricing
 * (engine/pricing.ts).
 */
import { FEE_LABELS, formatDisplayDate, formatMoney, type FeeDecision, type Fees, type FinanceTerms, type OrgPricing, type StatedFigures } from '../../engine/index.ts';

export interface Lender {
  companyName: string;
  companyNameShort: string;
  product: string;
  nmls: string;
  address: string;
  phone: string;
  email: string;
}

export interface DisclosureFacts {
  lender: Lender;
  borrowerName: string;
  propertyAddress: string;
  propertyState: string;
  loanNumber: string;
  applicationUuid: string;
  /** The chosen line's figures; null before an offer is chosen. */
  finance: FinanceTerms | null;
  /**
   * The product-wide figures every disclosure states, for the home's state (engine/pricing.ts
   * statedFigures: its scope, state name and time to funding; absent from facts signed before they were kept).
   */
  pricing: OrgPricing & Partial<Pick<StatedFigures, 'scope' | 'stateName' | 'fundingWords' | 'inPersonClosing' | 'closingWaitDays' | 'lenderPaysRecordingFees' | 'recordingWords'>>;
  /** Each fee paid to others: charged, not charged, or not yet decided (engine/fees.ts feeDecisions). */
  fees: Fees;
  homeValue: number | null;
  /** A revised closing disclosure: what changed since the one signed (engine/signedFigures.ts); null otherwise. */
  revision?: string | null;
  interestOnly: boolean;
  generatedOn: Date;
  /** When the state's notice was given and acknowledged as received (app.stateLaw.noticeGivenAt), ISO; null before, or absent where none applies. */
  noticeGivenAt?: string | null;
  /**
   * The notice of the right to cancel (rescissionNotice.ts): the owner it is given to, and the days of
   * the engine's decision (engine/closingDates.ts), null until the account is signed.
   */
  rescission?: { to: string; openedOn: string | null; endsOn: string | null; role?: 'OWNER' | 'SPOUSE' };
  /** The state's own clauses (sandbox/data/stateTerms.json), filled in from the application when the facts were gathered; absent where the state names none. */
  stateTerms?: StateTerms | null;
  /** The provision that asks the owner and the lender to acknowledge the home's fair market value at closing (document fairMarketValue); absent where none does. */
  fairMarketValueLaw?: string | null;
  /**
   * Everyone else who signs the deed of trust (engine/requiredSigners.ts; the application's `helocSigners` once invited):
   * a co-owner gives the lien with the borrower, a spouse off the title consents to it where the state's law asks
   * (`law`); `signedAt` once they have signed before the notary. Absent from facts kept before they were stated.
   */
  otherSigners?: { name: string; role: 'OWNER' | 'SPOUSE'; law: string | null; signedAt: string | null }[];
  /** Where and when the line is paid (the settlement statement): the account's last four digits, and the funding day (engine/closingDates.ts, yyyy-MM-dd), null until known. */
  disbursement?: { accountLastFour: string | null; fundingOn: string | null };
}

/** A state's clauses as a document states them: filled in, each with where it is stated. */
export interface StateTerms {
  law: string;
  clauses: { id: string; heading: string; text: string; documents: ('agreement' | 'deed')[] }[];
}

export const pct = (v: number) => `${v.toFixed(2)}%`;
const money2 = (v: number) => formatMoney(v, 2);

/** "59 payments of $4,615.04, then 1 payment of $4,614.68". */
export function scheduleWords(f: FinanceTerms): string {
  return f.schedule.map((l, i) => `${i > 0 ? 'then ' : ''}${l.count} ${l.count === 1 ? 'payment' : 'payments'} of ${money2(l.amount)}`).join(', ');
}

/** Facts kept as signed before the fee decisions were kept name two booleans instead. */
type StoredFacts = DisclosureFacts & { hasAutomatedValuation?: boolean; manualNotary?: boolean };

/**
 * The fee decisions of facts, also of facts signed before they were kept (decided then: charged or
 * not) or before the lender's part and the recording costs were decided with them (none, and the
 * pricing's recording range).
 */
export function feesOf(f: DisclosureFacts): Fees {
  const old = f as StoredFacts;
  const kept = (f.fees ?? {}) as Partial<Fees>;
  const fee = (d: Partial<FeeDecision> | undefined, charged: boolean, price: number, label: string): FeeDecision => ({
    state: d?.state ?? (charged ? 'charged' : 'notCharged'),
    amount: d?.amount ?? price,
    price: d?.price ?? d?.amount ?? price,
    lenderPays: d?.lenderPays ?? 0,
    label: d?.label ?? label,
  });
  const p = f.pricing;
  return {
    valuation: fee(kept.valuation, old.hasAutomatedValuation === false, p.valuationFee, FEE_LABELS.valuation),
    manualNotary: fee(kept.manualNotary, old.manualNotary === true, p.manualNotaryFee, FEE_LABELS.manualNotary),
    recording: kept.recording
      ? { ...kept.recording, settled: kept.recording.settled ?? (kept.recording.paidBy === 'lender' && kept.recording.taxPer100kMax === 0) }
      : {
        feeMin: p.recordingFeeMin,
        feeMax: p.recordingFeeMax,
        taxPer100kMax: p.recordingTaxPer100kMax,
        taxMax: f.finance ? Math.round((f.finance.amount / 100_000) * p.recordingTaxPer100kMax * 100) / 100 : null,
        paidBy: 'borrower',
        settled: false,
      },
    ...(kept.cap ? { cap: kept.cap } : {}),
  };
}

/** "; the fee is $300.00, of which we pay $180.00 so your fees stay within 2% of your line (law)", where the lender pays part of it. */
function lenderPart(fee: FeeDecision, fees: Fees): string {
  if (fee.lenderPays <= 0) return '';
  const cap = fees.cap;
  const why = cap ? ` so your fees stay within ${cap.maxPercent}% of your line, as ${cap.law} requires` : '';
  return fee.lenderPays >= fee.price ? `; we pay the ${money2(fee.price)} fee${why}` : `; the fee is ${money2(fee.price)}, of which we pay ${money2(fee.lenderPays)}${why}`;
}

/** How a document states each fee paid to others: its amount when decided, both amounts and what decides when not. */
function feeWords(fees: Fees) {
  const { valuation: v, manualNotary: n } = fees;
  return {
    valuation: v.state === 'charged' ? `${money2(v.amount)} (no automated valuation of your home was available${lenderPart(v, fees)})`
      : v.state === 'notCharged' ? `${money2(0)} (an automated valuation of your home was available)`
        : `${formatMoney(0)} if an automated valuation of your home is available; ${formatMoney(v.amount)} if a person must value it (we tell you before ordering it${lenderPart(v, fees)})`,
    notary: n.state === 'charged' ? `${money2(n.amount)} (in-person notarization${lenderPart(n, fees)})`
      : n.state === 'notCharged' ? `${money2(0)} (online notarization)`
        : `${formatMoney(0)} for online notarization; ${formatMoney(n.amount)} if you need in-person notarization (we tell you before your closing disclosure${lenderPart(n, fees)})`,
  };
}

/** How a document states the county's recording costs (engine/fees.ts recordingCosts): the amounts quoted by the title provider, else the range. */
function recordingWords(fees: Fees) {
  const r = fees.recording;
  const lenderPays = r.paidBy === 'lender';
  const q = r.quote;
  if (q) {
    const where = q.county ? `, ${q.county}` : '';
    return {
      fees: lenderPays ? `Paid by us (${money2(q.fee)}${where})` : `${money2(q.fee)} (county recorder${where})`,
      taxes: q.tax > 0 ? `${money2(q.tax)} (${q.taxName ?? 'recording tax'})` : 'None: your state levies no tax on recording it',
      deductedLater: false,
    };
  }
  return {
    fees: lenderPays ? `Paid by us (${formatMoney(r.feeMin)} to ${formatMoney(r.feeMax)}, set by your county)` : `${formatMoney(r.feeMin)} to ${formatMoney(r.feeMax)}, set by your county`,
    taxes: r.taxPer100kMax === 0 ? 'None: your state levies no tax on recording it'
      : r.taxMax !== null ? `${formatMoney(0)} to ${money2(r.taxMax)} (${formatMoney(0)} to ${formatMoney(r.taxPer100kMax)} per $100,000 of the line, set by your county and state)`
        : `${formatMoney(0)} to ${formatMoney(r.taxPer100kMax)} per $100,000 of the line`,
    /** What is still deducted at closing besides the fees stated: nothing where the lender pays the fees and the state levies no tax. */
    deductedLater: !lenderPays || r.taxPer100kMax > 0,
  };
}

/** Text forms of the figures, so every document words them the same way. */
export function describe(f: DisclosureFacts) {
  const fin = f.finance;
  const p = f.pricing;
  const fees = feesOf(f);
  const words = feeWords(fees);
  const valuationFee = fees.valuation.state === 'charged' ? fees.valuation.amount : 0;
  const notaryFee = fees.manualNotary.state === 'charged' ? fees.manualNotary.amount : 0;
  // While a fee is not decided, the amount paid to the borrower is stated before it, and says so.
  // A fee the lender pays whole (fees.*.amount 0) leaves nothing undecided for the borrower.
  const undecided = [fees.valuation, fees.manualNotary].some((fee) => fee.state === 'conditional' && fee.amount > 0);
  const recording = recordingWords(fees);
  const county = recording.deductedLater ? ', before county recording fees and taxes' : '';
  const notChosen = 'Not yet selected';
  return {
    chosen: fin !== null,
    amount: fin ? formatMoney(fin.amount) : notChosen,
    rate: fin ? pct(fin.ratePercent) : notChosen,
    apr: fin ? pct(fin.apr) : notChosen,
    term: fin ? `${fin.termYears} years (${fin.paymentCount} monthly payments)` : notChosen,
    originationFee: fin ? `${money2(fin.originationFee)} (${pct(fin.originationFeePercent)} of the initial draw)` : `Up to ${pct(p.originationFeeMaxPercent)} of the initial draw`,
    originationFeeValue: fin ? fin.originationFee : null,
    fees,
    valuationFee: fees.valuation.state === 'conditional' || fees.valuation.lenderPays > 0 ? words.valuation : money2(valuationFee),
    valuationFeeWords: words.valuation,
    valuationFeeValue: valuationFee,
    notaryFee: fees.manualNotary.state === 'conditional' || fees.manualNotary.lenderPays > 0 ? words.notary : money2(notaryFee),
    notaryFeeWords: words.notary,
    notaryFeeValue: notaryFee,
    manualNotary: fees.manualNotary.state === 'charged',
    amountReceivedLabel: undecided
      ? `Amount paid to your account at closing, after the origination fee and any fee charged above${county} and before any fee not yet decided`
      : `Amount paid to your account at closing${county}`,
    recordingFees: recording.fees,
    recordingTaxes: recording.taxes,
    recordingDeductedLater: recording.deductedLater,
    payment: fin ? money2(fin.monthlyPayment) : notChosen,
    schedule: fin ? scheduleWords(fin) : notChosen,
    amountFinanced: fin ? money2(fin.amountFinanced) : notChosen,
    financeCharge: fin ? money2(fin.financeCharge) : notChosen,
    totalOfPayments: fin ? money2(fin.totalOfPayments) : notChosen,
    amountReceived: fin ? money2(fin.amountReceived) : notChosen,
    homeValue: f.homeValue ? formatMoney(f.homeValue) : 'Not available',
    generatedOn: formatDisplayDate(f.generatedOn),
    amountRange: `${formatMoney(p.minLoanAmount)} to ${formatMoney(p.maxLoanAmount)}`,
    aprRange: `${pct(p.aprMin)} to ${pct(p.aprMax)}`,
  };
}
