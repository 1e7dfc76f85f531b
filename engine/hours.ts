/**
 * Operating hours shown in Pacific time (001 §9): Monday-Friday, then Saturday-Sunday as one range
 * when both days keep the same hours, otherwise each on its own line. Times as 6:00 AM. The chat
 * panel, the banner strip and the sandbox's support page all read hours through these, so they
 * cannot disagree.
 */
import { operationUrl, type OperationPaths } from './operations.ts';
import { listInWords } from './format.ts';

export interface HoursDay { weekday: string; weekdayValue: number; isOpen: boolean; startTime: string | null; endTime: string | null }
export interface HoursLine { days: string; hours: string; open: boolean }

export function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

const isOpen = (d: HoursDay) => d.isOpen && Boolean(d.startTime) && Boolean(d.endTime);
const range = (d: HoursDay, closed: string) => (isOpen(d) ? `${clock(d.startTime!)} – ${clock(d.endTime!)} PT` : closed);

export function hoursLines(days: readonly HoursDay[], closed: string): HoursLine[] {
  const weekday = days.find((d) => d.weekdayValue === 1);
  const saturday = days.find((d) => d.weekdayValue === 6);
  const sunday = days.find((d) => d.weekdayValue === 7);
  const line = (label: string, d: HoursDay): HoursLine => ({ days: label, hours: range(d, closed), open: isOpen(d) });
  const lines: HoursLine[] = [];
  if (weekday) lines.push(line('Monday-Friday', weekday));
  if (saturday && sunday && range(saturday, closed) === range(sunday, closed)) lines.push(line('Saturday-Sunday', saturday));
  else {
    if (saturday) lines.push(line('Saturday', saturday));
    if (sunday) lines.push(line('Sunday', sunday));
  }
  return lines;
}

/** The open lines as one phrase for running text: "Monday-Friday 6:00 AM – 6:00 PM PT and Saturday 8:00 AM – 5:00 PM PT". */
export function openHoursPhrase(days: readonly HoursDay[], language?: { locale: string; translate: (text: string) => string }): string {
  // In another language the days are its words (locales/es/service.json) and the list its own (engine/format.ts listInWords).
  const open = hoursLines(days, '').filter((l) => l.open).map((l) => `${language ? language.translate(l.days) : l.days} ${l.hours}`);
  return listInWords(open, language?.locale);
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
