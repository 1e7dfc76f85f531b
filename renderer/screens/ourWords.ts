/**
 * A problem the schema gives no message of its own (the form library's English, "must have
 * required property 'city'") is worded from the field's label instead, as docs/error-messages.md
 * says ("Enter city", "Select occupancy"; engine/errorWords.ts). `journey validate` makes every
 * screen name its own messages, so this is the floor under them. Pure.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { fallbackMessage } from '../../engine/errorWords.ts';
import { fieldRef, schemaOf } from './fieldLabels.ts';

const isChoice = (node: Record<string, unknown> | undefined): boolean =>
  !!node && (Array.isArray(node.enum) || Array.isArray(node.oneOf) || 'const' in node || node.type === 'boolean');

export function withOurWords(errors: RJSFValidationError[], schema: unknown, uiSchema: unknown, copy: Record<string, unknown>): RJSFValidationError[] {
  return errors.map((e) => {
    // ajv-errors' messages arrive as `errorMessage`; every other name is a keyword nothing worded.
    if (e.name === 'errorMessage' || !e.name) return e;
    const property = e.property ?? '';
    const { label } = fieldRef(property, schema, uiSchema, copy);
    const limit = (e.params as { limit?: unknown } | undefined)?.limit;
    const message = fallbackMessage({ keyword: e.name, ...(typeof limit === 'number' ? { limit } : {}), ...(label ? { label } : {}), choice: isChoice(schemaOf(property, schema)) });
    return { ...e, message, stack: `${property} ${message}` };
  });
}
