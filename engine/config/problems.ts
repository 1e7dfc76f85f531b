/** Problems found in config, printed as `file#/json/pointer: message`. */
import { distance } from 'fastest-levenshtein';
import { escapePointerSegment } from '../pointer.ts';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
  /** The problem is in the text itself wherever it is used: a part shared by `$ref` reports it once, where it is written. */
  shared?: boolean;
}

export const formatProblem = (p: Problem): string => `${p.file}#${p.pointer}: ${p.message}`;

/** Builds a JSON pointer from path segments. */
export const pointer = (...segs: (string | number)[]): string => segs.map((s) => `/${escapePointerSegment(s)}`).join('');

/** ` (did you mean "x"?)` when a known name is close, else "". */
export function didYouMean(name: string, known: Iterable<string>): string {
  let best: string | null = null;
  let bestD = Infinity;
  const lower = name.toLowerCase();
  for (const k of known) {
    const kl = k.toLowerCase();
    // A name that is the start of a known one (or the reverse) is a near miss whatever its length.
    const prefix = (kl.startsWith(lower) || lower.startsWith(kl)) && Math.min(kl.length, lower.length) * 2 >= Math.max(kl.length, lower.length);
    const d = prefix ? 1 : distance(lower, kl);
    if (d < bestD) { bestD = d; best = k; }
  }
  const limit = Math.max(2, Math.floor(name.length / 3));
  return best !== null && bestD <= limit && best !== name ? ` (did you mean "${best}"?)` : '';
}
