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

/** Merges the sources' properties, required lists and required messages into one object schema. */
export function compose(schemasDir: string, name: string, sources: Source[]): Composed {
  const properties: JsonObject = {};
  const required = new Set<string>();
  const requiredMessages: JsonObject = {};
  const rules: ScreenRule[] = [];
  let directory = 'api';
  for (const source of sources) {
    const id = typeof source === 'string' ? source : source.id;
    const optional = typeof source !== 'string';
    const { schema, rules: screenRules } = loadSource(schemasDir, id);
    // The screen's own folder, so relative `$ref`s of nested screens (../../fields/x.json) resolve.
    if (!id.startsWith('api/')) directory = id.split('/').slice(0, -1).join('/') || directory;
    Object.assign(properties, schema['properties'] as JsonObject | undefined);
    if (!optional) for (const key of (schema['required'] as string[] | undefined) ?? []) required.add(key);
    const message = schema['errorMessage'] as JsonObject | undefined;
    if (message && typeof message['required'] === 'object') Object.assign(requiredMessages, message['required']);
    rules.push(...screenRules);
  }
  const schema: JsonObject = {
    $id: `${SCHEMA_BASE}${directory}/${name}.composed.json`,
    type: 'object',
    properties,
    required: [...required],
  };
  if (Object.keys(requiredMessages).length > 0) schema['errorMessage'] = { required: requiredMessages };
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
