/** A journey's own sign-in and read-error pages (schemas/meta/journey.schema.json) are routes of that journey. */
import { pointer as ptr, didYouMean, type Problem } from './problems.ts';
import type { Journey } from '../types/journey.ts';

export function checkAreas(j: Journey, file: string): Problem[] {
  const paths = j.routes.map((r) => r.path);
  const out: Problem[] = [];
  for (const key of ['signIn', 'readError'] as const) {
    const path = j[key];
    if (path !== undefined && !paths.includes(path)) out.push({ file, pointer: ptr(key), message: `"${path}" is not a route of this journey${didYouMean(path, paths)}` });
  }
  return out;
}
