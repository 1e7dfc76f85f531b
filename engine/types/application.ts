/** Generated from schemas/data/application.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
export type Autopay = 'AUTOPAY';
export type PaidEachMonthByYou = 'MANUAL';

/**
 * The application object as the step machine and the status router read it (000 §3, 001 §3). Rules may only read paths declared here: `journey validate` rejects any other `var` path.
 */
export interface Application {
  /**
   * What the applicant answered on the application's screens, by property name, the latest answer winning: every property the screen's schema declares except writeOnly ones and files (sandbox/routes/answers.ts). Review pages list them by the screen's titles (a screen's `answers`).
   */
  answers?: {
    /**
     * How the applicant holds title (start/contact).
     */
    ownership?: 'SOLE' | 'JOINT_WITH_SPOUSE' | 'JOINT_WITH_OTHER' | 'TRUST';
    /**
     * The applicant's marital status (start/contact).
     */
    maritalStatus?: 'MARRIED' | 'UNMARRIED' | 'SEPARATED';
    /**
     * The other owners on the title, by name and e-mail (start/owners).
     *
     * @maxItems 3
     */
    coOwners?: {
      firstName?: string;
      lastName?: string;
      email?: string;
      [k: string]: unknown;
    }[];
    /**
     * Whether the spouse is one of the owners on the title (start/owners, asked when married and owned jointly with others).
     */
    spouseOnTitle?: boolean;
    /**
     * The spouse, by name and e-mail: an owner, or a spouse whose consent the home's state asks (start/owners).
     */
    spouse?: {
      firstName?: string;
      lastName?: string;
      email?: string;
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  /**
   * Application id (8-4-4-4-12 hexadecimal, 000 §5).
   */
  uuid: string;
  /**
   * Lender's loan number, shown in chat and support.
   */
  loanNumber?: string | null;
  /**
   * Back-office progress flags of the application (000 §3).
   */
  status: {
    /**
     * Liens have been reviewed.
     */
    liensComplete?: boolean;
    /**
     * Underwriting decision, e.g. DECLINE, ASSET_DEPLETION, MANUAL_REVIEW.
     */
    uwDecision?: string | null;
    /**
     * Underwriting sub-decision.
     */
    uwSubDecision?: string | null;
    /**
     * The applicant must attest to recent credit inquiries before underwriting.
     */
    inquiryAttestNeeded?: boolean;
    /**
     * The inquiry attestation is done.
     */
    inquiryAttestComplete?: boolean;
    /**
     * Application summary disclosures are generated.
     */
    disclosurelistSummaryReady?: boolean;
    /**
     * Application summary disclosures are signed.
     */
    disclosurelistSummaryComplete?: boolean;
    /**
     * Closing disclosures are generated.
     */
    disclosurelistClosingReady?: boolean;
    /**
     * Closing disclosures are signed.
     */
    disclosurelistClosingComplete?: boolean;
    /**
     * The closing documents were read at home, to be signed at the in-person closing (app.stateLaw.inPersonClosing; sandbox/simulator/closingSteps.ts closingReview).
     */
    disclosurelistClosingReviewed?: boolean;
    /**
     * Notary documents are ready.
     */
    disclosurelistNotaryReady?: boolean;
    /**
     * Notary documents are signed.
     */
    disclosurelistNotaryComplete?: boolean;
    /**
     * The primary borrower accepted the notarised deed.
     */
    primaryParticipantAcceptComplete?: boolean;
    /**
     * A manual (in-person) deed signing is done.
     */
    manualDeedSigningComplete?: boolean;
    /**
     * Income was partially verified; paystubs must be uploaded by hand.
     */
    manualPaystubUpload?: boolean;
    /**
     * The paystub upload tasks are done.
     */
    manualPaystubTasksComplete?: boolean;
    /**
     * Bank account verification status (VERIFIED, PENDING_REVIEW or other values).
     */
    giactAccountStatus?: string | null;
    /**
     * Broker price opinion state.
     */
    bpo?: 'REQUIRED' | 'UNKNOWN' | 'PROCESSING' | 'NOT_REQUIRED' | 'COMPLETE' | null;
    /**
     * Title work state; FINAL_TITLE_PROCESSING while final title is processed.
     */
    title?: string | null;
    /**
     * Closing checklist stage.
     */
    checklistStatus?: string | null;
    /**
     * The employer must be verified.
     */
    employmentVerificationNeeded?: boolean;
    /**
     * Property data lookup finished.
     */
    propertyComplete?: boolean;
    /**
     * The property data provider found no match.
     */
    datatreeNoMatch?: boolean;
    /**
     * Credit is frozen and the applicant gave a wrong or no PIN.
     */
    creditFrozenWithPin?: boolean;
    /**
     * Declined for debt-to-income.
     */
    dtiDecline?: boolean;
    /**
     * Declined because the home's equity allows no line from the smallest amount up.
     */
    collateralDecline?: boolean;
    /**
     * Declined for credit score.
     */
    creditScoreDecline?: boolean;
    /**
     * Closing waits on a flood certificate.
     */
    waitingOnFloodCert?: boolean;
    /**
     * The applicant meets a notary in person (changes the progress label).
     */
    manualNotary?: boolean;
    /**
     * Condition summary from the back office (001 §3).
     */
    condition?: string | null;
    [k: string]: unknown;
  };
  /**
   * Consents given by the applicant.
   *
   * @maxItems 50
   */
  consents?: {
    /**
     * Consent type, e.g. SOFT_CREDIT or HARD_CREDIT.
     */
    type?: string;
    /**
     * When the consent was given (ISO 8601).
     */
    createdAt?: string;
    [k: string]: unknown;
  }[];
  /**
   * Id of the profile address chosen as the property.
   */
  selectedPropertyUuid?: string | null;
  /**
   * Selected term in years (0 until chosen).
   */
  term?: number | null;
  /**
   * Selected line amount in US dollars (0 until chosen).
   */
  amount?: number | null;
  /**
   * Interest rate of the selected offer in percent (0 until chosen). Not the APR: label it "interest rate" in copy (Regulation Z).
   */
  rate?: number | null;
  /**
   * The lender's annual percentage rate of the chosen offer at the amount chosen, in percent, by Regulation Z Appendix J's actuarial method (the sandbox computes it with engine/finance.ts). Screens show `{{finance.apr}}`, which the finance module computes from the rate, the fee, the term and the amount. Null until an offer is chosen.
   */
  apr?: number | null;
  /**
   * Everyone else on the title (and the spouse where the state asks) was named on start/owners.
   */
  hasTitleHolders?: boolean;
  /**
   * HMDA demographic answers are on file.
   */
  hasHmda?: boolean;
  /**
   * Asset-depletion qualification.
   */
  assetDepletion?: {
    /**
     * Assets have been collected.
     */
    complete?: boolean;
    [k: string]: unknown;
  };
  /**
   * Documents on file.
   *
   * @maxItems 200
   */
  documents?: {
    /**
     * Document type, e.g. DRIVERS_LICENSE_FRONT, PASSPORT_FRONT, ID_CARD_FRONT, PERMANENT_RESIDENT_FRONT, USER_UPLOADED_PAYSTUB, TAX_RETURN, RETIREMENT_INCOME (a retiree's award letters, SSA-1099 or 1099-R, retirement account statements).
     */
    type?: string;
    /**
     * Document id.
     */
    uuid?: string;
    [k: string]: unknown;
  }[];
  /**
   * The disclosure documents the borrower signed, by kind (sandbox/documents/disclosureDocuments.ts): when each was signed. A signed document is served as it was signed.
   */
  signedDocuments?: {
    /**
     * The application summary disclosure (start/app-summary).
     */
    summary?: SignedDocument;
    /**
     * The line of credit agreement and closing disclosure (signing/sign; at the in-person appointment where the state's law has the closing at an office).
     */
    closing?: SignedDocument;
    /**
     * The deed of trust, signed before the notary (online or in person).
     */
    deed?: SignedDocument;
    /**
     * The acknowledgment of the home's fair market value, signed by the owner and the lender on the day of closing where the state asks it (app.stateLaw.fairMarketValueAcknowledgment): at the in-person appointment, with the deed.
     */
    fairMarketValue?: SignedDocument;
  };
  /**
   * Where the state's law has the agreement signed in person at an office (app.stateLaw.inPersonClosing), the applicant read the agreement and closing disclosure at home (signing/review) and signs them at the appointment.
   */
  closingReview?: {
    /**
     * When the applicant confirmed receiving the agreement and the closing disclosure with the final itemized fees (ISO 8601).
     */
    receivedAt?: string;
  } | null;
  /**
   * A closing disclosure revised after it was signed: a figure it states changed before funding (engine/signedFigures.ts compareSignedFigures), so the line did not fund on that signature and the borrower signs the revised one (back to NOTE_SIGNING).
   */
  closingRevision?: {
    /**
     * The revised closing disclosure is still to be signed.
     */
    pending?: boolean;
    /**
     * What changed, as the borrower reads it: "Revised: in-person notarization $300.00 added; paid to your account at closing $48,025.00, was $48,325.00."
     */
    words?: string;
    /**
     * Each figure that changed: its id, label, the signed and the new value.
     *
     * @maxItems 20
     */
    changes?: {
      /**
       * amount, apr, financeCharge, amountFinanced, originationFee, amountReceived, or fee:<label>.
       */
      figure?: string;
      /**
       * The figure's name.
       */
      label?: string;
      /**
       * As signed; null for a fee added.
       */
      was?: number | null;
      /**
       * As it is now; null for a fee removed.
       */
      now?: number | null;
    }[];
    /**
     * When the line was stopped before funding (ISO 8601).
     */
    decidedAt?: string;
    /**
     * When the revised closing disclosure was signed (ISO 8601).
     */
    signedAt?: string;
  } | null;
  /**
   * When the borrower signed the deed (mortgage) before a notary, online or in person (ISO 8601).
   */
  deedSignedAt?: string;
  /**
   * The notice of a decline (Regulation B §1002.9 and Appendix C form C-1; FCRA §615(a)), issued once the application is declined: read online on the notice page and mailed within 30 days.
   */
  adverseActionNotice?: {
    /**
     * The notice's reference, to quote when calling about the decision.
     */
    reference: string;
    /**
     * When the application was declined (ISO 8601).
     */
    decidedAt: string;
    /**
     * The principal reasons for the decline, as the lender gave them (§1002.9(b)(2): specific, up to four).
     *
     * @maxItems 4
     */
    reasons?: string[];
    /**
     * The credit score used in the decision and its disclosure (FCRA §615(a)(1)(B), §609(f)): present when a consumer report was obtained.
     */
    creditScore?: {
      /**
       * The credit score.
       */
      score: number;
      /**
       * The lowest score the model gives.
       */
      min: number;
      /**
       * The highest score the model gives.
       */
      max: number;
      /**
       * The scoring model.
       */
      model: string;
      /**
       * The day the score was created (yyyy-MM-dd).
       */
      scoredOn: string;
      /**
       * The key factors that adversely affected the score, most important first (up to four, §609(f)(1)(C)).
       *
       * @maxItems 4
       */
      keyFactors: string[];
      /**
       * Recent inquiries on the report (a key factor when they are one, §609(f)(9)).
       */
      inquiries: number;
      /**
       * The consumer reporting agency that provided the report and score.
       */
      bureau: {
        /**
         * The agency's name.
         */
        name: string;
        /**
         * Its address.
         */
        address: string;
        /**
         * Its toll-free phone number.
         */
        phone: string;
        /**
         * Where to ask for the report online.
         */
        website?: string;
      };
    };
  };
  /**
   * The statuses whose notification the lender has sent (sandbox/data/notices.json), so each is sent once.
   *
   * @maxItems 100
   */
  noticesSent?: string[];
  /**
   * Income sources declared or verified.
   *
   * @maxItems 20
   */
  incomeSources?: {
    /**
     * One of the employment types of 000 §3.
     */
    employmentType?: string;
    /**
     * Annual amount in US dollars.
     */
    income?: number;
    [k: string]: unknown;
  }[];
  /**
   * Account the line is disbursed to.
   */
  disburseAccount?: {
    /**
     * Account id.
     */
    uuid?: string | null;
    /**
     * ABA routing number.
     */
    routingNumber?: string | null;
    /**
     * Last digits of the account number.
     */
    mask?: string | null;
    /**
     * Account number (shown by its last 4 digits).
     */
    accountNumber?: string | null;
    [k: string]: unknown;
  } | null;
  /**
   * Account monthly payments are drawn from.
   */
  autopayAccount?: {
    /**
     * Account id.
     */
    uuid?: string | null;
    /**
     * Last digits of the account number (the disbursement account's when payments come from it).
     */
    mask?: string | null;
    /**
     * Payments are drawn from the disbursement account.
     */
    sameAsDisbursement?: boolean;
    [k: string]: unknown;
  } | null;
  /**
   * The applicant's authorization of autopay, kept so the lender can prove it (Regulation E, 12 CFR 1005.10(b)): given on bank/autopay (schemas/application/bank/autopay.json autopayAuthorization); null for payments made by hand.
   */
  autopayAuthorization?: {
    /**
     * The applicant ticked the authorization.
     */
    authorized?: boolean;
    /**
     * When it was given.
     */
    authorizedAt?: string;
    /**
     * The authorization as the applicant read it (the screen's copy.authorizationLabel, filled in).
     */
    words?: string | null;
    /**
     * The monthly payment the words named, in dollars (engine/pricing.ts applicationFinance).
     */
    monthlyPayment?: number | null;
    /**
     * The last four digits of the account the payments are drawn from.
     */
    accountLastFour?: string | null;
    /**
     * Drawn from the disbursement account.
     */
    sameAsDisbursement?: boolean;
    [k: string]: unknown;
  } | null;
  /**
   * How monthly payments are made. The titles are what copy shows for the value ({{app.payType}} reads "Autopay").
   */
  payType?: (Autopay | PaidEachMonthByYou | null) &
    (((Autopay | PaidEachMonthByYou | null) & string) | (null & (Autopay | PaidEachMonthByYou | null)));
  /**
   * The property the line is secured by.
   */
  property?: {
    /**
     * Two-letter state code.
     */
    state?: string | null;
    /**
     * Street address.
     */
    street1?: string;
    /**
     * City.
     */
    city?: string;
    /**
     * Five-digit zip code.
     */
    zip?: string;
    /**
     * Street, city, state and zip on one line, as shown to the applicant.
     */
    fullAddress?: string;
    [k: string]: unknown;
  } | null;
  /**
   * Hazard and flood insurance.
   */
  insurance?: {
    /**
     * Insurance requirements are met.
     */
    complete?: boolean;
    [k: string]: unknown;
  } | null;
  /**
   * Status of additional signers (COMPLETE when every signer is done).
   */
  coDeedStatus?: string | null;
  /**
   * Crypto-backed HELOC (utm_source=cloc, 001 §2).
   */
  isCrypto?: boolean;
  /**
   * The home's state home-equity law where the pricing names one (sandbox/data/pricing.json stateRules; sandbox/simulator/stateLaw.ts): the facts the earliest closing day is decided from (engine/closingDates.ts closingWait: the application day, the owner's receipt of the notice, the wait, the property's time zone) and where the line closes. Screens read the earliest day as `{{closingWait.earliestOn}}`, never from here. Null elsewhere.
   */
  stateLaw?: {
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
  } | null;
  /**
   * The title provider's quote of what recording the deed of trust costs for this home, made when the closing disclosure is generated (sandbox/title/recordingQuote.ts, from sandbox/data/recording.json): the county recorder's fee and the recording tax per $100,000 of the line. engine/fees.ts states them as charged from then on, so the closing disclosure, the settlement statement and the line page state the exact amount paid to the borrower. Null or absent before.
   */
  recordingQuote?: {
    /**
     * The title provider that quoted.
     */
    provider: string;
    state: string;
    /**
     * The county whose charges apply, where the schedule names it; null for the state's charges.
     */
    county: string | null;
    /**
     * The county recorder's fee, US dollars.
     */
    recordingFee: number;
    /**
     * The recording tax per $100,000 of the line, US dollars (0 where none is levied).
     */
    taxPer100k: number;
    /**
     * The tax's name on the settlement statement; null where none is levied.
     */
    taxName: string | null;
    /**
     * When it was quoted (ISO 8601).
     */
    quotedAt: string;
  } | null;
  /**
   * Requested in-person notary appointment (ISO 8601).
   */
  requestedManualNotaryTime?: string | null;
  /**
   * The booked in-person notary appointment (000 §2 notary/schedule-manual, reserve-manual), kept by the notary network with its time slot.
   */
  manualNotaryAppointment?: {
    /**
     * Appointment id.
     */
    uuid?: string;
    /**
     * The booked time slot.
     */
    slotUuid?: string;
    /**
     * Confirmation number shown to the applicant.
     */
    confirmation?: string;
    /**
     * Start (ISO 8601).
     */
    startsAt?: string;
    /**
     * End (ISO 8601).
     */
    endsAt?: string;
    /**
     * IANA time zone the time is shown in (the property's).
     */
    timeZone?: string;
    /**
     * The notary who comes.
     */
    notaryName?: string;
    /**
     * Where to meet; the property when null.
     */
    location?: string | null;
    /**
     * BOOKED until the notary reports the deed signed.
     */
    status?: 'BOOKED' | 'COMPLETED';
    [k: string]: unknown;
  } | null;
  /**
   * Home value after adjustments.
   */
  adjustedHomeAmount?: number | null;
  /**
   * Initial draw calculated by underwriting.
   */
  uwCalculatedDrawAmount?: number | null;
  /**
   * Yearly income in US dollars the applicant stated, kept when the income verified was lower and the offers were sized again on the verified income.
   */
  statedIncome?: number | null;
  /**
   * Version of the additional-signer flow (v1 reads helocSigners).
   */
  additionalSignerVersion?: string | null;
  /**
   * Additional signers.
   *
   * @maxItems 10
   */
  helocSigners?: {
    /**
     * Signer's identity id.
     */
    identityUuid?: string;
    /**
     * The e-mail the signer was invited at.
     */
    email?: string;
    /**
     * The signer's first name, as the applicant gave it.
     */
    firstName?: string;
    /**
     * The signer's last name.
     */
    lastName?: string;
    /**
     * OWNER: on the title, signs the deed; SPOUSE: not on the title, consents to the lien where the state asks (engine/requiredSigners.ts).
     */
    role?: 'OWNER' | 'SPOUSE';
    /**
     * When they signed the deed before the notary, online or at the in-person appointment (sandbox/simulator/notarySteps.ts recordSignerSigned); absent until then.
     */
    signedAt?: string;
    [k: string]: unknown;
  }[];
  /**
   * Referring loan originator.
   */
  referrer?: {
    /**
     * Originator id.
     */
    referrerUuid?: string | null;
    [k: string]: unknown;
  } | null;
  /**
   * Interest-only payments restricted by age apply (001 §4).
   */
  isAgeRestrictedInterestOnly?: boolean;
  /**
   * Audit data.
   */
  auditFields?: {
    /**
     * Creation time (ISO 8601).
     */
    createdDate?: string;
    [k: string]: unknown;
  };
  /**
   * The server status (docs/architecture.md vocabulary), as the application read returns it.
   */
  serverStatus: string;
  /**
   * False once the application is complete or cancelled.
   */
  active?: boolean;
  /**
   * Organisation the application belongs to.
   */
  orgCode?: string;
  /**
   * Offers to choose from (product/select): rate and APR in percent, term in years, amounts in US dollars.
   *
   * @maxItems 20
   */
  offers?: {
    uuid?: string;
    term?: number;
    rate?: number;
    apr?: number;
    originationFeePercent?: number;
    minAmount?: number;
    maxAmount?: number;
    /**
     * A state's cap on the fees for a home there (engine/pricing.ts offerFeeCap, sandbox/data/pricing.json stateRules): the origination fee and the counted fees together at most maxPercent of the line; every figure of the offer follows it.
     */
    feeCap?: {
      state?: string;
      law?: string;
      maxPercent?: number;
      /**
       * The state's own recording costs (engine/fees.ts): a recording tax other than the pricing's (0 where none is levied), recording fees the lender pays.
       */
      recording?: {
        taxPer100kMax?: number;
        paidBy?: 'lender';
        [k: string]: unknown;
      };
      /**
       * @maxItems 10
       */
      fees?: {
        id?: string;
        label?: string;
        amount?: number;
        [k: string]: unknown;
      }[];
      [k: string]: unknown;
    };
    [k: string]: unknown;
  }[];
  [k: string]: unknown;
}
export interface SignedDocument {
  /**
   * When the borrower signed it (ISO 8601).
   */
  signedAt: string;
  /**
   * Signed by hand at the in-person closing, reported by the notary (sandbox/routes/notaryConsole.ts), not e-signed.
   */
  inPerson?: boolean;
  /**
   * The closing disclosure's money figures as signed (engine/signedFigures.ts disclosedFigures): the line may fund only while the line still has them; the funded line shows them.
   */
  figures?: {
    /**
     * The line amount (the initial draw), US dollars.
     */
    amount: number;
    /**
     * The annual percentage rate, percent.
     */
    apr: number;
    /**
     * The finance charge, US dollars.
     */
    financeCharge: number;
    /**
     * The amount financed, US dollars.
     */
    amountFinanced: number;
    /**
     * The amount paid to the borrower's account at closing, before county recording fees and taxes, US dollars.
     */
    amountReceived: number;
    /**
     * The origination fee, US dollars.
     */
    originationFee: number;
    /**
     * The fees paid to others from the draw (valuation, in-person notarization), as signed.
     *
     * @maxItems 10
     */
    paidToOthers: {
      /**
       * The fee's name.
       */
      label: string;
      /**
       * US dollars.
       */
      amount: number;
    }[];
  };
}

export type StateLaw = NonNullable<Application['stateLaw']>;
export type InvitedSigner = NonNullable<Application['helocSigners']>[number];
export type RecordingQuote = NonNullable<Application['recordingQuote']>;
