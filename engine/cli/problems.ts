/** Problems found in config, printed as `file#/json/pointer: message`. */
import { distance } from 'fastest-levenshtein';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export const formatProblem = (p: Problem): string => `${p.file}#${p.pointer}: ${p.message}`;

const escape = (s: string | number): string => String(s).replace(/~/g, '~0').replace(/\//g, '~1');

/** Builds a JSON pointer from path segments. */
export const pointer = (...segs: (string | number)[]): string => segs.map((s) => `/${escape(s)}`).join('');

/** ` (did you mean "x"?)` when a known name is close, else "". */
export function didYouMean(name: string, known: Iterable<string>): string {
  let best: string | null = null;
  let bestD = Infinity;
  for (const k of known) {
    const d = distance(name.toLowerCase(), k.toLowerCase());
    if (d < bestD) { bestD = d; best = k; }
  }
  const limit = Math.max(2, Math.floor(name.length / 3));
  return best !== null && bestD <= limit && best !== name ? ` (did you mean "${best}"?)` : '';
}
