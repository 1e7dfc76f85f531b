/** Pure helpers for the address field: merged sub-schemas, suggestions, and when to open manual entry. */
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';

/** An address as stored (001 §3) and as returned by `formContext.addressLookup`. */
export interface Address { street1: string; street2?: string; city: string; state: string; zip: string; fullAddress?: string }
export type AddressData = Partial<Record<'street1' | 'street2' | 'city' | 'state' | 'zip' | 'occupancyType', string>>;

/** Properties and required names of an object schema, including those of its allOf branches. */
export function objectParts(schema: RJSFSchema): { properties: Record<string, RJSFSchema>; required: Set<string> } {
  const properties: Record<string, RJSFSchema> = {};
  const required = new Set<string>();
  const visit = (s: unknown) => {
    if (!s || typeof s !== 'object') return;
    const node = s as RJSFSchema;
    for (const [k, v] of Object.entries(node.properties ?? {})) if (typeof v === 'object') properties[k] = { ...properties[k], ...v };
    for (const r of node.required ?? []) required.add(r);
    for (const branch of node.allOf ?? []) visit(branch);
  };
  visit(schema);
  return { properties, required };
}

/** Suggestions from the lookup, keeping only well-formed addresses. */
export function normalizeSuggestions(list: unknown): Address[] {
  if (!Array.isArray(list)) return [];
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return list
    .filter((a): a is Record<string, unknown> => Boolean(a) && typeof a === 'object' && typeof (a as Address).street1 === 'string')
    .map((a) => ({ street1: str(a.street1), street2: str(a.street2) || undefined, city: str(a.city), state: str(a.state).toUpperCase(), zip: str(a.zip), fullAddress: str(a.fullAddress) || undefined }));
}

/** One line describing a suggestion. */
export const suggestionText = (a: Address): string =>
  a.fullAddress || [a.street1, a.street2, a.city, `${a.state} ${a.zip}`.trim()].filter(Boolean).join(', ');

/** The address data after choosing a suggestion (occupancy and other keys kept). */
export const applySuggestion = (data: AddressData, a: Address): AddressData => ({
  ...data, street1: a.street1, street2: a.street2 ?? data.street2, city: a.city, state: a.state, zip: a.zip,
});

/** Manual entry opens by itself when anything besides the street line is filled in. */
export const hasManualData = (data: AddressData | undefined): boolean =>
  (['street2', 'city', 'state', 'zip'] as const).some((k) => Boolean(data?.[k]));

/** The messages of one sub-field in an error schema. */
export function subErrors(errorSchema: ErrorSchema | undefined, key: string): string[] {
  const node = (errorSchema as Record<string, { __errors?: unknown }> | undefined)?.[key];
  return Array.isArray(node?.__errors) ? node.__errors.filter((e): e is string => typeof e === 'string') : [];
}

/** Whether any of `keys` has an error. */
export const anySubErrors = (errorSchema: ErrorSchema | undefined, keys: readonly string[]): boolean =>
  keys.some((k) => subErrors(errorSchema, k).length > 0);

/** "ny" → "NY" as typed, letters kept as entered otherwise (validation reports other characters). */
export const upperState = (text: string): string => text.toUpperCase();

/** A copy without undefined keys (a cleared input removes its key, as RJSF does for plain fields). */
export function compact<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

/** The option made active by ArrowDown/ArrowUp from `active` (-1 = none), wrapping around. */
export function nextActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count <= 0) return -1;
  const step = key === 'ArrowDown' ? 1 : -1;
  if (active < 0 || active >= count) return step > 0 ? 0 : count - 1;
  return (active + step + count) % count;
}
