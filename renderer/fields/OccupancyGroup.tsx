/** The occupancy question of the address field: a radio group; labels from `ui:options.occupancyLabels`. */
import { optionId } from '@rjsf/utils';
import { ErrorTexts } from '../ui/ErrorText.tsx';

export interface OccupancyGroupProps {
  id: string;
  legend: string;
  choices: string[];
  labels: Record<string, string>;
  value: string | undefined;
  errors: string[];
  required: boolean;
  disabled: boolean;
  onValue: (v: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}

export function OccupancyGroup(p: OccupancyGroupProps) {
  const errorId = `${p.id}__error`;
  const invalid = p.errors.length > 0;
  return (
    <fieldset role="radiogroup" className="w-fieldset w-radios" aria-required={p.required || undefined}>
      <legend className="w-legend">{p.legend}</legend>
      {p.choices.map((c, i) => (
        <label key={c} className="w-choice">
          <input
            type="radio"
            id={i === 0 ? p.id : optionId(p.id, i)}
            name={p.id}
            value={c}
            checked={p.value === c}
            disabled={p.disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={() => p.onValue(c)}
            onBlur={p.onBlur}
            onFocus={p.onFocus}
          />
          <span>{p.labels[c] ?? c}</span>
        </label>
      ))}
      {invalid ? <div id={errorId} className="w-error"><ErrorTexts messages={p.errors} /></div> : null}
    </fieldset>
  );
}
