/**
 * No second formula: every APR, payment, interest and fee a person sees comes from engine/finance.ts
 * (docs/finance.md). This reads the source of the app, the engine and the sandbox and fails on
 * money arithmetic anywhere else: compound growth (`**`, Math.pow), an APR worked out from other
 * figures, a fee or interest taken as a percent of an amount, a rate spread over months or days.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { config } from '../helpers/config.ts';

const HOME = 'engine/finance.ts';
const FOLDERS = ['engine', 'renderer', 'sandbox', 'host'];

function sources(dir: string): string[] {
  let entries: string[];
  try { entries = readdirSync(dir); } catch { return []; }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'types' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** What counts as money arithmetic outside the finance module, each with why. */
export const FORMULAS: { pattern: RegExp; why: string }[] = [
  { pattern: /\bapr\w*\s*[:=]\s*[^,;\n]*?(?:[a-z_)\]\d]\s*[-+*/]\s*[a-z_(\d])/i, why: 'an APR worked out from other figures' },
  { pattern: /(?:rate|apr|interest|payment|balance|amount)\w*[^;\n]*?\*\*\s*-?\s*[a-z(\d]/i, why: 'compound growth of a rate' },
  { pattern: /Math\.pow\s*\(/, why: 'compound growth (Math.pow)' },
  { pattern: /(?:fee|interest)\w*\s*[:=][^;\n]*\/\s*100\b/i, why: 'a fee or interest as a percent of an amount' },
  { pattern: /rate\w*[^;\n]*\/\s*(?:12|1200|365(?:\.25)?)\b/i, why: 'a rate spread over months or days' },
];

/** Each line of a source that matches a formula, as "file:line: why". */
export function secondFormulas(root: string, files: string[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    const rel = relative(root, file).split('\\').join('/');
    if (rel === HOME) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      for (const f of FORMULAS) if (f.pattern.test(code)) out.push(`${rel}:${i + 1}: ${f.why}: ${line.trim()}`);
    });
  }
  return out;
}

describe('no second formula', () => {
  it('the app, the engine and the sandbox compute no money figure outside engine/finance.ts', () => {
    const files = FOLDERS.flatMap((d) => sources(join(config.root, d)));
    expect(files.length).toBeGreaterThan(100);
    expect(secondFormulas(config.root, files)).toEqual([]);
  });
  it('finds the formula the offers were once made with, and the ones the finance module uses', () => {
    const lines = [
      'apr: Math.round((o.rate + o.originationFeePercent / o.term) * 100) / 100,',
      'const originationFee = Math.round(f.amount * f.originationFeePercent) / 100;',
      'return cents((balance * r) / (1 - (1 + r) ** -n));',
      'const r = annualRatePercent / 1200;',
    ];
    for (const line of lines) expect(FORMULAS.some((f) => f.pattern.test(line)), line).toBe(true);
    for (const line of ['apr: terms.apr,', "ctx.app.data['apr'] = applicationFinance({ app: ctx.app.data }).result?.apr ?? null;", 'const scale = 10 ** precision;']) {
      expect(FORMULAS.some((f) => f.pattern.test(line)), line).toBe(false);
    }
  });
});
