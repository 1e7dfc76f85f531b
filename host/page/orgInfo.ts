import { orgPricingData, type Pricing } from '../../engine/index.ts';
import type { Brand } from '../../engine/config/brandFiles.ts';

/**
 * Organisation info embedded in the page (000 §1): baseUrl, canonicalOrgCode, orgBrand, orgCode,
 * orgMetaData {companyInfo, products {heloc}, defaultProduct}, orgPricingData (the figures every
 * disclosure states, derived from the lender's pricing by engine/pricing.ts). `brand` carries the
 * merged brand file so the renderer needs nothing else.
 */
/**
 * The stated figures are the same for every page of a brand until its pricing or licences change,
 * and computing them (every offer's APR by Appendix J) is most of a page's time: kept per pricing
 * object (the caches hand out the same object until they read a new one) and brand and states.
 */
const figuresKept = new WeakMap<Pricing, Map<string, Record<string, unknown>[]>>();
function pricingDataOf(pricing: Pricing, brand: Brand, lendsIn?: readonly string[]): Record<string, unknown>[] {
  let kept = figuresKept.get(pricing);
  if (!kept) figuresKept.set(pricing, (kept = new Map()));
  const key = `${JSON.stringify(brand)}|${lendsIn?.join(',') ?? '*'}`;
  let data = kept.get(key);
  if (!data) {
    data = orgPricingData(pricing, brand, lendsIn);
    // Brands are few; a file edited again and again in the studio must not grow this without end.
    if (kept.size >= 200) kept.clear();
    kept.set(key, data);
  }
  return data;
}

export function orgInfo(brand: Brand, baseUrl: string, pricing: Pricing, lendsIn?: readonly string[]) {
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
    // Only the state rules of states the lender lends in (engine/pricing.ts statedFigureSet).
    orgPricingData: pricingDataOf(pricing, brand, lendsIn),
    brand,
  };
}
