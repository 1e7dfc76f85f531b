/** Pure helpers of the widgets and fields, and the registry ↔ implementation maps. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatPhoneDigits, formatPhoneInput, pastedNational, phoneCountry, phoneMaxLength } from '../../renderer/widgets/phoneFormat.ts';
import { formatSsnDigits, formatSsnInput } from '../../renderer/widgets/ssnFormat.ts';
import { moneyCaret, moneyDisplay, parseMoneyInput, stillDropped } from '../../renderer/widgets/money.ts';
import { FORMAT_MONEY_ERROR as MONEY_ERROR, formatMoney } from '../../engine/index.ts';
import { checkRules, readRules, strengthSegments } from '../../renderer/widgets/passwordStrength.ts';
import { safeHref, splitConsentLabel } from '../../renderer/widgets/consentLabel.ts';
import { applySuggestion, anySubErrors, compact, hasManualData, nextActive, normalizeSuggestions, objectParts, suggestionText } from '../../renderer/fields/address.ts';
import { partDigits, partDisplay, partValue, sharePartErrors } from '../../renderer/fields/dateParts.ts';
import { SELF_LABELLED, widgets } from '../../renderer/widgets/index.ts';
import { fields } from '../../renderer/fields/index.ts';
import type { RJSFSchema } from '@rjsf/utils';
import { config } from '../helpers/config.ts';

const registry = JSON.parse(readFileSync(new URL('../../renderer/registry.json', import.meta.url), 'utf8')) as { widgets: string[]; fields: string[] };

describe('registry', () => {
  it('implements exactly the widget names of registry.json', () => {
    expect(Object.keys(widgets).sort()).toEqual([...registry.widgets].sort());
    for (const name of registry.widgets) expect(typeof widgets[name as keyof typeof widgets]).toBe('function');
  });
  it('implements exactly the field names of registry.json', () => {
    expect(Object.keys(fields).sort()).toEqual([...registry.fields].sort());
  });
  it('lists only registered names as self-labelled', () => {
    for (const name of SELF_LABELLED) expect([...registry.widgets, ...registry.fields]).toContain(name);
  });
});

describe('phone formatting (000 §5, 001 §9)', () => {
  it('formats US numbers as typed', () => {
    expect(formatPhoneDigits('555', 'US')).toBe('(555)');
    expect(formatPhoneDigits('5555555', 'US')).toBe('(555) 555-5');
    expect(formatPhoneDigits('5555555555', 'US')).toBe('(555) 555-5555');
    expect(formatPhoneDigits('(555) 555-5555', 'US')).toHaveLength(14);
  });
  it('limits to the national-format length of the country, default 19', () => {
    expect(phoneMaxLength('US')).toBe(14);
    expect(phoneMaxLength(undefined)).toBe(14);
    expect(phoneMaxLength('gb')).toBe(12);
    expect(phoneMaxLength('XX')).toBe(19);
    expect(formatPhoneDigits('555555555512', 'US')).toBe('(555) 555-5555');
    expect(formatPhoneDigits('15555555555', 'US').length).toBeLessThanOrEqual(14);
  });
  it('falls back to US for unknown countries', () => {
    expect(phoneCountry('zz')).toBe('US');
    expect(phoneCountry('de')).toBe('DE');
  });
  it('removes a digit when only a formatting character was deleted', () => {
    expect(formatPhoneInput('(555', '(555)', 'US').text).toBe('55');
    expect(formatPhoneInput('(555) 555', '(555) 555-', 'US').text).toBe('(555) 55');
  });
  it('keeps the caret after the same digit when editing inside', () => {
    // Typing 9 after "(55" in "(555) 555-555": the caret stays after the 9.
    const r = formatPhoneInput('(5595) 555-555', '(555) 555-555', 'US', 14, 4);
    expect(r).toEqual({ text: '(559) 555-5555', caret: 4 });
    expect(caretAfterDigits('(555) 555-5555', 4)).toBe(7);
    expect(caretAfterDigits('(555)', 0)).toBe(0);
  });
  it('drops the +1 of a pasted US number', () => {
    expect(formatPhoneDigits(pastedNational('+1 201-555-0123', 'US'), 'US')).toBe('(201) 555-0123');
    expect(pastedNational('201 555 0123', 'US')).toBe('201 555 0123');
  });
});

describe('Social Security number formatting', () => {
  it('formats 123-45-6789 as typed, nine digits at most', () => {
    expect(['', '1', '123', '1234', '12345', '123456', '123456789', '1234567890'].map(formatSsnDigits))
      .toEqual(['', '1', '123', '123-4', '123-45', '123-45-6', '123-45-6789', '123-45-6789']);
    expect(formatSsnDigits('123 45 6789')).toBe('123-45-6789');
    expect(formatSsnDigits('abc')).toBe('');
  });
  it('keeps the caret after the same digit when editing inside', () => {
    // "123-|45-6789" with a 9 typed after the 3 (ten digits: the last falls off).
    expect(formatSsnInput('1239-45-6789', 4)).toEqual({ text: '123-94-5678', caret: 5 });
    // Deleting the dash before "45" leaves the digits and puts the caret after the 3.
    expect(formatSsnInput('12345-6789', 3)).toEqual({ text: '123-45-6789', caret: 3 });
    expect(formatSsnInput('123456789')).toEqual({ text: '123-45-6789', caret: 11 });
  });
});

describe('money (000 §8, 001 §9)', () => {
  it('formats US dollars with a precision, 0 by default', () => {
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(1234.5, 2)).toBe('$1,234.50');
    expect(formatMoney(0, 0)).toBe('$0');
  });
  it('throws the catalogue message on bad input', () => {
    for (const [v, p] of [[Number.NaN, 0], [1, -1], [1, Number.NaN], ['5', 0], [null, 0], [1, null], [Infinity, 0]] as const) {
      expect(() => formatMoney(v as unknown as number, p as unknown as number)).toThrowError(MONEY_ERROR);
    }
    expect(MONEY_ERROR).toBe('Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.');
  });
  it('parses what is typed into display text and a number', () => {
    expect(parseMoneyInput('')).toEqual({ display: '', value: undefined, dropped: '', regrouped: false });
    expect(parseMoneyInput('$')).toEqual({ display: '', value: undefined, dropped: '', regrouped: false });
    expect(parseMoneyInput('1234567')).toEqual({ display: '1,234,567', value: 1234567, dropped: '', regrouped: false });
    expect(parseMoneyInput('$1,234.')).toEqual({ display: '1,234.', value: 1234, dropped: '', regrouped: false });
    // Three decimals or a second dot: the dots group thousands, and the widget says so (never $85.00 for "85.000").
    expect(parseMoneyInput('1234.567')).toEqual({ display: '1,234,567', value: 1234567, dropped: '', regrouped: true });
    expect(parseMoneyInput('85.000')).toEqual({ display: '85,000', value: 85000, dropped: '', regrouped: true });
    expect(parseMoneyInput('85.00')).toEqual({ display: '85.00', value: 85, dropped: '', regrouped: false });
    expect(parseMoneyInput('00120')).toEqual({ display: '120', value: 120, dropped: '', regrouped: false });
    expect(parseMoneyInput('.5')).toEqual({ display: '0.5', value: 0.5, dropped: '', regrouped: false });
    expect(parseMoneyInput('1.250.000')).toEqual({ display: '1,250,000', value: 1250000, dropped: '', regrouped: true });
    expect(parseMoneyInput('abc')).toEqual({ display: '', value: undefined, dropped: 'abc', regrouped: false });
    // A letter for a digit is said, not silently dropped: "12o,000" reads 12,000.
    expect(parseMoneyInput('12o,000')).toEqual({ display: '12,000', value: 12000, dropped: 'o', regrouped: false });
    expect(parseMoneyInput('95k')).toEqual({ display: '95', value: 95, dropped: 'k', regrouped: false });
    expect(parseMoneyInput('$ 1,200 ')).toMatchObject({ value: 1200, dropped: '' });
  });
  it('speaks of a dropped letter while the amount is still being typed, and forgets it once retyped', () => {
    // "12o" then ",000": the note stays while the rest is typed.
    expect(stillDropped('', '12', parseMoneyInput('12o'))).toBe('o');
    expect(stillDropped('o', '12', parseMoneyInput('12,0'))).toBe('o');
    expect(stillDropped('o', '12,00', parseMoneyInput('12,000'))).toBe('o');
    // Selected and typed afresh: the old letter is not spoken of any more.
    expect(stillDropped('o', '50,000', parseMoneyInput('5'))).toBe('');
    expect(stillDropped('O', '5', parseMoneyInput('50000'))).toBe('O');
    expect(stillDropped('o', '12,000', parseMoneyInput(''))).toBe('');
  });
  it('shows stored values and keeps the caret after the same digit', () => {
    expect(moneyDisplay(1234.5)).toBe('1,234.50');
    expect(moneyDisplay(0)).toBe('0');
    expect(moneyDisplay(undefined)).toBe('');
    expect(moneyDisplay(null)).toBe('');
    expect(moneyCaret('1,234', 2)).toBe(3);
  });
});

describe('password strength', () => {
  const rules = readRules([
    { label: 'At least 12 characters', pattern: '^.{12,}$' },
    { label: 'One uppercase letter', pattern: '[A-Z]' },
    { label: 'One lowercase letter', pattern: '[a-z]' },
    { label: 'One number', pattern: '[0-9]' },
    { label: 'One special character (!@#$%^&*)', pattern: '[!@#$%^&*]' },
    { label: 'broken' },
  ]);
  const segs = (pw: string) => strengthSegments(pw, checkRules(pw, rules));
  it('reads well-formed rules only', () => expect(rules).toHaveLength(5));
  it('lights 0..4 segments, 4 only when every rule is met', () => {
    expect(segs('')).toBe(0);
    expect(segs('!')).toBe(1);
    expect(segs('a1')).toBe(2);
    expect(segs('aA1')).toBe(2);
    expect(segs('aA1!')).toBe(3);
    expect(segs('aaaaaaaaaaaA1')).toBe(3);
    expect(segs('Abcdefghij1!')).toBe(4);
  });
  it('marks each rule met or unmet; a bad pattern is unmet', () => {
    expect(checkRules('abc', rules).map((r) => r.met)).toEqual([false, false, true, false, false]);
    expect(checkRules('x', [{ label: 'bad', pattern: '(' }])[0]?.met).toBe(false);
  });
});

describe('consent label links', () => {
  const label = 'I agree to the Terms of Use and Privacy Policy.';
  it('turns link texts into link parts', () => {
    expect(splitConsentLabel(label, [{ text: 'Privacy Policy', href: 'https://x.test/p' }, { text: 'Terms of Use', href: '/terms' }])).toEqual([
      { text: 'I agree to the ' }, { text: 'Terms of Use', href: '/terms' }, { text: ' and ' }, { text: 'Privacy Policy', href: 'https://x.test/p' }, { text: '.' },
    ]);
  });
  it('leaves unresolved or unsafe hrefs as text', () => {
    expect(splitConsentLabel(label, [{ text: 'Terms of Use', href: '{{brand.legal.termsOfUseUrl}}' }])).toEqual([{ text: label }]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('mailto:a@b.test')).toBe('mailto:a@b.test');
  });
});

describe('address helpers', () => {
  const schema = (config.screens['register-v2/property-address']!.data.schema as { properties: Record<string, RJSFSchema> }).properties.propertyAddress!;
  it('merges properties and required names of allOf branches', () => {
    const { properties, required } = objectParts(schema);
    expect(Object.keys(properties).sort()).toEqual(['city', 'occupancyType', 'state', 'street1', 'street2', 'zip']);
    expect([...required].sort()).toEqual(['city', 'occupancyType', 'state', 'street1', 'zip']);
  });
  it('normalises suggestions and applies a choice', () => {
    const list = normalizeSuggestions([{ street1: '1 Main St', city: 'Austin', state: 'tx', zip: '78701' }, null, { city: 'x' }]);
    expect(list).toHaveLength(1);
    expect(suggestionText(list[0]!)).toBe('1 Main St, Austin, TX 78701');
    expect(applySuggestion({ occupancyType: 'PRIMARY', street2: 'Apt 2' }, list[0]!)).toEqual({ occupancyType: 'PRIMARY', street1: '1 Main St', street2: 'Apt 2', city: 'Austin', state: 'TX', zip: '78701' });
  });
  it('moves through suggestions with the arrow keys, wrapping', () => {
    expect(nextActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(1, 'ArrowDown', 0)).toBe(-1);
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
  it('opens manual entry for data or errors', () => {
    expect(hasManualData({ street1: '1 Main St' })).toBe(false);
    expect(hasManualData({ zip: '78701' })).toBe(true);
    expect(anySubErrors({ city: { __errors: ['Please enter a valid city name'] } } as never, ['city'])).toBe(true);
    expect(anySubErrors({ __errors: ['x'] } as never, ['city'])).toBe(false);
  });
});

describe('date of birth parts', () => {
  it('keeps digits and stores integers', () => {
    expect(partDigits('0a5x', 2)).toBe('05');
    expect(partValue('05')).toBe(5);
    expect(partValue('')).toBeUndefined();
    expect(partDisplay('05', 5)).toBe('05');
    expect(partDisplay('05', 7)).toBe('7');
    expect(partDisplay(undefined, undefined)).toBe('');
  });
  it('shows each part message once and points the other parts at it', () => {
    const out = sharePartErrors({ month: ['Date of birth is required'], day: ['Date of birth is required'], year: ['Invalid date'] }, (k) => `root_dob_${k}`);
    expect(out.month).toEqual({ render: ['Date of birth is required'], ids: ['root_dob_month__error'] });
    expect(out.day).toEqual({ render: [], ids: ['root_dob_month__error'] });
    expect(out.year).toEqual({ render: ['Invalid date'], ids: ['root_dob_year__error'] });
  });
});
