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
  ceoFeedback: { sources: ['feedback/ceo'] },
  chatbotMessage: { sources: ['api/chatbot-message'] },
  chatbotFeedback: { sources: ['api/chatbot-feedback', { id: 'chat/feedback', optional: true }] },
  chatInit: { sources: ['api/chat-init'] },
  fullStoryLink: { sources: ['api/full-story-link'] },
  experiments: { sources: ['api/experiments'] },
  trackerProfile: { sources: ['api/tracker-profile'] },
  experimentTracking: { sources: ['api/experiment-tracking'] },
  trackerUuid: { sources: ['api/tracker-uuid'] },
  softCreditConsent: { sources: ['application/start/profile'] },
  ssn: { sources: ['application/credit/social'] },
  creditRetry: { sources: ['application/credit/error'] },
  offerSelection: { sources: ['application/product/select'] },
  assets: { sources: ['application/product/assets'], screenRules: true },
  prequalWinback: { sources: ['application/product/prequal-winback'] },
  moreInfo: { sources: ['application/start/contact'] },
  hmda: { sources: ['application/start/hmda'], screenRules: true },
  summarySignature: { sources: ['application/start/app-summary'] },
  // Two screens submit income (link and upload): their own fields, then what both share (api/income, merged last so `method` allows both).
  income: { sources: [{ id: 'application/income/link', optional: true }, { id: 'application/income/upload', optional: true }, 'api/income'] },
  employerVerification: { sources: ['application/income/employer-verification'] },
  disbursementAccount: { sources: ['application/bank/disburse'], screenRules: true },
  autopay: { sources: ['application/bank/autopay'], screenRules: true },
  identityDocument: { sources: ['application/identity'] },
  conditionDocument: { sources: ['api/condition-document'] },
  conditionUpload: { sources: ['application/conditions/upload-document'] },
  conditionPhoneNumber: { sources: ['application/conditions/phone-number'] },
  bpoCondition: { sources: ['application/bpo/condition'] },
  homeValueEstimate: { sources: ['application/bpo/estimate-value'] },
  bpoOrder: { sources: ['application/bpo/order-bpo'] },
  closingSignature: { sources: ['application/signing/sign'] },
  manualNotary: { sources: ['application/notary/schedule-manual'] },
  manualNotaryCancel: { sources: ['api/manual-notary-cancel'] },
  notaryJoin: { sources: ['api/notary-join'] },
  notarySignature: { sources: ['application/notary/deed-signature'] },
  opsNotary: { sources: ['api/ops-notary'] },
  insurance: { sources: ['application/insurance/upload'] },
  liens: { sources: ['application/liens'], screenRules: true },
  signerIdentityDocument: { sources: ['api/identity-document'] },
  opsStatus: { sources: ['api/ops-status'] },
  opsCondition: { sources: ['api/ops-condition'] },
  opsNotification: { sources: ['api/ops-notification'] },
  opsIdentity: { sources: ['api/ops-identity'] },
} satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof operations;
