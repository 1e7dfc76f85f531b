/** Multi-line text; rows from `ui:options.rows` (default 4). */
import type { WidgetProps } from '@rjsf/utils';
import { emptyToValue, inputAttrs } from './common.ts';

export function TextareaWidget(props: WidgetProps) {
  const { value, placeholder, schema, options, onChange } = props;
  return (
    <textarea
      {...inputAttrs(props)}
      className="w-input w-textarea"
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(e) => onChange(emptyToValue(e.target.value, options))}
    />
  );
}
