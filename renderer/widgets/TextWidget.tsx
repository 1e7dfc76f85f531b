/** Plain text input; `type` (text, email, password, …) comes from the `type` prop or `ui:options.inputType`. */
import type { WidgetProps } from '@rjsf/utils';
import { emptyToValue, inputAttrs } from './common.ts';

export function TextWidget(props: WidgetProps) {
  const { value, placeholder, schema, options, onChange } = props;
  const type = (props.type as string | undefined) ?? (typeof options.inputType === 'string' ? options.inputType : 'text');
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const plain = type === 'email' || type === 'password';
  return (
    <input
      {...inputAttrs(props)}
      className="w-input"
      type={type}
      inputMode={numeric ? (schema.type === 'integer' ? 'numeric' : 'decimal') : undefined}
      autoCapitalize={plain ? 'none' : undefined}
      spellCheck={plain ? false : undefined}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(e) => onChange(emptyToValue(e.target.value, options))}
    />
  );
}
