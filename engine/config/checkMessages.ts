/**
 * Every constraint an applicant can break has its own message (ajv-errors `errorMessage`), so
 * no library default English ("must NOT have fewer than 9 characters") reaches a person: each
 * keyword that can fail (type, length, range, pattern, format, const, enum, items, ...) is named
 * in the node's `errorMessage`, or a string `errorMessage` on it or above it covers everything
 * below; each `required` property has `errorMessage.required.<name>`. Checked in the screens and
 * in the API schemas the sandbox validates request bodies with.
 */
import { pointer, type Problem } from './problems.ts';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Keywords that produce an error of their own, with what ajv says when nothing replaces it. */
const DEFAULT_TEXT: Record<string, (n: Node) => string> = {
  type: (n) => `must be ${[n.type].flat().join(',')}`,
  minLength: (n) => `must NOT have fewer than ${n.minLength} characters`,
  maxLength: (n) => `must NOT have more than ${n.maxLength} characters`,
  minimum: (n) => `must be >= ${n.minimum}`,
  maximum: (n) => `must be <= ${n.maximum}`,
  exclusiveMinimum: (n) => `must be > ${n.exclusiveMinimum}`,
  exclusiveMaximum: (n) => `must be < ${n.exclusiveMaximum}`,
  multipleOf: (n) => `must be multiple of ${n.multipleOf}`,
  pattern: (n) => `must match pattern "${n.pattern}"`,
  format: (n) => `must match format "${n.format}"`,
  const: () => 'must be equal to constant',
  enum: () => 'must be equal to one of the allowed values',
  minItems: (n) => `must NOT have fewer than ${n.minItems} items`,
  maxItems: (n) => `must NOT have more than ${n.maxItems} items`,
  uniqueItems: () => 'must NOT have duplicate items',
  minProperties: (n) => `must NOT have fewer than ${n.minProperties} properties`,
  maxProperties: (n) => `must NOT have more than ${n.maxProperties} properties`,
  contains: () => 'must contain at least 1 valid item',
  not: () => 'must NOT be valid',
  oneOf: () => 'must match exactly one schema in oneOf',
  anyOf: () => 'must match a schema in anyOf',
};

export function checkMessages(schema: unknown, file: string, at: (string | number)[]): Problem[] {
  const out: Problem[] = [];
  walk(schema, at, false, file, out);
  return out;
}

function walk(node: unknown, at: (string | number)[], covered: boolean, file: string, out: Problem[]): void {
  if (!isNode(node)) return;
  const message = node.errorMessage;
  const all = covered || typeof message === 'string';
  const byKeyword = isNode(message) ? message : {};
  if (!all) {
    for (const [keyword, text] of Object.entries(DEFAULT_TEXT)) {
      if (!(keyword in node) || byKeyword[keyword] !== undefined) continue;
      // An object always arrives as an object from a form; `uniqueItems: false` cannot fail.
      if (keyword === 'type' && [node.type].flat().every((t) => t === 'object')) continue;
      if (keyword === 'uniqueItems' && node.uniqueItems !== true) continue;
      out.push({ file, pointer: pointer(...at), shared: true, message: `"${keyword}" has no errorMessage: a person would read the library's "${text(node)}"` });
    }
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    const perField = byKeyword.required;
    for (const name of required) {
      if (typeof perField === 'string' || (isNode(perField) && perField[name] !== undefined)) continue;
      out.push({ file, pointer: pointer(...at), shared: true, message: `required "${name}" has no errorMessage.required.${name}: a person would read the library's "must have required property '${name}'"` });
    }
  }
  const props = node.properties;
  // `errorMessage.properties.<name>` (a string) covers that property as a string on it would.
  const perProperty = isNode(byKeyword.properties) ? byKeyword.properties : {};
  if (isNode(props)) for (const [k, v] of Object.entries(props)) walk(v, [...at, 'properties', k], all || typeof perProperty[k] === 'string', file, out);
  if (isNode(node.items)) walk(node.items, [...at, 'items'], all, file, out);
  if (isNode(node.additionalProperties)) walk(node.additionalProperties, [...at, 'additionalProperties'], all, file, out);
  // `if`, `not` and `contains` report only their own keyword, never what fails inside them.
  for (const key of ['then', 'else']) if (isNode(node[key])) walk(node[key], [...at, key], all, file, out);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    // A choice's `const` error is reported beside the list's own: only a string message replaces both.
    if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((b, i) => walk(b, [...at, key, i], all, file, out));
  }
}
