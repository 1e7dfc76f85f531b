/** Typing helpers for the money widget. Display formatting is the engine's formatMoney (engine/format.ts). */

const isNum = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Most integer digits accepted while typing (keeps values exact as JS numbers). */
export const MAX_INTEGER_DIGITS = 13;

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Cleans what was typed into a money input: digits with at most one decimal point and two
 * decimals. `display` has thousands separators and keeps a trailing "." while typing (no "$";
 * the widget shows it as a prefix); `value` is the number, or undefined when there are no digits;
 * `dropped` the characters left out that an amount never has (said to the applicant, not hidden);
 * `regrouped` when dots were read as thousands separators (said too).
 */
export function parseMoneyInput(raw: string): { display: string; value: number | undefined; dropped: string; regrouped: boolean } {
  let cleaned = raw.replace(/[^0-9.]/g, '');
  // An amount has at most two decimals: three or more digits after a dot, or a second dot, mean the
  // dots group thousands ("85.000" is 85,000 as many countries write it), never $85.00 silently.
  const regrouped = /\.\d{3}|\..*\./.test(cleaned);
  if (regrouped) cleaned = cleaned.replace(/\./g, '');
  // What was typed that an amount cannot hold (a letter "o" for a zero, "k" for thousands), each once;
  // the dollar sign, separators and spaces are expected and dropped without a word.
  const dropped = [...new Set(raw.replace(/[0-9.,$\s]/g, ''))].join('');
  const dot = cleaned.indexOf('.');
  const intRaw = dot < 0 ? cleaned : cleaned.slice(0, dot);
  const decimals = dot < 0 ? '' : cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  const int = intRaw.replace(/^0+(?=\d)/, '').slice(0, MAX_INTEGER_DIGITS);
  if (!int && !decimals) return { display: dot < 0 ? '' : '0.', value: dot < 0 ? undefined : 0, dropped, regrouped };
  const intPart = int || '0';
  const display = group(intPart) + (dot < 0 ? '' : `.${decimals}`);
  return { display, value: Number(`${intPart}.${decimals || '0'}`), dropped, regrouped };
}

/** Display text for a stored value ("" for none), e.g. 1234.5 → "1,234.50", 1234 → "1,234". */
export function moneyDisplay(value: unknown): string {
  if (!isNum(value)) return '';
  const fixed = Number.isInteger(value) ? String(Math.trunc(value)) : value.toFixed(2);
  const [int = '0', dec] = fixed.replace('-', '').split('.');
  return (value < 0 ? '-' : '') + group(int) + (dec ? `.${dec}` : '');
}

/** Caret position in `display` just after its `count`-th digit or decimal point. */
export function moneyCaret(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/[0-9.]/.test(display[i]!) && ++seen === count) return i + 1;
  }
  return display.length;
}

/** Number of digits and decimal points before `caret`. */
export const moneyCharsBefore = (text: string, caret: number): number => text.slice(0, caret).replace(/[^0-9.]/g, '').length;

const digitsOf = (display: string) => display.replace(/\D/g, '');
/**
 * The letters left out that the note still speaks of: kept while the amount is still being typed
 * (what it read before is still in it), forgotten when it is emptied or typed afresh.
 */
export const stillDropped = (before: string, previous: string, next: { display: string; dropped: string }): string =>
  continues(previous, next.display) ? [...new Set(before + next.dropped)].join('') : next.dropped;

/** The amount is still being typed: what it read before is still in it (not emptied, not typed afresh). */
export const continues = (previous: string, next: string): boolean =>
  next !== '' && digitsOf(previous) !== '' && digitsOf(next).includes(digitsOf(previous));
