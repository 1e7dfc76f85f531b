/** Generated from schemas/data/finance.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * Every money figure of a line of credit at an amount, as engine/finance.ts computes them (docs/finance.md): payments, the payment schedule, the origination fee, amount financed, finance charge, total of payments, the APR by Regulation Z Appendix J's actuarial method, and what the borrower receives at the first draw. Screens read them as `{{finance.*}}` once an offer is chosen.
 */
export interface FinanceTerms {
  /**
   * The line amount, drawn in full at closing (the initial draw), in US dollars.
   */
  amount: number;
  /**
   * The fixed annual interest rate on the initial draw, in percent. Not the APR.
   */
  ratePercent: number;
  /**
   * Repayment term in years.
   */
  termYears: number;
  /**
   * Level payments that repay the draw, or age-restricted interest-only payments with the balance due at the end (001 §4).
   */
  paymentKind: 'amortized' | 'interestOnly';
  /**
   * Number of monthly payments.
   */
  paymentCount: number;
  /**
   * The regular monthly payment, in US dollars.
   */
  monthlyPayment: number;
  /**
   * The last payment, which settles the balance to the cent (the whole balance when interest-only).
   */
  finalPayment: number;
  /**
   * The payment schedule: runs of equal payments.
   *
   * @maxItems 12
   */
  schedule: {
    /**
     * How many payments.
     */
    count: number;
    /**
     * Each payment, in US dollars.
     */
    amount: number;
    /**
     * First month of the run (1 = one month after the draw).
     */
    from: number;
    /**
     * Last month of the run.
     */
    to: number;
  }[];
  /**
   * Origination fee in percent of the initial draw.
   */
  originationFeePercent: number;
  /**
   * Origination fee in US dollars: a prepaid finance charge deducted from the initial draw.
   */
  originationFee: number;
  /**
   * Amount financed: the initial draw less the prepaid finance charge.
   */
  amountFinanced: number;
  /**
   * Total of payments: every scheduled payment added up.
   */
  totalOfPayments: number;
  /**
   * Finance charge: total of payments less amount financed (interest plus the origination fee).
   */
  financeCharge: number;
  /**
   * Annual percentage rate as disclosed, in percent, two decimals (Regulation Z Appendix J, actuarial method).
   */
  apr: number;
  /**
   * The APR before rounding, in percent.
   */
  aprExact: number;
  /**
   * Amounts deducted from the initial draw and paid to others on the borrower's behalf, not finance charges (valuation, notary).
   *
   * @maxItems 12
   */
  paidToOthers: {
    /**
     * What the amount is for.
     */
    label: string;
    /**
     * US dollars.
     */
    amount: number;
  }[];
  /**
   * What reaches the borrower's account at the first draw: amount financed less the amounts paid to others.
   */
  amountReceived: number;
  /**
   * The assumptions the figures rest on, in words.
   *
   * @maxItems 12
   */
  assumptions: string[];
}

export type ScheduleLine = FinanceTerms['schedule'][number];
