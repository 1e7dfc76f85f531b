/**
 * What each request body is validated with. A source is a screen file (`register-v2/legal-name`:
 * its `schema`) or an API schema (`api/offer-selection`: the file itself). The sources of an
 * operation are composed: properties and `required` merged, `errorMessage.required` merged.
 * `optional: true` merges a screen's properties without making them required.
 * Later screens (the application journey) add entries here.
 */
export type Source = string | { id: string; optional: true };

export interface OperationSpec {
  sources: Source[];
  /** Run the `error` and `block` rules of the screen sources against the body too. */
  screenRules?: boolean;
}

export const operations = {
  register: {
    sources: [{ id: 'register-v2/legal-name', optional: true }, 'register-v2/phone-and-email', 'register-v2/set-password'],
    screenRules: true,
  },
  createApplication: {
    sources: [
      'register-v2/property-address',
      { id: 'register-v2/home-address', optional: true },
      'register-v2/for-sale',
      'register-v2/annual-income',
      'register-v2/legal-name',
      'register-v2/birthdate',
      'api/application-create',
    ],
    screenRules: true,
  },
  login: { sources: ['api/login'] },
  ceoFeedback: { sources: ['api/ceo-feedback'] },
  chatbotMessage: { sources: ['api/chatbot-message'] },
  chatbotFeedback: { sources: ['api/chatbot-feedback'] },
  fullStoryLink: { sources: ['api/full-story-link'] },
  experiments: { sources: ['api/experiments'] },
  trackerProfile: { sources: ['api/tracker-profile'] },
  softCreditConsent: { sources: ['api/soft-credit-consent'] },
  ssn: { sources: ['api/ssn'] },
  creditRetry: { sources: ['api/credit-retry'] },
  offerSelection: { sources: ['api/offer-selection'] },
  moreInfo: { sources: ['api/more-info'] },
  hmda: { sources: ['api/hmda'] },
  summarySignature: { sources: ['api/summary-signature'] },
  income: { sources: ['api/income'] },
  employerVerification: { sources: ['api/employer-verification'] },
  disbursementAccount: { sources: ['api/disbursement-account'] },
  autopay: { sources: ['api/autopay'] },
  identityDocument: { sources: ['api/identity-document'] },
  conditionDocument: { sources: ['api/condition-document'] },
  bpoCondition: { sources: ['api/bpo-condition'] },
  closingSignature: { sources: ['api/closing-signature'] },
  notary: { sources: ['api/notary'] },
  manualNotary: { sources: ['api/manual-notary'] },
  insurance: { sources: ['api/insurance'] },
  signerNotary: { sources: ['api/notary'] },
  opsStatus: { sources: ['api/ops-status'] },
  opsCondition: { sources: ['api/ops-condition'] },
} satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof operations;
