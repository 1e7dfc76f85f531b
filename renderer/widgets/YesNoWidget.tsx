/**
 * Yes/No question bound to a boolean: a fieldset whose legend is the field label (or the copy entry
 * named by `ui:options.labelFromCopy`), with two native radios. Self-labelled.
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, optionId } from '@rjsf/utils';
import { hasErrors, ownLabel, answerRequired } from './common.ts';

const CHOICES = [{ value: true, label: 'Yes' }, { value: false, label: 'No' }] as const;

export function YesNoWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, rawErrors, hideLabel, autofocus, onChange, onBlur, onFocus } = props;
  const invalid = hasErrors(rawErrors);
  return (
    <fieldset role="radiogroup" className="w-fieldset w-radios w-radios--inline" aria-required={answerRequired(props) || undefined}>
      <legend className={hideLabel ? 'w-visually-hidden' : 'w-legend'}>{ownLabel(props)}</legend>
      {CHOICES.map((c, i) => (
        <label key={c.label} className="w-choice">
          <input
            type="radio"
            id={i === 0 ? id : optionId(id, i)}
            name={htmlName ?? id}
            value={String(c.value)}
            checked={value === c.value}
            disabled={Boolean(disabled || readonly)}
            autoFocus={i === 0 && Boolean(autofocus)}
            aria-invalid={invalid || undefined}
            aria-describedby={ariaDescribedByIds(id)}
            onChange={() => onChange(c.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{c.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
