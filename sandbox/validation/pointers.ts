import type { ErrorObject } from 'ajv';
import type { FieldError } from '../http/errors.js';
import { fallbackMessage } from '../../engine/errorWords.ts';
import { escapePointerSegment } from '../../engine/pointer.ts';

/** `income.employmentType` (a screen rule's field) as a JSON pointer. */
export function fieldToPointer(field: string | undefined): string {
  return field ? `/${field.split('.').map(escapePointerSegment).join('/')}` : '';
}

function missingProperty(error: ErrorObject): string | undefined {
  const params = error.params as { missingProperty?: string };
  return params.missingProperty;
}

function extraProperty(error: ErrorObject): string | undefined {
  return (error.params as { additionalProperty?: string }).additionalProperty;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);
const titleOf = (schema: unknown): string | undefined => (isNode(schema) && typeof schema.title === 'string' ? schema.title : undefined);
const isChoice = (schema: unknown): boolean =>
  isNode(schema) && (Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || 'const' in schema || schema.type === 'boolean');

/** The schema of the field a problem is about: the missing property's for `required`, else the failing node's (ajv `verbose`). */
function fieldSchemaOf(error: ErrorObject): unknown {
  const missing = missingProperty(error);
  if (missing !== undefined) {
    const props = isNode(error.parentSchema) && isNode(error.parentSchema.properties) ? error.parentSchema.properties : {};
    return props[missing];
  }
  return error.parentSchema;
}

/**
 * Our words for a problem whose schema gives no errorMessage, so neither ajv's English ("must be
 * object") nor a bare "Required" reaches anyone: built from the field's label in the style of
 * docs/error-messages.md (engine/errorWords.ts). Schemas should name their own; this is the floor.
 */
export function ourWords(error: ErrorObject): string {
  const field = fieldSchemaOf(error);
  const limit = (error.params as { limit?: number }).limit;
  return fallbackMessage({ keyword: error.keyword, ...(typeof limit === 'number' ? { limit } : {}), ...(titleOf(field) ? { label: titleOf(field)! } : {}), choice: isChoice(field) });
}

/** Another wording of a field's message, by its pointer and the keyword it is about (undefined: the schema's own). */
export type MessageWords = (pointer: string, keyword: string) => string | undefined;

/**
 * Ajv errors as `{pointer, message}`. A `required` problem points at the missing property, not its
 * parent (ajv-errors reports `errorMessage.required` on the parent object). Duplicates are dropped.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, words?: MessageWords): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  let keyword = '';
  const push = (pointer: string, given: string) => {
    // The brand's words for this field's message, when it has them (engine/strings.ts).
    const message = words?.(pointer, keyword) ?? given;
    const key = `${pointer}\u0000${message}`;
    if (!seen.has(key)) out.push({ pointer, message }), seen.add(key);
  };
  for (const error of errors ?? []) {
    keyword = error.keyword;
    if (error.keyword === 'errorMessage') {
      const inner = (error.params as { errors?: ErrorObject[] }).errors ?? [];
      keyword = inner[0]?.keyword ?? '';
      // A message for a missing or an unexpected property points at that property.
      if (inner.length > 0 && inner.every((e) => e.keyword === 'required' || e.keyword === 'additionalProperties')) {
        for (const e of inner) push(`${error.instancePath}/${escapePointerSegment(missingProperty(e) ?? extraProperty(e) ?? '')}`, error.message ?? ourWords(e));
        continue;
      }
      push(error.instancePath, error.message ?? ourWords(inner[0] ?? error));
      continue;
    }
    if (error.keyword === 'required') {
      push(`${error.instancePath}/${escapePointerSegment(missingProperty(error) ?? '')}`, ourWords(error));
      continue;
    }
    if (error.keyword === 'additionalProperties') {
      const extra = (error.params as { additionalProperty?: string }).additionalProperty ?? '';
      push(`${error.instancePath}/${escapePointerSegment(extra)}`, 'Remove this answer: it is not expected here');
      continue;
    }
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    push(error.instancePath, ourWords(error));
  }
  const first = errors?.[0];
  if (out.length === 0 && first) push(first.instancePath, ourWords(first));
  return out;
}
