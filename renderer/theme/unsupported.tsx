/**
 * What our theme does not draw: free-form keys (additionalProperties), recursive schemas, layout
 * grids, optional-data toggles, and schemas without a type. Rather than fall back to the form
 * library's own markup and English, each stops with an error naming the field and what to change;
 * the gallery and `journey validate` find such a screen before an applicant could.
 */
import type { ReactNode } from 'react';
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

/** Plain fields pass through; a free-form key of `additionalProperties` is not drawn. */
export function WrapIfAdditionalTemplate({ children, id, schema }: WrapIfAdditionalTemplateProps): ReactNode {
  if (schema && Object.hasOwn(schema, '__additional_property')) return fail('a free-form key (additionalProperties)', id);
  return <>{children}</>;
}

export const CyclicSchemaExpandTemplate = ({ fieldPathId }: CyclicSchemaExpandProps): ReactNode => fail('a recursive schema', fieldPathId?.$id);
export const FallbackFieldTemplate = ({ schema }: FallbackFieldTemplateProps): ReactNode => fail(`a schema without a type (${JSON.stringify(schema).slice(0, 80)})`, undefined);
export const GridTemplate = (_props: GridTemplateProps): ReactNode => fail('a layout grid', undefined);
export const OptionalDataControlsTemplate = ({ id }: OptionalDataControlsTemplateProps): ReactNode => fail('an optional-data toggle', id);
