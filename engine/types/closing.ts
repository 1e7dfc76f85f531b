/** Generated from schemas/data/closing.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * The dates of a signed line, as engine/closingDates.ts computes them from the application's signatures: the signing day, the last day of the right to cancel (three business days, Regulation Z §1026.15), the funding day and the first payment's due date. Days as yyyy-MM-dd. Screens read them as `{{closing.*}}` once the closing documents and the deed are signed.
 */
export interface ClosingDates {
  /**
   * The day the closing documents and the deed were both signed (the later of the two), in the lender's calendar.
   */
  signedOn: string;
  /**
   * The last day of the right to cancel: until midnight of the third business day after signing; Sundays and federal holidays are not business days (Regulation Z §1026.2(a)(6), §1026.15(a)(3)).
   */
  rescissionEndsOn: string;
  /**
   * The day the line is funded: the first banking day after the right to cancel expires (§1026.15(c)).
   */
  fundingOn: string;
  /**
   * The first monthly payment's due date: one month after funding (docs/finance.md).
   */
  firstPaymentDueOn: string;
}

