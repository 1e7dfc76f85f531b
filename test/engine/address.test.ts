/**
 * Addresses (001 §5 Address; 000 §5): the state list of schemas/fields/us-state.json, the zipcode in
 * its state on every screen with an address (engine/address.ts), and the lender's licensed states
 * refusing a property on the first registration step.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addressProblems, addressSpots, evaluateScreenRules, matchStates, mergeBrand, stateChoices, stateFromText, zipInPrefixes } from '../../engine/index.ts';
import type { RuleContext, Screen } from '../../engine/index.ts';
import { screenAjv } from '../../engine/config/validateConfig.ts';
import { brands, config } from '../helpers/config.ts';

const screen = (id: string): Screen => config.screens[id]!.data;
const choices = stateChoices(JSON.parse(readFileSync('schemas/fields/us-state.json', 'utf8')));
const licences = JSON.parse(readFileSync('sandbox/data/licenses.json', 'utf8')) as Record<string, string[]>;
const property = (state: string, zip: string) => ({ propertyAddress: { street1: '1 Main Street', city: 'Town', state, zip, occupancyType: 'PRIMARY' } });

describe('the state list', () => {
  it('has the 50 states, DC and the inhabited territories, each with its zipcode prefixes', () => {
    expect(choices).toHaveLength(56);
    expect(new Set(choices.map((c) => c.code)).size).toBe(56);
    for (const c of choices) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.zipPrefixes.length).toBeGreaterThan(0);
    }
    // Every state the lenders are licensed in is on the list.
    for (const list of Object.values(licences).filter(Array.isArray)) for (const code of list) expect(choices.map((c) => c.code)).toContain(code);
  });

  it('finds a state from part of its name or its code, best first', () => {
    expect(matchStates(choices, 'tex').map((c) => c.title)).toEqual(['Texas']);
    expect(matchStates(choices, 'ny')[0]!.title).toBe('New York');
    expect(matchStates(choices, 'new').map((c) => c.code)).toEqual(['NH', 'NJ', 'NM', 'NY']);
    expect(matchStates(choices, 'mi').map((c) => c.code)).toEqual(['MI', 'MN', 'MS', 'MO']);
    expect(matchStates(choices, 'jersey').map((c) => c.code)).toEqual(['NJ']);
    expect(matchStates(choices, 'puerto').map((c) => c.code)).toEqual(['PR']);
    expect(matchStates(choices, 'XX')).toEqual([]);
    expect(matchStates(choices, '  ')).toHaveLength(56);
  });

  it('reads a typed code or name as the state, and nothing else', () => {
    expect(stateFromText(choices, 'ny')?.code).toBe('NY');
    expect(stateFromText(choices, ' texas ')?.code).toBe('TX');
    expect(stateFromText(choices, 'Puerto  Rico')?.code).toBe('PR');
    expect(stateFromText(choices, 'tex')).toBeUndefined();
    expect(stateFromText(choices, 'XX')).toBeUndefined();
    expect(stateFromText(choices, 'PU')).toBeUndefined();
  });

  it('is what the schema accepts: "XX", "ny", "PU" and "Puerto Rico" are refused with one message', () => {
    const validate = screenAjv().compile(screen('register-v2/property-address').schema!);
    for (const state of ['XX', 'ny', 'PU', 'Puerto Rico', '']) {
      expect(validate(property(state, '10001'))).toBe(false);
      expect(validate.errors!.map((e) => [e.instancePath, e.message])).toContainEqual(['/propertyAddress/state', 'Select the state from the list']);
    }
    expect(validate(property('NY', '10001'))).toBe(true);
  });
});

describe('the zipcode is in its state', () => {
  it('compares three-digit prefixes and five-digit ranges', () => {
    expect(zipInPrefixes('75201', ['733', '750-799', '885'])).toBe(true);
    expect(zipInPrefixes('88510', ['733', '750-799', '885'])).toBe(true);
    expect(zipInPrefixes('10001', ['733', '750-799', '885'])).toBe(false);
    expect(zipInPrefixes('96915', ['96910-96932'])).toBe(true);
    expect(zipInPrefixes('96950', ['96910-96932'])).toBe(false);
    expect(zipInPrefixes('7520', ['750-799'])).toBe(false);
  });

  it('refuses a zipcode outside the state on the property address, with the state named', () => {
    const s = screen('register-v2/property-address');
    const mismatch = addressProblems(s.schema, property('TX', '10001'));
    expect(mismatch.result).toEqual([{ field: 'propertyAddress.zip', message: '10001 is not a zipcode in Texas: check the zipcode and the state' }]);
    expect(mismatch.trace).toEqual([expect.objectContaining({ kind: 'address', outcome: false })]);
    expect(addressProblems(s.schema, property('TX', '75201')).result).toEqual([]);
    // An unknown state or a short zipcode is the schema's to report.
    expect(addressProblems(s.schema, property('XX', '10001')).result).toEqual([]);
    expect(addressProblems(s.schema, property('TX', '100')).result).toEqual([]);
  });

  it('finds every address of a screen without the screen naming it: the home address, and both on the one-page /register', () => {
    expect(addressSpots(screen('register-v2/home-address').schema).map((s) => s.path)).toEqual(['homeAddress']);
    expect(addressSpots(screen('register/index').schema).map((s) => s.path).sort()).toEqual(['homeAddress', 'propertyAddress']);
    const home = addressProblems(screen('register-v2/home-address').schema, { homeAddress: { street1: '9 Elm Street', city: 'Oakland', state: 'CA', zip: '10001' } });
    expect(home.result).toEqual([{ field: 'homeAddress.zip', message: '10001 is not a zipcode in California: check the zipcode and the state' }]);
  });
});

describe('a state the lender does not lend in', () => {
  const BLOCK = (company: string, state: string) =>
    `${company} does not lend in ${state}, so we can't take an application for this property. We lend only in the states listed at the bottom of this page.`;
  const outcome = (org: string, form: Record<string, unknown>, lender?: RuleContext['lender']) =>
    evaluateScreenRules(screen('register-v2/property-address'), { brand: mergeBrand(brands, org), flags: {}, form, ...(lender ? { lender } : {}) }).result;
  const goodleap = { licensedStates: licences.GOODLEAP_LLC ?? licences.default! };

  it('blocks step 1 in words naming the state, under a partner brand', () => {
    const company = (mergeBrand(brands, 'GOODLEAP_LLC').names as { companyNameShort: string }).companyNameShort;
    expect(outcome('GOODLEAP_LLC', property('NY', '10001'), goodleap).blocks).toEqual([{ rule: 'outsideLenderLicensedStates', field: 'propertyAddress.state', message: BLOCK(company, 'New York') }]);
    expect(outcome('GOODLEAP_LLC', property('PR', '00901'), goodleap).blocks.map((b) => b.message)).toEqual([BLOCK(company, 'Puerto Rico')]);
    expect(outcome('GOODLEAP_LLC', property('TX', '75201'), goodleap).blocks).toEqual([]);
  });

  it('waits for the licences, and for a state from the list', () => {
    expect(outcome('GOODLEAP_LLC', property('NY', '10001')).blocks).toEqual([]);
    expect(outcome('GOODLEAP_LLC', property('', '10001'), goodleap).blocks).toEqual([]);
  });

  it('agrees with 000 §5 on the main brand: Hawaii both opens its dialog and is refused; the New York brand refuses other states', () => {
    const figure = outcome('FIGURE', property('HI', '96813'), { licensedStates: licences.FIGURE! });
    expect(figure.dialogs.map((d) => d.rule)).toEqual(['hawaiiOnMainBrand']);
    expect(figure.blocks.map((b) => b.rule)).toEqual(['outsideLenderLicensedStates']);
    expect(outcome('FIGURE_NY', property('NY', '10001'), { licensedStates: licences.FIGURE_NY! }).blocks).toEqual([]);
    expect(outcome('FIGURE_NY', property('NJ', '07030'), { licensedStates: licences.FIGURE_NY! }).blocks.map((b) => b.rule)).toEqual(['outsideLenderLicensedStates']);
  });
});
