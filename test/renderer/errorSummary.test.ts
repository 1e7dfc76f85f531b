/**
 * Error summaries that say which field (issue 10 item 6): for the screens that showed "Required"
 * three times, "Please choose a file" three times and 19 entries, each entry names its field by
 * its label (interpolated, or a shorter `summaryLabel`) and there is one entry per field; the
 * fields themselves keep the seed's exact messages.
 */
import { describe, expect, it } from 'vitest';
import ajvErrors from 'ajv-errors';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { mergeBrand, screenText, type Screen } from '../../engine/index.ts';
import { transformErrors } from '../../renderer/theme/transformErrors.ts';
import { summaryItems } from '../../renderer/screens/summaryItems.ts';
import { fieldRef, summaryText } from '../../renderer/screens/fieldLabels.ts';
import { brands, config } from '../helpers/config.ts';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
const brand = mergeBrand(brands, 'FIGURE') as unknown as Record<string, unknown>;

/** The summary's lines for these answers, as the applicant reads them. */
function summary(id: string, data: Record<string, unknown>): string[] {
  const screen = config.screens[id]!.data as Screen;
  const text = screenText(screen, { brand, flags: {}, query: {} });
  const errors = validator.validateFormData(data, screen.schema as RJSFSchema, undefined, transformErrors).errors;
  return summaryItems(errors.map((e) => ({ property: e.property ?? '', message: e.message ?? '' })), screen.schema, text.uiSchema, text.copy).map((i) => summaryText(i.label, i.message));
}

describe('error summary entries name their field', () => {
  it('set-password: not "Required" three times', () => {
    expect(summary('register-v2/set-password', {})).toEqual([
      'Password: Required',
      'Confirm password: Required',
      'Terms of Use and Privacy Policy: Required',
      'Electronic disclosures and communications: Required',
    ]);
  });
  it('identity: one entry for the file, not "Please choose a file" three times', () => {
    expect(summary('application/identity', {})).toEqual(['Type of ID: Please choose a document type', 'Photo or scan of your ID: Please choose a file']);
    expect(summary('application/identity', { type: 'PASSPORT_FRONT', file: {} })).toEqual(['Photo or scan of your ID: Please choose a file']);
  });
  it('classic /register: one entry per field (date of birth once), each named', () => {
    // Nested objects start empty, as the form fills them.
    const lines = summary('register/index', { propertyAddress: {}, income: {}, name: {}, dob: {} });
    expect(lines.filter((l) => /date of birth/i.test(l))).toEqual(['Date of birth is required']);
    expect(lines.filter((l) => l === 'Required')).toEqual([]);
    expect(lines).toEqual(expect.arrayContaining(['Property address: Street address is required', 'Password: Required', 'Email address: Please enter your email', 'Annual income (before taxes): Required', 'Please enter the first name']));
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.length).toBeLessThanOrEqual(14);
  });
  it('CEO feedback: each "Required" says for what', () => {
    expect(summary('feedback/ceo', {})).toEqual(['What would you like to do? Required', 'Your message: Required', 'May we use your feedback in our marketing? Required']);
  });
});

describe('field labels', () => {
  const screen = config.screens['application/income/link']!.data as Screen;
  const text = screenText(screen, { brand });
  it('names a field inside a list by its item', () => {
    expect(fieldRef('.sources.1.income', screen.schema, text.uiSchema, text.copy)).toEqual({ field: '.sources.1.income', label: 'Income source 2, Annual amount (before taxes)' });
    expect(fieldRef('.sources.0', screen.schema, text.uiSchema, text.copy).label).toBe('Income source 1');
  });
  it('uses the filled-in title, or the short summary label', () => {
    expect(fieldRef('.authorized', screen.schema, text.uiSchema, text.copy).label).toBe('Authorization to connect');
  });
  it('leaves the label out when the message already names the field', () => {
    expect(summaryText('Last name', 'Last name is required')).toBe('Last name is required');
    expect(summaryText('Password', 'Required')).toBe('Password: Required');
    expect(summaryText('Is it for sale?', 'Required')).toBe('Is it for sale? Required');
  });
});
