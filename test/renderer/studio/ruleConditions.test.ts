/**
 * A screen rule's condition as the studio's screen form edits it (renderer/studio/editor/ruleConditions.ts):
 * every rule of every screen file read into the form and written back unchanged, the ones that
 * are not simple told apart, and the low-income threshold changed in the form, checked by
 * journey validate (checkEdit) as a save would be.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addPart, answerFields, comparisonLogic, conditionLogic, isSimple, newComparison, parseComparison, parseCondition, readNumber, removePart,
  replacePart, setRuleCondition, valueKind, withField, withOp, type Comparison,
} from '../../../renderer/studio/editor/ruleConditions.ts';
import type { Json, JsonObject } from '../../../renderer/studio/editor/screenFields.ts';
import { formatJson } from '../../../engine/config/formatJson.ts';
import { checkEdit } from '../../../engine/config/editCheck.ts';
import { loadConfig } from '../../../engine/config/loadConfig.ts';

const INCOME = 'schemas/register-v2/annual-income.json';
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
const problems = (file: string, doc: JsonObject) => {
  const check = checkEdit('.', file, formatJson(doc));
  return [...check.inFile.map((p) => `${p.pointer}: ${p.message}`), ...check.elsewhere.map((p) => `${p.file}#${p.pointer}: ${p.message}`)];
};
const screenFiles = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
  const full = path.join(dir, e.name);
  if (e.isDirectory()) return e.name === 'meta' || e.name === 'data' ? [] : screenFiles(full);
  return e.name.endsWith('.json') ? [full] : [];
});
/** Every rule with a condition in schemas/, by file and id. */
const everyRule = screenFiles('schemas').flatMap((file) => {
  const rules = read(file).rules;
  return Array.isArray(rules) ? rules.flatMap((r) => (r && typeof r === 'object' && !Array.isArray(r) && 'when' in r ? [{ file, id: String(r.id), when: r.when as Json }] : [])) : [];
});

