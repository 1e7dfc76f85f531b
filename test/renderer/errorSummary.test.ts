/**
 * Error summaries in the words of docs/error-messages.md: each entry is its field's own message
 * ("Enter your first name"), which names the field, so a consent's paragraph is never copied; one
 * entry per question (a date of birth once, each part of an address in error), a field in a list
 * named by its item.
 */
import { describe, expect, it } from 'vitest';
import ajvErrors from 'ajv-errors';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { mergeBrand, screenText, type Screen } from '../../engine/index.ts';
import { transformErrors } from '../../renderer/theme/transformErrors.ts';
import { refreshSummary, summaryItems } from '../../renderer/screens/summaryItems.ts';
import { fieldRef, summaryText } from '../../renderer/screens/fieldLabels.ts';
import { brands, config } from '../helpers/config.ts';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
const brand = mergeBrand(brands, 'FIGURE');

/** The summary's entries for these answers. */
function items(id: string, data: Record<string, unknown>) {
  const screen = config.screens[id]!.data as Screen;
  const text = screenText(screen, { brand, flags: {}, query: {} });
  const errors = validator.validateFormData(data, screen.schema as RJSFSchema, undefined, transformErrors).errors;
  return summaryItems(errors.map((e) => ({ property: e.property ?? '', message: e.message ?? '' })), screen.schema, text.uiSchema, text.copy);
}
/** The summary's lines for these answers, as the applicant reads them. */
const summary = (id: string, data: Record<string, unknown>): string[] => items(id, data).map((i) => summaryText(i.message, i.item));

describe('error summary entries say what to do, in the field\'s own words', () => {
  it('set-password: each message names its field; a consent\'s paragraph is never copied', () => {
    expect(summary('register-v2/set-password', {})).toEqual([
      'Enter a password',
      'Enter your password again',
      'Confirm that you agree to the Terms of Use and Privacy Policy',
      'Confirm that you agree to the electronic disclosures',
    ]);
    // A consent left unticked (false) says the same, not its paragraph.
    expect(summary('register-v2/set-password', { termPrivacyConsent: false, communicationConsent: false }).slice(0, 2)).toEqual([
      'Confirm that you agree to the Terms of Use and Privacy Policy',
      'Confirm that you agree to the electronic disclosures',
    ]);
  });
  it('identity: one entry for the file, not "Select a file to upload" three times', () => {
    expect(summary('application/identity', {})).toEqual(['Select the type of document', 'Select a file to upload']);
    expect(summary('application/identity', { type: 'PASSPORT_FRONT', file: {} })).toEqual(['Select a file to upload']);
  });
  it('register-v2 step 1 submitted empty: every part of the address in error is listed', () => {
    // The form starts the address as {} with occupancy unanswered ("INIT"), as the page does.
    expect(summary('register-v2/property-address', { propertyAddress: { occupancyType: 'INIT' } })).toEqual([
      'Enter the street address', 'Enter the city', 'Select the state', 'Enter the zipcode', 'Select how you use this property',
    ]);
  });
  it('classic /register: one entry per question (date of birth once), each in its own words', () => {
    // Nested objects start empty, as the form fills them.
    const lines = summary('register/index', { propertyAddress: {}, income: {}, name: {}, dob: {} });
    expect(lines.filter((l) => /date of birth/i.test(l))).toEqual(['Date of birth must include a month']);
    expect(lines.filter((l) => /^(required|invalid)/i.test(l))).toEqual([]);
    expect(lines).toEqual(expect.arrayContaining(['Enter the street address', 'Enter the city', 'Enter a password', 'Enter your email address', 'Enter your annual income before taxes', 'Enter your first name', 'Enter your last name']));
    expect(new Set(lines).size).toBe(lines.length);
  });
  it('CEO feedback: each message says what to do', () => {
    expect(summary('feedback/ceo', {})).toEqual(['Select what you would like to do', 'Enter your message', 'Select whether we may use your feedback in our marketing']);
  });
  it('a field in a list is named by its item', () => {
    expect(summary('application/income/link', { sources: [{}, {}] }).slice(0, 2)).toEqual(['Income source 1: Select the income type', 'Income source 1: Enter the annual amount before taxes']);
  });
});

describe('field labels', () => {
  const screen = config.screens['application/income/link']!.data as Screen;
  const text = screenText(screen, { brand });
  it('names a field inside a list by its item', () => {
    expect(fieldRef('.sources.1.income', screen.schema, text.uiSchema, text.copy)).toEqual({ field: '.sources.1.income', label: 'Income source 2, Annual amount (before taxes)', item: 'Income source 2' });
    expect(fieldRef('.sources.0', screen.schema, text.uiSchema, text.copy).label).toBe('Income source 1');
  });
  it('uses the filled-in title, or the short summary label', () => {
    expect(fieldRef('.authorized', screen.schema, text.uiSchema, text.copy).label).toBe('Authorization to connect');
  });
  it('the summary says the message; inside a list, the item first', () => {
    expect(summaryText('Enter your last name')).toBe('Enter your last name');
    expect(summaryText('Enter the annual amount', 'Income source 2')).toBe('Income source 2: Enter the annual amount');
    expect(summaryText('Income source 2 is missing', 'Income source 2')).toBe('Income source 2 is missing');
  });
});

describe('the summary follows the answers after a failed submit', () => {
  it('a field fixed leaves it; a field still wrong says its problem as it is now; a problem of the whole form stays', () => {
    const submitted = [...items('register-v2/set-password', {}), { field: '', property: '', label: '', message: 'Too many attempts. Try again in a minute.' }];
    const fields = submitted.filter((i) => i.property.startsWith('.'));
    expect(fields.length).toBeGreaterThan(1);
    // The first field typed in, too short: its line now says so, not "Enter …"; the others unchanged.
    const first = fields[0]!.field.slice(1);
    const typed = items('register-v2/set-password', { [first]: 'a' });
    const after = refreshSummary(submitted, typed);
    const line = after.find((i) => i.field === fields[0]!.field)!;
    expect(line.message).toBe(typed.find((i) => i.field === fields[0]!.field)!.message);
    expect(line.message).not.toBe(fields[0]!.message);
    expect(after.at(-1)!.message).toBe('Too many attempts. Try again in a minute.');
    // Everything answered: only the form's own problem is left.
    expect(refreshSummary(after, [])).toEqual([submitted.at(-1)]);
  });
});
