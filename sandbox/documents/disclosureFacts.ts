/**
 * The figures a disclosure document states, gathered from the application, the applicant's
 * profile, the brand and the lender's pricing. Every money figure of the chosen line comes from the
 * finance module (engine/finance.ts, docs/finance.md); the product-wide figures from the pricing
 * (engine/pricing.ts).
 */
import { FEE_LABELS, formatDisplayDate, formatMoney, type FeeDecision, type Fees, type FinanceTerms, type OrgPricing } from '../../engine/index.ts';

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
  /** The product-wide figures every disclosure states. */
  pricing: OrgPricing;
  /** Each fee paid to others: charged, not charged, or not yet decided (engine/fees.ts feeDecisions). */
  fees: Fees;
  homeValue: number | null;
  /** A revised closing disclosure: what changed since the one signed (engine/signedFigures.ts); null otherwise. */
  revision?: string | null;
  interestOnly: boolean;
  generatedOn: Date;
  /** When the state's notice was given and acknowledged as received (app.stateLaw.noticeGivenAt), ISO; null before, or absent where none applies. */
  noticeGivenAt?: string | null;
}

export const pct = (v: number) => `${v.toFixed(2)}%`;
const money2 = (v: number) => formatMoney(v, 2);

/** "59 payments of $4,615.04, then 1 payment of $4,614.68". */
export function scheduleWords(f: FinanceTerms): string {
  return f.schedule.map((l, i) => `${i > 0 ? 'then ' : ''}${l.count} ${l.count === 1 ? 'payment' : 'payments'} of ${money2(l.amount)}`).join(', ');
}

/** Facts kept as signed before the fee decisions were kept name two booleans instead. */
type StoredFacts = DisclosureFacts & { hasAutomatedValuation?: boolean; manualNotary?: boolean };

/** The fee decisions of facts, also of facts signed before they were kept (decided then: charged or not). */
export function feesOf(f: DisclosureFacts): Fees {
  if (f.fees) return f.fees;
  const old = f as StoredFacts;
  const fee = (charged: boolean, amount: number, label: string): FeeDecision => ({ state: charged ? 'charged' : 'notCharged', amount, label });
  return {
    valuation: fee(old.hasAutomatedValuation === false, f.pricing.valuationFee, FEE_LABELS.valuation),
    manualNotary: fee(old.manualNotary === true, f.pricing.manualNotaryFee, FEE_LABELS.manualNotary),
  };
}

/** How a document states each fee paid to others: its amount when decided, both amounts and what decides when not. */
function feeWords(fees: Fees) {
  const { valuation: v, manualNotary: n } = fees;
  return {
    valuation: v.state === 'charged' ? `${money2(v.amount)} (no automated valuation of your home was available)`
      : v.state === 'notCharged' ? `${money2(0)} (an automated valuation of your home was available)`
        : `${formatMoney(0)} if an automated valuation of your home is available; ${formatMoney(v.amount)} if a person must value it (we tell you before ordering it)`,
    notary: n.state === 'charged' ? `${money2(n.amount)} (in-person notarization)`
      : n.state === 'notCharged' ? `${money2(0)} (online notarization)`
        : `${formatMoney(0)} for online notarization; ${formatMoney(n.amount)} if you need in-person notarization (we tell you before your closing disclosure)`,
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
  const undecided = fees.valuation.state === 'conditional' || fees.manualNotary.state === 'conditional';
  const maxRecordingTax = fin ? Math.round((fin.amount / 100_000) * p.recordingTaxPer100kMax * 100) / 100 : null;
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
    valuationFee: fees.valuation.state === 'conditional' ? words.valuation : money2(valuationFee),
    valuationFeeWords: words.valuation,
    valuationFeeValue: valuationFee,
    notaryFee: fees.manualNotary.state === 'conditional' ? words.notary : money2(notaryFee),
    notaryFeeWords: words.notary,
    notaryFeeValue: notaryFee,
    manualNotary: fees.manualNotary.state === 'charged',
    amountReceivedLabel: undecided
      ? 'Amount paid to your account at closing, after the origination fee and any fee charged above, before county recording fees and taxes and before any fee not yet decided'
      : 'Amount paid to your account at closing, before county recording fees and taxes',
    recordingFees: `${formatMoney(p.recordingFeeMin)} to ${formatMoney(p.recordingFeeMax)}, set by your county`,
    recordingTaxes: maxRecordingTax !== null
      ? `${formatMoney(0)} to ${money2(maxRecordingTax)} (${formatMoney(0)} to ${formatMoney(p.recordingTaxPer100kMax)} per $100,000 of the line, set by your county and state)`
      : `${formatMoney(0)} to ${formatMoney(p.recordingTaxPer100kMax)} per $100,000 of the line`,
    maxRecordingTaxValue: maxRecordingTax,
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
