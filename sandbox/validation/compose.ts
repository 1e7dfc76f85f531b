import path from 'node:path';
import { refContext } from '../../engine/cli/loadConfig.ts';
import { resolveFile, type RefContext } from '../../engine/cli/resolveRefs.ts';
import type { Source } from './operations.js';

type JsonObject = Record<string, unknown>;

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

/**
 * The JSON Schema part of a source, and its rules when it is a screen file, with its references
 * resolved by the resolver the CLI and the build use (engine/cli/resolveRefs.ts).
 */
export function loadSource(schemasDir: string, id: string, refs: RefContext = refContext(schemasDir)): { schema: JsonObject; rules: ScreenRule[] } {
  const resolved = resolveFile(path.resolve(schemasDir, `${id}.json`), refs);
  if (resolved.problems.length > 0) throw new Error(`${id}.json: ${resolved.problems.map((p) => `#${p.pointer}: ${p.message}`).join('; ')}`);
  const file = resolved.value as JsonObject;
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
  const refs = refContext(schemasDir);
  for (const source of sources) {
    const id = typeof source === 'string' ? source : source.id;
    const optional = typeof source !== 'string';
    const { schema, rules: screenRules } = loadSource(schemasDir, id, refs);
    Object.assign(properties, schema['properties'] as JsonObject | undefined);
    if (!optional) for (const key of (schema['required'] as string[] | undefined) ?? []) required.add(key);
    const message = schema['errorMessage'] as JsonObject | undefined;
    if (message && typeof message['required'] === 'object') Object.assign(requiredMessages, message['required']);
    rules.push(...screenRules);
  }
  const schema: JsonObject = {
    $id: `${name}.composed.json`,
    type: 'object',
    properties,
    required: [...required],
  };
  if (Object.keys(requiredMessages).length > 0) schema['errorMessage'] = { required: requiredMessages };
  return { schema, rules };
}
