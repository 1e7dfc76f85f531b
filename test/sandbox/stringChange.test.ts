/**
 * The studio's change of one text by its key (sandbox/studio/stringChange.ts): for one brand it is
 * the brand file's `copy`; for all brands it is the screen file where the text is written, and a
 * text of a shared field (schemas/fields/) is not changed for every screen from one of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringChange, stringRows } from '../../sandbox/studio/stringChange.js';
import { config } from '../helpers/config.ts';

const root = config.root;
const LOW = 'register-v2/annual-income.rules.lowIncomeConfirmation.message';

describe('one text changed by its key', () => {
  it('for one brand: the brand file\'s copy, the rest of the file as it was', () => {
    const { file, text } = stringChange(root, { key: LOW, text: 'Is {{values.income:money}} yearly?', scope: 'brand', brand: 'LAKEVIEW' });
    expect(file).toBe('brands/LAKEVIEW.json');
    const before = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
    expect(JSON.parse(text)).toEqual({ ...before, copy: { ...(before.copy as object | undefined), [LOW]: 'Is {{values.income:money}} yearly?' } });
  });

  it('for all brands: the screen file, at the text', () => {
    const { file, text } = stringChange(root, { key: LOW, text: 'Is {{values.income:money}} yearly?', scope: 'all' });
    expect(file).toBe('schemas/register-v2/annual-income.json');
    const rules = (JSON.parse(text) as { rules: { id: string; message: string }[] }).rules;
    expect(rules.find((r) => r.id === 'lowIncomeConfirmation')?.message).toBe('Is {{values.income:money}} yearly?');
  });

  it('refuses an unknown key, and all brands for a shared field\'s text', () => {
    expect(() => stringChange(root, { key: 'register-v2/annual-income.rules.lowIncome.message', text: 'x', scope: 'brand', brand: 'LAKEVIEW' })).toThrow(/did you mean "register-v2\/annual-income.rules.lowIncomeConfirmation.message"/);
    expect(() => stringChange(root, { key: 'register-v2/annual-income.fields.income.employmentType.options.RETIRED', text: 'Retired (pension)', scope: 'all' })).toThrow('is written in schemas/fields/income.json, which other screens use too');
    const rows = stringRows(root, 'register-v2/annual-income', 'LAKEVIEW');
    expect(rows.find((r) => r.key.endsWith('options.RETIRED'))).toMatchObject({ text: 'Retired', shared: 'schemas/fields/income.json' });
    expect(rows.find((r) => r.key === LOW)).toMatchObject({ file: 'schemas/register-v2/annual-income.json' });
  });

  it('names the brands whose own words a change for all brands does not reach (product manager trial)', () => {
    // Homebridge writes its own title for the not-accepting page (brands/HOMEBRIDGE.json copy).
    const rows = stringRows(root, 'pages/not-accepting', 'FIGURE');
    expect(rows.find((r) => r.key === 'pages/not-accepting.title')).toMatchObject({ ownWordsIn: ['HOMEBRIDGE'] });
    expect(rows.filter((r) => r.key !== 'pages/not-accepting.title').every((r) => r.ownWordsIn === undefined)).toBe(true);
  });

  it('shows each text with its words in the other languages, and saves a text and its Spanish together', () => {
    const title = 'register-v2/annual-income.title';
    const rows = stringRows(root, 'register-v2/annual-income', 'NEW_AMERICAN_FUNDING');
    expect(rows.find((r) => r.key === title)?.translations).toEqual({ es: '¿Cuáles son sus ingresos anuales?' });
    // For all brands: the screen file, and the locale file that held the old English, with the new English's words in place of the old.
    const change = stringChange(root, { key: title, text: 'What is your yearly income?', scope: 'all', translations: { es: '¿Cuál es su ingreso anual?' } });
    expect(change.file).toBe('schemas/register-v2/annual-income.json');
    const locale = JSON.parse(change.alongside['locales/es/register-v2.json']!) as { strings: Record<string, string> };
    expect(locale.strings['What is your yearly income?']).toBe('¿Cuál es su ingreso anual?');
    expect(locale.strings['What is your annual income?']).toBeUndefined();
    // Only the Spanish changed: the locale file is the change.
    const spanishOnly = stringChange(root, { key: title, text: 'What is your annual income?', scope: 'all', translations: { es: '¿Cuánto gana al año?' } });
    expect(spanishOnly.file).toBe('locales/es/register-v2.json');
    expect((JSON.parse(spanishOnly.text) as { strings: Record<string, string> }).strings['What is your annual income?']).toBe('¿Cuánto gana al año?');
    // For one brand: its copy and its own Spanish for it, in its file.
    const own = stringChange(root, { key: title, text: 'Your yearly income', scope: 'brand', brand: 'NEW_AMERICAN_FUNDING', translations: { es: 'Sus ingresos anuales' } });
    expect(own.file).toBe('brands/NEW_AMERICAN_FUNDING.json');
    expect(JSON.parse(own.text)).toMatchObject({ copy: { [title]: 'Your yearly income' }, translations: { es: { strings: { 'Your yearly income': 'Sus ingresos anuales' } } } });
    expect(() => stringChange(root, { key: title, text: 'x y', scope: 'all', translations: { fr: 'x' } })).toThrow('"fr" is no language of locales/');
  });
});
