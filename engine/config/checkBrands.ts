/**
 * Brands: the defaults define every property the meta-schema describes (so any merged brand is
 * complete), each file is named after its org code, `sampleData` pointers exist, and per-brand copy
 * overrides name real screens and keys of their string catalogue (engine/strings.ts).
 */
import { pointer as ptr, didYouMean, type Problem } from './problems.ts';
import type { ConfigSet } from './loadConfig.ts';
import type { BrandSources } from '../brand.ts';
import { nearestKeys, stringsByKey } from '../strings.ts';
import { pointerSegments, readPath } from '../pointer.ts';

// pricing comes with the page (engine/pricing.ts), never from a brand file.
const NOT_DEFAULTED = new Set(['$schema', 'description', 'sampleData', 'copy', 'pricing']);

function definedPaths(schema: Record<string, unknown>, prefix: string[] = []): string[][] {
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (!props) return [prefix];
  return Object.entries(props).flatMap(([k, sub]) => {
    if (prefix.length === 0 && NOT_DEFAULTED.has(k)) return [];
    return definedPaths(sub, [...prefix, k]);
  });
}

/**
 * What identifies the lender in its licensed disclosures (the footer's "NMLS #", the adverse-action
 * notice, the documents): each partner brand states its own, never the defaults' invented one.
 */
const LENDER_OWN = [['companyNMLS'], ['names', 'companyName']] as const;


export function checkBrands(set: ConfigSet, sources: BrandSources, meta: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  const defaults = set.brands._defaults;
  if (!defaults) {
    out.push({ file: 'brands/_defaults.json', pointer: '', message: 'the defaults file is missing' });
    return out;
  }
  for (const path of definedPaths(meta)) {
    if (readPath(sources.defaults, path) === undefined) out.push({ file: defaults.file, pointer: ptr(...path), message: 'missing default: every brand property needs a value here' });
  }
  for (const [code, b] of Object.entries(set.brands)) {
    if (b.data.orgCode !== code) out.push({ file: b.file, pointer: '/orgCode', message: `orgCode "${b.data.orgCode}" must match the file name "${code}"` });
    const sample = (b.data.sampleData as string[] | undefined) ?? [];
    sample.forEach((p, i) => {
      if (readPath(b.data, pointerSegments(p)) === undefined) out.push({ file: b.file, pointer: ptr('sampleData', i), message: `"${p}" points at nothing in this file` });
    });
    if (code !== '_defaults') {
      for (const path of LENDER_OWN) {
        const own = readPath(b.data, [...path]);
        if (own === undefined || (typeof own === 'string' && own.trim() === '')) {
          out.push({ file: b.file, pointer: ptr(...path), message: `${path.join('.')} is missing: every lender states its own (the footer, the adverse-action notice and the documents show it); without it ${code} would show the defaults' invented "${String(readPath(sources.defaults, [...path]))}"` });
        }
      }
    }
    const copy = (b.data.copy as Record<string, string> | undefined) ?? {};
    for (const key of Object.keys(copy)) {
      const problem = unknownStringKey(set, key);
      if (problem) out.push({ file: b.file, pointer: ptr('copy', key), message: problem });
    }
  }
  return out;
}

/** The screen a brand override's key names: the part before the first dot (screen ids have none). */
export const screenOfKey = (key: string): string => (key.includes('.') ? key.slice(0, key.indexOf('.')) : key);

/**
 * Why a brand override's key names no string (engine/strings.ts), with the nearest keys and where
 * to see them all; null when it names one.
 */
export function unknownStringKey(set: ConfigSet, key: string): string | null {
  const screenId = screenOfKey(key);
  const screen = set.screens[screenId];
  if (!screen) return `unknown screen "${screenId}"${didYouMean(screenId, Object.keys(set.screens))}: a key is <screen id>.<where>, e.g. "register-v2/for-sale.title"`;
  const keys = [...stringsByKey(screen.data).keys()];
  if (keys.includes(key)) return null;
  const near = nearestKeys(key, keys);
  return `screen "${screenId}" shows no string "${key.slice(screenId.length + 1)}"${near.length ? `; did you mean ${near.map((k) => `"${k}"`).join(', ')}?` : ''} Every key of the screen: npm run journey -- strings ${screenId}`;
}
