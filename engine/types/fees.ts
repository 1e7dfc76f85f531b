/** Generated from schemas/data/fees.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * The fees deducted from the initial draw and paid to others on the borrower's behalf (001 §9): the valuation fee when no automated valuation of the home exists, and the in-person notarization fee; and the county's recording fees and taxes. Each fee is charged, not charged, or not yet decided, and where a state caps the fees (sandbox/data/pricing.json stateRules, the offer's feeCap) the part the lender pays is decided here too, once: engine/fees.ts feeDecisions, which every screen, document and finance figure reads. Screens read them as `{{fees.*}}`; a fee not yet decided is stated as conditional, never as $0 (Regulation Z §1026.4(c)(7): not finance charges, so they change the amount paid to the borrower, not the APR).
 */
export interface Fees {
  valuation: FeeDecision;
  manualNotary: FeeDecision;
  recording: RecordingCosts;
  cap?: FeeCapStanding;
  received?: ReceivedRange;
}
/**
 * One fee: `valuation` is charged when a person must value the home (a broker price opinion) because no automated valuation exists; `manualNotary` when the deed must be signed before a notary in person.
 */
export interface FeeDecision {
  /**
   * charged: it is deducted from the draw; notCharged: it is not; conditional: not yet decided (it is decided before the closing disclosure is generated).
   */
  state: 'charged' | 'notCharged' | 'conditional';
  /**
   * What the borrower pays for it when it is charged: its price less the part the lender pays (lenderPays), US dollars. The amount deducted from the draw.
   */
  amount: number;
  /**
   * The fee at the lender's pricing, US dollars.
   */
  price: number;
  /**
   * The part of the price the lender pays so the fees stay within the state's cap (cap), US dollars; 0 where no cap applies or the fees are within it.
   */
  lenderPays: number;
  /**
   * Its name on the itemization of the amount financed and on a revised disclosure.
   */
  label: string;
}
/**
 * The county's recording fees and the recording taxes for the home's state, as the borrower's documents state them: set by the county and state, deducted at closing at the amounts charged, and stated here as the range the lender's pricing gives (with the home's state's own figures where its rules set them, sandbox/data/pricing.json stateRules).
 */
export interface RecordingCosts {
  /**
   * Smallest county recording fee, US dollars.
   */
  feeMin: number;
  /**
   * Largest county recording fee, US dollars.
   */
  feeMax: number;
  /**
   * Largest recording tax per $100,000 of the line, US dollars (0 where the state levies none).
   */
  taxPer100kMax: number;
  /**
   * Largest recording tax on this line, US dollars; null before a line amount is chosen.
   */
  taxMax: number | null;
  /**
   * borrower: deducted from the draw at closing; lender: the lender pays them (where a state's cap counts fees to record, so an unknown county amount never takes the borrower's fees past it).
   */
  paidBy: 'borrower' | 'lender';
  quote?: RecordingQuote;
  /**
   * Nothing of the recording costs is left to deduct from the amount paid to the borrower: they are quoted (quote), or the lender pays the fees where the state levies no tax. Screens read it to say the amount paid is the whole amount.
   */
  settled: boolean;
}
/**
 * The title provider's quote for this home (the application's recordingQuote, made when the closing disclosure is generated), at this line's amount: from then on the recording fee and tax are charged at these amounts and deducted from the draw (the fee only where the borrower pays it). Absent before.
 */
export interface RecordingQuote {
  /**
   * The title provider that quoted.
   */
  provider: string;
  /**
   * The county whose charges apply; null for the state's charges.
   */
  county: string | null;
  /**
   * The county recorder's fee, US dollars (paid by paidBy).
   */
  fee: number;
  /**
   * The recording tax on this line, US dollars (0 where none is levied).
   */
  tax: number;
  /**
   * The tax's name; null where none is levied.
   */
  taxName: string | null;
  /**
   * What of them is deducted from the draw, US dollars: the tax, and the fee where the borrower pays it.
   */
  deducted: number;
}
/**
 * The state's cap on the fees the borrower pays for this line (the chosen offer's feeCap): absent where no state cap applies.
 */
export interface FeeCapStanding {
  /**
   * The home's state.
   */
  state: string;
  /**
   * The law that sets the cap.
   */
  law: string;
  /**
   * The cap, percent of the line.
   */
  maxPercent: number;
  /**
   * The cap on this line, US dollars.
   */
  maxAmount: number;
}
/**
 * What may be paid to the borrower's account at closing, once the chosen offer's figures are known (engine/fees.ts withFees): `most` is the finance figures' amountReceived (the line less the origination fee and every fee charged); `least` also takes off every fee not yet decided and, until the title company quotes them, the county's recording fee and tax at the most the pricing discloses. Equal once nothing is left to decide.
 */
export interface ReceivedRange {
  /**
   * US dollars, in cents: the lowest amount that may be paid to the account.
   */
  least: number;
  /**
   * US dollars, in cents: the amount paid when nothing more comes off.
   */
  most: number;
}

export type FeeState = FeeDecision['state'];
