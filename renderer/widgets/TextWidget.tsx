/**
 * Plain text input; `type` (text, email, password, …) comes from the `type` prop or `ui:options.inputType`.
 * The phone keyboard follows a number schema, or `ui:options.inputMode` for digits kept as text
 * (routing and account numbers keep their leading zeros as text: schemas/application/bank/*.json).
 */
import type { WidgetProps } from '@rjsf/utils';
import { emptyToValue, inputAttrs } from './common.ts';

const INPUT_MODES = ['numeric', 'decimal', 'tel', 'email', 'url', 'search', 'text', 'none'] as const;

export function TextWidget(props: WidgetProps) {
  const { value, placeholder, schema, options, onChange } = props;
  const type = (props.type as string | undefined) ?? (typeof options.inputType === 'string' ? options.inputType : 'text');
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const plain = type === 'email' || type === 'password';
  const inputMode = INPUT_MODES.find((m) => m === options.inputMode) ?? (numeric ? (schema.type === 'integer' ? 'numeric' : 'decimal') : undefined);
  return (
    <input
      {...inputAttrs(props)}
      className="w-input"
      type={type}
      inputMode={inputMode}
      autoCapitalize={plain ? 'none' : undefined}
      spellCheck={plain ? false : undefined}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(e) => onChange(emptyToValue(e.target.value, options))}
    />
  );
}
