/**
 * A request body's schema, composed from the screens and API schemas its operation names
 * (schemas/operations.json `body.sources`): what the sandbox validates a body with
 * (sandbox/validation/validator.ts) and what its type is generated from (engine/types/bodies.ts,
 * engine/config/configTypes.ts).
 */
import path from 'node:path';
import { refContext } from './loadConfig.ts';
import { resolveFile, type RefContext } from './resolveRefs.ts';
import type { BodySource as Source } from '../types/operations.ts';

type JsonObject = Record<string, unknown>;

/** Base URI of the composed schemas' ids (references are already resolved by loadSource). */
export const SCHEMA_BASE = 'https://heloc-sandbox.invalid/schemas/';

export interface ScreenRule {
  id: string;
  effect: string;
  field?: string;
  when: unknown;
  message?: string;
  /** The screen the rule is written on (its words are that screen's, engine/strings.ts). */
  screen?: string;
}

export interface Composed {
  schema: JsonObject;
  rules: ScreenRule[];
  /** Each screen source with its own schema, by the top-level properties it declares (the first source declaring one): whose words a field's message is. */
  owners: Record<string, { id: string; schema: JsonObject }>;
}

/**
 * The JSON Schema part of a source, and its rules when it is a screen file, with its references
 * resolved by the resolver the CLI and the build use (engine/config/resolveRefs.ts).
 */
export function loadSource(schemasDir: string, id: string, refs: RefContext = refContext(schemasDir)): { schema: JsonObject; rules: ScreenRule[] } {
  const resolved = resolveFile(path.resolve(schemasDir, `${id}.json`), refs);
  if (resolved.problems.length > 0) throw new Error(`${id}.json: ${resolved.problems.map((p) => `#${p.pointer}: ${p.message}`).join('; ')}`);
  const file = resolved.value as JsonObject;
  if (id.startsWith('api/')) return { schema: file, rules: [] };
  if (typeof file['schema'] !== 'object' || file['schema'] === null) throw new Error(`${id}.json has no schema`);
  return { schema: file['schema'] as JsonObject, rules: (file['rules'] as ScreenRule[] | undefined) ?? [] };
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
  const owners: Composed['owners'] = {};
  let closed = true;
  const refs = refContext(schemasDir);
  for (const source of sources) {
    const id = typeof source === 'string' ? source : source.id;
    const optional = typeof source !== 'string';
    const loaded = loadSource(schemasDir, id, refs);
    const schema = loaded.schema;
    for (const key of Object.keys(schema)) if (!MERGED.has(key)) throw new Error(`${id}: compose cannot merge the keyword "${key}" (engine/config/composeBody.ts)`);
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
    rules.push(...loaded.rules.map((r) => ({ ...r, screen: id })));
    if (!id.startsWith('api/')) for (const key of Object.keys((schema['properties'] as JsonObject | undefined) ?? {})) owners[key] ??= { id, schema };
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
  return { schema, rules, owners };
}
