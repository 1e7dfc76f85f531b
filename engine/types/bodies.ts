/** Generated from the body sources of schemas/operations.json (engine/config/composeBody.ts) by `npm run types` (engine/config/configTypes.ts): do not edit; edit the screens and API schemas they name. */
export interface OperationBodies {
  addressVerification: AddressVerificationBody;
  assets: AssetsBody;
  autopay: AutopayBody;
  bpoCondition: BpoConditionBody;
  bpoOrder: BpoOrderBody;
  ceoFeedback: CeoFeedbackBody;
  chatbotFeedback: ChatbotFeedbackBody;
  chatbotMessage: ChatbotMessageBody;
  chatInit: ChatInitBody;
  closingReview: ClosingReviewBody;
  closingSignature: ClosingSignatureBody;
  conditionDocument: ConditionDocumentBody;
  conditionPhoneNumber: ConditionPhoneNumberBody;
  conditionUpload: ConditionUploadBody;
  createApplication: CreateApplicationBody;
  creditRetry: CreditRetryBody;
  disbursementAccount: DisbursementAccountBody;
  employerVerification: EmployerVerificationBody;
  experiments: ExperimentsBody;
  experimentTracking: ExperimentTrackingBody;
  fullStoryLink: FullStoryLinkBody;
  hmda: HmdaBody;
  homeValueEstimate: HomeValueEstimateBody;
  identityDocument: IdentityDocumentBody;
  income: IncomeBody;
  insurance: InsuranceBody;
  liens: LiensBody;
  login: LoginBody;
  manualNotary: ManualNotaryBody;
  manualNotaryCancel: ManualNotaryCancelBody;
  moreInfo: MoreInfoBody;
  notaryJoin: NotaryJoinBody;
  notarySignature: NotarySignatureBody;
  offerSelection: OfferSelectionBody;
  opsClock: OpsClockBody;
  opsCondition: OpsConditionBody;
  opsIdentity: OpsIdentityBody;
  opsNotary: OpsNotaryBody;
  opsNotification: OpsNotificationBody;
  opsStatus: OpsStatusBody;
  prequalWinback: PrequalWinbackBody;
  register: RegisterBody;
  signerIdentityDocument: SignerIdentityDocumentBody;
  softCreditConsent: SoftCreditConsentBody;
  ssn: SsnBody;
  stateNoticeAcknowledgment: StateNoticeAcknowledgmentBody;
  summarySignature: SummarySignatureBody;
  titleHolders: TitleHoldersBody;
  trackerProfile: TrackerProfileBody;
  trackerUuid: TrackerUuidBody;
}
export interface AddressVerificationBody {
  address: Address;
}
/**
 * A US postal address with the messages of 001 §5 (Address). Shared by every screen that asks for an address. The state is chosen from the list of us-state.json, and the zipcode must be one of that state's (engine/address.ts checks it wherever this field is used, in the browser and on the server).
 */
