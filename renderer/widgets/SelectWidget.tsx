/**
 * Native <select>. Options are `options.enumOptions` (enum with ui:enumNames, or oneOf titles);
 * `ui:placeholder` adds a first empty option. Option values are indexes, so any JSON value works.
 */
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { inputAttrs } from './common.ts';

export function SelectWidget(props: WidgetProps) {
  const { value, placeholder, options, onChange, disabled, readonly } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const index = typeof selected === 'string' ? selected : '';
  const showPlaceholder = Boolean(placeholder) || index === '';
  const { readOnly: _readOnly, ...attrs } = inputAttrs(props);
  return (
    <select
      {...attrs}
      disabled={Boolean(disabled || readonly)}
      className="w-input w-select"
      value={index}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : enumOptionsValueForIndex(e.target.value, enumOptions, options.emptyValue))}
      onBlur={(e) => props.onBlur(props.id, enumOptionsValueForIndex(e.target.value, enumOptions, options.emptyValue))}
      onFocus={(e) => props.onFocus(props.id, enumOptionsValueForIndex(e.target.value, enumOptions, options.emptyValue))}
    >
      {showPlaceholder ? <option value="">{placeholder ?? ''}</option> : null}
      {enumOptions.map((opt, i) => (
        <option key={i} value={String(i)} disabled={Array.isArray(options.enumDisabled) && options.enumDisabled.includes(opt.value)}>
          {opt.label}
        </option>
      ))}
    </select>
  );
}
