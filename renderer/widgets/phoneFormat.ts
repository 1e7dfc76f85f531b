/**
 * Phone input helpers (000 §5, 001 §9): formats the national number as typed for the chosen
 * country (default US), limited to the national-format length of the country's example number
 * (default 19 when the country has none).
 */
import { AsYouType, getExampleNumber, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';

export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_PHONE_MAX_LENGTH = 19;

/** The country to format for: the given ISO code when supported, otherwise US. */
export function phoneCountry(country: unknown): CountryCode {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  return isSupportedCountry(code) ? code : DEFAULT_COUNTRY;
}

function example(country: unknown): string | null {
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  if (!isSupportedCountry(code)) return null;
  return getExampleNumber(code, examples)?.formatNational() ?? null;
}

/** Length of the country's example number in national format, e.g. 14 for US "(201) 555-0123". */
export function phoneMaxLength(country: unknown = DEFAULT_COUNTRY): number {
  return example(country)?.length ?? DEFAULT_PHONE_MAX_LENGTH;
}

/** Digits in that example (10 for US), so an extra digit cannot undo the formatting; 15 (E.164) without one. */
export function phoneMaxDigits(country: unknown = DEFAULT_COUNTRY): number {
  return example(country)?.replace(/\D/g, '').length ?? 15;
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** National formatting of a digit string, as typed, within `maxLength` (extra digits are dropped). */
export function formatPhoneDigits(digits: string, country: unknown, maxLength = phoneMaxLength(country)): string {
  let d = digitsOf(digits).slice(0, phoneMaxDigits(country));
  const code = phoneCountry(country);
  let out = d ? new AsYouType(code).input(d) : '';
  while (out.length > maxLength && d.length > 0) {
    d = d.slice(0, -1);
    out = d ? new AsYouType(code).input(d) : '';
  }
  return out;
}

/**
 * Formats what the user typed, keeping the caret after the same digit. Deleting only a formatting
 * character (e.g. ")" after "(555)") also removes the digit before it, or it would come straight back.
 */
export function formatPhoneInput(raw: string, previous: string, country: unknown, maxLength = phoneMaxLength(country), caret = raw.length): { text: string; caret: number } {
  let digits = digitsOf(raw);
  let before = digitsBefore(raw, caret);
  if (raw.length < previous.length && digits === digitsOf(previous) && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  const text = formatPhoneDigits(digits, country, maxLength);
  return { text, caret: caretAfterDigits(text, Math.min(before, digitsOf(text).length)) };
}

/** Caret position in `formatted` just after its `digitCount`-th digit (to keep the caret while editing). */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === digitCount) return i + 1;
  }
  return formatted.length;
}

/** Number of digits before position `caret` in `text`. */
export const digitsBefore = (text: string, caret: number): number => digitsOf(text.slice(0, caret)).length;

/** Pasted text as national digits: an international number of the same country loses its "+code". */
export function pastedNational(text: string, country: unknown): string {
  if (text.trim().startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text.trim());
    if (parsed && parsed.country === phoneCountry(country)) return String(parsed.nationalNumber);
  }
  return text;
}
