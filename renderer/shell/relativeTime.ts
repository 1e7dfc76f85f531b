/**
 * Notification times (001 §4): minutes, hours, days, weeks, then month and day after 4 weeks.
 * Pure: `now` is passed in.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function relativeTime(created: string | number | Date, now: number): string {
  const at = new Date(created).getTime();
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed < 4 * WEEK) return plural(Math.floor(elapsed / WEEK), 'week');
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' }).format(at);
}
