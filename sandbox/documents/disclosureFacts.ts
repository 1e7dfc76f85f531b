/**
 * The figures a disclosure document states, gathered from the application, the applicant's
 * profile, the brand and the lender's pricing. Every money figure of the chosen line comes from the
 * finance module (engine/finance.ts, docs/finance.md); the product-wide figures from the pricing
 * (engine/pricing.ts).
 */
import { formatDisplayDate, formatMoney, type FinanceTerms, type OrgPricing } from '../../engine/index.ts';

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
  /** An automated valuation of the home exists (no valuation fee then). */
  hasAutomatedValuation: boolean;
  homeValue: number | null;
  manualNotary: boolean;
  interestOnly: boolean;
  generatedOn: Date;
}

export const pct = (v: number) => `${v.toFixed(2)}%`;
const money2 = (v: number) => formatMoney(v, 2);

/** "59 payments of $4,615.04, then 1 payment of $4,614.68". */
export function scheduleWords(f: FinanceTerms): string {
  return f.schedule.map((l, i) => `${i > 0 ? 'then ' : ''}${l.count} ${l.count === 1 ? 'payment' : 'payments'} of ${money2(l.amount)}`).join(', ');
}

/** Text forms of the figures, so every document words them the same way. */
export function describe(f: DisclosureFacts) {
  const fin = f.finance;
  const p = f.pricing;
  const valuationFee = f.hasAutomatedValuation ? 0 : p.valuationFee;
  const notaryFee = f.manualNotary ? p.manualNotaryFee : 0;
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
    valuationFee: money2(valuationFee),
    valuationFeeValue: valuationFee,
    notaryFee: money2(notaryFee),
    notaryFeeValue: notaryFee,
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
