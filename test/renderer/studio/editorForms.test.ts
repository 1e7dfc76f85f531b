/**
 * The studio editor's forms as JSON transforms (renderer/studio/editor/screenFields.ts,
 * statusRows.ts): a field added, moved and removed on the contact screen, a status row added,
 * moved and removed in journeys/heloc.json; each result written in the house style is checked by
 * journey validate (checkEdit), as a save would be.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, addField, fieldName, fieldOrder, fieldsOf, moveField, optionsOf, removeField, setCopy, setOptions, setRequired, copyText, sharedFieldRef, type JsonObject } from '../../../renderer/studio/editor/screenFields.ts';
import { addRow, addStatus, moveRow, newStatusProblems, removeRow, rowsOf, statusChoices, statusDescriptions, updateRow, rowCondition, rowRoute } from '../../../renderer/studio/editor/statusRows.ts';
import { formatJson } from '../../../engine/config/formatJson.ts';
import { checkEdit } from '../../../engine/config/editCheck.ts';
import { afterAll } from 'vitest';
import { copyConfig } from '../../helpers/configCopy.ts';

const CONTACT = 'schemas/application/start/contact.json';
const HELOC = 'journeys/heloc.json';
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
// Checked in an English-only copy of the config: the words of a new field in other languages are
// the studio's text editor's part (test/sandbox/stringChange.test.ts), not these forms'.
const copy = copyConfig();
afterAll(() => copy.remove());
const problems = (file: string, doc: JsonObject) => {
  const check = checkEdit(copy.root, file, formatJson(doc));
  return [...check.inFile.map((p) => `${p.pointer}: ${p.message}`), ...check.elsewhere.map((p) => `${p.file}#${p.pointer}: ${p.message}`)];
};

describe('screen fields', () => {
  it('names a field from its label', () => {
    expect(fieldName('Best time to call')).toBe('bestTimeToCall');
    expect(fieldName('  Co-owner\'s e-mail?')).toBe('coOwnerSEMail');
    expect(fieldName('2nd phone')).toBe('field2ndPhone');
    expect(sharedFieldRef(CONTACT, 'email.json')).toBe('../../fields/email.json');
    expect(sharedFieldRef('schemas/register-v2/for-sale.json', 'email.json')).toBe('../fields/email.json');
  });

  it('adds an optional choice to the contact screen, after the other fields, and journey validate passes', () => {
    const before = read(CONTACT);
    const after = addField(before, CONTACT, { name: 'bestTimeToCall', kind: 'choice', label: 'Best time to call', required: false, options: ['Morning', 'Afternoon', 'Evening'] });
    expect(fieldOrder(after)).toEqual(['ownership', 'maritalStatus', 'ssn', 'hardCreditConsent', 'bestTimeToCall']);
    const field = fieldsOf(after).find((f) => f.name === 'bestTimeToCall')!;
    expect(field.required).toBe(false);
    expect(field.ui).toEqual({ 'ui:widget': 'radio' });
    expect(optionsOf(field)).toEqual([{ value: 'MORNING', title: 'Morning' }, { value: 'AFTERNOON', title: 'Afternoon' }, { value: 'EVENING', title: 'Evening' }]);
    // The file it came from is left as it was.
    expect(fieldOrder(before)).toEqual(['ownership', 'maritalStatus', 'ssn', 'hardCreditConsent']);
    expect(problems(CONTACT, after)).toEqual([]);
  });

  it('words the messages of a question-labelled field as an answer to it, never "Select how did you hear about us"', () => {
    const doc = addField(read(CONTACT), CONTACT, { name: 'heardOfUs', kind: 'choice', label: 'How did you hear about us?', required: true, options: ['A friend', 'Online'] });
    const schema = doc.schema as JsonObject;
    expect((schema.errorMessage as JsonObject).required).toMatchObject({ heardOfUs: 'Select an answer to "How did you hear about us?"' });
    expect(((schema.properties as JsonObject).heardOfUs as JsonObject).errorMessage).toBe('Select an answer to "How did you hear about us?"');
    expect(problems(CONTACT, doc)).toEqual([]);
  });

  it('moves a field up with ui:order and removes one from every place it is named', () => {
    let doc = addField(read(CONTACT), CONTACT, { name: 'bestTimeToCall', kind: 'choice', label: 'Best time to call', required: true, options: ['Morning', 'Evening'] });
    expect((doc.schema as JsonObject).required).toContain('bestTimeToCall');
    expect(((doc.schema as JsonObject).errorMessage as JsonObject).required).toMatchObject({ bestTimeToCall: 'Select best time to call' });
    doc = moveField(moveField(doc, 'bestTimeToCall', -1), 'bestTimeToCall', -1);
    expect((doc.uiSchema as JsonObject)['ui:order']).toEqual(['ownership', 'maritalStatus', 'bestTimeToCall', 'ssn', 'hardCreditConsent']);
    expect(Object.keys(doc.uiSchema as JsonObject)[0]).toBe('ui:order');
    // Past the first place, nothing moves.
    const top = moveField(moveField(moveField(doc, 'bestTimeToCall', -1), 'bestTimeToCall', -1), 'bestTimeToCall', -1);
    expect(fieldOrder(top)[0]).toBe('bestTimeToCall');
    expect(problems(CONTACT, doc)).toEqual([]);

    const removed = removeField(doc, 'bestTimeToCall');
    expect(removed).toEqual(read(CONTACT));
    // A field the rules name: removing it leaves a rule journey validate refuses.
    const noSsn = removeField(read(CONTACT), 'ssn');
    expect((noSsn.uiSchema as JsonObject).ssn).toBeUndefined();
    expect(problems(CONTACT, noSsn).join('\n')).toMatch(/rules\/0/);
  });

  it('adds a field of every kind, required or not, that journey validate accepts', () => {
    let doc = read(CONTACT);
    for (const kind of FIELD_KINDS) {
      doc = addField(doc, CONTACT, { name: `${kind}Field`, kind, label: `Your ${kind} answer`, required: kind.length % 2 === 0, ...(kind === 'choice' ? { options: ['One', 'Two'] } : {}) });
    }
    expect(fieldOrder(doc).slice(-FIELD_KINDS.length)).toEqual(FIELD_KINDS.map((k) => `${k}Field`));
    expect(problems(CONTACT, doc)).toEqual([]);
  });

  it('writes ui:order for a screen that had none', () => {
    const doc: JsonObject = { schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } } }, uiSchema: { a: { 'ui:widget': 'text' } } };
    expect(moveField(doc, 'c', -1).uiSchema).toEqual({ 'ui:order': ['a', 'c', 'b'], a: { 'ui:widget': 'text' } });
    // A `*` in the order stands for the fields it does not name.
    expect(fieldOrder({ ...doc, uiSchema: { 'ui:order': ['c', '*'] } })).toEqual(['c', 'a', 'b']);
    expect(fieldOrder({ ...doc, uiSchema: { 'ui:order': ['*', 'a'] } })).toEqual(['b', 'c', 'a']);
  });

  it('makes a field required with its message and optional again; edits options and copy', () => {
    let doc = setRequired(read(CONTACT), 'ssn', true, 'Enter your Social Security number');
    expect(((doc.schema as JsonObject).errorMessage as JsonObject).required).toMatchObject({ ssn: 'Enter your Social Security number' });
    doc = setRequired(doc, 'ssn', false);
    expect(doc).toEqual(read(CONTACT));
    doc = setOptions(read(CONTACT), 'maritalStatus', { rename: 2, title: 'Legally separated' });
    doc = setOptions(doc, 'maritalStatus', { add: 'Domestic partnership' });
    doc = setOptions(doc, 'maritalStatus', { move: 3, by: -1 });
    expect(optionsOf(fieldsOf(doc).find((f) => f.name === 'maritalStatus')!)!.map((o) => o.value)).toEqual(['MARRIED', 'UNMARRIED', 'DOMESTIC_PARTNERSHIP', 'SEPARATED']);
    doc = setCopy(doc, 'body', 'First paragraph.\n\n  Second paragraph. ');
    expect((doc.copy as JsonObject).body).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(copyText(doc, 'body').text).toBe('First paragraph.\n\nSecond paragraph.');
    expect(problems(CONTACT, doc)).toEqual([]);
  });
});

describe('status rows', () => {
  it('offers the vocabulary, the named conditions, the routes and the progress steps', () => {
    const choices = statusChoices(read(HELOC));
    expect(choices.statuses).toContain('COLLECT_ADDITIONAL_INFO');
    expect(choices.statuses).toContain('DECLINED');
    expect(choices.conditions).toContain('brokerPriceOpinionState');
    expect(choices.routes).toContain('/:uuid/start/contact');
    expect(choices.steps.map((s) => s.id)).toContain('MORE_INFO');
    // In the journey's own words, without the specification's citations.
    expect(choices.words.conditions.disbursementDone).toBe('A disbursement account exists and payments are manual or an autopay account exists');
    expect(choices.words.routes['/:uuid/bank/autopay']).toBe('Choose autopay and link the payment account');
    expect(choices.steps.find((s) => s.id === 'COMPLETE')).toMatchObject({ terminal: 'finished' });
  });

  it('adds a row, moves it above another, changes it and removes it; journey validate checks each', () => {
    const heloc = read(HELOC);
    const rows = rowsOf(heloc);
    let doc = addRow(heloc, { id: 'ficaReview', statuses: ['FACTA_REVIEW'], route: '/:uuid/hold', step: 'LINK_INCOME' }, 1);
    expect(rowsOf(doc).map((r) => r.id).slice(0, 3)).toEqual([rows[0]!.id, 'ficaReview', rows[1]!.id]);
    expect(rowsOf(doc)[1]).toEqual({ id: 'ficaReview', statuses: ['FACTA_REVIEW'], to: '/:uuid/hold', progress: 'LINK_INCOME' });
    doc = moveRow(doc, 1, -1);
    expect(rowsOf(doc)[0]!.id).toBe('ficaReview');
    doc = updateRow(doc, 0, { condition: 'brokerPriceOpinionState' });
    expect(rowCondition(rowsOf(doc)[0]!)).toEqual({ kind: 'named', name: 'brokerPriceOpinionState' });
    doc = updateRow(doc, 0, { route: null });
    expect(rowRoute(rowsOf(doc)[0]!)).toBeNull();
    expect(rowsOf(doc)[0]).toEqual({ id: 'ficaReview', statuses: ['FACTA_REVIEW'], when: { ref: 'brokerPriceOpinionState' }, to: { stepMachine: true }, progress: 'LINK_INCOME' });
    expect(problems(HELOC, doc)).toEqual([]);
    // A row with no statuses and no condition would take every status: journey validate says so.
    const open = updateRow(updateRow(doc, 0, { condition: null }), 0, { statuses: [] });
    expect(problems(HELOC, open).length).toBeGreaterThan(0);
    expect(removeRow(moveRow(doc, 0, 1), 1)).toEqual(heloc);
  });

  it('adds a new status to the vocabulary with its description, after which the rows offer it; journey validate passes once it has a row', () => {
    const heloc = read(HELOC);
    expect(newStatusProblems(heloc, 'title review', '')).toEqual({
      status: 'Write the status in capital letters, digits and single underscores between words, starting with a letter, as the server sends it (e.g. TITLE_REVIEW).',
      description: 'Say what the status means and why it is added: staff read it beside the status.',
    });
    expect(newStatusProblems(heloc, 'Title_Review', 'x').status).toMatch(/^Write the status in capital letters/);
    expect(newStatusProblems(heloc, 'TITLE__REVIEW', 'x').status).toMatch(/^Write the status in capital letters/);
    expect(newStatusProblems(heloc, 'HMDA', 'x')).toEqual({ status: 'HMDA is in the vocabulary already: pick it in a row.' });
    expect(newStatusProblems(heloc, 'WAITING_FOR_TITLE', 'x')).toEqual({ status: 'WAITING_FOR_TITLE keeps polling already: every status starting with WAITING_FOR does.' });
    expect(newStatusProblems(heloc, 'TITLE_REVIEW', 'The title company reviews the deed')).toEqual({});

    const doc = addStatus(heloc, { status: 'TITLE_REVIEW', group: 'routed', description: ' The title company reviews the deed ' });
    expect(statusChoices(doc).statuses).toContain('TITLE_REVIEW');
    expect(statusDescriptions(doc)).toEqual({ TITLE_REVIEW: 'The title company reviews the deed' });
    expect(newStatusProblems(doc, 'TITLE_REVIEW', 'again').status).toBe('TITLE_REVIEW is in the vocabulary already: pick it in a row.');
    // A settled status needs its row: journey validate says so until it has one.
    expect(problems(HELOC, doc)).toEqual([expect.stringMatching(/^\/statusRouting\/vocabulary\/routed\/\d+: status "TITLE_REVIEW" has no row in statusRouting.rows$/)]);
    const routed = addRow(doc, { id: 'titleReview', statuses: ['TITLE_REVIEW'], route: '/:uuid/hold', step: 'SIGNING' }, rowsOf(doc).length - 1);
    expect(problems(HELOC, routed)).toEqual([]);
    // A keep-polling status needs no row.
    expect(problems(HELOC, addStatus(heloc, { status: 'TITLE_ORDERED', group: 'keepPolling', description: 'Title is ordered; the applicant waits' }))).toEqual([]);
  });
});
