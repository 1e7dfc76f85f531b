/**
 * How long to wait, in words, from a Retry-After value in seconds (RFC 9110 §10.2.3): what a person
 * who meets a rate limit or the sign-in throttle is told ("Please wait 2 minutes and try again.").
 * Rounded up, so the wait said is never shorter than the wait asked: under a minute in seconds,
 * under two hours in minutes (an hour exactly as "1 hour"), then in hours.
 */

/** A reader's words for an English text (engine/locale.ts translate); English as written by default. */
type Words = (text: string) => string;
const asWritten: Words = (text) => text;

const plural = (n: number, unit: string, t: Words) => `${n} ${t(n === 1 ? unit : `${unit}s`)}`;

export function waitInWords(seconds: number, t: Words = asWritten): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1;
  if (s < 60) return plural(s, 'second', t);
  const minutes = Math.ceil(s / 60);
  if (minutes === 60) return plural(1, 'hour', t);
  if (minutes < 120) return plural(minutes, 'minute', t);
  return plural(Math.ceil(minutes / 60), 'hour', t);
}

/** The sentence a person reads: "Please wait 2 minutes and try again." (in the reader's words with `t`; locales/es/service.json). */
export const pleaseWait = (seconds: number, t: Words = asWritten): string => t('Please wait {{wait}} and try again.').replace('{{wait}}', waitInWords(seconds, t));

/**
 * Seconds from a Retry-After header: delay-seconds, or an HTTP date measured against `now` (ms).
 * Null when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null | undefined, now: number): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
