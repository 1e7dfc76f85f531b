/**
 * The brand creator's fields (issue 16 item 5): where each answer goes in the brand file, and
 * what staff read beside it. Every hint that the brand meta-schema describes comes from there.
 */
export interface BrandField {
  /** JSON pointer in the brand file. */
  pointer: string;
  label: string;
  type?: 'text' | 'email' | 'url' | 'tel' | 'textarea';
  /** Shown when the meta-schema has no description for the field. */
  hint?: string;
  autoComplete?: string;
}

export interface FieldGroup { title: string; fields: BrandField[] }

export const FIELD_GROUPS: FieldGroup[] = [
  {
    title: 'The lender',
    fields: [
      { pointer: '/orgCode', label: 'Org code', hint: 'Capital letters, digits and underscores, e.g. ACME_LENDING. Links to the lender\'s pages carry it (?org=ACME_LENDING).' },
      { pointer: '/names/companyName', label: 'Company name (legal)' },
      { pointer: '/names/companyNameShort', label: 'Short name' },
      { pointer: '/names/companyProduct', label: 'Product name' },
    ],
  },
  {
    title: 'Licensing and contact',
    fields: [
      { pointer: '/companyNMLS', label: 'NMLS number' },
      { pointer: '/companyNmlsURL', label: 'NMLS Consumer Access link', type: 'url' },
      { pointer: '/companyAddress', label: 'Company address' },
      { pointer: '/companyUrl', label: 'Website', type: 'url' },
      { pointer: '/support/phone/number', label: 'Support phone (10 digits)', type: 'tel', hint: 'Shown as (800) 555-1234 in the footer, the chat and the error pages.' },
      { pointer: '/support/email', label: 'Support e-mail', type: 'email' },
    ],
  },
  {
    title: 'Legal links',
    fields: [
      { pointer: '/legal/termsOfUseUrl', label: 'Terms of use', type: 'url' },
      { pointer: '/legal/communicationsUrl', label: 'Electronic communications consent', type: 'url' },
      { pointer: '/legal/privacyPolicyUrl', label: 'Privacy policy', type: 'url' },
      { pointer: '/legal/licensesUrl', label: 'State licences', type: 'url' },
      { pointer: '/legal/companyLegalUrl', label: 'Legal', type: 'url' },
    ],
  },
  {
    title: 'Disclosure',
    fields: [
      { pointer: '/footer/disclosureCopy', label: 'Footer disclosure', type: 'textarea', hint: 'The product disclosure under every page: the lender\'s line amounts, APR range, fees and eligibility. {{brand.names.companyName}} and the like are filled in from this brand; every figure ({{brand.pricing.aprMin:percent}}, {{brand.pricing.valuationFee:money}}, ...) from the lender\'s own pricing, the figures its offers are computed from, so a figure is never typed here.' },
    ],
  },
];

export const COLOURS = ['primary', 'secondary', 'text', 'background'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The value at a JSON pointer. */
export const valueAt = (o: unknown, pointer: string): unknown => pointer.split('/').slice(1).reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), o);

/** A copy of `o` with `value` at `pointer` (objects on the way made as needed). */
export function withValue<T extends Record<string, unknown>>(o: T, pointer: string, value: unknown): T {
  const [key, ...rest] = pointer.split('/').slice(1);
  if (key === undefined) return o;
  if (rest.length === 0) return { ...o, [key]: value };
  return { ...o, [key]: withValue(isObject(o[key]) ? o[key] : {}, `/${rest.join('/')}`, value) };
}

/** The meta-schema's description of the field at `pointer`. */
export function describe(meta: Record<string, { description?: string; properties?: Record<string, unknown> }>, pointer: string): string | undefined {
  let node: unknown = { properties: meta };
  for (const key of pointer.split('/').slice(1)) node = isObject(node) && isObject(node.properties) ? node.properties[key] : undefined;
  return isObject(node) && typeof node.description === 'string' ? node.description : undefined;
}

/** A field's id in the page, from its pointer. */
export const fieldId = (pointer: string) => `brand${pointer.replace(/\//g, '-')}`;
