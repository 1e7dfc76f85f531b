/**
 * How long to wait, in words, from a Retry-After value in seconds (RFC 9110 §10.2.3): what a person
 * who meets a rate limit or the sign-in throttle is told ("Please wait 2 minutes and try again.").
 * Rounded up, so the wait said is never shorter than the wait asked: under a minute in seconds,
 * under two hours in minutes (an hour exactly as "1 hour"), then in hours.
 */

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function waitInWords(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1;
  if (s < 60) return plural(s, 'second');
  const minutes = Math.ceil(s / 60);
  if (minutes === 60) return '1 hour';
  if (minutes < 120) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/** The sentence a person reads: "Please wait 2 minutes and try again." */
export const pleaseWait = (seconds: number): string => `Please wait ${waitInWords(seconds)} and try again.`;

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
