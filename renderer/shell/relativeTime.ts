/**
 * Notification times (001 §4): minutes, hours, days, weeks, then month and day after 4 weeks,
 * worded by Intl in the applicant's locale ("3 days ago", "hace 3 días"); under a minute, the
 * shell's own word (schemas/shell/shell.json notifications.justNow, translated by the caller).
 * Pure: `now` is passed in.
 */
import { shell } from './shellConfig.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export interface TimeWords {
  /** The Intl locale (en-US by default). */
  locale: string;
  justNow: string;
}

export function relativeTime(created: string | number | Date, now: number, words: TimeWords = { locale: 'en-US', justNow: shell.notifications.justNow }): string {
  const at = new Date(created).getTime();
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  const ago = (n: number, unit: Intl.RelativeTimeFormatUnit) => new Intl.RelativeTimeFormat(words.locale, { numeric: 'always' }).format(-n, unit);
  if (elapsed < MINUTE) return words.justNow;
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  if (elapsed < 4 * WEEK) return ago(Math.floor(elapsed / WEEK), 'week');
  return new Intl.DateTimeFormat(words.locale, { month: 'long', day: 'numeric' }).format(at);
}
