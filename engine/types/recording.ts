/** Generated from schemas/meta/recording.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * What the title provider charges to record the deed of trust, by the home's state and county (sandbox/data/recording.json): the county recorder's fee and any recording tax the state or county levies on a security instrument. The sandbox's title provider quotes from it when the closing disclosure is generated (sandbox/title/recordingQuote.ts); a lender's own title provider quotes its own. Every figure lies within the range the lender's pricing discloses (sandbox/data/pricing.json fees, and a state rule's recordingTaxPer100kMax): `journey validate` checks it (engine/config/checkPricing.ts).
 */
export interface RecordingSchedule {
  $schema?: string;
  description?: string;
  /**
   * The title provider's name, as the settlement statement names it.
   */
  provider: string;
  /**
   * The charges in a state the file does not list.
   */
  default: RecordingCharges;
  /**
   * By the home's state (two-letter code).
   */
  states: {
    [k: string]: RecordingStateCharges;
  };
}
export interface RecordingCharges {
  /**
   * The county recorder's fee to record the deed of trust, US dollars.
   */
  recordingFee: number;
  /**
   * The recording tax per $100,000 of the line, US dollars; 0 or absent where none is levied.
   */
  taxPer100k?: number;
  /**
   * The tax's name as the settlement statement lists it ("Florida documentary stamp and intangible taxes"); required where taxPer100k is more than 0.
   */
  taxName?: string;
}
export interface RecordingStateCharges {
  /**
   * The county recorder's fee to record the deed of trust, US dollars.
   */
  recordingFee: number;
  /**
   * The recording tax per $100,000 of the line, US dollars; 0 or absent where none is levied.
   */
  taxPer100k?: number;
  /**
   * The tax's name as the settlement statement lists it ("Florida documentary stamp and intangible taxes"); required where taxPer100k is more than 0.
   */
  taxName?: string;
  /**
   * Counties whose charges differ from the state's, found by the home's zipcode.
   */
  counties?: RecordingCountyCharges[];
}
export interface RecordingCountyCharges {
  name: string;
  /**
   * @minItems 1
   */
  zipPrefixes: string[];
  /**
   * The county recorder's fee to record the deed of trust, US dollars.
   */
  recordingFee: number;
  /**
   * The recording tax per $100,000 of the line, US dollars; 0 or absent where none is levied.
   */
  taxPer100k?: number;
  /**
   * The tax's name as the settlement statement lists it ("Florida documentary stamp and intangible taxes"); required where taxPer100k is more than 0.
   */
  taxName?: string;
}

