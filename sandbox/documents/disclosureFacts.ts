/**
 * The figures a disclosure document states, gathered from the application, the applicant's
 * profile and the brand. The product-wide ranges are 001 §9's disclosure figures, exactly.
 */
import { amortizedPayment, formatDisplayDate, formatMoney, interestOnlyPayment } from '../../engine/index.ts';

/** 001 §9 disclosure figures. */
export const DISCLOSURE_FIGURES = {
  minAmount: 15_000,
  maxAmount: 400_000,
  minApr: 7.6,
  maxApr: 17.2,
  maxOriginationFeePercent: 4.99,
  valuationFee: 180,
  manualNotaryFee: 300,
  minRecordingFee: 0,
  maxRecordingFee: 315,
  maxRecordingTaxPer100k: 1_400,
  recentTransferDays: 90,
} as const;

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
  /** The line amount chosen (also the initial draw); 0 before an offer is chosen. */
  amount: number;
  rate: number;
  apr: number | null;
  termYears: number;
  originationFeePercent: number | null;
  /** An automated valuation of the home exists (no $180 valuation fee then). */
  hasAutomatedValuation: boolean;
  homeValue: number | null;
  manualNotary: boolean;
  interestOnly: boolean;
  generatedOn: Date;
}

const pct = (v: number) => `${v.toFixed(2)}%`;

/** Text forms of the figures, so every document words them the same way. */
export function describe(f: DisclosureFacts) {
  const chosen = f.amount > 0 && f.rate > 0 && f.termYears > 0;
  const originationFee = chosen && f.originationFeePercent !== null ? Math.round(f.amount * f.originationFeePercent) / 100 : null;
  const valuationFee = f.hasAutomatedValuation ? 0 : DISCLOSURE_FIGURES.valuationFee;
  const notaryFee = f.manualNotary ? DISCLOSURE_FIGURES.manualNotaryFee : 0;
  const maxRecordingTax = chosen ? Math.round((f.amount / 100_000) * DISCLOSURE_FIGURES.maxRecordingTaxPer100k * 100) / 100 : null;
  const payment = chosen ? (f.interestOnly ? interestOnlyPayment(f.amount, f.rate) : amortizedPayment(f.amount, f.rate, f.termYears)) : null;
  const payments = Math.round(f.termYears * 12);
  const notChosen = 'Not yet selected';
  return {
    chosen,
    amount: chosen ? formatMoney(f.amount) : notChosen,
    rate: chosen ? pct(f.rate) : notChosen,
    apr: chosen && f.apr !== null ? pct(f.apr) : notChosen,
    term: chosen ? `${f.termYears} years (${payments} monthly payments)` : notChosen,
    originationFee: originationFee !== null ? `${formatMoney(originationFee, 2)} (${pct(f.originationFeePercent!)} of the initial draw)` : `Up to ${pct(DISCLOSURE_FIGURES.maxOriginationFeePercent)} of the initial draw`,
    originationFeeValue: originationFee,
    valuationFee: formatMoney(valuationFee, 2),
    valuationFeeValue: valuationFee,
    notaryFee: formatMoney(notaryFee, 2),
    notaryFeeValue: notaryFee,
    recordingFees: `${formatMoney(DISCLOSURE_FIGURES.minRecordingFee)} to ${formatMoney(DISCLOSURE_FIGURES.maxRecordingFee)}, set by your county`,
    recordingTaxes: maxRecordingTax !== null
      ? `${formatMoney(0)} to ${formatMoney(maxRecordingTax, 2)} (${formatMoney(0)} to ${formatMoney(DISCLOSURE_FIGURES.maxRecordingTaxPer100k)} per $100,000 of the line, set by your county and state)`
      : `${formatMoney(0)} to ${formatMoney(DISCLOSURE_FIGURES.maxRecordingTaxPer100k)} per $100,000 of the line`,
    maxRecordingTaxValue: maxRecordingTax,
    payment: payment !== null ? formatMoney(payment, 2) : notChosen,
    paymentValue: payment,
    payments,
    homeValue: f.homeValue ? formatMoney(f.homeValue) : 'Not available',
    generatedOn: formatDisplayDate(f.generatedOn),
    amountRange: `${formatMoney(DISCLOSURE_FIGURES.minAmount)} to ${formatMoney(DISCLOSURE_FIGURES.maxAmount)}`,
    aprRange: `${pct(DISCLOSURE_FIGURES.minApr)} to ${pct(DISCLOSURE_FIGURES.maxApr)}`,
  };
}
