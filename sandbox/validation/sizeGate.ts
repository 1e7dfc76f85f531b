import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_BASE } from '../../engine/config/composeBody.ts';

type JsonObject = Record<string, unknown>;

const LIMITS = ['maxLength', 'maxItems', 'maxProperties'] as const;
const MAPS = ['properties', 'patternProperties'] as const;

/**
 * The size limits of a schema and nothing else (maxLength, maxItems, maxProperties, down through
 * properties, items, additionalProperties and allOf), `$ref`s inlined, with their messages.
 * Checked first and stopping at the first problem, so a 40,000-item list or a 100,000-character
 * answer is refused at once instead of every item and character meeting the full validator
 * (issue 14: `allErrors` took 50 s on 40,000 nulls).
 */
export function sizeGate(schema: unknown, schemasDir: string, seen: string[] = []): JsonObject {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return {};
  const node = schema as JsonObject;
  const ref = node['$ref'];
  if (typeof ref === 'string' && ref.startsWith(SCHEMA_BASE)) {
    if (seen.includes(ref)) return {};
    const file = path.join(schemasDir, ref.slice(SCHEMA_BASE.length));
    const target = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
    const { $ref: _ref, ...siblings } = node;
    return { ...sizeGate(target, schemasDir, [...seen, ref]), ...sizeGate(siblings, schemasDir, seen) };
  }
  const out: JsonObject = {};
  for (const key of LIMITS) if (typeof node[key] === 'number') out[key] = node[key];
  for (const key of MAPS) {
    const map = node[key];
    if (!map || typeof map !== 'object') continue;
    const kept = Object.fromEntries(Object.entries(map as JsonObject).map(([k, v]) => [k, sizeGate(v, schemasDir, seen)]).filter(([, v]) => Object.keys(v as JsonObject).length > 0));
    if (Object.keys(kept).length > 0) out[key] = kept;
  }
  if (Array.isArray(node['items'])) out['items'] = node['items'].map((s) => sizeGate(s, schemasDir, seen));
  else if (node['items'] && typeof node['items'] === 'object') out['items'] = sizeGate(node['items'], schemasDir, seen);
  if (node['additionalProperties'] && typeof node['additionalProperties'] === 'object') out['additionalProperties'] = sizeGate(node['additionalProperties'], schemasDir, seen);
  if (Array.isArray(node['allOf'])) out['allOf'] = node['allOf'].map((s) => sizeGate(s, schemasDir, seen));
  const message = node['errorMessage'];
  if (typeof message === 'string' && LIMITS.some((k) => k in out)) out['errorMessage'] = message;
  else if (message && typeof message === 'object') {
    const kept = Object.fromEntries(LIMITS.filter((k) => k in out && typeof (message as JsonObject)[k] === 'string').map((k) => [k, (message as JsonObject)[k]]));
    if (Object.keys(kept).length > 0) out['errorMessage'] = kept;
  }
  return out;
}
