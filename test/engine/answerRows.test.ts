import { describe, expect, it } from 'vitest';
import { answerRows } from '../../engine/answerRows.ts';
import { declaredOnly, keptAnswers } from '../../engine/declaredAnswers.ts';

const schema = {
  type: 'object',
  properties: {
    ownership: { type: 'string', title: 'How do you hold title?', oneOf: [{ const: 'SOLE', title: 'In my name only' }] },
    ssn: { type: 'string', title: 'Social Security number', writeOnly: true },
    consent: { type: 'boolean', title: 'I agree' },
    dob: { type: 'object', title: 'Date of birth', properties: { day: { type: 'number' }, month: { type: 'number' }, year: { type: 'number' } } },
    untitled: { type: 'string' },
    file: { type: 'object', title: 'Statement', properties: { fileName: {}, contentType: {}, content: {} } },
    sources: { type: 'array', items: { type: 'object', properties: { income: { type: 'number' } } } },
  },
  allOf: [{ if: { properties: { consent: { const: true } } }, then: { properties: { bestTime: { type: 'string', title: 'Best time to call' } } } }],
};

describe('answerRows', () => {
  it('lists each titled answer in the uiSchema order, options by title, never writeOnly ones or files', () => {
    const answers = { ownership: 'SOLE', ssn: '123456789', consent: true, dob: { day: 2, month: 3, year: 1980 }, untitled: 'x', file: { fileName: 'a.pdf' }, bestTime: 'Evenings' };
    expect(answerRows(schema, { 'ui:order': ['bestTime', '*'] }, answers)).toEqual([
      { field: 'bestTime', label: 'Best time to call', value: 'Evenings' },
      { field: 'ownership', label: 'How do you hold title?', value: 'In my name only' },
      { field: 'consent', label: 'I agree', value: 'Yes' },
      { field: 'dob', label: 'Date of birth', value: '3/2/1980' },
    ]);
  });
});

describe('answerRows with the uiSchema', () => {
  it('words money, names, choices named by the uiSchema and parts in their order', () => {
    const registration = {
      type: 'object',
      properties: {
        name: { type: 'object', title: 'Legal name', properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, suffix: { type: 'string', enum: ['', 'JR'] } } },
        income: { type: 'object', title: 'Income', properties: { income: { type: 'number' }, employmentType: { type: 'string', oneOf: [{ const: 'FULL_TIME', title: 'Employed full-time' }] } } },
        home: { type: 'object', title: 'Property address', properties: { city: { type: 'string' }, occupancyType: { type: 'string', enum: ['PRIMARY', 'SECONDARY'] } } },
      },
    };
    const ui = {
      name: { firstName: { 'ui:autocomplete': 'given-name' }, lastName: { 'ui:autocomplete': 'family-name' }, suffix: { 'ui:autocomplete': 'honorific-suffix', 'ui:enumNames': ['None', 'Jr.'] } },
      income: { 'ui:order': ['employmentType', 'income'], income: { 'ui:widget': 'money' } },
      home: { 'ui:options': { occupancyLabels: { PRIMARY: 'Primary residence', SECONDARY: 'Second home' } } },
    };
    expect(answerRows(registration, ui, { name: { firstName: 'Pat', lastName: 'Happy', suffix: 'JR' }, income: { income: 120000, employmentType: 'FULL_TIME' }, home: { city: 'Austin', occupancyType: 'SECONDARY' } }).map((r) => r.value))
      .toEqual(['Pat Happy Jr.', 'Employed full-time, $120,000', 'Austin, Second home']);
    // Another person (start/owners: autofill off): their name reads as one name, then their e-mail, not "Sam, Rivera, sam@…".
    const spouse = { type: 'object', properties: { spouse: { type: 'object', title: 'Your spouse', properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string' } } } } };
    const off = { spouse: { firstName: { 'ui:autocomplete': 'off' }, lastName: { 'ui:autocomplete': 'off' }, email: { 'ui:autocomplete': 'off' } } };
    expect(answerRows(spouse, off, { spouse: { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com' } })[0]!.value).toBe('Sam Rivera, sam.rivera@example.com');
  });

  it('names each of two amounts in one answer by its title, so "$120,000, $0" never stands unlabelled', () => {
    const income = {
      type: 'object',
      properties: {
        income: {
          type: 'object', title: 'Income',
          properties: {
            income: { type: 'number', title: 'Annual income (before taxes)' },
            otherIncome: { type: 'number', title: 'Other annual income (optional)' },
            employmentType: { type: 'string', oneOf: [{ const: 'FULL_TIME', title: 'Employed full-time' }] },
          },
        },
      },
    };
    const ui = { income: { 'ui:order': ['employmentType', 'income', 'otherIncome'], income: { 'ui:widget': 'money' }, otherIncome: { 'ui:widget': 'money' } } };
    expect(answerRows(income, ui, { income: { income: 120000, otherIncome: 0, employmentType: 'FULL_TIME' } }).map((r) => r.value))
      .toEqual(['Employed full-time, Annual income: $120,000, Other annual income: $0']);
    // Cents given are cents shown: the signed summary once read $120,001 for $120,000.50.
    expect(answerRows(income, ui, { income: { income: 120000.5, otherIncome: 99.99, employmentType: 'FULL_TIME' } }).map((r) => r.value))
      .toEqual(['Employed full-time, Annual income: $120,000.50, Other annual income: $99.99']);
  });
});

describe('declaredOnly', () => {
  it('names every property the schema does not declare, in nested objects and lists too', () => {
    const { value, undeclared } = declaredOnly(schema, { ownership: 'SOLE', extra: 1, dob: { day: 1, hour: 2 }, sources: [{ income: 5, note: 'n' }], bestTime: 'x' });
    expect(undeclared.map((u) => u.pointer)).toEqual(['/extra', '/dob/hour', '/sources/0/note']);
    expect(value).toEqual({ ownership: 'SOLE', dob: { day: 1 }, sources: [{ income: 5 }], bestTime: 'x' });
  });
  it('leaves a free-form object as it is', () => {
    expect(declaredOnly({ type: 'object', properties: { patch: { type: 'object' } } }, { patch: { any: 1 } }).undeclared).toEqual([]);
  });
  it('keeps for the record what is neither writeOnly nor a file', () => {
    expect(keptAnswers(schema, { ownership: 'SOLE', ssn: '1', file: { fileName: 'a' }, other: 1 })).toEqual({ ownership: 'SOLE' });
  });
});
