/**
 * Stands in for @rjsf/utils' getDecimalSeparator in the browser build (renderer/build/libraryPatches.ts).
 * RJSF's NumberField asks for the separator on every render, and the library builds a new
 * Intl.NumberFormat each time: on a money field that is most of a keystroke's script time under a
 * throttled CPU (issue 13). The answer depends only on the locales, so it is kept per locale list.
 */
import libraryDecimalSeparator from '@rjsf/utils/lib/getDecimalSeparator.js';

let last: { key: string; separator: string } | undefined;

export default function getDecimalSeparator(languages?: string | string[]): string {
  // The same locales the library reads (its argument, else navigator.languages), as the cache key.
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  const key = JSON.stringify(locales ?? null);
  if (last?.key !== key) last = { key, separator: libraryDecimalSeparator(languages) };
  return last.separator;
}
