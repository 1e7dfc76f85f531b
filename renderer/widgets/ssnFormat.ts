/**
 * Social Security number as typed: digits only, at most nine, shown 123-45-6789 (the pattern of
 * schemas/application/credit/social.json and start/contact.json accepts it with or without dashes).
 * The caret stays after the same digit it followed, so typing or deleting in the middle works.
 */
export interface Formatted { text: string; caret: number }

export const SSN_DIGITS = 9;

/** "123456789" → "123-45-6789"; fewer digits get the dashes they have reached ("1234" → "123-4"). */
export function formatSsnDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, SSN_DIGITS);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** The typed text reformatted, with the caret placed after as many digits as were before it. */
export function formatSsnInput(raw: string, caret: number = raw.length): Formatted {
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  const text = formatSsnDigits(raw);
  let seen = 0;
  let at = 0;
  while (at < text.length && seen < digitsBefore) {
    if (/\d/.test(text[at]!)) seen += 1;
    at += 1;
  }
  return { text, caret: at };
}