export interface Address {
  /**
   * Number and street.
   */
  street1: string;
  /**
   * Apartment or suite.
   */
  street2?: string;
  /**
   * City.
   */
  city: string;
  /**
   * A US state, the District of Columbia or an inhabited territory, by its two-letter USPS code (001 §5 Address: the state is required and two letters). The address field offers these choices as a list (renderer/fields/StateCombobox.tsx): typing part of a title or the code finds it. Each choice also names the zipcode prefixes the USPS assigns to it (`zipPrefixes`: three-digit prefixes or five-digit zipcodes, single or as 'from-to' ranges), with which the engine checks that an address's zipcode is in its state, on every screen and request that has an address (engine/address.ts); `zipMismatchMessage` is what the applicant reads when it is not (the engine fills in the zipcode and the state's title). Whether the lender lends in a state is not said here: that is the lender's state licences (001 §7) and the screen's rules.
   */
  state: (
    | 'AL'
    | 'AK'
    | 'AZ'
    | 'AR'
    | 'CA'
    | 'CO'
    | 'CT'
    | 'DE'
    | 'DC'
    | 'FL'
    | 'GA'
    | 'HI'
    | 'ID'
    | 'IL'
    | 'IN'
    | 'IA'
    | 'KS'
    | 'KY'
    | 'LA'
    | 'ME'
    | 'MD'
    | 'MA'
    | 'MI'
    | 'MN'
    | 'MS'
    | 'MO'
    | 'MT'
    | 'NE'
    | 'NV'
    | 'NH'
    | 'NJ'
    | 'NM'
    | 'NY'
    | 'NC'
    | 'ND'
    | 'OH'
    | 'OK'
    | 'OR'
    | 'PA'
    | 'RI'
    | 'SC'
    | 'SD'
    | 'TN'
    | 'TX'
    | 'UT'
    | 'VT'
    | 'VA'
    | 'WA'
    | 'WV'
    | 'WI'
    | 'WY'
    | 'AS'
    | 'GU'
    | 'MP'
    | 'PR'
    | 'VI'
  ) &
    string;
  /**
   * Five-digit zip code.
   */
  zip: string;
}
export interface AssetsBody {
  /**
   * Total of checking, savings and money market balances, US dollars.
   */
  checkingSavings: number;
  /**
   * Total of brokerage balances, US dollars.
   */
  investments: number;
  /**
   * Total of retirement balances, US dollars.
   */
  retirement: number;
  /**
   * The applicant attests to the balances.
   */
  attested: true;
}
export interface AutopayBody {
  /**
   * AUTOPAY: drawn automatically; MANUAL: the applicant pays each month.
   */
  payType: ('AUTOPAY' | 'MANUAL') & string;
  /**
   * Draw payments from the disbursement account. Asked, and required, only once autopay is chosen (the useDisbursementAccountRequired rule).
   */
  useDisbursementAccount?: boolean;
  /**
   * ABA routing number, 9 digits; the checksum is checked by the abaRoutingValid rule.
   */
  routingNumber?: string;
  /**
   * Account number, 4 to 17 digits. Never kept in the browser.
   */
  accountNumber?: string;
  /**
   * The account number again, compared with it by the accountNumbersMatch rule (its own format is the account number's). Never kept in the browser.
   */
  accountNumberConfirm?: string;
  /**
   * Kind of bank account.
   */
  accountType?: ('CHECKING' | 'SAVINGS') & string;
  /**
   * The applicant's authorization of the monthly preauthorized transfers, in the words of copy.authorizationLabel (Regulation E, 12 CFR 1005.10(b)). Shown and required only for autopay (the autopayAuthorizationRequired rule); the sandbox keeps it on the application with its time and the payment it named (autopayAuthorization).
   */
  autopayAuthorization?: true;
}
export interface BpoConditionBody {
  /**
   * Overall condition of the home.
   */
  condition: ('EXCELLENT' | 'GOOD' | 'FAIR' | 'POOR') & string;
  /**
   * Renovations in the last 12 months.
   */
  recentRenovations?: boolean;
  /**
   * The applicant accepts the valuation fee (001 §9).
   */
  feeConsent: true;
  /**
   * How the agent can reach the property.
   */
  accessNotes?: string;
}
export interface BpoOrderBody {
  /**
   * The applicant accepts the valuation fee (001 §9).
   */
  feeConsent: true;
  /**
   * How the agent can reach the property.
   */
  accessNotes?: string;
}
export interface CeoFeedbackBody {
  /**
   * IMPROVE (Improve our product) or COMPLIMENT (Give us a compliment).
   */
  topic: 'IMPROVE' | 'COMPLIMENT';
  /**
   * The feedback, 10 to 1000 characters.
   */
  message: string;
  /**
   * May marketing contact the applicant about it (Yes/No).
   */
  marketingConsent: boolean;
  /**
   * Application the feedback is about: the UUID segment of the page path, when present.
   */
  applicationUuid?: string | null;
  /**
   * Page the feedback was sent from.
   */
  pathname?: string;
  /**
   * Product: HELOC.
   */
  productType?: string;
}
export interface ChatbotFeedbackBody {
  /**
   * The answered question.
   */
  questionId: string;
  /**
   * Conversation of the question.
   */
  conversationId?: string;
  /**
   * The answer the feedback is about.
   */
  responseToCustomer?: string | null;
  /**
   * Reason and optional text, at most 140 characters.
   */
  feedbackMessage?: string | null;
  /**
   * Thumbs up or down (UP/DOWN or 1/0).
   */
  rating?: string | number;
  /**
   * E-mail of the applicant.
   */
  senderEmail?: string | null;
  /**
   * APPLICANT.
   */
  senderType?: string | null;
  /**
   * Chat nonce.
   */
  nonce?: string | null;
  reason?: 'ANSWER_TOO_VAGUE' | 'NOT_SPECIFIC_TO_MY_APPLICATION' | 'NOT_WHAT_I_ASKED' | 'OTHER';
}
export interface ChatbotMessageBody {
  /**
   * Application the chat is about.
   */
  applicationId?: string | null;
  /**
   * Conversation to continue; empty starts a new one.
   */
  conversationId?: string | null;
  /**
   * The applicant's question.
   */
  message: string;
  /**
   * Chat nonce when borrower authentication is on.
   */
  nonce?: string | null;
  /**
   * Org code.
   */
  organization?: string | null;
  /**
   * Page the chat runs on.
   */
  pageUrl?: string | null;
  /**
   * Sender id (identity or e-mail).
   */
  senderId?: string | null;
  /**
   * APPLICANT for applicants (001 §6).
   */
  senderType?: string | null;
  /**
   * Routing tag.
   */
  tag?: string | null;
}
export interface ChatInitBody {
  /**
   * The applicant's name as they gave it (friendlyName).
   */
  name: string;
  /**
   * The applicant's e-mail address (emailAddress), optional.
   */
  email?: string | null;
  /**
   * Application the chat is about, when the page has one.
   */
  applicationUuid?: string | null;
  /**
   * Routing tag.
   */
  tag?: string | null;
  /**
   * Routing skill: CLOC_HELOC, FHEL or White Label (the brand's behaviour.chatSkill).
   */
  skill?: string | null;
  /**
   * Greeting shown to the applicant as the first message.
   */
  welcomeMessage?: string | null;
  /**
   * Page the chat was started on.
   */
  pageUrl?: string | null;
  /**
   * Provider mode (stream, twilio, ...).
   */
  chatMode?: string | null;
  /**
   * Organisation code of the brand.
   */
  orgCode?: string | null;
  /**
   * Signed-in identity, when known.
   */
  identityUuid?: string | null;
  /**
   * Chat nonce when borrower authentication is on.
   */
  nonce?: string | null;
  /**
   * Outside production only: the test agent the applicant picked (001 §3 pre-engagement agentId in dev); answered as the target worker.
   */
  agentId?: string | null;
  /**
   * Extra routing attributes: loanNumber, prodType.
   */
  additionalAttributes?: {
    loanNumber?: string | null;
    prodType?: string | null;
  } | null;
}
export interface ClosingReviewBody {
  /**
   * The applicant scrolled to the end of the agreement and closing disclosure (closing.pdf).
   */
  readToEnd: true;
  /**
   * The applicant confirms receiving the agreement and the closing disclosure (the final itemized fees) before the closing.
   */
  received: true;
}
export interface ClosingSignatureBody {
  /**
   * The applicant scrolled to the end of the agreement and closing disclosure (closing.pdf).
   */
  readToEnd: true;
  /**
   * The applicant read and accepted the documents.
   */
  accepted: true;
  /**
   * The name typed as a signature.
   */
  signatureName: string;
}
export interface ConditionDocumentBody {
  /**
   * Document type (001 §3), e.g. BANK_STATEMENT, USER_UPLOADED_PAYSTUB, CERTIFICATE_OF_TRUST; SUPPORT when omitted.
   */
  type?: string;
  /**
   * The requested document: JPEG, PNG or PDF, at most 10 MB.
   */
  file: {
    /**
     * Original file name.
     */
    fileName: string;
    /**
     * MIME type of the file: JPEG, PNG or PDF.
     */
    contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
    /**
     * The file's bytes, base64; at most 10 MB before encoding.
     */
    content: string;
  };
}
export interface ConditionPhoneNumberBody {
  /**
   * The MISSING_PHONE_NUMBER condition (from ?condition= of the card's link).
   */
  conditionUuid: string;
  /**
   * US mobile number as formatted: (555) 555-5555. (001 §5 Phone).
   */
  phoneNumber: string;
}
export interface ConditionUploadBody {
  /**
   * The condition the document answers (from ?condition= of the card's link).
   */
  conditionUuid: string;
  /**
   * Document type (001 §3) from ?type= of the card's link; SUPPORT when omitted.
   */
  type?: string;
  file: File;
}
/**
 * An uploaded file (JPEG, PNG or PDF, at most 10 MB) with the messages of the document uploads (001 §3). Rendered by the `file` field (ui:field), which checks type and size before reading and stores the content as base64. Shared by every screen and API body that uploads a document.
 */
