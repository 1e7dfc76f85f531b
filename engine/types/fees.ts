/** Generated from schemas/data/fees.schema.json by `npm run types` (engine/cli/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * The fees deducted from the initial draw and paid to others on the borrower's behalf (001 §9): the valuation fee when no automated valuation of the home exists, and the in-person notarization fee. Each is charged, not charged, or not yet decided, as engine/fees.ts feeDecisions decides from the application. Screens read them as `{{fees.*}}`; a fee not yet decided is stated as conditional, never as $0 (Regulation Z §1026.4(c)(7): not finance charges, so they change the amount paid to the borrower, not the APR).
 */
export interface Fees {
  valuation: FeeDecision;
  manualNotary: FeeDecision;
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
   * The fee when it is charged, at the lender's pricing, US dollars.
   */
  amount: number;
  /**
   * Its name on the itemization of the amount financed and on a revised disclosure.
   */
  label: string;
}

export type FeeState = FeeDecision['state'];
