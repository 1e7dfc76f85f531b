/**
 * `journey validate` refuses an APR typed into brand copy (engine/config/checkPricing.ts checkBrandPricing),
 * also a state's range typed beside the placeholders (the Texas 8.45% to 10.27%): the figures a page
 * states are the engine's decision for the applicant's state (engine/pricing.ts statedFigures).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBrandPricing, checkFundingWords } from '../../engine/config/checkPricing.ts';
import { statedFigureSet } from '../../engine/pricing.ts';
import type { Pricing } from '../../engine/types/pricing.ts';
import type { ConfigSet } from '../../engine/config/loadConfig.ts';

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

describe('checkFundingWords', () => {
  const pricing = JSON.parse(fs.readFileSync('sandbox/data/pricing.json', 'utf8')) as Pricing;
  it('passes the pricing as it is', () => {
    expect(checkFundingWords(pricing)).toEqual([]);
  });
  it('asks a state rule that puts a wait before funding for its own words, and the lender for its', () => {
    const copy = structuredClone(pricing);
    delete copy.fundingWords;
    delete copy.stateRules!['TX']!.fundingWordsElsewhere;
    expect(checkFundingWords(copy).map((p) => p.pointer)).toEqual(['/fundingWords', '/stateRules/TX/fundingWordsElsewhere']);
    expect(checkFundingWords(copy)[1]!.message).toContain('the TX rule puts a 12-day wait before funding');
  });
  it('fills the words from the figures they name', () => {
    const set = statedFigureSet(pricing);
    expect(set.lender.fundingWords).toBe(`funding in as little as ${pricing.fundingBusinessDaysMin} business days is possible but not guaranteed`);
    expect(set.states['TX']!.fundingWords).toContain(`the ${pricing.stateRules!['TX']!.noticeWaitDays}-day wait Texas law sets`);
    expect(set.states['TX']!.fundingWords).not.toContain('{{');
  });
});
