/** Generated from schemas/data/application.schema.json#/properties/stateLaw by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * The home's state home-equity law where the pricing names one (sandbox/data/pricing.json stateRules; sandbox/simulator/stateLaw.ts): the facts the earliest closing day is decided from (engine/closingDates.ts closingWait: the application day, the owner's receipt of the notice, the wait, the property's time zone) and where the line closes. Screens read the earliest day as `{{closingWait.earliestOn}}`, never from here. Null elsewhere.
 */
export interface StateLaw {
  state: string;
  law: string;
  /**
   * When the state's notice (document stateNotice) was given to the owner: shown on the application's state-notice step and acknowledged there (ISO 8601); null until then.
   */
  noticeGivenAt: string | null;
  /**
   * When the owner acknowledged receiving the notice (schemas/application/start/state-notice.json, POST .../state-notice), ISO 8601; null until then.
   */
  noticeAcknowledgedAt?: string | null;
  /**
   * The application day in the property's calendar (yyyy-MM-dd).
   */
  appliedOn: string;
  /**
   * The day the owner received the notice (the acknowledgment's day in the property's calendar, yyyy-MM-dd); null until acknowledged. The wait counts from the later of this and appliedOn.
   */
  noticeReceivedOn: string | null;
  /**
   * Days after the later of the application and the notice's receipt before closing; null where the state sets none.
   */
  noticeWaitDays: number | null;
  /**
   * Business days between the final itemized fees (the signed closing disclosure) and closing.
   */
  finalDisclosureBusinessDays: number;
  /**
   * The property's time zone (IANA, sandbox/data/notary.json timeZones): the calendar the days are counted in.
   */
  timeZone?: string;
  /**
   * The line closes only in person at an office of the lender, an attorney or a title company.
   */
  inPersonClosing: boolean;
  /**
   * A spouse not on the title consents to the lien on the homestead (pricing stateRules spouseMustSign; engine/requiredSigners.ts).
   */
  spouseMustSign?: boolean;
  /**
   * The provision that asks the spouse's consent (pricing stateRules spouseMustSignLaw), cited in the deed of trust the spouse signs; null where none is named.
   */
  spouseMustSignLaw?: string | null;
  /**
   * Where the in-person closing is held.
   */
  closingOffice: string | null;
  /**
   * The home is valued by a broker price opinion before closing (pricing stateRules brokerPriceOpinion; journeys/heloc.json condition brokerPriceOpinionState).
   */
  brokerPriceOpinion?: boolean;
  /**
   * Each advance, the initial draw included, is at least this many dollars (pricing stateRules minAdvance; product/select rule amountBelowStateMinimumAdvance); null where the state sets none.
   */
  minAdvance?: number | null;
  /**
   * The provision that sets minAdvance, as the message names it.
   */
  minAdvanceLaw?: string | null;
  /**
   * The owner and the lender sign a written acknowledgment of the home's fair market value at closing (pricing stateRules fairMarketValueAcknowledgment; document fairMarketValue).
   */
  fairMarketValueAcknowledgment?: boolean;
  /**
   * The state's own terms of the agreement: a set of sandbox/data/stateTerms.json (pricing stateRules agreementTerms); null where none.
   */
  agreementTerms?: string | null;
  [k: string]: unknown;
}

