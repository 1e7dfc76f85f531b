/** How long to wait, in words, from Retry-After (engine/waitWords.ts). */
import { describe, expect, it } from 'vitest';
import { pleaseWait, retryAfterSeconds, waitInWords } from '../../engine/waitWords.ts';

describe('waitInWords', () => {
  it.each([
    [1, '1 second'], [30, '30 seconds'], [59, '59 seconds'], [60, '1 minute'], [61, '2 minutes'],
    [120, '2 minutes'], [3540, '59 minutes'], [3599, '1 hour'], [3600, '1 hour'], [3601, '61 minutes'], [7199, '2 hours'], [7200, '2 hours'], [7201, '3 hours'],
    [0, '1 second'], [Number.NaN, '1 second'], [0.2, '1 second'],
  ])('%s s reads "%s" (never shorter than asked)', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
  it('the sentence', () => {
    expect(pleaseWait(90)).toBe('Please wait 2 minutes and try again.');
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('reads delay-seconds and an HTTP date; null otherwise', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 5 ', now)).toBe(5);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 12:03:00 GMT', now)).toBe(180);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
