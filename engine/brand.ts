/**
 * Brand resolution (000 §1, 001 §1): the org file merged over brands/_defaults.json, then the
 * organisation info supplied with the page (companyInfo overrides, merged pricing). FIGURE when the
 * page names no org code. Missing organisation info is an error, as the seed requires.
 */
import { deepMerge } from './merge.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { BrandFile as BrandFileShape } from './types/brand.ts';
import { readPath } from './pointer.ts';

export const DEFAULT_ORG_CODE = 'FIGURE';

/**
 * A brand file (schemas/meta/brand.schema.json, its type generated to engine/types/brand.ts); values
 * are partial, merged over the defaults. Read as a plain object too (JSON logic, pointers), hence the index.
 */
export type BrandFile = BrandFileShape & Record<string, unknown>;

/**
 * The merged brand every screen reads as `brand.*`: the brand file's shape, plus what the page adds
 * beside it (the organisation's `product`, the stated figures merged into `pricing`).
 */
export type Brand = BrandFile & {
  product?: Record<string, unknown>;
};

/** Organisation info supplied with the page (000 §1). */
export interface OrgInfo {
  baseUrl?: string;
  canonicalOrgCode?: string;
  orgBrand?: string;
  orgCode?: string;
  orgMetaData?: {
    /** The organisation service's company data (001 §3), mapped by COMPANY_INFO_FIELDS. */
    companyInfo?: Record<string, unknown>;
    products?: Record<string, Record<string, unknown>>;
    defaultProduct?: string;
  };
  orgPricingData?: Record<string, unknown>[];
  /** Set by the server when it could not load the organisation. */
  error?: unknown;
  /** The org's brand file already merged over the defaults by the server (brands/README.md). */
  brand?: BrandFile;
}

export interface BrandSources {
  defaults: BrandFile;
  brands: Record<string, BrandFile>;
}

/**
 * Where the organisation service's companyInfo fields (001 §3, flat) land in a brand. Values the
 * service leaves empty keep the brand file's.
 */
export const COMPANY_INFO_FIELDS: Record<string, string> = {
  companyName: 'names.companyName',
  companyNameShort: 'names.companyNameShort',
  companyProduct: 'names.companyProduct',
  companyUrl: 'companyUrl',
  companyAddress: 'companyAddress',
  companyNMLS: 'companyNMLS',
  companyNmlsURL: 'companyNmlsURL',
  logoUrl: 'logoUrl',
  colors: 'colors',
  'supportPhoneNumber.number': 'support.phone.number',
  phoneFormatted: 'support.phone.formatted',
  supportEmail: 'support.email',
  termsOfUseUrl: 'legal.termsOfUseUrl',
  privacyPolicyUrl: 'legal.privacyPolicyUrl',
  privacyLinkIsExternal: 'legal.privacyLinkIsExternal',
  licensesUrl: 'legal.licensesUrl',
  companyLegalUrl: 'legal.companyLegalUrl',
  footerImage: 'footer.footerImage',
  disclosureCopy: 'footer.disclosureCopy',
};

function companyInfoOverrides(info: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [from, to] of Object.entries(COMPANY_INFO_FIELDS)) {
    const value = readPath(info, from);
    if (value === undefined || value === null || value === '') continue;
    const keys = to.split('.');
    let cur = out;
    for (const k of keys.slice(0, -1)) cur = (cur[k] ??= {}) as Record<string, unknown>;
    cur[keys[keys.length - 1]!] = value;
  }
  return out;
}

/**
 * The brand sources a page carries: the server embeds the org's brand, merged over the defaults,
 * in its organisation info, so the app bundles no brand file and a brand saved while the server
 * runs shows on the next page load. No embedded brand leaves the defaults only (the trace says so).
 */
export function pageBrandSources(orgInfo: OrgInfo | null | undefined): BrandSources {
  const brand = orgInfo && typeof orgInfo === 'object' ? orgInfo.brand : undefined;
  const orgCode = orgInfo?.orgCode || DEFAULT_ORG_CODE;
  return { defaults: { orgCode: '_defaults' }, brands: brand ? { [orgCode]: brand } : {} };
}

export class PrivateLabelError extends Error {
  constructor(readonly detail: string) {
    super(`No private label data found: ${detail}`);
    this.name = 'PrivateLabelError';
  }
}

/** The defaults with one org file merged over them (what `journey validate` checks for completeness). */
export function mergeBrand(sources: BrandSources, orgCode: string): Brand {
  const file = sources.brands[orgCode];
  const merged = deepMerge<Record<string, unknown>>({ ...sources.defaults }, file ?? {});
  delete merged.$schema;
  delete merged.sampleData;
  delete merged.description;
  return { ...merged, orgCode };
}

export function resolveBrand(orgInfo: OrgInfo | null | undefined, sources: BrandSources): Decision<Brand> {
  if (!orgInfo || typeof orgInfo !== 'object' || orgInfo.error !== undefined) {
    throw new PrivateLabelError(JSON.stringify(orgInfo?.error ?? orgInfo ?? null));
  }
  const trace: TraceStep[] = [];
  const orgCode = orgInfo.orgCode || DEFAULT_ORG_CODE;
  trace.push({ kind: 'orgCode', rule: orgCode, outcome: orgInfo.orgCode ? 'from organisation info' : 'default' });
  const hasFile = Object.hasOwn(sources.brands, orgCode);
  trace.push({ kind: 'brandFile', rule: orgCode, outcome: hasFile, note: hasFile ? `brands/${orgCode}.json over the defaults` : 'no brand file: defaults only' });
  let brand = mergeBrand(sources, orgCode);
  const meta = orgInfo.orgMetaData;
  if (meta?.companyInfo) {
    const overrides = companyInfoOverrides(meta.companyInfo);
    brand = deepMerge(brand, overrides, { orgCode });
    trace.push({ kind: 'companyInfo', rule: orgCode, outcome: true, note: `organisation info overrides: ${Object.keys(overrides).join(', ') || 'none'}` });
  }
  const productKey = meta?.defaultProduct ?? 'heloc';
  const product = meta?.products?.[productKey];
  if (product) brand.product = product;
  if (Array.isArray(orgInfo.orgPricingData) && orgInfo.orgPricingData.length > 0) {
    brand.pricing = deepMerge<Record<string, unknown>>({}, ...orgInfo.orgPricingData);
  }
  trace[trace.length - 1]!.decided = true;
  return { result: brand, trace, decidedBy: orgCode };
}
