/**
 * The brand creator's calls to the sandbox (sandbox/routes/studioBrands.ts), with the operations
 * token the page was opened with.
 */
import { studioCall } from '../studioApi.ts';

export interface BrandProblem { pointer: string; message: string }
export interface ContrastRow {
  text: string; background: string; textColor: string; backgroundColor: string;
  ratio: number; passes: boolean; where: string[]; fix: { key: string; color: string } | null;
}
export interface BrandCheck { orgCode: string; file: string; text: string; problems: BrandProblem[]; contrast: ContrastRow[]; valid: boolean }
export interface SchemaNode { type?: string; enum?: string[]; description?: string; properties?: Record<string, SchemaNode> }
export interface CreatorData {
  defaults: Record<string, unknown>;
  sampleData: string[];
  /** The brand meta-schema's properties: every field's description, the behaviour switches. */
  meta: Record<string, SchemaNode>;
  brands: { orgCode: string; name: string }[];
}
/** The answers as a brand file's parts, and the logo as base64. */
export interface BrandRequest { brand: Record<string, unknown>; logo: string | null }

export function brandsApi(token: string | undefined) {
  return {
    data: () => studioCall<CreatorData>(token, 'GET', '/studio/brands/data'),
    check: (body: BrandRequest) => studioCall<BrandCheck>(token, 'POST', '/studio/brands/check', body),
    preview: (body: BrandRequest) => studioCall<BrandCheck & { draft: string }>(token, 'POST', '/studio/brands/preview', body),
    save: (body: BrandRequest) => studioCall<BrandCheck & { saved: string[] }>(token, 'POST', '/studio/brands', body),
  };
}
