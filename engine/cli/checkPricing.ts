/**
 * The lender's pricing (sandbox/data/pricing.json) against its meta-schema, and what follows from
 * it for every brand: the figures each page's organisation info carries (`brand.pricing`, engine/pricing.ts),
 * which disclosure copy reads. A brand file never types those figures itself.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { compileCached } from './compileCache.ts';
import { readJson, type ConfigSet } from './loadConfig.ts';
import type { Problem } from './problems.ts';
import { pagePricing, type StatedFigures, type Pricing } from '../pricing.ts';

export const PRICING_FILE = 'sandbox/data/pricing.json';
const PRICING_META = 'schemas/meta/pricing.schema.json';

export function checkPricing(root: string): { problems: Problem[]; figures: ((brand: Record<string, unknown>) => StatedFigures) | null } {
  const path = join(root, PRICING_FILE);
  if (!existsSync(path)) return { problems: [{ file: PRICING_FILE, pointer: '', message: 'the lender pricing file is missing: offers, APRs and every disclosure\'s figures come from it' }], figures: null };
  const data = readJson(path) as Pricing;
  const v = compileCached(readJson(join(root, PRICING_META)) as object, () => new Ajv({ allErrors: true, strict: false }), 'meta');
  if (!v(data)) {
    return { problems: (v.errors ?? []).map((e) => ({ file: PRICING_FILE, pointer: e.instancePath, message: `${e.message ?? 'invalid'} (${PRICING_META})` })), figures: null };
  }
  const problems: Problem[] = [];
  if (data.lineAmount.min > data.lineAmount.max) problems.push({ file: PRICING_FILE, pointer: '/lineAmount/min', message: `the smallest line (${data.lineAmount.min}) is larger than the largest (${data.lineAmount.max})` });
  return { problems, figures: problems.length ? null : (brand) => pagePricing(data, brand) };
}

/** A brand file that types pricing figures (a `pricing` object, an APR written as a number) instead of reading them. */
export function checkBrandPricing(set: ConfigSet): Problem[] {
  const out: Problem[] = [];
  const literalApr = (text: string) => /\bAPRs?\b/i.test(text) && /\d(?:\.\d+)?\s?%/.test(text.replace(/\{\{[^}]*\}\}/g, ''));
  for (const b of Object.values(set.brands)) {
    if (b.data.pricing !== undefined) out.push({ file: b.file, pointer: '/pricing', message: `pricing is not written in a brand file: each page carries it, derived from the lender's pricing (${PRICING_FILE})` });
    const texts: [string, unknown][] = [['/footer/disclosureCopy', (b.data.footer as { disclosureCopy?: unknown } | undefined)?.disclosureCopy], ...Object.entries((b.data.copy as Record<string, unknown> | undefined) ?? {}).map(([k, v]): [string, unknown] => [`/copy/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`, v])];
    for (const [at, text] of texts) {
      if (typeof text === 'string' && literalApr(text)) out.push({ file: b.file, pointer: at, message: 'an APR or a rate is typed as a number: read it from the pricing ({{brand.pricing.aprMin:percent}} to {{brand.pricing.aprMax:percent}}), so it is the APR the offers are made with' });
    }
  }
  return out;
}
