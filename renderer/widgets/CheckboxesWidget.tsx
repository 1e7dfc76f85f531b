/**
 * Several choices bound to an array of enum values: a fieldset whose legend is the field label,
 * one native checkbox per option (`options.enumOptions`, from `items.enum` with ui:enumNames or
 * `items.oneOf` titles). Self-labelled. The first box carries the field id for error links.
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, optionId } from '@rjsf/utils';
import { hasErrors, ownLabel } from './common.ts';

export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, options, required, disabled, readonly, rawErrors, hideLabel, autofocus, onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const invalid = hasErrors(rawErrors);
  const toggle = (v: unknown, on: boolean) => {
    const next = on ? [...chosen.filter((c) => c !== v), v] : chosen.filter((c) => c !== v);
    // Keep the options' order so answers read the same however they were ticked.
    onChange(enumOptions.map((o) => o.value).filter((o) => next.includes(o)));
  };
  return (
    <fieldset className="w-fieldset w-radios" aria-required={required || undefined}>
      <legend className={hideLabel ? 'w-visually-hidden' : 'w-legend'}>{ownLabel(props)}</legend>
      {enumOptions.map((opt, i) => (
        <label key={i} className="w-choice">
          <input
            type="checkbox"
            id={i === 0 ? id : optionId(id, i)}
            name={htmlName ?? id}
            value={String(i)}
            checked={chosen.includes(opt.value)}
            disabled={Boolean(disabled || readonly)}
            autoFocus={i === 0 && Boolean(autofocus)}
            aria-invalid={invalid || undefined}
            aria-describedby={ariaDescribedByIds(id)}
            onChange={(e) => toggle(opt.value, e.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{opt.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
