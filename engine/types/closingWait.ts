/** Generated from schemas/data/closingWait.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * The earliest day a line may close for a home whose state sets a wait (sandbox/data/pricing.json stateRules: Texas Constitution Art. XVI §50(a)(6)(M)), as engine/closingDates.ts closingWait decides it from the facts recorded on app.stateLaw and the signed closing disclosure. Screens read it as `{{closingWait.*}}`; the sandbox refuses an earlier time with the same decision. Days as yyyy-MM-dd in the property's calendar. Absent where no state wait applies.
 */
export interface ClosingWait {
  /**
   * The earliest closing day: the wait-th day after the later of the application and the owner's receipt of the notice, and the final disclosure's business day(s) before closing once it is signed. Null while the notice is not yet received: the line cannot close.
   */
  earliestOn: string | null;
  /**
   * The application day.
   */
  appliedOn: string;
  /**
   * The day the owner acknowledged receiving the state's notice; null until then.
   */
  noticeReceivedOn: string | null;
  /**
   * Days after the later of the application and the notice's receipt before the line may close (Texas: 12).
   */
  waitDays: number;
  /**
   * The day the closing disclosure (the final itemized fees, §50(a)(6)(M)(ii)) was signed; null before.
   */
  finalDisclosureOn: string | null;
  /**
   * The property's time zone (IANA), the calendar the days are counted in.
   */
  timeZone: string;
}

