/** Rules in plain words for staff (engine/config/logicWords.ts), field words from the rule-context schema. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formWords, logicWords } from '../../engine/config/logicWords.ts';
import { fieldWords } from '../../engine/config/contextWords.ts';
import { heloc } from '../helpers/config.ts';

const ctx = { field: fieldWords(join(process.cwd(), 'schemas/data/context.schema.json')), conditions: heloc.conditions };
const words = (rule: unknown) => logicWords(rule, ctx);

describe('logicWords', () => {
  it('says a status row\'s condition with the data schema\'s own words', () => {
    const row = heloc.statusRouting!.rows.find((r) => r.id === 'offerSelectionVerified')!;
    expect(words(row.when)).toBe("the application's underwriting sub-decision is VERIFIED_OFFER");
  });

  it('uses a named condition\'s description and says negations, lists and yes/no fields as sentences', () => {
    expect(words({ ref: 'declined' })).toBe('underwriting declined the application');
    expect(words({ in: [{ var: 'app.status.bpo' }, ['REQUIRED', 'UNKNOWN']] })).toMatch(/^the application's .+ is one of REQUIRED, UNKNOWN$/);
    expect(words({ '!': [{ present: [{ var: 'profile.dob' }] }] })).toBe("the profile's date of birth is not given");
    expect(words({ '===': [{ var: 'app.status.liensComplete' }, true] })).toBe('liens have been reviewed');
    expect(words({ or: [{ and: [{ var: 'app.status.liensComplete' }, { '>': [{ length: [{ var: 'app.offers' }] }, 0] }] }, { '===': [{ var: 'state' }, 'PROFILE'] }] }))
      .toBe("(liens have been reviewed and the number of the application's offers to choose from is more than 0) or the step machine's state is PROFILE");
  });

  it('falls back to the path and the short rule text where it has no words, never to nothing', () => {
    expect(logicWords({ '===': [{ var: 'app.notDeclared' }, 1] })).toBe("the application's notDeclared is 1");
    expect(logicWords({ abaRoutingValid: [{ var: 'x' }] })).toBe('abaRoutingValid(x)');
  });

  it('has words for every rule of every journey (no rule text left in them)', () => {
    const rules = [...heloc.statusRouting!.rows.map((r) => r.when), ...heloc.stepMachine!.triggers.map((t) => t.when)].filter((r) => r !== undefined);
    for (const r of rules) expect(words(r)).not.toMatch(/===|!==|\bvar\b|\(\w+\)/);
  });

  it('says a screen\'s answers by their titles and a typeOf guard in words (formWords: the impact table and the screen form)', () => {
    const schema = { properties: { income: { title: 'Income', properties: { income: { title: 'Annual income (before taxes)' } } } } };
    // A number with no unit in its description is grouped, not said as money.
    const low = { and: [{ '===': [{ typeOf: [{ var: 'form.income.income' }] }, 'number'] }, { '<': [{ var: 'form.income.income' }, 15000] }] };
    expect(logicWords(low, formWords(schema))).toBe('the answer to "Annual income (before taxes)" is a number and the answer to "Annual income (before taxes)" is less than 15,000');
    // Not a field of the screen, or a name on the prototype chain: the path's own words.
    expect(logicWords({ '===': [{ var: 'form.constructor' }, 1] }, formWords(schema))).toBe('form.constructor is 1');
  });

  it('says the values compared in the field\'s own words: a choice by its title, money in dollars, a large number grouped', () => {
    const schema = {
      properties: {
        income: {
          properties: {
            income: { title: 'Annual income (before taxes)', description: 'Yearly pre-tax income, US dollars.' },
            employmentType: { title: 'Primary source of income', oneOf: [{ const: 'RETIRED', title: 'Retired' }, { const: 'ALIMONY', title: 'Alimony' }] },
          },
        },
      },
    };
    const ctx = formWords(schema);
    expect(logicWords({ '<': [{ var: 'form.income.income' }, 15000] }, ctx)).toBe('the answer to "Annual income (before taxes)" is less than $15,000');
    expect(logicWords({ '===': [{ var: 'form.income.employmentType' }, 'RETIRED'] }, ctx)).toBe('the answer to "Primary source of income" is Retired');
    expect(logicWords({ in: [{ var: 'form.income.employmentType' }, ['RETIRED', 'ALIMONY', 'OTHER']] }, ctx)).toBe('the answer to "Primary source of income" is one of Retired, Alimony, OTHER');
    expect(logicWords({ '>': [{ var: 'x' }, 250000] })).toBe('x is more than 250,000');
    // From the data schema's own choices (schemas/data/application.schema.json payType).
    expect(words({ '===': [{ var: 'app.payType' }, 'AUTOPAY'] })).toMatch(/ is Autopay$/);
  });
});
