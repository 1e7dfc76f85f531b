/**
 * The catalogue of a screen's person-facing strings (engine/strings.ts) and a brand's words by its
 * keys (brand `copy`): every text of every screen has one key, an override replaces exactly that
 * text under that brand only (in the browser's engine and the sandbox's validation alike), and
 * the impact of an override names the screens and brands it changes.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScreenRules, mergeBrand, screenText, type Screen } from '../../engine/index.ts';
import { brandMessage, nearestKeys, screenStrings, stringsShowing } from '../../engine/strings.ts';
import { screenTexts } from '../../engine/config/checkPlaceholders.ts';
import { ruleChanges, screenImpact } from '../../engine/config/editImpact.ts';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { Validator } from '../../sandbox/validation/validator.js';
import { copyWith, removeCopies } from '../helpers/brokenCopy.ts';
import { brands, config } from '../helpers/config.ts';
import type { Brand } from '../../engine/brand.ts';

const screen = (id: string): Screen => config.screens[id]!.data;
const income = screen('register-v2/annual-income');
const LOW = 'register-v2/annual-income.rules.lowIncomeConfirmation.message';
const lakeview = mergeBrand(brands, 'LAKEVIEW');
const goodleap = mergeBrand(brands, 'GOODLEAP_LLC');
const withCopy = (brand: Brand, copy: Record<string, string>): Brand => ({ ...brand, copy: { ...brand.copy, ...copy } });
const TODAY = '2026-11-21';

describe('the catalogue', () => {
  it('gives every string of every screen a key, and no key twice', () => {
    const missing: string[] = [];
    let count = 0;
    for (const [id, s] of Object.entries(config.screens)) {
      const strings = screenStrings(s.data);
      count += strings.length;
      const keys = strings.map((x) => x.key);
      expect(new Set(keys).size, id).toBe(keys.length);
      for (const k of keys) expect(k.startsWith(`${id}.`), k).toBe(true);
      const texts = new Set(strings.flatMap((x) => [x.text, ...(x.variants ?? [])]));
      // Every text the placeholder check reads (engine/config/checkPlaceholders.ts) but the notes for
      // staff (schema descriptions), widget names and links: one-word uiSchema values, hrefs.
      for (const [at, text] of screenTexts(s.data)) {
        if (text.trim() === '' || /^\/schema\/.*\/description$/.test(at) || /\/href$/.test(at)) continue;
        if (at.startsWith('/uiSchema') && !/\s/.test(text)) continue;
        if (!texts.has(text)) missing.push(`${id}${at}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
    expect(count).toBeGreaterThan(1500);
  });

  it('keys by names a product manager reads, kept when fields and rules are reordered', () => {
    const keys = screenStrings(income).map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining([
      'register-v2/annual-income.title',
      'register-v2/annual-income.body.0',
      'register-v2/annual-income.fields.income.income.title',
      'register-v2/annual-income.fields.income.income.messages.maximum',
      'register-v2/annual-income.fields.income.employmentType.placeholder',
      'register-v2/annual-income.fields.income.employmentType.options.RETIRED',
      'register-v2/annual-income.fields.income.otherIncome.messages.required',
      LOW,
      'register-v2/annual-income.rules.lowIncomeConfirmation.confirmLabel',
    ]));
    // A shared field (schemas/fields/income.json) is catalogued where the screen uses it.
    expect(screenStrings(income).find((s) => s.key.endsWith('options.RETIRED'))?.text).toBe('Retired');
    const reordered: Screen = {
      ...income,
      rules: [...(income.rules ?? [])].reverse(),
      schema: { ...income.schema, properties: { income: { ...(income.schema as any).properties.income, properties: Object.fromEntries(Object.entries((income.schema as any).properties.income.properties).reverse()) } } },
    } as Screen;
    expect(new Set(screenStrings(reordered).map((s) => s.key))).toEqual(new Set(keys));
    // The old copy keys keep their form.
    expect(screenStrings(screen('register-v2/for-sale')).map((s) => s.key)).toContain('register-v2/for-sale.title');
  });

  it('finds the string a shown text is, placeholders filled', () => {
    const shown = 'You entered $12,000 a year. Confirm that this is your annual income before taxes, not a monthly or weekly amount';
    expect(stringsShowing(screenStrings(income), shown).map((s) => s.key)).toEqual([LOW]);
    expect(stringsShowing(screenStrings(income), '  Retired ').map((s) => s.key)).toEqual(['register-v2/annual-income.fields.income.employmentType.options.RETIRED']);
  });

  it('names the nearest keys of a mistyped one', () => {
    const keys = screenStrings(income).map((s) => s.key);
    expect(nearestKeys('register-v2/annual-income.rules.lowIncome.message', keys)[0]).toBe(LOW);
  });
});

describe('a brand words a string by its key', () => {
  const ctx = (brand: Brand, form: Record<string, unknown>) => ({ brand, flags: {}, today: TODAY, form });
  const low = { income: { income: 12000, otherIncome: 0, employmentType: 'FULL_TIME' } };
  const worded = withCopy(lakeview, { [LOW]: 'At {{brand.names.companyNameShort}} we check: is {{values.income:money}} your yearly income?' });

  it('the low-income warning for one lender only, its placeholders filled', () => {
    const message = (brand: Brand) => evaluateScreenRules(income, ctx(brand, low)).result.confirms.map((c) => c.message);
    expect(message(worded)).toEqual([`At ${String((lakeview.names as any).companyNameShort)} we check: is $12,000 your yearly income?`]);
    expect(message(goodleap)).toEqual(['You entered $12,000 a year. Confirm that this is your annual income before taxes, not a monthly or weekly amount']);
    expect(evaluateScreenRules(income, ctx(worded, low)).trace).toContainEqual(expect.objectContaining({ kind: 'brandString', rule: LOW, outcome: true }));
  });

  it('field titles, placeholders, choices, copy items and validation messages', () => {
    const brand = withCopy(lakeview, {
      'register-v2/annual-income.fields.income.income.title': 'Yearly income at {{brand.names.companyNameShort}}',
      'register-v2/annual-income.fields.income.employmentType.placeholder': 'Choose',
      'register-v2/annual-income.fields.income.employmentType.options.RETIRED': 'Retired (pension)',
      'register-v2/annual-income.body.0': 'Alimony need not be told.',
      'register-v2/annual-income.fields.income.income.messages.maximum': 'Below ten million, please',
    });
    const text = screenText(income, { brand, flags: {}, today: TODAY });
    const ui = text.uiSchema.income as any;
    expect(ui.income['ui:title']).toBe(`Yearly income at ${String((lakeview.names as any).companyNameShort)}`);
    expect(ui.employmentType['ui:placeholder']).toBe('Choose');
    const retired = (income.schema as any).properties.income.properties.employmentType.oneOf.findIndex((c: any) => c.const === 'RETIRED');
    expect(ui.employmentType.oneOf[retired]['ui:title']).toBe('Retired (pension)');
    expect(text.copy.body).toEqual(['Alimony need not be told.']);
    expect(brandMessage(text.messages, '.income.income', 'maximum')).toBe('Below ten million, please');
    expect(brandMessage(text.messages, '.income.income', 'type')).toBeUndefined();
    // The screen file itself is untouched (its validator is precompiled for it), and another brand reads the defaults.
    expect((income.uiSchema as any).income.income['ui:title']).toBeUndefined();
    expect((screenText(income, { brand: goodleap, flags: {}, today: TODAY }).uiSchema.income as any).income['ui:title']).toBeUndefined();
  });

  it('the sandbox refuses with the brand\'s words, the same keys', () => {
    const validator = new Validator(path.resolve('schemas'));
    const brand = withCopy(lakeview, {
      'register-v2/annual-income.rules.unemployed.message': 'Lakeview lends to people with an income',
      'register-v2/annual-income.fields.income.income.messages.maximum': 'Below ten million, please',
    });
    const body = (incomeAnswer: Record<string, unknown>) => ({ propertyAddress: { street1: '1 Main St', city: 'Town', state: 'CA', zip: '90210', occupancyType: 'PRIMARY' }, isListedForSale: false, income: incomeAnswer, name: { firstName: 'Al', lastName: 'Young' }, dob: { year: 1980, month: 1, day: 1 } });
    const rules = { flags: {}, today: TODAY, signedIn: true };
    expect(validator.errors('createApplication', body({ income: 50000, otherIncome: 0, employmentType: 'UNEMPLOYED' }), { ...rules, brand })).toEqual([{ pointer: '/income/employmentType', message: 'Lakeview lends to people with an income' }]);
    expect(validator.errors('createApplication', body({ income: 50000, otherIncome: 0, employmentType: 'UNEMPLOYED' }), { ...rules, brand: goodleap })).toEqual([{ pointer: '/income/employmentType', message: 'We apologize. At this time, we don\'t lend to unemployed borrowers.' }]);
    expect(validator.errors('createApplication', body({ income: 20_000_000, otherIncome: 0, employmentType: 'FULL_TIME' }), { ...rules, brand })).toEqual([{ pointer: '/income/income', message: 'Below ten million, please' }]);
    expect(validator.errors('createApplication', body({ income: 20_000_000, otherIncome: 0, employmentType: 'FULL_TIME' }), { ...rules, brand: goodleap })).toEqual([{ pointer: '/income/income', message: 'Annual income must be less than $10,000,000' }]);
  });
});

describe('the impact of an override', () => {
  afterEach(removeCopies);
  const before = loadConfig();
  it('a partner\'s override changes its screen under that brand only', () => {
    const dir = copyWith({ 'brands/LAKEVIEW.json': (b) => { b.copy = { [LOW]: 'Is {{values.income:money}} a year right?' }; } });
    expect(screenImpact(before, loadConfig(dir), 'brands/LAKEVIEW.json')).toEqual({ screens: ['register-v2/annual-income'], brands: ['LAKEVIEW'] });
  });
  it('an override in the defaults changes it under every brand that has no words of its own for it', () => {
    const dir = copyWith({
      'brands/_defaults.json': (b) => { b.copy = { ...b.copy, [LOW]: 'Is {{values.income:money}} a year right?' }; },
      'brands/MOVEMENT.json': (b) => { b.copy = { [LOW]: 'Movement asks: {{values.income:money}}?' }; },
    });
    const after = loadConfig(dir);
    const withMovement = { ...before, brands: { ...before.brands, MOVEMENT: after.brands.MOVEMENT! } };
    const impact = screenImpact(withMovement, after, 'brands/_defaults.json');
    expect(impact.screens).toEqual(['register-v2/annual-income']);
    expect(impact.brands).toContain('LAKEVIEW');
    expect(impact.brands).not.toContain('MOVEMENT');
  });
  it('a rule the edit rewrites, adds or removes, in words, and one that can never apply named so', () => {
    const AI = 'schemas/register-v2/annual-income.json';
    const dir = copyWith({
      [AI]: (s) => {
        const unemployed = s.rules.find((r: { id: string }) => r.id === 'unemployed');
        unemployed.when = { in: [{ var: 'form.income.employmentType' }, []] };
        s.rules = s.rules.filter((r: { id: string }) => r.id !== 'lowIncomeConfirmation');
        s.rules.push({ id: 'retired', effect: 'warn', field: 'income.employmentType', when: { '===': [{ var: 'form.income.employmentType' }, 'RETIRED'] }, message: 'Retired' });
      },
    });
    const changes = ruleChanges(before, loadConfig(dir));
    expect(changes.map((c) => [c.screen, c.rule, c.change])).toEqual([
      ['register-v2/annual-income', 'unemployed', 'changed'],
      ['register-v2/annual-income', 'lowIncomeConfirmation', 'removed'],
      ['register-v2/annual-income', 'retired', 'added'],
      // The classic /register takes register-v2's rules by reference: the edit changes it too.
      ['register/index', 'unemployed', 'changed'],
      ['register/index', 'lowIncomeConfirmation', 'removed'],
      ['register/index', 'retired', 'added'],
    ]);
    const [unemployed, low, retired] = changes;
    expect(unemployed!.parts).toEqual(['when']);
    expect(unemployed!.before).toMatch(/is Unemployed \/ furloughed/);
    expect(unemployed!.after).toMatch(/empty list/);
    expect(unemployed!.never).toMatch(/^it can never be true/);
    expect(low!.after).toBeUndefined();
    expect(retired!.never).toBeUndefined();
    expect(retired!.after).toMatch(/is Retired/);
    expect(ruleChanges(before, loadConfig(copyWith({})))).toEqual([]);
  });
});
