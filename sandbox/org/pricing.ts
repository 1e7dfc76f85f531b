/**
 * The sandbox lender's pricing, sandbox/data/pricing.json (schemas/meta/pricing.schema.json; `journey
 * validate` checks it). Re-read when it changes, like the other editable data files.
 */
import type { Pricing } from '../../engine/pricing.ts';

export type DataFile = <T>(name: string, fallback: T) => T;

export function pricingOf(dataFile: DataFile | undefined): Pricing {
  const pricing = dataFile?.<Pricing | null>('pricing.json', null) ?? null;
  if (!pricing) throw new Error('The lender pricing file sandbox/data/pricing.json is missing: offers and disclosures are computed from it.');
  return pricing;
}

/** The states' own agreement clauses, sandbox/data/stateTerms.json (schemas/meta/stateTerms.schema.json); null when the file is missing. */
export function stateTermsOf<T>(dataFile: DataFile | undefined): T | null {
  return dataFile?.<T | null>('stateTerms.json', null) ?? null;
}
