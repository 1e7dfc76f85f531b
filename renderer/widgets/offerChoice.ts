/**
 * Offer cards for the offerChoice widget (product/select): what each card shows for the amount
 * chosen, by the seeds' rules. An offer shows only when its rate and amount are above 0; with
 * age-restricted interest-only the payment is interest-only, rounded up, and the term is hidden
 * (001 §4). Every figure is the finance module's for the amount (engine/finance.ts, docs/finance.md):
 * the payment on the 365.25-day year, the fee, the APR by Regulation Z's actuarial method, what
 * reaches the borrower at closing. Pure: no React.
 */
import { financeTerms, offerShowable } from '../../engine/finance.ts';
import { feeCapInput, offerClosing, type OfferClosing } from '../../engine/pricing.ts';

export interface Offer {
  uuid: string;
  term: number;
  rate: number;
  apr?: number;
  originationFeePercent?: number;
  minAmount?: number;
  maxAmount?: number;
  /** A state's cap on the fees (engine/pricing.ts offerFeeCap), kept with the offer. */
  feeCap?: unknown;
}

export interface OfferCard {
  uuid: string;
  rate: number;
  apr: number | null;
  /** Years; null when interest-only hides the fixed term. */
  term: number | null;
  /** The amount the payment and fee are for: the amount typed, kept within the offer's limits. */
  amount: number;
  /** Why `amount` is not the amount typed: the offer's `max` or `min` applies instead. */
  amountLimit: 'max' | 'min' | null;
  monthlyPayment: number;
  paymentKind: 'interestOnly' | 'amortized';
  originationFeePercent: number;
  originationFee: number;
  /** The amount less the origination fee: what is paid out at closing before any fee paid to others. */
  amountFinanced: number;
  /** The last payment and its month: with interest-only it repays the whole balance, so the card states it. */
  finalPayment: number;
  paymentCount: number;
  /** Interest-only: the years after which the balance is due (the offer's term, which is not a repayment term then). */
  balanceDueYears: number | null;
  minAmount: number | null;
  maxAmount: number | null;
  /**
   * The fees every closing of this application has (a state whose law has it close in person: the
   * in-person notarization) and what is paid to the applicant, before the offer is chosen
   * (engine/pricing.ts offerClosing); null where no such fee is charged.
   */
  closing: OfferClosing | null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Offers as the application read gives them; anything malformed is left out. */
export function readOffers(value: unknown): Offer[] {
  if (!Array.isArray(value)) return [];
  return value.filter((o): o is Offer => o !== null && typeof o === 'object' && typeof (o as Offer).uuid === 'string' && num((o as Offer).rate) !== undefined && num((o as Offer).term) !== undefined);
}

/**
 * The card for one offer at the chosen amount (the offer's maximum until one is typed); null when
 * hidden. A card never shows a payment for an amount its offer cannot lend: above its maximum the
 * payment is for the maximum, below its minimum for the minimum, and the card says so.
 */
export function offerCard(offer: Offer, chosenAmount: unknown, interestOnly: boolean, ctx?: { brand?: Record<string, unknown>; app?: Record<string, unknown> }): OfferCard | null {
  const typed = num(chosenAmount);
  const max = num(offer.maxAmount);
  const min = num(offer.minAmount);
  let amount = typed ?? max ?? 0;
  let amountLimit: OfferCard['amountLimit'] = null;
  if (typed !== undefined && typed > 0 && max !== undefined && max > 0 && typed > max) [amount, amountLimit] = [max, 'max'];
  else if (typed !== undefined && typed > 0 && min !== undefined && typed < min) [amount, amountLimit] = [min, 'min'];
  if (!offerShowable(offer.rate, amount)) return null;
  const cap = feeCapInput(offer.feeCap);
  const terms = financeTerms({ amount, ratePercent: offer.rate, termYears: offer.term, originationFeePercent: num(offer.originationFeePercent) ?? 0, interestOnly, ...(cap ? { feeCap: cap } : {}) }).result;
  return {
    uuid: offer.uuid,
    rate: offer.rate,
    apr: terms.apr,
    term: interestOnly ? null : offer.term,
    amount,
    amountLimit,
    monthlyPayment: terms.monthlyPayment,
    paymentKind: terms.paymentKind,
    originationFeePercent: terms.originationFeePercent,
    originationFee: terms.originationFee,
    amountFinanced: terms.amountFinanced,
    finalPayment: terms.finalPayment,
    paymentCount: terms.paymentCount,
    balanceDueYears: interestOnly ? offer.term : null,
    minAmount: num(offer.minAmount) ?? null,
    maxAmount: num(offer.maxAmount) ?? null,
    closing: ctx ? offerClosing(ctx, offer, amount).result : null,
  };
}

/** Every card that shows. */
export function offerCards(offers: unknown, chosenAmount: unknown, interestOnly: boolean, ctx?: { brand?: Record<string, unknown>; app?: Record<string, unknown> }): OfferCard[] {
  return readOffers(offers).map((o) => offerCard(o, chosenAmount, interestOnly, ctx)).filter((c): c is OfferCard => c !== null);
}
