import fs from 'node:fs';
import path from 'node:path';
import type { Source } from './operations.js';

type JsonObject = Record<string, unknown>;

/** Base URI the composed schemas live under, so `../fields/address.json` in a screen resolves. */
export const SCHEMA_BASE = 'https://heloc-sandbox.invalid/schemas/';

export interface ScreenRule {
  id: string;
  effect: string;
  field?: string;
  when: unknown;
  message?: string;
}

export interface Composed {
  schema: JsonObject;
  rules: ScreenRule[];
}

function readJson(file: string): JsonObject {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
}

/** The JSON Schema part of a source, and its rules when it is a screen file. */
export function loadSource(schemasDir: string, id: string): { schema: JsonObject; rules: ScreenRule[] } {
  const file = readJson(path.join(schemasDir, `${id}.json`));
  if (id.startsWith('api/')) return { schema: file, rules: [] };
  if (typeof file['schema'] !== 'object' || file['schema'] === null) throw new Error(`${id}.json has no schema`);
  return { schema: file['schema'] as JsonObject, rules: (file['rules'] as ScreenRule[] | undefined) ?? [] };
}

/** Every relative `$ref` of a source made absolute from the source's own place, so sources from different folders merge. */
function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, base));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node as JsonObject)) {
    out[k] = k === '$ref' && typeof v === 'string' && !v.startsWith('#') ? new URL(v, base).href : absoluteRefs(v, base);
  }
  return out;
}

export const BODY_TYPE_MESSAGE = 'The request body must be a JSON object.';

/** Top-level keywords compose knows how to merge; any other one stops the server at start rather than being dropped. */
const MERGED = new Set(['$schema', 'title', 'description', 'type', 'properties', 'required', 'errorMessage', 'additionalProperties', 'dependencies', 'allOf', 'if', 'then', 'else']);

/**
 * One object schema enforcing exactly what the sources say (issue 14: keywords were lost here).
 * Properties, dependencies and errorMessage entries are merged; `required` comes from the
 * non-optional sources; `additionalProperties: false` holds when every source closes itself
 * (then the body may carry the properties of any source, and nothing else); allOf and if/then/else
 * are kept as allOf branches. A single source is its own schema, unchanged.
 */
export function compose(schemasDir: string, name: string, sources: Source[]): Composed {
  const properties: JsonObject = {};
  const required = new Set<string>();
  const dependencies: JsonObject = {};
  const errorMessage: JsonObject = {};
  const allOf: unknown[] = [];
  const rules: ScreenRule[] = [];
  let closed = true;
  for (const source of sources) {
    const id = typeof source === 'string' ? source : source.id;
    const optional = typeof source !== 'string';
    const loaded = loadSource(schemasDir, id);
    const schema = absoluteRefs(loaded.schema, `${SCHEMA_BASE}${id}.json`) as JsonObject;
    for (const key of Object.keys(schema)) if (!MERGED.has(key)) throw new Error(`${id}: compose cannot merge the keyword "${key}" (sandbox/validation/compose.ts)`);
    if (schema['type'] !== undefined && schema['type'] !== 'object') throw new Error(`${id}: a request body schema must be an object`);
    Object.assign(properties, schema['properties'] as JsonObject | undefined);
    if (!optional) for (const key of (schema['required'] as string[] | undefined) ?? []) required.add(key);
    Object.assign(dependencies, schema['dependencies'] as JsonObject | undefined);
    if (schema['additionalProperties'] !== false) closed = false;
    if (Array.isArray(schema['allOf'])) allOf.push(...schema['allOf']);
    if (schema['if'] !== undefined) allOf.push({ if: schema['if'], ...(schema['then'] !== undefined ? { then: schema['then'] } : {}), ...(schema['else'] !== undefined ? { else: schema['else'] } : {}) });
    const message = schema['errorMessage'];
    if (typeof message === 'string') throw new Error(`${id}: a body-level errorMessage must name its keywords`);
    for (const [key, value] of Object.entries((message as JsonObject | undefined) ?? {})) {
      const current = errorMessage[key];
      errorMessage[key] = current && typeof current === 'object' && value && typeof value === 'object' ? { ...(current as JsonObject), ...(value as JsonObject) } : current ?? value;
    }
    rules.push(...loaded.rules);
  }
  const schema: JsonObject = {
    $id: `${SCHEMA_BASE}composed/${name}.json`,
    type: 'object',
    properties,
    required: [...required],
  };
  if (closed) schema['additionalProperties'] = false;
  if (Object.keys(dependencies).length > 0) schema['dependencies'] = dependencies;
  if (allOf.length > 0) schema['allOf'] = allOf;
  // A body that is not an object (null, a list, a number) is told so in words, not ajv's.
  errorMessage['type'] ??= BODY_TYPE_MESSAGE;
  schema['errorMessage'] = errorMessage;
  return { schema, rules };
}

/** Shared field schemas (schemas/fields/*.json) registered under the base URI. */
export function fieldSchemas(schemasDir: string): JsonObject[] {
  const dir = path.join(schemasDir, 'fields');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ ...readJson(path.join(dir, f)), $id: `${SCHEMA_BASE}fields/${f}` }));
}
