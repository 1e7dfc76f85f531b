/**
 * Which answers a JSON Schema declares: the properties of an object schema, wherever the schema
 * names them (its `properties`, and those of its `allOf`, `anyOf`, `oneOf`, `if`/`then`/`else` and
 * schema `dependencies` branches). The sandbox keeps exactly these from a request body and refuses
 * any other (sandbox/validation/validator.ts); a review page lists them by their titles
 * (renderer/screens/AnswerList.tsx); `journey validate` reports a screen property that no
 * operation declares (engine/config/checkAnswers.ts).
 */
import { escapePointerSegment } from './pointer.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every property the schema declares at its own level, with the schema of each (the first one met wins). */
export function declaredProperties(schema: unknown): Record<string, Json> {
  const out: Record<string, Json> = {};
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    if (isObject(node['properties'])) for (const [k, v] of Object.entries(node['properties'])) if (!(k in out)) out[k] = isObject(v) ? v : {};
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(visit);
    for (const key of ['if', 'then', 'else'] as const) visit(node[key]);
    if (isObject(node['dependencies'])) for (const dep of Object.values(node['dependencies'])) if (!Array.isArray(dep)) visit(dep);
  };
  visit(schema);
  return out;
}

/**
 * Whether the schema says which properties an object may have: it declares some, and leaves no
 * door open for others (`additionalProperties` as a schema, `patternProperties`). A free-form
 * object (no properties declared, such as an operations patch) keeps whatever it holds.
 */
function closesItself(schema: Json, declared: Record<string, Json>): boolean {
  if (Object.keys(declared).length === 0) return false;
  if (isObject(schema['additionalProperties']) || isObject(schema['patternProperties'])) return false;
  return true;
}

export interface Undeclared {
  /** JSON pointer of the property in the body (RFC 6901). */
  pointer: string;
  property: string;
}

/**
 * `value` reduced to what `schema` declares, recursively through nested objects that declare their
 * properties and lists of them; `undeclared` names every property left out. With `leaveClosed`, an
 * object whose schema says `additionalProperties: false` keeps its unknown properties for the schema
 * to refuse in its own words.
 */
export function declaredOnly(schema: unknown, value: unknown, options: { leaveClosed?: boolean } = {}): { value: unknown; undeclared: Undeclared[] } {
  const undeclared: Undeclared[] = [];
  const walk = (node: unknown, v: unknown, at: string): unknown => {
    if (!isObject(node)) return v;
    if (Array.isArray(v)) {
      const items = node['items'];
      return isObject(items) ? v.map((item, i) => walk(items, item, `${at}/${i}`)) : v;
    }
    if (!isObject(v)) return v;
    const declared = declaredProperties(node);
    if (!closesItself(node, declared)) return v;
    const out: Json = {};
    for (const [key, inner] of Object.entries(v)) {
      if (key in declared) out[key] = walk(declared[key], inner, `${at}/${escapePointerSegment(key)}`);
      else if (options.leaveClosed && node['additionalProperties'] === false) out[key] = inner;
      else undeclared.push({ pointer: `${at}/${escapePointerSegment(key)}`, property: key });
    }
    return out;
  };
  return { value: walk(schema, value, ''), undeclared };
}

/** A property holding an uploaded file (schemas/fields/file.json): known by its shape once references are resolved. */
export function isFileSchema(schema: unknown): boolean {
  const inner = isObject(schema) ? schema['properties'] : undefined;
  return isObject(inner) && ['fileName', 'contentType', 'content'].every((k) => k in inner);
}

/**
 * The answers of a body worth keeping for the applicant to read back: its declared top-level
 * properties, without the ones the schema marks `writeOnly` (an SSN, an account number) and
 * without uploaded files (kept as documents).
 */
export function keptAnswers(schema: unknown, body: unknown): Json {
  if (!isObject(body)) return {};
  const declared = declaredProperties(schema);
  const reduced = declaredOnly(schema, body).value as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(reduced)) {
    const property = declared[key];
    if (!property || property['writeOnly'] === true || isFileSchema(property) || value === undefined) continue;
    out[key] = value;
  }
  return out;
}
