/**
 * A brand's words by key (brand `copy`, engine/strings.ts) in a copy of the config: a key no screen
 * shows is refused with the nearest keys and where to see them all; a placeholder the replaced text
 * could not read is refused as a screen's own would be.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';
import { checkEdit } from '../../engine/config/editCheck.ts';
import { config } from '../helpers/config.ts';

afterEach(removeCopies);

describe('brand overrides in journey validate', () => {
  it('refuses a key the screen does not show, naming the nearest and the listing command', () => {
    expect(brokenCopy('brands/LAKEVIEW.json', (b) => { b.copy = { 'register-v2/annual-income.rules.lowIncome.message': 'Check your income' }; })).toEqual([
      'brands/LAKEVIEW.json#/copy/register-v2~1annual-income.rules.lowIncome.message: screen "register-v2/annual-income" shows no string "rules.lowIncome.message"; did you mean "register-v2/annual-income.rules.lowIncomeConfirmation.message", "register-v2/annual-income.rules.unemployed.message", "register-v2/annual-income.rules.lowIncomeConfirmation.confirmLabel"? Every key of the screen: npm run journey -- strings register-v2/annual-income',
    ]);
  });

  it('refuses an unknown screen', () => {
    expect(brokenCopy('brands/LAKEVIEW.json', (b) => { b.copy = { 'register-v2/annual-incme.title': 'Income' }; })).toEqual([
      'brands/LAKEVIEW.json#/copy/register-v2~1annual-incme.title: unknown screen "register-v2/annual-incme" (did you mean "register-v2/annual-income"?): a key is <screen id>.<where>, e.g. "register-v2/for-sale.title"',
    ]);
  });

  it('types a rule\'s words against that rule\'s values', () => {
    expect(brokenCopy('brands/LAKEVIEW.json', (b) => { b.copy = { 'register-v2/annual-income.rules.lowIncomeConfirmation.message': 'Is {{values.incme:money}} right?' }; })).toEqual([
      'brands/LAKEVIEW.json#/copy/register-v2~1annual-income.rules.lowIncomeConfirmation.message: placeholder {{values.incme}} is not in the data schema: "values.incme" is not declared (did you mean "values.income"?)',
    ]);
    expect(brokenCopy('brands/LAKEVIEW.json', (b) => { b.copy = { 'register-v2/annual-income.rules.lowIncomeConfirmation.message': 'Is {{values.income:money}} right, {{brand.names.companyName}}?', 'register-v2/annual-income.fields.income.employmentType.options.RETIRED': 'Retired' }; })).toEqual([]);
  });

  it('the studio\'s save runs the same check: an unknown key in a brand being edited is refused', () => {
    const file = 'brands/LAKEVIEW.json';
    const brand = JSON.parse(readFileSync(join(config.root, file), 'utf8')) as Record<string, unknown>;
    const check = checkEdit(config.root, file, JSON.stringify({ ...brand, copy: { 'register-v2/annual-income.fields.income.income.titel': 'Yearly income' } }, null, 2));
    expect(check.inFile.map((p) => p.message)).toEqual([expect.stringContaining('shows no string "fields.income.income.titel"; did you mean "register-v2/annual-income.fields.income.income.title"')]);
  });
});
