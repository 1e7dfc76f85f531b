/** A single checkbox bound to a boolean; self-labelled (the label wraps the box and the field title). */
import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { hasErrors, ownLabel, answerRequired } from './common.ts';
import { useRendererWords } from '../app/words.ts';

export function CheckboxWidget(props: WidgetProps & { labelContent?: ReactNode }) {
  const w = useRendererWords();
  const { id, htmlName, value, disabled, readonly, rawErrors, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <div className="w-checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        disabled={Boolean(disabled || readonly)}
        autoFocus={Boolean(autofocus)}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={hasErrors(rawErrors) || undefined}
        aria-required={answerRequired(props) || undefined}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id} className="w-checkbox__label">
        {props.labelContent ?? ownLabel(props)}
        {answerRequired(props) ? <span className="w-visually-hidden"> {w('required')}</span> : null}
      </label>
    </div>
  );
}
