/**
 * e2e/gallery/known-defects.json: findings of the gallery suite that are already known (each tied
 * to its issue item), reported but not failing. Anything else fails the suite. Entries match a
 * finding by screen, brand (or "*"), width (or "*") and check, in the pass of its `lang`.
 */
import { readFileSync } from 'node:fs';

export interface KnownDefect { screen: string; brand: string; width: string; check: string; issue: string; note?: string; /** The pass it is seen in: a language's code (e2e/gallery/plan.ts SPANISH_PASS); English when absent. */ lang?: string; /** Only findings whose detail contains this text (one text of the page, e.g. the shell's). */ detail?: string }
export interface Finding { screen: string; brand: string; width: number | '*'; check: string; detail: string }

export const KNOWN_DEFECTS_FILE = 'e2e/gallery/known-defects.json';

export function loadKnownDefects(file = KNOWN_DEFECTS_FILE): KnownDefect[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { defects: KnownDefect[] }).defects;
}

const fits = (want: string, got: string | number) => want === '*' || want === String(got);

export function knownFor(f: Finding, known: KnownDefect[]): KnownDefect | undefined {
  return known.find((k) => fits(k.screen, f.screen) && fits(k.brand, f.brand) && fits(k.width, f.width) && k.check === f.check && (k.detail === undefined || f.detail.includes(k.detail)));
}

export const describeFinding = (f: Finding) => `${f.screen} · ${f.brand} · ${f.width} px · ${f.check}: ${f.detail}`;
