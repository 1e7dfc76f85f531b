/**
 * Bad request bodies generated from a write operation's schema (fast-check): each one breaks the
 * schema by construction (a non-object body, a value of the wrong type, a string or list over its
 * limit, a value outside its enum or pattern, a number under its minimum), so the server must refuse it.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { compose, SCHEMA_BASE } from '../../engine/config/composeBody.ts';
import { operations, type OperationName } from '../../sandbox/validation/operations.js';

type S = Record<string, any>;

const schemasDir = path.resolve(import.meta.dirname, '../../schemas');

/** The schema behind a `$ref` to a shared file, else the node itself. */
function deref(node: S): S {
  if (typeof node?.['$ref'] === 'string' && node['$ref'].startsWith(SCHEMA_BASE)) {
    const target = JSON.parse(fs.readFileSync(path.join(schemasDir, node['$ref'].slice(SCHEMA_BASE.length)), 'utf8')) as S;
    const { $ref: _r, ...siblings } = node;
    return { ...deref(target), ...siblings };
  }
  return node;
}

const ascii = (minLength: number, maxLength: number) => fc.string({ unit: 'grapheme-ascii', minLength, maxLength });

const OF_TYPE: Record<string, fc.Arbitrary<unknown>> = {
  string: ascii(0, 20),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }),
  integer: fc.integer(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.integer(), { maxLength: 3 }),
  object: fc.dictionary(ascii(1, 5), fc.integer(), { maxKeys: 3 }),
};

/** Values that break `schema` (empty when nothing about it can be broken by one value). */
export function badValue(schema: S, depth = 0): fc.Arbitrary<unknown>[] {
  const s = deref(schema);
  const types = [s['type']].flat().filter((t): t is string => typeof t === 'string');
  const numeric = types.includes('number') || types.includes('integer');
  const out: fc.Arbitrary<unknown>[] = [];
  if (types.length > 0) {
    // An integer is a number and a whole double is an integer: with either allowed, no numeric value is surely wrong.
    const wrongTypes = Object.keys(OF_TYPE).filter((t) => !types.includes(t) && !((t === 'integer' || t === 'number') && numeric));
    if (wrongTypes.length > 0) out.push(fc.oneof(...wrongTypes.map((t) => OF_TYPE[t]!)));
  }
  const choices: unknown[] | null = Array.isArray(s['enum']) ? s['enum'] : Array.isArray(s['oneOf']) && s['oneOf'].every((b: S) => 'const' in b) ? s['oneOf'].map((b: S) => b['const']) : null;
  if (types.includes('string')) {
    // A file's 14 MB limit is the body limit's business (the pathological inputs send 20 MB).
    if (typeof s['maxLength'] === 'number' && s['maxLength'] < 100_000) out.push(ascii(s['maxLength'] + 1, s['maxLength'] + 40));
    if (choices) out.push(ascii(0, 12).filter((v) => !choices.includes(v)));
    if (typeof s['pattern'] === 'string') {
      // Only where random text usually breaks the pattern (a filter that rarely passes would spin).
      const re = new RegExp(s['pattern'], 'u');
      const text = ascii(0, Math.min(40, typeof s['maxLength'] === 'number' ? s['maxLength'] : 40));
      const probe = fc.sample(text, { numRuns: 50, seed: 1 }).filter((v) => !re.test(v)).length;
      if (probe >= 25) out.push(text.filter((v) => !re.test(v)));
    }
  }
  if (types.includes('array') && typeof s['maxItems'] === 'number') out.push(fc.array(fc.constant(null), { minLength: s['maxItems'] + 1, maxLength: s['maxItems'] + 10 }));
  if ((types.includes('integer') || types.includes('number')) && typeof s['minimum'] === 'number') out.push(fc.integer({ min: -1e9, max: Math.ceil(s['minimum']) - 1 }));
  if (types.includes('integer') || types.includes('number')) {
    if (typeof s['maximum'] === 'number') out.push(fc.integer({ min: Math.floor(s['maximum']) + 1, max: Math.floor(s['maximum']) + 1e6 }));
  }
  if (depth < 2 && s['properties'] && typeof s['properties'] === 'object') {
    const nested = Object.entries(s['properties'] as Record<string, S>).flatMap(([k, v]) => badValue(v, depth + 1).map((bad) => bad.map((value) => ({ [k]: value }))));
    if (nested.length > 0) out.push(fc.oneof(...nested));
  }
  return out;
}

/** Bodies that break the operation's composed schema. */
export function badBodies(operation: OperationName): fc.Arbitrary<unknown> {
  const { schema } = compose(schemasDir, operation, operations[operation].sources);
  const properties = Object.entries((schema['properties'] ?? {}) as Record<string, S>);
  const byProperty = properties.flatMap(([key, value]) => badValue(value).map((bad) => bad.map((v) => ({ [key]: v }))));
  const notObject = fc.oneof(fc.constant(null), fc.integer(), ascii(0, 10), fc.array(fc.integer(), { maxLength: 3 }), fc.boolean());
  return byProperty.length > 0 ? fc.oneof({ arbitrary: notObject, weight: 1 }, { arbitrary: fc.oneof(...byProperty), weight: 6 }) : notObject;
}
