/** A new lender's answers to the studio's brand form (sandbox/routes/studioBrands.ts), for the brand and history tests; `changes` replace parts of them. */
export const bayviewAnswers = (changes: Record<string, unknown> = {}) => ({
  orgCode: 'BAYVIEW_CREDIT',
  names: { companyName: 'Bayview Credit, Inc.', companyNameShort: 'Bayview', companyProduct: 'Bayview HELOC' },
  companyNMLS: '1234567', companyAddress: '2 Bay St, Tampa, FL 33602', companyUrl: 'https://bayview.test',
  support: { phone: { number: '(813) 555-0100' }, email: 'help@bayview.test' },
  legal: { termsOfUseUrl: 'https://bayview.test/terms', communicationsUrl: 'https://bayview.test/esign', privacyPolicyUrl: 'https://bayview.test/privacy', licensesUrl: 'https://bayview.test/licences', companyLegalUrl: 'https://bayview.test/legal' },
  colors: { primary: '#1D4F91', secondary: '#2A5DA8', text: '#1F2933', background: '#FFFFFF' },
  behaviour: { webChat: true, forSaleWording: 'standard' },
  ...changes,
});
