/**
 * `journey validate` refuses an APR typed into brand copy (engine/cli/checkPricing.ts checkBrandPricing),
 * also a state's range typed beside the placeholders (the Texas 8.45% to 10.27%): the figures a page
 * states are the engine's decision for the applicant's state (engine/pricing.ts statedFigures).
 */
import { describe, expect, it } from 'vitest';
import { checkBrandPricing } from '../../engine/cli/checkPricing.ts';
import type { ConfigSet } from '../../engine/cli/loadConfig.ts';

const set = (footer: string, copy: Record<string, string> = {}) => ({ brands: { X: { file: 'brands/X.json', data: { footer: { disclosureCopy: footer }, copy } } } }) as unknown as ConfigSet;

describe('checkBrandPricing', () => {
  it('passes placeholders, the time to funding included', () => {
    expect(checkBrandPricing(set('APRs range from {{brand.pricing.aprMin:percent}} to {{brand.pricing.aprMax:percent}}; {{brand.pricing.fundingWords}}.'))).toEqual([]);
  });
  it('refuses a typed-in APR in the footer and in copy, with its pointer', () => {
    expect(checkBrandPricing(set('In Texas, APRs range from 8.45% to 10.27%.', { 'register-v2/property-address.subtitle': 'APR from 8.67%' })).map((p) => p.pointer))
      .toEqual(['/footer/disclosureCopy', '/copy/register-v2~1property-address.subtitle']);
  });
});
