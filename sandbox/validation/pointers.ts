import type { ErrorObject } from 'ajv';
import type { FieldError } from '../http/errors.js';

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** `income.employmentType` (a screen rule's field) as a JSON pointer. */
export function fieldToPointer(field: string | undefined): string {
  return field ? `/${field.split('.').map(escape).join('/')}` : '';
}

function missingProperty(error: ErrorObject): string | undefined {
  const params = error.params as { missingProperty?: string };
  return params.missingProperty;
}

function extraProperty(error: ErrorObject): string | undefined {
  return (error.params as { additionalProperty?: string }).additionalProperty;
}

/**
 * Our words for a problem whose schema gives no errorMessage, so ajv's English ("must be object")
 * never reaches anyone (issue 14). Schemas should name their own; this is the floor.
 */
export function ourWords(error: ErrorObject): string {
  const limit = (error.params as { limit?: number }).limit;
  switch (error.keyword) {
    case 'type': return 'Please check this answer: it is not the expected kind of value';
    case 'enum': case 'const': return 'Please choose one of the options';
    case 'maxLength': return `Please use ${limit} characters or fewer`;
    case 'minLength': return limit === 1 ? 'Required' : `Please use at least ${limit} characters`;
    case 'maxItems': return `Please choose ${limit} or fewer`;
    case 'minItems': return `Please choose at least ${limit}`;
    case 'maxProperties': return 'This answer has too many parts';
    case 'minimum': case 'exclusiveMinimum': return `Please enter a number of at least ${limit}`;
    case 'maximum': case 'exclusiveMaximum': return `Please enter a number of at most ${limit}`;
    case 'pattern': case 'format': return 'Please check the format of this answer';
    case 'uniqueItems': return 'Please choose each option once';
    default: return 'Please check this answer';
  }
}

/**
 * Ajv errors as `{pointer, message}`. A `required` problem points at the missing property, not its
 * parent (ajv-errors reports `errorMessage.required` on the parent object). Duplicates are dropped.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const push = (pointer: string, message: string) => {
    const key = `${pointer}\u0000${message}`;
    if (!seen.has(key)) out.push({ pointer, message }), seen.add(key);
  };
  for (const error of errors ?? []) {
    if (error.keyword === 'errorMessage') {
      const inner = (error.params as { errors?: ErrorObject[] }).errors ?? [];
      // A message for a missing or an unexpected property points at that property.
      if (inner.length > 0 && inner.every((e) => e.keyword === 'required' || e.keyword === 'additionalProperties')) {
        for (const e of inner) push(`${error.instancePath}/${escape(missingProperty(e) ?? extraProperty(e) ?? '')}`, error.message ?? 'Required');
        continue;
      }
      push(error.instancePath, error.message ?? 'Invalid value');
      continue;
    }
    if (error.keyword === 'required') {
      push(`${error.instancePath}/${escape(missingProperty(error) ?? '')}`, 'Required');
      continue;
    }
    if (error.keyword === 'additionalProperties') {
      const extra = (error.params as { additionalProperty?: string }).additionalProperty ?? '';
      push(`${error.instancePath}/${escape(extra)}`, 'This answer is not expected here.');
      continue;
    }
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    push(error.instancePath, ourWords(error));
  }
  const first = errors?.[0];
  if (out.length === 0 && first) push(first.instancePath, ourWords(first));
  return out;
}