export interface File {
  /**
   * Original file name.
   */
  fileName: string;
  /**
   * MIME type of the file: JPEG, PNG or PDF.
   */
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  /**
   * The file's bytes, base64; at most 10 MB before encoding.
   */
  content: string;
}
export interface CreateApplicationBody {
  /**
   * The property the line is secured by: a US address (address.json) and how it is occupied (000 §5 occupancy). Shared by register-v2 and the classic /register.
   */
  propertyAddress: Address & {
    /**
     * Occupancy of the property.
     */
    occupancyType: 'PRIMARY' | 'SECONDARY' | 'INVESTMENT';
  };
  homeAddress?: Address;
  /**
   * Whether the property is listed for sale (000 §5 For-sale). Shared by register-v2 and the classic /register.
   */
  isListedForSale: boolean;
  /**
   * Annual income, other income and the primary source with the employment types of 000 §3 (000 §5 Income). Shared by register-v2 and the classic /register.
   */
  income: {
    /**
     * Yearly pre-tax income from the primary source, US dollars.
     */
    income: number;
    /**
     * Other yearly income, US dollars; empty counts as 0.
     */
    otherIncome: number | null;
    /**
     * Employment type (000 §3).
     */
    employmentType: (
      | 'FULL_TIME'
      | 'PART_TIME'
      | 'SELF_EMPLOYED'
      | 'RETIRED'
      | 'UNEMPLOYED'
      | 'ALIMONY'
      | 'CHILD_SUPPORT'
      | 'SEPARATE_MAINTENANCE_PAYMENTS'
      | 'PUBLIC_ASSISTANCE_PROGRAM'
    ) &
      string;
  };
  name: Name;
  /**
   * Date of birth as month, day and year (001 §5 Date of birth); the age rules are screen rules. Shared by register-v2 and the classic /register.
   */
  dob: {
    /**
     * 1 to 12.
     */
    month: number;
    /**
     * 1 to 31.
     */
    day: number;
    /**
     * Four digits (1900 or later and not after today: schemas/rules/date-of-birth.json).
     */
    year: number;
  };
  /**
   * Referring loan originator id (the referrer query value, 001 §2).
   */
  referrer?: string;
  /**
   * Marketing source; cloc marks a crypto HELOC (001 §2).
   */
  utmSource?: string;
  /**
   * When true, the soft-credit consent is given with the application (same as POST .../soft-credit-consent).
   */
  softCreditConsent?: boolean;
}
/**
 * Legal name: first, middle, last and suffix (000 §5 Legal name; 001 §3 suffixes, §5 name rules). Shared by register-v2 and the classic /register.
 */
