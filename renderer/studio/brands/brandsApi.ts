/**
 * The brand creator's calls to the sandbox (sandbox/routes/studioBrands.ts), with the operations
 * token the page was opened with.
 */
import { studioCall } from '../studioApi.ts';
import type { OrgPricing } from '../../../engine/pricing.ts';

export interface BrandProblem { pointer: string; message: string }
export interface ContrastRow {
  text: string; background: string; textColor: string; backgroundColor: string;
  ratio: number; passes: boolean; where: string[]; fix: { key: string; color: string } | null;
}
/** `gates`: what the change does to the lender's registration pages (a switch that closes them), in words; a save with any is confirmed first. */
export interface BrandCheck { orgCode: string; file: string; text: string; problems: BrandProblem[]; contrast: ContrastRow[]; valid: boolean; gates: string[] }
export interface SchemaNode { type?: string; enum?: string[]; description?: string; properties?: Record<string, SchemaNode> }
export interface CreatorData {
  defaults: Record<string, unknown>;
  sampleData: string[];
  /** The brand meta-schema's properties: every field's description, the behaviour switches. */
  meta: Record<string, SchemaNode>;
  brands: { orgCode: string; name: string }[];
  /** The states a lender can be licensed in, and the lender's default list for a new brand. */
  states: { code: string; title: string }[];
  defaultLicensedStates: string[];
  /** An existing brand opened in the form (/studio/brands?org=ORG): its answers and current logo. */
  editing: { orgCode: string; answers: Record<string, unknown>; logoUrl: string | null } | null;
  /** What the brand's pages state of the lender's pricing (engine/pricing.ts pricingFigures): read-only here. */
  pricing: OrgPricing;
  /** Whether the config is a git repository, where every save is a commit with the message staff write. */
  repository?: boolean;
}
/** The answers as a brand file's parts, and the logo as base64. */
export interface BrandRequest { brand: Record<string, unknown>; logo: string | null; editing?: string; message?: string }

export function brandsApi(token: string | undefined) {
  return {
    data: (org?: string) => studioCall<CreatorData>(token, 'GET', `/studio/brands/data${org ? `?org=${encodeURIComponent(org)}` : ''}`),
    check: (body: BrandRequest) => studioCall<BrandCheck>(token, 'POST', '/studio/brands/check', body),
    preview: (body: BrandRequest) => studioCall<BrandCheck & { draft: string }>(token, 'POST', '/studio/brands/preview', body),
    save: (body: BrandRequest) => studioCall<BrandCheck & { saved: string[] }>(token, 'POST', '/studio/brands', body),
    change: (org: string, body: BrandRequest) => studioCall<BrandCheck & { saved: string[]; draft?: { id: string; message: string } }>(token, 'PUT', `/studio/brands/${encodeURIComponent(org)}`, body),
  };
}
