import type { Brand } from './brands.js';

/** Pricing figures of 001 §9, as the list the client merges (000 §1 orgPricingData). */
const pricing = [
  { minLoanAmount: 15000, maxLoanAmount: 400000 },
  { aprMin: 7.6, aprMax: 17.2, originationFeeMaxPercent: 4.99 },
  { valuationFee: 180, manualNotaryFee: 300, recordingFeeMin: 0, recordingFeeMax: 315, recordingTaxPer100kMax: 1400 },
];

/**
 * Organisation info embedded in the page (000 §1): baseUrl, canonicalOrgCode, orgBrand, orgCode,
 * orgMetaData {companyInfo, products {heloc}, defaultProduct}, orgPricingData. `brand` carries the
 * merged brand file so the renderer needs nothing else.
 */
export function orgInfo(brand: Brand, baseUrl: string) {
  const names = brand['names'] ?? {};
  const support = brand['support'] ?? {};
  const legal = brand['legal'] ?? {};
  const footer = brand['footer'] ?? {};
  const behaviour = brand['behaviour'] ?? {};
  const companyInfo = {
    orgCode: brand.orgCode,
    organization: brand.orgCode,
    companyName: names.companyName,
    companyNameShort: names.companyNameShort,
    companyProduct: names.companyProduct,
    companyUrl: brand['companyUrl'],
    companyAddress: brand['companyAddress'],
    companyNMLS: brand['companyNMLS'],
    companyNmlsURL: brand['companyNmlsURL'],
    logoUrl: brand['logoUrl'],
    colors: brand['colors'],
    supportPhoneNumber: { number: support.phone?.number },
    phoneFormatted: support.phone?.formatted,
    supportEmail: support.email,
    email: support.email,
    termsOfUseUrl: legal.termsOfUseUrl,
    privacyPolicyUrl: legal.privacyPolicyUrl,
    privacyLinkIsExternal: legal.privacyLinkIsExternal,
    licensesUrl: legal.licensesUrl,
    companyLegalUrl: legal.companyLegalUrl,
    footerImage: footer.footerImage,
    disclosureCopy: footer.disclosureCopy,
    allowRegulatorReview: false,
    publicFeatureToggles: {},
  };
  return {
    baseUrl,
    canonicalOrgCode: brand.orgCode,
    orgBrand: names.companyNameShort ?? brand.orgCode,
    orgCode: brand.orgCode,
    orgMetaData: {
      companyInfo,
      products: { heloc: { productType: 'HELOC', basePath: '/account/heloc', behaviour, copy: brand['copy'] ?? {}, partners: brand['partners'] ?? {} } },
      defaultProduct: 'heloc',
    },
    orgPricingData: pricing,
    brand,
  };
}