describe('rule conditions in the screen form', () => {
  it('reads every rule of schemas/ and writes each simple one back unchanged', () => {
    expect(everyRule.length).toBeGreaterThan(60);
    const simple: string[] = [];
    const partly: string[] = [];
    const json: string[] = [];
    for (const { file, id, when } of everyRule) {
      const c = parseCondition(when);
      const name = `${path.relative('schemas', file)} ${id}`;
      if (!c) { json.push(name); continue; }
      expect(conditionLogic(c), name).toEqual(when);
      expect(JSON.stringify(conditionLogic(c)), name).toBe(JSON.stringify(when));
      (isSimple(c) ? simple : partly).push(name);
    }
    // The ones a product manager asked for: the unemployed block and both income confirmations.
    expect(simple).toEqual(expect.arrayContaining(['register-v2/annual-income.json unemployed', 'application/income/upload.json bothDocuments', 'application/start/owners.json spouseOnTitleRequired', 'pages/geolocation.json locationRequired']));
    // A typeOf guard beside the threshold is kept as written; the threshold is editable.
    expect(partly).toEqual(expect.arrayContaining(['register-v2/annual-income.json lowIncomeConfirmation', 'register-v2/annual-income.json highIncomeConfirmation', 'application/product/select.json amountBelowSmallestLine']));
    // Not simple: a sum, a literal, an operation of the screen, a not of a list test, a not of an and.
    expect(json).toEqual(expect.arrayContaining(['application/income/upload.json thirdDocumentOnlySelfEmployedOrRetired', 'application/product/assets.json someAssets', 'application/credit/error.json freezeLifted', 'rules/signature.json signatureIsLegalName', 'application/bank/autopay.json sameAccountFieldsHidden', 'register-v2/phone-and-email.json profileEmailLocked']));
    expect(simple.length + partly.length + json.length).toBe(everyRule.length);
  });

  it('tells comparisons from what they are not', () => {
    expect(parseComparison({ '<': [{ var: 'form.income.income' }, 15000] })).toEqual({ kind: 'compare', path: 'form.income.income', op: '<', value: 15000 });
    expect(parseComparison({ '!': [{ var: 'form.declined' }] })).toEqual({ kind: 'compare', path: 'form.declined', op: '!', argInList: true });
    expect(parseComparison({ '!!': { var: ['form.x'] } })).toEqual({ kind: 'compare', path: 'form.x', op: '!!', varInList: true });
    // A var with a default, a var against a var, a value first, a between, in against text, an object value.
    for (const logic of [
      { '<': [{ var: ['form.a', 0] }, 1] }, { '!==': [{ var: 'form.a' }, { var: 'form.b' }] }, { '<': [15000, { var: 'form.a' }] },
      { '<=': [1, { var: 'form.dob.month' }, 12] }, { in: [{ var: 'form.a' }, 'ABC'] }, { '===': [{ var: 'form.a' }, null] }, { '===': [{ var: 'form.a' }, 1], seed: 'x' },
    ] as Json[]) expect(parseComparison(logic), JSON.stringify(logic)).toBeNull();
    expect(parseCondition({ and: [{ present: [{ var: 'form.a' }] }, { or: [] }] })).toBeNull();
    expect(parseCondition(true)).toBeNull();
    expect(parseCondition(undefined)).toBeNull();
  });

  it('changes the low-income threshold to 20000: only that number changes, and journey validate passes', () => {
    const doc = read(INCOME);
    const index = (doc.rules as JsonObject[]).findIndex((r) => r.id === 'lowIncomeConfirmation');
    const c = parseCondition((doc.rules as JsonObject[])[index]!.when)!;
    expect(c.join).toBe('and');
    expect(c.parts.map((p) => p.kind)).toEqual(['fixed', 'compare']);
    const threshold = c.parts[1] as Comparison;
    const after = setRuleCondition(doc, index, replacePart(c, 1, { ...threshold, value: 20000 }));
    expect((after.rules as JsonObject[])[index]!.when).toEqual({ and: [{ '===': [{ typeOf: [{ var: 'form.income.income' }] }, 'number'] }, { '<': [{ var: 'form.income.income' }, 20000] }] });
    expect(formatJson(after)).toBe(fs.readFileSync(INCOME, 'utf8').replace('{ "<": [{ "var": "form.income.income" }, 15000] }', '{ "<": [{ "var": "form.income.income" }, 20000] }'));
    // The file it came from is left as it was.
    expect(doc).toEqual(read(INCOME));
    expect(problems(INCOME, after)).toEqual([]);
  });

  it('lists the screen\'s answers by their titles, shared fields resolved, and fits a value to the field picked', () => {
    const fields = answerFields(loadConfig('.').screens['register-v2/annual-income']!.data.schema);
    expect(fields.map((f) => [f.path, f.label, f.type])).toEqual([
      ['form.income.income', 'Annual income (before taxes)', 'number'],
      ['form.income.otherIncome', 'Other annual income (optional)', 'number'],
      ['form.income.employmentType', 'Primary source of income', 'text'],
    ]);
    const employment = fields[2]!;
    expect(employment.options?.[0]).toEqual({ value: 'FULL_TIME', title: 'Employed full-time' });
    // The file's own schema alone: a shared field's answers are not known, and nothing is made up.
    expect(answerFields(read(INCOME).schema)).toEqual([{ path: 'form.income', label: 'income', type: 'text' }]);

    const low: Comparison = { kind: 'compare', path: 'form.income.income', op: '<', value: 15000 };
    expect(valueKind(low, fields[0])).toBe('number');
    const onEmployment = withField(low, employment.path, employment);
    expect(onEmployment).toEqual({ kind: 'compare', path: 'form.income.employmentType', op: '<', value: 'FULL_TIME' });
    expect(valueKind(onEmployment, employment)).toBe('choice');
    const oneOf = withOp({ ...onEmployment, op: '===' }, 'in', employment);
    expect(comparisonLogic(oneOf)).toEqual({ in: [{ var: 'form.income.employmentType' }, ['FULL_TIME']] });
    expect(comparisonLogic(withOp(oneOf, '!', employment))).toEqual({ '!': { var: 'form.income.employmentType' } });
    expect(valueKind(withOp(oneOf, '!', employment), employment)).toBe('none');
    expect(comparisonLogic(withOp(withOp(oneOf, '!', employment), '>=', fields[0]))).toEqual({ '>=': [{ var: 'form.income.employmentType' }, 0] });
  });

  it('adds and removes a comparison: one alone stands alone, and journey validate passes', () => {
    const doc = read(INCOME);
    const fields = answerFields(loadConfig('.').screens['register-v2/annual-income']!.data.schema);
    const unemployed = parseCondition((doc.rules as JsonObject[])[0]!.when)!;
    expect(unemployed).toEqual({ join: null, parts: [{ kind: 'compare', path: 'form.income.employmentType', op: '===', value: 'UNEMPLOYED' }] });
    const two = addPart(unemployed, withField(newComparison(fields, 'form.x'), 'form.income.income', fields[0]));
    expect(conditionLogic(two)).toEqual({ and: [{ '===': [{ var: 'form.income.employmentType' }, 'UNEMPLOYED'] }, { '===': [{ var: 'form.income.income' }, 0] }] });
    const either = { ...two, join: 'or' as const };
    expect(problems(INCOME, setRuleCondition(doc, 0, either))).toEqual([]);
    expect(conditionLogic(removePart(either, 1))).toEqual((doc.rules as JsonObject[])[0]!.when);
  });

  it('reads a number as staff type it, or says what is wrong and how to fix it', () => {
    expect(readNumber('20000')).toEqual({ value: 20000 });
    expect(readNumber(' $20,000 ')).toEqual({ value: 20000 });
    expect(readNumber('1,000,000.50')).toEqual({ value: 1000000.5 });
    expect(readNumber('')).toEqual({ problem: 'Enter a number, such as 15000: the condition is not changed while the box is empty.' });
    expect(readNumber('20k')).toEqual({ problem: '"20k" is not a number. Write it in digits, such as 15000 or 15,000.' });
    expect(readNumber('2,00')).toHaveProperty('problem');
  });
});
