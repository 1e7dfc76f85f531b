/**
 * Several choices bound to an array of enum values: a fieldset whose legend is the field label,
 * one native checkbox per option (`options.enumOptions`, from `items.enum` with ui:enumNames or
 * `items.oneOf` titles). Self-labelled. The first box carries the field id for error links.
 * `ui:options.groups` nests sub-groups under their group, as on the HMDA demographic information
 * form: `{"ASIAN": ["CHINESE", "KOREAN", ...]}` draws the sub-groups indented under "Asian", in a
 * group named after it. Each box stays its own answer.
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, optionId } from '@rjsf/utils';
import { hasErrors, ownLabel, answerRequired } from './common.ts';
import { groupOptions } from './choiceGroups.ts';

export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, options, disabled, readonly, rawErrors, hideLabel, autofocus, onChange, onBlur, onFocus } = props;
  const enumOptions = options.enumOptions ?? [];
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const invalid = hasErrors(rawErrors);
  const toggle = (v: unknown, on: boolean) => {
    const next = on ? [...chosen.filter((c) => c !== v), v] : chosen.filter((c) => c !== v);
    // Keep the options' order so answers read the same however they were ticked.
    onChange(enumOptions.map((o) => o.value).filter((o) => next.includes(o)));
  };
  const box = (i: number) => {
    const opt = enumOptions[i]!;
    return (
      <label key={i} className="w-choice" id={`${optionId(id, i)}__label`}>
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
    );
  };
  return (
    <fieldset className="w-fieldset w-radios" aria-required={answerRequired(props) || undefined}>
      <legend className={hideLabel ? 'w-visually-hidden' : 'w-legend'}>{ownLabel(props)}</legend>
      {groupOptions(enumOptions.map((o) => o.value), options.groups).map((entry) => (
        entry.children.length === 0 ? box(entry.index) : (
          <div key={entry.index} className="w-choice-group">
            {box(entry.index)}
            <div className="w-choice-group__children" role="group" aria-labelledby={`${optionId(id, entry.index)}__label`}>
              {entry.children.map(box)}
            </div>
          </div>
        )
      ))}
    </fieldset>
  );
}
