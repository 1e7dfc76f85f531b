/** Wall-clock time in an IANA time zone, with Intl only (no time-zone library in the sandbox). */

export interface LocalDate { year: number; month: number; day: number; hour: number; minute: number }

function parts(utc: number, timeZone: string): LocalDate & { second: number } {
  const fields = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(utc))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return { year: fields['year']!, month: fields['month']!, day: fields['day']!, hour: fields['hour']!, minute: fields['minute']!, second: fields['second']! };
}

/** The wall-clock date and time at `utc` in the zone. */
export function localTime(utc: number, timeZone: string): LocalDate {
  const { second: _second, ...rest } = parts(utc, timeZone);
  return rest;
}

/** How far the zone's wall clock is ahead of UTC at `utc` (ms). */
function offset(utc: number, timeZone: string): number {
  const p = parts(utc, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(utc / 1000) * 1000;
}

/** The instant a wall-clock time in the zone names (the later offset wins across a change). */
export function zonedToUtc(local: LocalDate, timeZone: string): number {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = guess - offset(guess, timeZone);
  return guess - offset(first, timeZone);
}

/** 1 = Monday ... 7 = Sunday (the weekdayValue convention of operating hours, 001 §3). */
export function isoWeekday(local: Pick<LocalDate, 'year' | 'month' | 'day'>): number {
  const d = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The calendar day `days` after the given one. */
export function addDays(local: Pick<LocalDate, 'year' | 'month' | 'day'>, days: number): Pick<LocalDate, 'year' | 'month' | 'day'> {
  const d = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
