/**
 * Compiled schemas kept by content: `journey validate` compiles the same meta-schemas and screen
 * schemas on every run, and the config tests validate many copies of one config in one process.
 * Compiling is most of validate's time; a schema that did not change is compiled once.
 */
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';

const compiled = new Map<string, ValidateFunction | Error>();

/** The validator for `schema`, compiled by a fresh Ajv from `make` the first time this content is seen. */
export function compileCached(schema: object, make: () => Ajv, kind: string): ValidateFunction {
  const key = `${kind}\u0000${JSON.stringify(schema)}`;
  let v = compiled.get(key);
  if (!v) {
    try {
      v = make().compile(schema);
    } catch (e) {
      v = e as Error;
    }
    compiled.set(key, v);
  }
  if (v instanceof Error) throw v;
  return v;
}
