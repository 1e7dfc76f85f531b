/**
 * ajv-errors reports a `required` message on the parent object; move it onto the missing property
 * so it shows beside its field (docs/decisions.md). Also drops duplicates of one message on one field.
 */
import type { RJSFValidationError } from '@rjsf/utils';

export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  const seen = new Set<string>();
  const out: RJSFValidationError[] = [];
  for (const e of errors) {
    let property = e.property ?? '';
    const inner = (e.params as { errors?: { keyword: string; params?: { missingProperty?: string } }[] } | undefined)?.errors;
    const missing = e.name === 'errorMessage' && inner?.[0]?.keyword === 'required' ? inner[0].params?.missingProperty : undefined;
    if (missing) property = `${property}.${missing}`.replace(/^\.+/, '.');
    const key = `${property}\u0000${e.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...e, property, stack: `${property} ${e.message}` });
  }
  return out;
}

/** "root_income_income" for ".income.income": the id RJSF gives the field's input. */
export const fieldId = (property: string): string => ['root', ...property.split('.').filter(Boolean)].join('_');
