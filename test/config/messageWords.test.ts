/**
 * `journey validate` on the words of error messages (docs/error-messages.md): a message that is
 * only "Required", "Invalid" or "Invalid value" (any case, with or without a full stop), or one
 * that just repeats its field's label, is reported as `file#/pointer: message`, in the file a
 * person fixes it in; the shipped config has none. Also the words built for a problem that has no
 * message of its own (engine/errorWords.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';
import { messageWordsProblem } from '../../engine/config/checkMessageWords.ts';
import { fallbackMessage } from '../../engine/errorWords.ts';
import { loadConfig } from '../../engine/config/loadConfig.ts';
import { validateConfig } from '../../engine/config/validateConfig.ts';
import { formatProblem } from '../../engine/config/problems.ts';
import { config } from '../helpers/config.ts';

afterEach(removeCopies);

const bare = (m: string) => `"${m}" says neither which answer nor how to fix it: say what is wrong and how to fix it ("Enter your first name"; docs/error-messages.md)`;

describe('messages that say nothing', () => {
  it.each(['Required', 'required.', 'INVALID', 'Invalid value', ' invalid value. '])('"%s" is reported', (m) => {
    expect(messageWordsProblem(m)).toBe(bare(m));
  });
  it.each(['Enter your first name', 'Required consent missing: tick the box', 'Date of birth must be a real date', 'Invalid date'])('"%s" is not', (m) => {
    expect(messageWordsProblem(m, 'First name')).toBeNull();
  });
  it('a message that repeats its label, whatever the case and punctuation; "(optional)" is not part of the name', () => {
    expect(messageWordsProblem('City.', 'City')).toMatch(/^"City\." only repeats the field's label/);
    expect(messageWordsProblem('employer', 'Employer (optional)')).toMatch(/only repeats the field's label: say what is wrong and how to fix it \("Enter employer \(optional\)"/);
    expect(messageWordsProblem('Enter the city', 'City')).toBeNull();
  });
});

describe('journey validate reports them where they are written', () => {
  it('a required field whose message is only "Required", in a screen', () => {
    expect(brokenCopy('schemas/register-v2/for-sale.json', (s) => { s.schema.errorMessage.required.isListedForSale = 'Required'; }))
      .toEqual([`schemas/register-v2/for-sale.json#/schema/errorMessage/required/isListedForSale: ${bare('Required')}`]);
  });
  it('a keyword message in a shared field is reported once, in the field file', () => {
    expect(brokenCopy('schemas/fields/address.json', (s) => { s.properties.city.errorMessage.pattern = 'invalid.'; }))
      .toEqual([`schemas/fields/address.json#/properties/city/errorMessage/pattern: ${bare('invalid.')}`]);
  });
  it('a message that repeats its label (a required property\'s title)', () => {
    expect(brokenCopy('schemas/fields/address.json', (s) => { s.errorMessage.required.city = 'City'; }))
      .toEqual(['schemas/fields/address.json#/errorMessage/required/city: "City" only repeats the field\'s label: say what is wrong and how to fix it ("Enter city"; docs/error-messages.md)']);
  });
  it('a rule message', () => {
    expect(brokenCopy('schemas/register-v2/legal-name.json', (s) => { s.rules[0].message = 'Invalid value'; }))
      .toEqual([`schemas/register-v2/legal-name.json#/rules/0/message: ${bare('Invalid value')}`]);
  });
  it('a message in an API schema the sandbox checks bodies with', () => {
    expect(brokenCopy('schemas/api/ops-status.json', (s) => { s.errorMessage.required.status = 'Required'; }))
      .toEqual([`schemas/api/ops-status.json#/errorMessage/required/status: ${bare('Required')}`]);
  });
  it('the shipped config has none', () => {
    const problems = validateConfig(loadConfig(config.root)).map(formatProblem);
    expect(problems.filter((p) => /says neither which answer|only repeats the field's label/.test(p))).toEqual([]);
  });
});

describe('words for a problem without a message of its own', () => {
  it.each([
    [{ keyword: 'required', label: 'Employer name' }, 'Enter employer name'],
    [{ keyword: 'required', label: 'Occupancy', choice: true }, 'Select occupancy'],
    [{ keyword: 'enum', label: 'State' }, 'Select state'],
    [{ keyword: 'type', label: 'Is this property for sale?', choice: true }, 'Select an answer to: Is this property for sale?'],
    [{ keyword: 'maxLength', limit: 64, label: 'Job title (optional)' }, 'Job title must be 64 characters or fewer'],
    [{ keyword: 'minLength', limit: 1, label: 'City' }, 'Enter city'],
    [{ keyword: 'minimum', limit: 0, label: 'Balance' }, 'Balance must be 0 or more'],
    [{ keyword: 'pattern', label: 'Zipcode' }, 'Enter zipcode in the correct format'],
    [{ keyword: 'required' }, 'Enter an answer'],
  ] as const)('%o → %s', (facts, words) => {
    expect(fallbackMessage(facts)).toBe(words);
    expect(messageWordsProblem(words, 'label' in facts ? facts.label : undefined)).toBeNull();
  });
});
