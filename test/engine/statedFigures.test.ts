/**
 * The figures an applicant's disclosures state (engine/pricing.ts statedFigures): a home in a state
 * with rules states that state's range, a home elsewhere the lender's, and before the home's state is
 * known a range that contains every state's, so no offer ever falls outside what a page stated.
 * Also what the page carries (orgPricingData), the context screens and the footer read
 * (withStatedFigures), and the closing figures an offer card states before the choice (offerClosing).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deepMerge } from '../../engine/merge.ts';
import { offerClosing, offerFeeCap, orgPricingData, pricingFigures, statedFigureSet, statedFigures, withStatedFigures, type Pricing } from '../../engine/pricing.ts';
import { screenText } from '../../engine/screenText.ts';
import type { Screen } from '../../engine/types/screen.ts';
import { config } from '../helpers/config.ts';

const pricing = JSON.parse(readFileSync(join(config.root, 'sandbox/data/pricing.json'), 'utf8')) as Pricing;
const brand = { behaviour: {} };
const set = statedFigureSet(pricing, brand);

describe('statedFigures', () => {
  it('a Texas application states the Texas range, fee, recording tax and time to funding', () => {
    const d = statedFigures(set, 'TX');
    const tx = pricingFigures(pricing, brand, 'TX').result;
    expect(d.result).toMatchObject({ scope: 'state', state: 'TX', aprMin: tx.aprMin, aprMax: tx.aprMax, originationFeeMaxPercent: tx.originationFeeMaxPercent, recordingTaxPer100kMax: 0 });
    expect([d.result.aprMin, d.result.aprMax, d.result.originationFeeMaxPercent]).toEqual([8.45, 10.27, 1.88]);
    expect(d.result.fundingWords).toBe('funding follows the 12-day wait Texas law sets before closing, your closing in person at a title company\'s office and the 3-business-day right to cancel');
    expect(d.result.fundingWords).not.toMatch(/5 business days/);
    expect(d.trace.at(-1)).toMatchObject({ rule: 'statedFigures', outcome: 'TX', decided: true });
    // Any case, and the offers a Texas applicant gets lie inside it (30-year and 10-year at $15,000).
    expect(statedFigures(set, ' tx ').result.scope).toBe('state');
    // The lender pays Texas recording fees and Texas levies no recording tax: the footer says so, not "$0 to $0 per $100,000".
    expect(d.result.recordingWords).toBe('We pay the county\'s recording fees, and Texas levies no recording tax');
  });

  it('states the recording costs in the lender\'s words where no rule changes them, and before the state is known over every state\'s range', () => {
    expect(statedFigures(set, 'OH').result.recordingWords).toBe('Recording fees range from $0 to $315, and recording taxes from $0 to $1,400 per $100,000, depending on your county');
    // A state rule with a higher tax widens the range stated before the state is known.
    const wider = statedFigureSet({ ...pricing, stateRules: { ...pricing.stateRules, TX: { ...pricing.stateRules!['TX']!, recordingTaxPer100kMax: 2000 } } } as Pricing, brand);
    expect(statedFigures(wider, null).result.recordingWords).toBe('Recording fees range from $0 to $315, and recording taxes from $0 to $2,000 per $100,000, depending on your county');
    expect(statedFigures(set, null).result.recordingWords).toContain('from $0 to $1,400 per $100,000');
  });

  it('an Ohio application states the lender\'s ordinary range', () => {
    const d = statedFigures(set, 'OH');
    const lender = pricingFigures(pricing, brand).result;
    expect(d.result).toMatchObject({ scope: 'lender', state: 'OH', aprMin: lender.aprMin, aprMax: lender.aprMax, originationFeeMaxPercent: 4.99, recordingTaxPer100kMax: 1400 });
    expect([d.result.aprMin, d.result.aprMax]).toEqual([8.67, 11.67]);
    expect(d.result.fundingWords).toBe('funding in as little as 5 business days is possible but not guaranteed');
    expect(d.trace.at(-1)).toMatchObject({ rule: 'statedFigures', outcome: 'lender' });
  });

  it('with no state, a range containing every state\'s: the lowest minimum and the highest maximum', () => {
    for (const none of [undefined, null, '', '  ']) {
      const d = statedFigures(set, none);
      expect(d.result.scope).toBe('allStates');
      for (const f of [set.lender, ...Object.values(set.states)]) {
        expect(d.result.aprMin).toBeLessThanOrEqual(f.aprMin);
        expect(d.result.aprMax).toBeGreaterThanOrEqual(f.aprMax);
        expect(d.result.rateMin).toBeLessThanOrEqual(f.rateMin);
        expect(d.result.originationFeeMaxPercent).toBeGreaterThanOrEqual(f.originationFeeMaxPercent);
      }
      expect([d.result.aprMin, d.result.aprMax, d.result.originationFeeMaxPercent]).toEqual([8.45, 11.67, 4.99]);
      // Funding words true for every state: the lender's time, and Texas's own steps.
      expect(d.result.fundingWords).toContain('5 business days');
      expect(d.result.fundingWords).toContain('longer in Texas, whose law sets a 12-day wait');
      expect(d.trace.map((s) => s.rule)).toEqual(['stateRule TX', 'lender', 'statedFigures']);
    }
  });

  it('a second state rule widens the range before the state is known, and not for Ohio', () => {
    const wider = { ...pricing, stateRules: { ...pricing.stateRules, XX: { law: 'a test law', maxFeePercent: 0.5 } } } as Pricing;
    const s = statedFigureSet(wider, brand);
    expect(statedFigures(s, null).result.aprMin).toBe(Math.min(...Object.values(s.states).map((f) => f.aprMin), s.lender.aprMin));
    expect(statedFigures(s, 'OH').result.aprMin).toBe(8.67);
  });

  it('the page carries the range of every state and the sets; a Texas application\'s screens read the Texas range', () => {
    const page = deepMerge<Record<string, unknown>>({}, ...orgPricingData(pricing, brand)) as Record<string, unknown> & { aprMin: number; aprMax: number };
    expect([page.aprMin, page.aprMax, page['scope']]).toEqual([8.45, 11.67, 'allStates']);
    const screen = { id: 'test/range', copy: { title: 'APRs {{brand.pricing.aprMin:percent}} to {{brand.pricing.aprMax:percent}}; {{brand.pricing.fundingWords}}' } } as unknown as Screen;
    const title = (app?: Record<string, unknown>) => screenText(screen, { brand: { ...brand, pricing: page }, ...(app ? { app } : {}) } as never).copy.title;
    expect(title()).toMatch(/^APRs 8\.45% to 11\.67%/);
    expect(title({ property: { state: 'TX' } })).toMatch(/^APRs 8\.45% to 10\.27%; funding follows the 12-day wait/);
    expect(title({ property: { state: 'OH' } })).toMatch(/^APRs 8\.67% to 11\.67%; funding in as little as 5 business days/);
    // Without the sets (a page from before them), nothing changes.
    expect(withStatedFigures({ brand: { pricing: { aprMin: 1 } }, app: { property: { state: 'TX' } } }).brand).toEqual({ pricing: { aprMin: 1 } });
  });
});

describe('offerClosing', () => {
  const texas = offerFeeCap(pricing, 'TX').result!;
  const offers = [{ uuid: 'o-30', term: 30, rate: 8.45, originationFeePercent: 1.99, feeCap: texas }, { uuid: 'o-10', term: 10, rate: 8.95, originationFeePercent: 2.99, feeCap: texas }];
  const ctx = (status: Record<string, unknown>) => ({ brand: { pricing: pricingFigures(pricing, brand, 'TX').result }, app: { amount: 0, rate: 0, term: 0, offers, status } });

  it('a Texas line of $15,000 closing in person: the $300 notary fee and $14,700 paid to the applicant, before the choice', () => {
    const d = offerClosing(ctx({ manualNotary: true }), offers[0]!, 15_000);
    expect(d.result).toEqual({ fees: [{ id: 'manualNotary', state: 'charged', amount: 300, price: 300, lenderPays: 0 }], amountReceived: 14_700, undecided: false, recordingDeducted: false });
    expect(d.trace.at(-1)).toMatchObject({ rule: 'offerClosing', outcome: 14_700 });
  });

  it('at $50,000 the valuation fee is not decided yet and is stated as such; no fee charged, no closing rows', () => {
    const d = offerClosing(ctx({ manualNotary: true }), offers[1]!, 50_000).result!;
    expect(d.fees.map((f) => [f.id, f.state, f.amount])).toEqual([['manualNotary', 'charged', 300], ['valuation', 'conditional', 180]]);
    expect(d.undecided).toBe(true);
    // 2% of 50,000 = 1,000 − 480 reserved = 520 origination fee; 50,000 − 520 − 300.
    expect(d.amountReceived).toBe(49_180);
    expect(offerClosing(ctx({}), offers[1]!, 50_000).result).toBeNull();
  });
});

describe('a lender that does not lend in a state with rules', () => {
  it("states neither that state's range nor its words before the home's state is known", () => {
    const mountain = statedFigureSet(pricing, brand, ['CO', 'UT', 'WY']);
    expect(Object.keys(mountain.states)).toEqual([]);
    const before = statedFigures(mountain, null).result;
    expect([before.aprMin, before.aprMax]).toEqual([set.lender.aprMin, set.lender.aprMax]);
    expect(before.fundingWords).toBe(set.lender.fundingWords);
    expect(before.fundingWords).not.toContain('Texas');
    // A lender that lends in Texas still states it.
    expect(statedFigures(statedFigureSet(pricing, brand, ['TX', 'OH']), null).result.fundingWords).toContain('in Texas');
  });
});

describe('the state rule\'s closing facts the figures carry (what the chatbot answers from, engine/chatbot.ts)', () => {
  it('a Texas home: the fee cap, the lender paying recording fees, the in-person closing and its wait; elsewhere none of them', () => {
    expect(statedFigures(set, 'TX').result).toMatchObject({ stateName: 'Texas', feeCapPercent: 2, lenderPaysRecordingFees: true, inPersonClosing: true, closingWaitDays: 12 });
    expect(statedFigures(set, 'CA').result).toMatchObject({ scope: 'lender', stateName: null, feeCapPercent: null, lenderPaysRecordingFees: false, inPersonClosing: false, closingWaitDays: null });
  });

  it('before the state is known: the names of the states whose rules change the answer, as the page carries them; none for a lender that does not lend there', () => {
    expect(statedFigures(set, null).result).toMatchObject({ scope: 'allStates', statesWithOwnRules: 'Texas', inPersonClosingStates: 'Texas', feeCapPercent: null });
    expect(Object.assign({}, ...orgPricingData(pricing, brand))).toMatchObject({ statesWithOwnRules: 'Texas', inPersonClosingStates: 'Texas' });
    expect(statedFigures(statedFigureSet(pricing, brand, ['CA', 'OH']), null).result).toMatchObject({ statesWithOwnRules: '', inPersonClosingStates: '' });
  });
});
