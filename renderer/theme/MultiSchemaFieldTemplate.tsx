/** A field whose schema is one of several (oneOf/anyOf of objects): the choice, then its fields. */
import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';

export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="field field--choice" data-theme="heloc">
      {selector}
      {optionSchemaField}
    </div>
  );
}
