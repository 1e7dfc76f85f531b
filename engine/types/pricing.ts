/** Generated from schemas/meta/pricing.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * Words applicants read, in English; another language's are found by this English (locales/<code>/).
 */
export type Text = string;

/**
 * What the lender charges and lends: line amounts, the offer products (term, fixed rate, origination fee), how the largest line is sized, and the fees outside the rate. Offers, the APR of each (engine/finance.ts, docs/finance.md) and the figures every brand's disclosure states (engine/pricing.ts: the APR range, the largest fee) are derived from this file; nothing else types them.
 */
export interface Pricing {
  /**
   * Path to this meta-schema, for editor help.
   */
  $schema?: string;
  /**
   * Notes for staff.
   */
  description?: string;
  /**
   * The smallest and largest line, in US dollars.
   */
  lineAmount: {
    /**
     * Smallest line amount.
     */
    min: number;
    /**
     * Largest line amount.
     */
    max: number;
  };
  /**
   * One offer per product: each applicant who qualifies is offered every product, up to the line their home and income allow.
   *
   * @minItems 1
   */
  products: {
    /**
     * Repayment term in years.
     */
    term: number;
    /**
     * Fixed annual interest rate on the initial draw, in percent (not the APR: the APR is computed from the rate and the fee).
     */
    rate: number;
    /**
     * Origination fee in percent of the initial draw, deducted from it (a prepaid finance charge, included in the APR).
     */
    originationFeePercent: number;
  }[];
  /**
   * How the largest line an applicant is offered is sized.
   */
  sizing: {
    /**
     * Largest combined loan-to-value (0.85 = 85% of the home's value).
     */
    maxCombinedLoanToValue: number;
    /**
     * Existing liens as a share of the home's value (the sandbox assumes one figure for every home).
     */
    assumedExistingLiens: number;
    /**
     * The line is at most this multiple of the stated annual income.
     */
    incomeMultiple: number;
    /**
     * Affordability: each offer's largest line is the one whose monthly payment, repaying it in full over the offer's term at its rate, is at most this share of the stated gross monthly income (0.15 = 15%). Interest-only offers are sized on the payment that repays the line over its term too, as Regulation Z §1026.43(c)(5)(ii) has a lender do. A term whose payment fits no line from the smallest amount up is not offered; an applicant whom no term fits is declined for debt-to-income.
     */
    maxPaymentToIncome: number;
    /**
     * The largest line is rounded down to a multiple of this many dollars.
     */
    roundDownTo: number;
  };
  /**
   * Fees outside the rate and the origination fee, in US dollars. Valuation and notary fees are deducted from the initial draw and paid to others; they are not finance charges (Regulation Z §1026.4(c)(7)).
   */
  fees: {
    /**
     * Charged when no automated valuation of the home exists.
     */
    valuationFee: number;
    /**
     * In-person notarization.
     */
    manualNotaryFee: number;
    /**
     * Smallest county recording fee.
     */
    recordingFeeMin: number;
    /**
     * Largest county recording fee.
     */
    recordingFeeMax: number;
    /**
     * Largest recording tax per $100,000 of the line.
     */
    recordingTaxPer100kMax: number;
  };
  /**
   * A home bought, or whose title was transferred, within this many days is not eligible.
   */
  recentTransferDays: number;
  /**
   * The fewest business days from application to funding the lender states for a home in a state with no wait before closing (the three-business-day right to cancel included). Where a state rule sets a wait (noticeWaitDays) or an in-person closing, that state's applicants are told those steps instead (engine/pricing.ts statedFigures).
   */
  fundingBusinessDaysMin?: number;
  /**
   * When a line can be funded, in applicants' words, for a home in a state with no rule of its own: the end of the footer's and the registration screens' sentence (`{{brand.pricing.fundingWords}}`). `{{fundingBusinessDaysMin}}` is filled in (engine/pricing.ts statedFigures).
   */
  fundingWords?: Text;
  /**
   * What the county's recording fees and taxes cost the applicant, in applicants' words, for a home in a state with no rule of its own: a sentence of the footer (`{{brand.pricing.recordingWords}}.`). The figures are filled in, formatted: `{{recordingFeeMin:money}}`, `{{recordingFeeMax:money}}`, `{{recordingTaxPer100kMax:money}}` (engine/pricing.ts statedFigureSet).
   */
  recordingWords?: Text;
  /**
   * The lender's own business conditions, as named JSON-logic rules the sandbox decides with the engine's evaluator (engine/lenderConditions.ts; `journey validate` lints them like the journey's conditions). Each reads the application's answers as it is created (`registration`: the registration screens' answers and the create call's own, e.g. `registration.dob`, `registration.utmSource`), the lender's brand (`brand`) and the day (`today`, yyyy-MM-dd, for the date operations such as ageAtLeast).
   */
  conditions?: {
    /**
     * The application is made with age-restricted interest-only offers (the application's isAgeRestrictedInterestOnly, 001 §4), decided once when it is created (sandbox/routes/application.ts).
     */
    ageRestrictedInterestOnly: Condition;
    /**
     * The application is a crypto HELOC (the application's isCrypto, 001 §2), decided once when it is created from the marketing source it came with (sandbox/routes/application.ts).
     */
    cryptoApplication: Condition;
  };
  /**
   * Rules of one state's law for a home in that state, by the state's two-letter code (the property address's state). The engine applies them with a trace (engine/pricing.ts stateRuleFor, offerFeeCap, lineSizing; engine/closingDates.ts earliestClosing): a home in a state with no entry is priced and closed by the rules above.
   */
  stateRules?: {
    [k: string]: {
      /**
       * The law these rules follow, as the trace and the documents name it.
       */
      law: string;
      /**
       * The state's name as applicants read it ("Texas"), in the figures every disclosure states before the home's state is known (engine/pricing.ts statedFigures).
       */
      name?: string;
      /**
       * When a line can be funded for a home in this state, in applicants' words, where the rule puts steps before funding (a wait, an in-person closing): stated instead of the lender's fundingWords. The rule's own properties are filled in (`{{noticeWaitDays}}`). `journey validate` asks for it when the rule sets noticeWaitDays or inPersonClosing.
       */
      fundingWords?: Text;
      /**
       * The same for a home in this state, where its rule changes who pays them (lenderPaysRecordingFees) or the tax (recordingTaxPer100kMax): stated instead of the lender's recordingWords, the state's own figures filled in. `journey validate` asks for it when the rule sets lenderPaysRecordingFees.
       */
      recordingWords?: Text;
      /**
       * The same, naming the state, for pages that do not yet know the home's state; joined after the lender's fundingWords with "; " ("in Texas, funding follows …"). `journey validate` asks for it with fundingWords.
       */
      fundingWordsElsewhere?: Text;
      /**
       * Notes for staff.
       */
      description?: string;
      /**
       * The fees the borrower is required to pay to originate, evaluate, maintain, record, insure or service the line, in aggregate, are at most this percent of the line amount (the original principal amount; the line is drawn in full at closing, docs/finance.md). The origination fee always counts; it is lowered to what is left of the cap after the fees in countedFees at their prices (so it never changes as they are decided), and when the counted fees still to be paid pass the cap on their own the lender pays the excess, from the fees in countedFees' order (engine/fees.ts feeDecisions).
       */
      maxFeePercent?: number;
      /**
       * The fees of `fees` that count toward maxFeePercent besides the origination fee, the one decided last first (the lender pays any excess from the first: a fee decided later then never changes what the borrower pays for another). Leave out a fee the law excludes (in Texas: an appraisal by a third-party appraiser, a survey by a licensed surveyor, the title insurance base premium, a title examination report).
       */
      countedFees?: ('valuationFee' | 'manualNotaryFee')[];
      /**
       * The line plus the existing liens is at most this share of the home's value, when lower than sizing.maxCombinedLoanToValue.
       */
      maxCombinedLoanToValue?: number;
      /**
       * The line may not close before this many days after the later of the application date and the day the borrower received the state's notice (the notice document `stateNotice`).
       */
      noticeWaitDays?: number;
      /**
       * The final itemized disclosure of the fees is given at least this many business days before closing.
       */
      finalDisclosureBusinessDays?: number;
      /**
       * The largest recording tax per $100,000 of the line for a home in this state, when it differs from fees.recordingTaxPer100kMax (0 in a state that levies no tax on recording a mortgage).
       */
      recordingTaxPer100kMax?: number;
      /**
       * The lender pays the county's recording fees for a home in this state: where maxFeePercent counts fees to record the lien and the county's amount is not known before closing, so the borrower's fees never pass the cap by it (engine/fees.ts feeDecisions).
       */
      lenderPaysRecordingFees?: boolean;
      /**
       * The line closes only in person, at an office of the lender, an attorney or a title company: no remote (online) notary, the deed is signed before a notary in person there, and the in-person notary fee applies.
       */
      inPersonClosing?: boolean;
      /**
       * The lien on a homestead needs the consent of each owner and each owner's spouse (in Texas: Art. XVI §50(a)(6)(A) of the Texas Constitution): a spouse who is not on the title signs the deed of trust too. Owners on the title sign wherever the home is (engine/requiredSigners.ts).
       */
      spouseMustSign?: boolean;
      /**
       * The provision that asks for the spouse's consent, as the signer decision's trace names it.
       */
      spouseMustSignLaw?: string;
      /**
       * The home is valued by a broker price opinion before closing (status.bpo REQUIRED once the identity documents are in: sandbox/simulator/closingSteps.ts identityDocument; journeys/heloc.json condition brokerPriceOpinionState), not by the automated valuation alone. Carried on the application as app.stateLaw.brokerPriceOpinion.
       */
      brokerPriceOpinion?: boolean;
      /**
       * Each advance on the line is at least this many dollars, the initial draw included (in Texas: Art. XVI §50(t)(2) of the Texas Constitution). The offers start at no less (sandbox/simulator/offers.ts), product/select refuses a smaller draw in the law's words (rule amountBelowStateMinimumAdvance, checked by the sandbox too) and the agreement states it. Carried as app.stateLaw.minAdvance.
       */
      minAdvance?: number;
      /**
       * The provision that sets minAdvance, as the message and the agreement name it.
       */
      minAdvanceLaw?: string;
      /**
       * The owner and the lender sign, on the day of closing, a written acknowledgment of the home's fair market value (in Texas: Art. XVI §50(a)(6)(Q)(ix)): the document fairMarketValue (sandbox/documents/fairMarketValue.ts), which states the valuation the lender relies on (app.adjustedHomeAmount), is listed with the deed of trust before signing and is recorded as signed with the deed (at the in-person appointment where inPersonClosing: sandbox/routes/notaryConsole.ts).
       */
      fairMarketValueAcknowledgment?: boolean;
      /**
       * The provision that asks for the acknowledgment, as the document names it.
       */
      fairMarketValueAcknowledgmentLaw?: string;
      /**
       * The state's own terms of the line agreement (and, where a clause says so, of the deed of trust): the id of a set of clauses in sandbox/data/stateTerms.json (schemas/meta/stateTerms.schema.json). Another state with the same law names the same set.
       */
      agreementTerms?: string;
    };
  };
}
export interface Condition {
  /**
   * What the condition means, in staff's words, with where its figures come from.
   */
  description: string;
  /**
   * The JSON-logic rule (jsonlogic.com, plus the named operations of engine/logic/operations.ts); it holds as json-logic-js judges truth.
   */
  when:
    | {
        [k: string]: unknown;
      }
    | boolean;
}

export type PricingProduct = Pricing['products'][number];
