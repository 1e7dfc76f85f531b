/**
 * What our theme does not draw: free-form keys (additionalProperties), recursive schemas, layout
 * grids, optional-data toggles, and schemas without a type. Rather than fall back to the form
 * library's own markup and English, each stops with an error naming the field and what to change;
 * the gallery and `journey validate` find such a screen before an applicant could.
 */
import type { ReactNode } from 'react';
import { ADDITIONAL_PROPERTY_FLAG } from '@rjsf/utils';
import type { CyclicSchemaExpandProps, FallbackFieldTemplateProps, GridTemplateProps, OptionalDataControlsTemplateProps, UnsupportedFieldProps, WrapIfAdditionalTemplateProps } from '@rjsf/utils';

export class ScreenConfigError extends Error {
  override name = 'ScreenConfigError';
}

const fail = (what: string, id: string | undefined): never => {
  throw new ScreenConfigError(`Field "${id ?? '?'}": ${what} is not supported by the HELOC theme; describe the field with a type, properties and a registered widget (renderer/registry.json)`);
};

export function UnsupportedFieldTemplate({ fieldPathId, reason }: UnsupportedFieldProps): ReactNode {
  return fail(`this schema (${reason})`, fieldPathId?.$id);
}

/** A free-form key of `additionalProperties` (the library marks its schema) is not drawn: its label would be the raw key. */
export function refuseAdditional(schema: object | undefined, id: string): void {
  if (schema && Object.hasOwn(schema, ADDITIONAL_PROPERTY_FLAG)) fail('a free-form key (additionalProperties)', id);
}

/** Plain fields pass through. */
export function WrapIfAdditionalTemplate({ children, id, schema }: WrapIfAdditionalTemplateProps): ReactNode {
  refuseAdditional(schema, id);
  return <>{children}</>;
}

export const CyclicSchemaExpandTemplate = ({ fieldPathId }: CyclicSchemaExpandProps): ReactNode => fail('a recursive schema', fieldPathId?.$id);
export const FallbackFieldTemplate = ({ schema }: FallbackFieldTemplateProps): ReactNode => fail(`a schema without a type (${JSON.stringify(schema).slice(0, 80)})`, undefined);
export const GridTemplate = (_props: GridTemplateProps): ReactNode => fail('a layout grid', undefined);
export const OptionalDataControlsTemplate = ({ id }: OptionalDataControlsTemplateProps): ReactNode => fail('an optional-data toggle', id);
