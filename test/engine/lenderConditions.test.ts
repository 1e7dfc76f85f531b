/**
 * The lender's conditions as the pricing configures them (sandbox/data/pricing.json `conditions`),
 * decided by the engine's evaluator (engine/lenderConditions.ts): age-restricted interest-only needs
 * the brand's offer and an applicant 62 or older on the day; the crypto mark is the marketing source
 * cloc. A copy of the rule with another age moves the decision, so the age lives in config only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lenderCondition, type LenderFacts } from '../../engine/lenderConditions.ts';
import type { Pricing } from '../../engine/pricing.ts';
import { config } from '../helpers/config.ts';

const pricing = JSON.parse(readFileSync(join(config.root, 'sandbox/data/pricing.json'), 'utf8')) as Pricing;
const offering = { behaviour: { interestOnlyAgeRestricted: true } };
const facts = (dob: { day: number; month: number; year: number }, brand: Record<string, unknown> = offering, extra: Record<string, unknown> = {}): LenderFacts =>
  ({ registration: { dob, ...extra }, brand, today: '2026-11-20' });
const interestOnly = (f: LenderFacts, p: Pricing = pricing) => lenderCondition(p, 'ageRestrictedInterestOnly', f).result;

describe('age-restricted interest-only', () => {
  it('holds from the 62nd birthday, on the day itself', () => {
    expect(interestOnly(facts({ day: 20, month: 11, year: 1964 }))).toBe(true);
    expect(interestOnly(facts({ day: 21, month: 11, year: 1964 }))).toBe(false);
    expect(interestOnly(facts({ day: 1, month: 1, year: 1940 }))).toBe(true);
    expect(interestOnly(facts({ day: 14, month: 3, year: 1980 }))).toBe(false);
  });

  it('only where the brand offers it', () => {
    const old = { day: 1, month: 1, year: 1950 };
    expect(interestOnly(facts(old, { behaviour: { interestOnlyAgeRestricted: false } }))).toBe(false);
    expect(interestOnly(facts(old, {}))).toBe(false);
  });

  it('is the config\'s age: the same rule at 65 refuses a 63-year-old the real one accepts', () => {
    const sixtyThree = facts({ day: 1, month: 1, year: 1963 });
    const at65 = structuredClone(pricing);
    at65.conditions!.ageRestrictedInterestOnly.when = JSON.parse(JSON.stringify(pricing.conditions!.ageRestrictedInterestOnly.when).replace('62', '65'));
    expect(JSON.stringify(at65.conditions!.ageRestrictedInterestOnly.when)).toContain('65');
    expect(interestOnly(sixtyThree)).toBe(true);
    expect(interestOnly(sixtyThree, at65)).toBe(false);
    expect(interestOnly(facts({ day: 20, month: 11, year: 1961 }), at65)).toBe(true);
  });

  it('says how it was decided, clause by clause', () => {
    const d = lenderCondition(pricing, 'ageRestrictedInterestOnly', facts({ day: 21, month: 11, year: 1964 }));
    expect(d.decidedBy).toBe('ageRestrictedInterestOnly');
    expect(d.trace[0]).toMatchObject({ kind: 'lenderCondition', rule: 'ageRestrictedInterestOnly', outcome: false, decided: true });
    expect(d.trace[0]!.note).toMatch(/62 or older/);
    expect(d.trace[0]!.clauses?.children?.length).toBeGreaterThan(0);
  });
});

describe('the crypto mark', () => {
  it('is the marketing source cloc, exactly', () => {
    const crypto = (utmSource?: string) => lenderCondition(pricing, 'cryptoApplication', facts({ day: 1, month: 1, year: 1980 }, offering, utmSource === undefined ? {} : { utmSource })).result;
    expect(crypto('cloc')).toBe(true);
    expect(crypto('CLOC')).toBe(false);
    expect(crypto('email')).toBe(false);
    expect(crypto()).toBe(false);
  });
});

describe('a pricing without the condition', () => {
  it('is an error, not a silent no', () => {
    const { conditions: _c, ...bare } = pricing;
    expect(() => lenderCondition(bare as Pricing, 'cryptoApplication', facts({ day: 1, month: 1, year: 1980 }))).toThrow(/conditions\.cryptoApplication/);
  });
});
