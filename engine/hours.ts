/**
 * Operating hours shown in Pacific time (001 §9): Monday-Friday, then Saturday-Sunday as one range
 * when both days keep the same hours, otherwise each on its own line. Times as 6:00 AM. The chat
 * panel, the banner strip and the sandbox's support page all read hours through these, so they
 * cannot disagree.
 */
import { operationUrl, type OperationPaths } from './operations.ts';
import { interpolate } from './template.ts';
import { listInWords } from './format.ts';
import { translate, type Dictionary } from './locale.ts';

export interface HoursDay { weekday: string; weekdayValue: number; isOpen: boolean; startTime: string | null; endTime: string | null }
export interface HoursLine { days: string; hours: string; open: boolean }

/**
 * The words hours are shown in: the day groups, a closed day, how a day's open range and a whole
 * line read, and the Intl locale of the clock. The shell's are config (schemas/shell/shell.json
 * `hours`, translated through the applicant's dictionary); these are the English ones the callers
 * that pass only a closed word keep (the chat panel, the sandbox's pages).
 */
export interface HoursWords {
  weekdays: string;
  weekend: string;
  saturday: string;
  sunday: string;
  closed: string;
  /** A day's open range: {{start}} and {{end}} are clock times. */
  range: string;
  /** A line in running text: {{days}} and {{hours}}. */
  line: string;
  /** The clock's Intl locale; absent: "6:00 AM" as written in English. */
  locale?: string;
}

export const ENGLISH_HOURS_WORDS: HoursWords = {
  weekdays: 'Monday-Friday', weekend: 'Saturday-Sunday', saturday: 'Saturday', sunday: 'Sunday', closed: 'Closed',
  range: '{{start}} – {{end}} PT', line: '{{days}} {{hours}}',
};

/** The hours' words in a language (each by its English, engine/locale.ts translate), times in its locale; English without one. */
export function hoursWordsIn(dict: Dictionary | undefined, words: HoursWords = ENGLISH_HOURS_WORDS): HoursWords {
  if (!dict) return words;
  const { locale: _locale, ...texts } = words;
  return { ...(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, translate(v, dict)])) as Omit<HoursWords, 'locale'>), locale: dict.locale };
}

const isEnglish = (locale: string | undefined) => locale === undefined || locale === 'en' || locale.startsWith('en-');

/** "6:00 AM" in English; in another locale as Intl writes a time there ("6:00 a.m." in es-US). */
export function clock(hhmm: string, locale?: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  if (!isEnglish(locale)) {
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
  }
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

const isOpen = (d: HoursDay) => d.isOpen && Boolean(d.startTime) && Boolean(d.endTime);
const range = (d: HoursDay, words: HoursWords) =>
  (isOpen(d) ? interpolate(words.range, { start: clock(d.startTime!, words.locale), end: clock(d.endTime!, words.locale) }) : words.closed);

const wordsOf = (closedOrWords: string | HoursWords): HoursWords =>
  (typeof closedOrWords === 'string' ? { ...ENGLISH_HOURS_WORDS, closed: closedOrWords } : closedOrWords);

/** The week's lines: a closed word alone keeps the English words (ENGLISH_HOURS_WORDS); the shell passes its own. */
export function hoursLines(days: readonly HoursDay[], closedOrWords: string | HoursWords): HoursLine[] {
  const words = wordsOf(closedOrWords);
  const weekday = days.find((d) => d.weekdayValue === 1);
  const saturday = days.find((d) => d.weekdayValue === 6);
  const sunday = days.find((d) => d.weekdayValue === 7);
  const line = (label: string, d: HoursDay): HoursLine => ({ days: label, hours: range(d, words), open: isOpen(d) });
  const lines: HoursLine[] = [];
  if (weekday) lines.push(line(words.weekdays, weekday));
  if (saturday && sunday && range(saturday, words) === range(sunday, words)) lines.push(line(words.weekend, saturday));
  else {
    if (saturday) lines.push(line(words.saturday, saturday));
    if (sunday) lines.push(line(words.sunday, sunday));
  }
  return lines;
}

/** A line as running text reads it ("Monday-Friday 6:00 AM – 6:00 PM PT"). */
export const hoursLineText = (l: HoursLine, words: HoursWords = ENGLISH_HOURS_WORDS): string => interpolate(words.line, { days: l.days, hours: l.hours });

/** The open lines as one phrase for running text: "Monday-Friday 6:00 AM – 6:00 PM PT and Saturday 8:00 AM – 5:00 PM PT"; joined as the words' locale lists. */
export function openHoursPhrase(days: readonly HoursDay[], words: HoursWords = { ...ENGLISH_HOURS_WORDS, closed: '' }): string {
  return listInWords(hoursLines(days, words).filter((l) => l.open).map((l) => hoursLineText(l, words)), words.locale);
}

/** Departments whose displayed hours are read through their week call (001 §7). */
const WEEK_DEPARTMENTS = new Set(['OPS_CHAT']);

/**
 * Where a department's displayed hours are read (001 §7): the `hours` operation of the table
 * (schemas/operations.json) with `?display=true`, the chat's through `hoursWeek`.
 */
export const hoursPath = (table: OperationPaths, department: string): string =>
  `${operationUrl(table, WEEK_DEPARTMENTS.has(department) ? 'hoursWeek' : 'hours', { department })}?display=true`;

/** A department's hours named in running text: {{hours.OPS_CHAT}}. */
export const HOURS_PLACEHOLDER = /\{\{\s*hours\.([A-Z][A-Z0-9_]*)\s*\}\}/g;

/** The departments whose hours these messages name ({{hours.OPS_CHAT}}), each once. */
export const hoursNamedIn = (messages: readonly string[]): string[] =>
  [...new Set(messages.flatMap((m) => [...m.matchAll(HOURS_PLACEHOLDER)].map((x) => x[1]!)))];
