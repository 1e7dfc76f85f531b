/**
 * Whether a person must answer a field, as opposed to whether the schema lists it as required. A
 * required property that accepts empty (its type allows null, or `ui:emptyValue` fills it in) is
 * optional to the applicant: "Other annual income (optional)" is required by the schema with 0 for
 * empty (000 §5), and must not also be announced "(required)".
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export function acceptsEmpty(schema: RJSFSchema | undefined, uiSchema?: UiSchema): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('null') || uiSchema?.['ui:emptyValue'] !== undefined || (uiSchema?.['ui:options'] as { emptyValue?: unknown } | undefined)?.emptyValue !== undefined;
}

/**
 * Required for the applicant: listed as required, or required now by a screen's `require` rule
 * (the screen marks its uiSchema node `ui:required`, screens/SchemaScreen.tsx), and not filled in
 * when left empty.
 */
export const mustAnswer = (required: boolean | undefined, schema: RJSFSchema | undefined, uiSchema?: UiSchema): boolean =>
  (Boolean(required) || uiSchema?.['ui:required'] === true) && !acceptsEmpty(schema, uiSchema);
