/**
 * Radio group: a fieldset whose legend is the field label (self-labelled), native radios.
 * Option labels are `options.enumOptions` labels (ui:enumNames / oneOf titles). The first radio
 * carries the field id so error-summary links focus it.
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, enumOptionsIsSelected, optionId } from '@rjsf/utils';
import { hasErrors, ownLabel, answerRequired } from './common.ts';

export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, options, disabled, readonly, rawErrors, hideLabel, onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  const invalid = hasErrors(rawErrors);
  const inline = options.inline === true;
  return (
    <fieldset role="radiogroup" className={`w-fieldset w-radios${inline ? ' w-radios--inline' : ''}`} aria-required={answerRequired(props) || undefined}>
      <legend className={hideLabel ? 'w-visually-hidden' : 'w-legend'}>{ownLabel(props)}</legend>
      {enumOptions.map((opt, i) => (
        <label key={i} className="w-choice">
          <input
            type="radio"
            id={i === 0 ? id : optionId(id, i)}
            name={htmlName ?? id}
            value={String(i)}
            checked={enumOptionsIsSelected(opt.value, value)}
            disabled={Boolean(disabled || readonly)}
            aria-invalid={invalid || undefined}
            aria-describedby={ariaDescribedByIds(id)}
            autoFocus={i === 0 && Boolean(props.autofocus)}
            onChange={() => onChange(opt.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{opt.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