export interface Name {
  /**
   * Letters, hyphens and spaces; at least 2 characters.
   */
  firstName: string;
  /**
   * Up to three parts separated by one space, hyphen or apostrophe, with an optional trailing period.
   */
  middleName?: string;
  /**
   * Letters, hyphens and spaces; at least 2 characters. Digits are allowed by the pattern and refused by the screens' lastNameDigits rule unless the fe-heloc-non-production flag is on (001 §5: digits outside production).
   */
  lastName: string;
  /**
   * Name suffix (001 §3).
   */
  suffix?: '' | 'I' | 'II' | 'III' | 'IV' | 'V' | 'JR' | 'SR';
}
export interface CreditRetryBody {}
export interface DisbursementAccountBody {
  /**
   * ABA routing number, 9 digits; the checksum is checked by the abaRoutingValid rule.
   */
  routingNumber: string;
  /**
   * Account number, 4 to 17 digits. Never kept in the browser.
   */
  accountNumber: string;
  /**
   * The account number again, compared with it by the accountNumbersMatch rule (its own format is the account number's). Never kept in the browser.
   */
  accountNumberConfirm: string;
  /**
   * Kind of bank account.
   */
  accountType: ('CHECKING' | 'SAVINGS') & string;
  /**
   * Bank name.
   */
  bankName?: string;
}
export interface EmployerVerificationBody {
  /**
   * Employer's name.
   */
  employerName: string;
  /**
   * A number for your HR or payroll department, as (555) 555-5555.
   */
  employerPhone: string;
  /**
   * Job title.
   */
  jobTitle?: string;
}
export interface ExperimentsBody {
  /**
   * Experiments the applicant is in.
   *
   * @maxItems 50
   */
  experiments: Experiment[];
}
export interface Experiment {
  /**
   * Experiment key.
   */
  name: string;
  /**
   * Variation shown.
   */
  variation: string;
}
export interface ExperimentTrackingBody {
  /**
   * The application the experiments were seen on.
   */
  appUuid: string;
  /**
   * The experiments seen.
   *
   * @minItems 1
   * @maxItems 50
   */
  experiments: Experiment[];
}
export interface FullStoryLinkBody {
  /**
   * Session replay URL.
   */
  link: string;
}
export interface HmdaBody {
  /**
   * The applicant declines every question.
   */
  declined?: boolean;
  /**
   * Ethnicity answers.
   *
   * @maxItems 7
   */
  ethnicity?: ((
    | 'HISPANIC_OR_LATINO'
    | 'MEXICAN'
    | 'PUERTO_RICAN'
    | 'CUBAN'
    | 'OTHER_HISPANIC'
    | 'NOT_HISPANIC_OR_LATINO'
    | 'DECLINED'
  ) &
    string)[];
  /**
   * Write-in for Other Hispanic or Latino (e.g. Argentinean, Colombian, Dominican).
   */
  otherHispanicOrigin?: string;
  /**
   * Race answers.
   *
   * @maxItems 17
   */
  race?: ((
    | 'AMERICAN_INDIAN_OR_ALASKA_NATIVE'
    | 'ASIAN'
    | 'ASIAN_INDIAN'
    | 'CHINESE'
    | 'FILIPINO'
    | 'JAPANESE'
    | 'KOREAN'
    | 'VIETNAMESE'
    | 'OTHER_ASIAN'
    | 'BLACK_OR_AFRICAN_AMERICAN'
    | 'NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER'
    | 'NATIVE_HAWAIIAN'
    | 'GUAMANIAN_OR_CHAMORRO'
    | 'SAMOAN'
    | 'OTHER_PACIFIC_ISLANDER'
    | 'WHITE'
    | 'DECLINED'
  ) &
    string)[];
  /**
   * Write-in for American Indian or Alaska Native.
   */
  americanIndianTribe?: string;
  /**
   * Write-in for Other Asian (e.g. Hmong, Laotian, Thai, Pakistani, Cambodian).
   */
  otherAsianRace?: string;
  /**
   * Write-in for Other Pacific Islander (e.g. Fijian, Tongan).
   */
  otherPacificIslanderRace?: string;
  /**
   * Sex answer.
   */
  sex?: ('FEMALE' | 'MALE' | 'DECLINED') & string;
}
export interface HomeValueEstimateBody {
  /**
   * The applicant's estimate, US dollars.
   */
  estimatedValue: number;
}
export interface IdentityDocumentBody {
  /**
   * Document kind (000 §3; 001 §3).
   */
  type: ('DRIVERS_LICENSE_FRONT' | 'PASSPORT_FRONT' | 'ID_CARD_FRONT' | 'PERMANENT_RESIDENT_FRONT') & string;
  file: File;
}
export interface IncomeBody {
  /**
   * LINK: payroll or bank linked; UPLOAD: documents uploaded.
   */
  method: 'LINK' | 'UPLOAD';
  /**
   * Income sources with their annual amounts.
   *
   * @minItems 1
   * @maxItems 5
   */
  sources: {
    /**
     * Employment type (000 §3); OTHER is the other income given at registration.
     */
    employmentType: (
      | 'FULL_TIME'
      | 'PART_TIME'
      | 'SELF_EMPLOYED'
      | 'RETIRED'
      | 'ALIMONY'
      | 'CHILD_SUPPORT'
      | 'SEPARATE_MAINTENANCE_PAYMENTS'
      | 'PUBLIC_ASSISTANCE_PROGRAM'
      | 'OTHER'
    ) &
      string;
    /**
     * Annual amount, US dollars.
     */
    income: number;
    /**
     * Employer or payer.
     */
    employerName?: string;
  }[];
  /**
   * Authorisation to connect (kept with the verification).
   */
  authorized?: true;
  /**
   * Document type of the files (001 §3), from the route's :type (TAX_RETURN: a self-employed applicant's returns with their profit and loss; RETIREMENT_INCOME: a retiree's benefit or pension award letters, SSA-1099 or 1099-R forms, or retirement account statements).
   */
  documentType?: 'USER_UPLOADED_PAYSTUB' | 'BANK_STATEMENT' | 'TAX_RETURN' | 'RETIREMENT_INCOME' | 'SUPPORT';
  /**
   * The most recent paystub or statement, or last year's tax return.
   */
  file?: {
    /**
     * Original file name.
     */
    fileName: string;
    /**
     * MIME type of the file: JPEG, PNG or PDF.
     */
    contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
    /**
     * The file's bytes, base64; at most 10 MB before encoding.
     */
    content: string;
  };
  /**
   * The one before it (required for paystubs, bank statements and tax returns), or a retiree's second retirement income document.
   */
  secondFile?: {
    /**
     * Original file name.
     */
    fileName: string;
    /**
     * MIME type of the file: JPEG, PNG or PDF.
     */
    contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
    /**
     * The file's bytes, base64; at most 10 MB before encoding.
     */
    content: string;
  };
  /**
   * Self-employed: the year-to-date profit and loss statement, or recent business bank statements (required). Retired: a third retirement income document (optional).
   */
  thirdFile?: {
    /**
     * Original file name.
     */
    fileName: string;
    /**
     * MIME type of the file: JPEG, PNG or PDF.
     */
    contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
    /**
     * The file's bytes, base64; at most 10 MB before encoding.
     */
    content: string;
  };
}
export interface InsuranceBody {
  /**
   * Insurance company.
   */
  carrier: string;
  /**
   * Policy number.
   */
  policyNumber: string;
  /**
   * Declarations page of the hazard (and flood) policy.
   */
  file: {
    /**
     * Original file name.
     */
    fileName: string;
    /**
     * MIME type of the file: JPEG, PNG or PDF.
     */
    contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
    /**
     * The file's bytes, base64; at most 10 MB before encoding.
     */
    content: string;
  };
}
export interface LiensBody {
  /**
   * E.g. a private mortgage, a tax or contractor lien.
   */
  hasOtherLiens: boolean;
  /**
   * Lender or lienholder and the approximate balance.
   */
  otherLiens?: string;
  /**
   * Attestation.
   */
  accurate: true;
}
export interface LoginBody {
  /**
   * E-mail the identity registered with.
   */
  email: string;
  /**
   * Password.
   */
  password: string;
}
export interface ManualNotaryBody {
  /**
   * The chosen slot (GET .../notary-slots).
   */
  slotUuid: string;
  /**
   * Where the notary should meet the applicant; the property when empty.
   */
  location?: string;
}
export interface ManualNotaryCancelBody {
  /**
   * Why the applicant cancels (optional).
   */
  reason?: string;
}
export interface MoreInfoBody {
  /**
   * Ownership of the selected property.
   */
  ownership: ('SOLE' | 'JOINT_WITH_SPOUSE' | 'JOINT_WITH_OTHER' | 'TRUST') & string;
  /**
   * Marital status (some states require a spouse's consent to a lien on the home).
   */
  maritalStatus: ('MARRIED' | 'UNMARRIED' | 'SEPARATED') & string;
  /**
   * Nine digits, dashes optional (123-45-6789). Not kept in saved answers.
   */
  ssn?: string;
  /**
   * Hard credit pull authorisation.
   */
  hardCreditConsent: true;
}
export interface NotaryJoinBody {
  /**
   * The application.
   */
  applicationUuid: string;
}
export interface NotarySignatureBody {
  /**
   * The signer's acknowledgement the notary certifies.
   */
  accepted: true;
  /**
   * The name typed as the signature; it must be the signer's legal name.
   */
  signatureName: string;
}
export interface OfferSelectionBody {
  /**
   * One of the application's offers (application.offers[].uuid).
   */
  offerUuid: string;
  /**
   * Initial draw in US dollars, within the offer's minimum and maximum (001 §9: $15,000 to $400,000; the smallest line, and a state's minimum advance, are said by the rules below, so that a home whose state sets one hears why); whole dollars.
   */
  amount: number;
}
export interface OpsClockBody {
  /**
   * Whole days.
   */
  days?: number;
  /**
   * Whole hours.
   */
  hours?: number;
}
export interface OpsConditionBody {
  /**
   * Condition category (001 §3).
   */
  categoryEnum:
    | 'BANK_ACCOUNT_FRAUD_REVIEW'
    | 'FALSE_OWNERSHIP_TYPE_REVIEW'
    | 'GENERIC_DOCUMENT_REQUEST'
    | 'HARD_CREDIT_INQUIRY_REVIEW'
    | 'HELOC_MANUAL_PAYSTUB_UPLOAD'
    | 'ID_VERIFICATION_FAILURE'
    | 'IDENTITY_DOCUMENT_FRAUD_REVIEW'
    | 'MISSING_PHONE_NUMBER'
    | 'PROPERTY_LEGAL_DESCRIPTION'
    | 'PROPERTY_OWNERSHIP_FRAUD_REVIEW'
    | 'REVIEW_TRUST_REQUIREMENTS'
    | 'ESCALATION_REVIEW';
  /**
   * Internal notes.
   */
  notes?: string;
  /**
   * Shown instead of the card's description.
   */
  commentsToBorrower?: string;
  /**
   * The applicant must upload documents.
   */
  requestDocuments?: boolean;
  /**
   * How many documents (e.g. paystubs).
   */
  numDocsRequired?: number;
}
export interface OpsIdentityBody {
  /**
   * The identity is a broker.
   */
  isBroker: boolean;
}
export interface OpsNotaryBody {
  /**
   * The notary's name, shown to the participant.
   */
  notary?: string;
  /**
   * Why the session ended unfinished (shown to the participant).
   */
  reason?: string;
  /**
   * Reporting an in-person appointment's deed signed before the appointment's booked time: the notary confirms they met the applicant early. Without it the report is refused.
   */
  confirmEarly?: boolean;
}
export interface OpsNotificationBody {
  /**
   * E-mail of the identity the notification is for.
   */
  email?: string;
  /**
   * Uuid of the identity the notification is for (instead of email).
   */
  identityUuid?: string;
  /**
   * Headline.
   */
  title: string;
  /**
   * Body text.
   */
  description?: string;
  /**
   * UNREAD (default) or READ.
   */
  status?: 'UNREAD' | 'READ';
  /**
   * When it was created (default: now), for relative times in the panel.
   */
  created?: string;
  /**
   * Wallet address the notification concerns (shown shortened).
   */
  walletAddress?: string;
  /**
   * Calls to action; a missing title shows "View".
   *
   * @maxItems 3
   */
  ctas?: {
    /**
     * Button text.
     */
    title?: string;
    /**
     * Path on this site or an https URL.
     */
    redirectPath: string;
  }[];
}
export interface OpsStatusBody {
  /**
   * Any server status of the vocabulary (journeys/heloc.json statusRouting.vocabulary).
   */
  status: string;
  /**
   * JSON merge patch applied to the application at the same time (optional).
   */
  patch?: {};
}
export interface PrequalWinbackBody {
  /**
   * The applicant asks to requalify with the new loan-to-value.
   */
  requalify: true;
}
export interface RegisterBody {
  name?: Name;
  /**
   * E-mail address used to sign in. (001 §5 Email).
   */
  email: string;
  /**
   * US mobile number as formatted: (555) 555-5555. (001 §5 Phone).
   */
  phoneNumber: string;
  /**
   * Optional consent to transactional text messages.
   */
  smsTransactionalConsent?: boolean;
  /**
   * Optional consent to marketing text messages.
   */
  smsMarketingConsent?: boolean;
  /**
   * At least 12 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&* (001 §5 Password, account-creation strength rules).
   */
  password: string;
  /**
   * The same password again; the match is a screen rule (001 §5 Password).
   */
  confirmPassword: string;
  /**
   * Required consent to the terms of use and privacy policy.
   */
  termPrivacyConsent: true;
  /**
   * Required consent to electronic communications (E-SIGN).
   */
  communicationConsent: true;
}
export interface SignerIdentityDocumentBody {
  /**
   * Document kind (000 §3; 001 §3: US Driver's License, US Passport, US State ID Card, US Permanent Resident Card).
   */
  type:
    'DRIVERS_LICENSE_FRONT' | 'DRIVERS_LICENSE_BACK' | 'ID_CARD_FRONT' | 'PASSPORT_FRONT' | 'PERMANENT_RESIDENT_FRONT';
  /**
   * The document image: JPEG, PNG or PDF, at most 10 MB.
   */
  file: {
    /**
     * Original file name.
     */
    fileName: string;
    /**
     * MIME type of the file: JPEG, PNG or PDF.
     */
    contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
    /**
     * The file's bytes, base64; at most 10 MB before encoding.
     */
    content: string;
  };
}
export interface SoftCreditConsentBody {
  /**
   * Soft credit pull authorisation (000 §5).
   */
  consent: true;
  /**
   * Consent to the third-party liability lookup: true when the direct debt payoff wording was shown (000 §5).
   */
  directDebtPayoffConsent?: boolean;
}
export interface SsnBody {
  /**
   * Nine digits, dashes optional (123-45-6789). Not kept in saved answers.
   */
  ssn: string;
}
export interface StateNoticeAcknowledgmentBody {
  /**
   * The applicant scrolled to the end of the notice (stateNotice.pdf or its Text view).
   */
  readToEnd: true;
  /**
   * The owner acknowledges receiving the state's notice; its time is the notice's receipt.
   */
  acknowledged: true;
}
export interface SummarySignatureBody {
  /**
   * The applicant scrolled to the end of the application summary disclosure (summary.pdf).
   */
  readToEnd: true;
  /**
   * The applicant read and accepted the summary.
   */
  accepted: true;
  /**
   * The name typed as a signature.
   */
  signatureName: string;
}
export interface TitleHoldersBody {
  /**
   * The other owners on the title, each with their own e-mail (asked when the home is owned jointly with others).
   *
   * @minItems 1
   * @maxItems 3
   */
  coOwners?: {
    /**
     * Their legal first name, as on the title or their ID.
     */
    firstName: string;
    /**
     * Their legal last name.
     */
    lastName: string;
    /**
     * Their own e-mail: their personal link to sign is sent there.
     */
    email: string;
  }[];
  /**
   * Whether the applicant's spouse is on the title (asked when married and the home is owned jointly with others).
   */
  spouseOnTitle?: boolean;
  /**
   * The applicant's spouse: an owner when the home is owned jointly with them, or a spouse whose consent to the lien the home's state asks (pricing stateRules spouseMustSign).
   */
  spouse?: {
    /**
     * Their legal first name, as on the title or their ID.
     */
    firstName: string;
    /**
     * Their legal last name.
     */
    lastName: string;
    /**
     * Their own e-mail: their personal link to sign is sent there.
     */
    email: string;
  };
}
export interface TrackerProfileBody {
  /**
   * Experimentation profile id to keep for the identity.
   */
  optimizelyProfileUuid: string;
}
export interface TrackerUuidBody {
  /**
   * The telemetry session's tracker uuid (telemetry_trackerUuid).
   */
  trackerUuid: string;
}

export type OperationName = keyof OperationBodies;
