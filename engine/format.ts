/**
 * Display formatting with the seeds' exact behaviour (001 §9, 000 §8, §9): US dollars with 0
 * decimals by default, percent with 1 decimal, dates shown MM/dd/yyyy and sent yyyy-MM-dd, file
 * sizes in bytes, KB or MB, wallet addresses shortened. Pure; used by copy placeholders and widgets.
 */
import { calendarDay } from './closingDates.ts';

export const FORMAT_MONEY_ERROR = 'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

/** Figures are shown and read the US way: "." before the cents, "," between thousands. */
export const DECIMAL_SEPARATOR = '.';

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** $1,234 (precision 0) or $1,234.56; throws the seed's message on invalid input. */
export function formatMoney(v: unknown, precision = 0): string {
  if (!isNumber(v) || !isNumber(precision) || precision < 0 || precision > 20 || !Number.isInteger(precision)) throw new Error(FORMAT_MONEY_ERROR);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: precision, maximumFractionDigits: precision }).format(v);
}

/** 8.5 → "8.5%"; invalid input gives "NaN%" (001 §5: percent formatting returns NaN text). */
export function formatPercent(v: unknown, precision = 1): string {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (!isNumber(n)) return 'NaN%';
  const scale = 10 ** precision;
  // Round half away from zero on the decimal value people read (8.45 → 8.5), not the binary one.
  return `${(Math.sign(n) * Math.round(Math.abs(n) * scale + 1e-9) / scale).toFixed(precision)}%`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  if (typeof v === 'string' || typeof v === 'number') {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/**
 * Display form MM/dd/yyyy; '' when the value is not a date. A day (yyyy-MM-dd) is shown as it is; an
 * instant (a timestamp) as its calendar day in the lender's time zone, the calendar the closing
 * dates are counted in (engine/closingDates.ts), so a document signed at 9:45 pm Eastern reads the
 * same day as the right-to-cancel deadline counted from it, whatever the browser's zone.
 */
export function formatDisplayDate(v: unknown): string {
  if ((typeof v === 'string' && !DAY.test(v)) || typeof v === 'number' || v instanceof Date) {
    const day = toDate(v) ? calendarDay(toDate(v)!.getTime()) : null;
    return day ? formatDisplayDate(day) : '';
  }
  const d = toDate(v);
  return d ? `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}` : '';
}

/** Transport form yyyy-MM-dd. */
export function formatTransportDate(v: unknown): string {
  const d = toDate(v);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

/** 999 → "999 bytes", 1500 → "1.5 KB", 2 500 000 → "2.5 MB" (001 §9). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 100) / 10} KB`;
  return `${Math.round(bytes / 100_000) / 10} MB`;
}

/** Addresses longer than 11 characters show their first 6 and last 5 (001 §4). */
export function shortenWallet(address: string): string {
  return address.length > 11 ? `${address.slice(0, 6)}...${address.slice(-5)}` : address;
}

/** Last four digits of an account number or mask (001 §9 condition cards, 000 §3 bank accounts). */
export function lastFour(v: unknown): string {
  const digits = typeof v === 'string' || typeof v === 'number' ? String(v).replace(/\D/g, '') : '';
  return digits.slice(-4);
}

/** The English form of a locale (the config's language), whose words and formats are written out here. */
const isEnglish = (locale: string | undefined) => locale === undefined || locale.startsWith('en');

/**
 * Words as a sentence lists them: "Texas", "Texas and Ohio", "Florida, Texas and Ohio"; empty ones
 * left out, "" for none. In another language (an Intl locale such as es-US) as that language joins
 * them ("Florida, Texas y Ohio").
 */
export function listInWords(items: readonly string[], locale?: string): string {
  const words = items.filter((w) => w !== '');
  if (!isEnglish(locale)) return new Intl.ListFormat(locale, { type: 'conjunction' }).format(words);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** People by name, as a sentence lists them: "Sam Rivera", "Sam Rivera and Jo Lee" (each `{ firstName, lastName }`). */
export function formatNames(v: unknown, locale?: string): string {
  if (!Array.isArray(v)) return '';
  return listInWords(v.map((p) => (p && typeof p === 'object' ? [(p as Record<string, unknown>)['firstName'], (p as Record<string, unknown>)['lastName']].filter((x) => typeof x === 'string' && x.trim()).join(' ') : '')), locale);
}

/**
 * A date for the applicant to read: MM/dd/yyyy in English (formatDisplayDate); in another language
 * its long form ("7 de diciembre de 2026"), which no reader takes for the day and month swapped. The
 * same calendar day either way; what is sent stays yyyy-MM-dd (formatTransportDate).
 */
export function formatDateIn(v: unknown, locale?: string): string {
  const shown = formatDisplayDate(v);
  if (isEnglish(locale) || shown === '') return shown;
  const [m, d, y] = shown.split('/').map(Number);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y!, m! - 1, d!));
}

/** Named formats for copy placeholders: {{app.amount:money}}; `locale` is the reader's (engine/locale.ts), English when absent. */
export const FORMATS: Record<string, (v: unknown, locale?: string) => string> = {
  money: (v) => (isNumber(v) ? formatMoney(v, 0) : ''),
  money2: (v) => (isNumber(v) ? formatMoney(v, 2) : ''),
  percent: (v) => (v === undefined || v === null || v === '' ? '' : formatPercent(v, 2)),
  date: (v, locale) => formatDateIn(v, locale),
  lastFour: (v) => lastFour(v),
  upper: (v) => String(v ?? '').toUpperCase(),
  names: (v, locale) => formatNames(v, locale),
};

/** The JSON types each format reads (`journey validate` checks a placeholder's data against it). */
export const FORMAT_INPUT: Record<keyof typeof FORMATS, string[]> = {
  money: ['number', 'integer'],
  money2: ['number', 'integer'],
  percent: ['number', 'integer'],
  date: ['string'],
  lastFour: ['string', 'number', 'integer'],
  upper: ['string'],
  names: ['array'],
};
