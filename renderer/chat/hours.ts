/**
 * Operating hours shown in Pacific time (001 §9): Monday-Friday, then Saturday-Sunday as one range
 * when both days keep the same hours, otherwise each on its own line. Times as 6:00 AM.
 */
export interface HoursDay { weekday: string; weekdayValue: number; isOpen: boolean; startTime: string | null; endTime: string | null }

export function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

const range = (d: HoursDay, closed: string) => (d.isOpen && d.startTime && d.endTime ? `${clock(d.startTime)} – ${clock(d.endTime)} PT` : closed);

export function hoursLines(days: HoursDay[], closed: string): { days: string; hours: string }[] {
  const weekday = days.find((d) => d.weekdayValue === 1);
  const saturday = days.find((d) => d.weekdayValue === 6);
  const sunday = days.find((d) => d.weekdayValue === 7);
  const lines: { days: string; hours: string }[] = [];
  if (weekday) lines.push({ days: 'Monday-Friday', hours: range(weekday, closed) });
  if (saturday && sunday && range(saturday, closed) === range(sunday, closed)) lines.push({ days: 'Saturday-Sunday', hours: range(saturday, closed) });
  else {
    if (saturday) lines.push({ days: 'Saturday', hours: range(saturday, closed) });
    if (sunday) lines.push({ days: 'Sunday', hours: range(sunday, closed) });
  }
  return lines;
}
