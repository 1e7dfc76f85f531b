/**
 * Shared form rules the browser and the sandbox must agree on (001 §5, 000 §5): the date-of-birth
 * messages of the shared field on the classic registration, the registration step's own wording,
 * the Alabama rule after the occupancy changes to PRIMARY, and last names with digits only outside
 * production. The browser side is the engine on the screen file; the server side is the sandbox's
 * validator on the body the app sends.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScreenRules, mergeBrand } from '../../engine/index.ts';
import type { Screen } from '../../engine/index.ts';
import { Validator } from '../../sandbox/validation/validator.js';
import { brands, config } from '../helpers/config.ts';

const validator = new Validator(path.resolve('schemas'));
const screen = (id: string): Screen => config.screens[id]!.data;
const figure = mergeBrand(brands, 'FIGURE');
const older = mergeBrand(brands, 'NEW_AMERICAN_FUNDING');
const TODAY = '2026-11-21';
const dob = (year: number, month: number, day: number) => ({ year, month, day });
// A zipcode of the state (engine/address.ts checks it), Alabama's or California's.
const place = (state: string, occupancyType = 'PRIMARY') => ({ street1: '1 Main St', city: 'Town', state, zip: state === 'AL' ? '35203' : '90210', occupancyType });
const browserErrors = (id: string, form: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  evaluateScreenRules(screen(id), { brand: figure, flags: {}, today: TODAY, form, ...extra }).result.errors.map((e) => e.message);

describe('date of birth: the shared field on the classic registration (001 §5)', () => {
  const classic = (birth: unknown, brand = figure, state = 'CA') => evaluateScreenRules(screen('register/index'), { brand, flags: {}, today: TODAY, form: { dob: birth, propertyAddress: place(state) } }).result.errors.map((e) => e.message);
  it('says "You must be at least 18 years old to apply for this home equity line of credit.", "You must be at least 62 years old to apply for this home equity line of credit" and "Date of birth must be a real date"', () => {
    expect(classic(dob(2008, 11, 22))).toEqual(['You must be at least 18 years old to apply for this home equity line of credit.']);
    expect(classic(dob(2008, 11, 21))).toEqual([]);
    expect(classic(dob(1970, 1, 1), older)).toEqual(['You must be at least 62 years old to apply for this home equity line of credit']);
    expect(classic(dob(1990, 2, 30))).toEqual(['Date of birth must be a real date']);
    const field = JSON.stringify(config.screens['register/index']!.data.schema);
    expect(field).toContain('Enter your date of birth');
  });
  it('says the Alabama 19 in words that name Alabama', () => {
    expect(classic(dob(2008, 1, 1), figure, 'AL')).toEqual(['In Alabama, you must be at least 19 years old to apply for this home equity line of credit.']);
  });
  it('the registration step keeps the 000 §5 wording', () => {
    expect(browserErrors('register-v2/birthdate', { dob: dob(2008, 11, 22) }, { registration: { propertyAddress: place('CA') } }))
      .toEqual(['You must be at least 18 years old to apply for this home equity line of credit.']);
  });
});

describe('Alabama after the occupancy changes to PRIMARY (000 §5)', () => {
  // An 18-year-old whose property is in California; an Alabama home address was typed while the property was a second home.
  const birth = dob(2008, 1, 1);
  const draft = { propertyAddress: place('CA'), homeAddress: place('AL', 'PRIMARY'), dob: birth };
  /** What the app sends when the property is the primary residence (renderer/api/registration.ts drops the home address). */
  const sent = { propertyAddress: place('CA'), isListedForSale: false, income: { income: 90000, otherIncome: 0, employmentType: 'FULL_TIME' }, name: { firstName: 'Al', lastName: 'Young' }, dob: birth };
  it('the browser and the sandbox agree: 18 is enough', () => {
    expect(browserErrors('register-v2/birthdate', { dob: birth }, { registration: draft })).toEqual([]);
    expect(validator.errors('createApplication', sent, { brand: figure, flags: {}, today: TODAY, signedIn: true })).toEqual([]);
  });
  it('with the property a second home, both say 19', () => {
    const second = { ...draft, propertyAddress: place('CA', 'SECONDARY') };
    const message = 'In Alabama, you must be at least 19 years old to apply for this home equity line of credit.';
    expect(browserErrors('register-v2/birthdate', { dob: birth }, { registration: second })).toEqual([message]);
    // The home-address screen asks no occupancy (schemas/register-v2/home-address.json): its answer is the address alone.
    const { occupancyType: _occupancy, ...home } = place('AL');
    const body = { ...sent, propertyAddress: place('CA', 'SECONDARY'), homeAddress: home };
    expect(validator.errors('createApplication', body, { brand: figure, flags: {}, today: TODAY, signedIn: true }).map((e) => e.message)).toEqual([message]);
  });
});

describe('last names with digits outside production (001 §5)', () => {
  const name = { name: { firstName: 'Pat', lastName: 'Happy2' } };
  const nonProduction = { 'fe-heloc-non-production': { enabled: true } };
  it('are refused in production, on the screen and by the server, with the unsupported-characters message', () => {
    expect(browserErrors('register-v2/legal-name', name)).toEqual(['Last name must only include letters, spaces and hyphens']);
    expect(validator.errors('register', { ...name, email: 'a@example.com', phoneNumber: '(555) 555-1234', password: 'Sandbox-Passw0rd!', confirmPassword: 'Sandbox-Passw0rd!', termPrivacyConsent: true, communicationConsent: true }, { brand: figure, flags: {}, today: TODAY }))
      .toEqual([{ pointer: '/name/lastName', message: 'Last name must only include letters, spaces and hyphens' }]);
  });
  it('are accepted where the non-production flag is on (the sandbox), and other characters stay refused', () => {
    expect(browserErrors('register-v2/legal-name', name, { flags: nonProduction })).toEqual([]);
    expect(browserErrors('register/index', { ...name }, { flags: nonProduction })).not.toContain('Last name must only include letters, spaces and hyphens');
    expect(validator.errors('register', { ...name, email: 'a@example.com', phoneNumber: '(555) 555-1234', password: 'Sandbox-Passw0rd!', confirmPassword: 'Sandbox-Passw0rd!', termPrivacyConsent: true, communicationConsent: true }, { brand: figure, flags: nonProduction, today: TODAY })).toEqual([]);
    expect(validator.errors('register', { name: { firstName: 'Pat', lastName: 'Happy_2' }, email: 'a@example.com', phoneNumber: '(555) 555-1234', password: 'Sandbox-Passw0rd!', confirmPassword: 'Sandbox-Passw0rd!', termPrivacyConsent: true, communicationConsent: true }, { brand: figure, flags: nonProduction, today: TODAY }))
      .toEqual([{ pointer: '/name/lastName', message: 'Last name must only include letters, spaces and hyphens' }]);
  });
});
