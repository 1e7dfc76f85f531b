/**
 * One labelled text input inside a composite field, with its own errors under it. Ids follow RJSF's
 * scheme (`root_propertyAddress_city`, errors at `${id}__error`, hint at `${id}__help`).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ErrorTexts } from '../ui/ErrorText.tsx';
import { useRendererWords } from '../app/words.ts';

export interface SubInputProps {
  id: string;
  label: string;
  value: string;
  errors: string[];
  /** Error ids outside this input (e.g. shared messages) that also describe it. */
  describedBy?: string[];
  hint?: string;
  required?: boolean;
  onValue: (text: string) => void;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Rendered after the input (e.g. a suggestion list). */
  children?: ReactNode;
  /** Set to false when the messages are shown elsewhere (see describedBy). */
  showErrors?: boolean;
}

export function SubInput(p: SubInputProps) {
  const w = useRendererWords();
  const errorId = `${p.id}__error`;
  const helpId = `${p.id}__help`;
  const showErrors = p.showErrors !== false && p.errors.length > 0;
  const describedBy = [showErrors ? errorId : '', ...(p.describedBy ?? []), p.hint ? helpId : ''].filter(Boolean).join(' ');
  return (
    <div className={`w-sub${p.className ? ` ${p.className}` : ''}`}>
      <label htmlFor={p.id} className="w-label">
        {p.label}
        {p.required ? <span className="w-visually-hidden"> {w('required')}</span> : null}
      </label>
      {p.hint ? <p id={helpId} className="w-hint">{p.hint}</p> : null}
      <input
        type="text"
        {...p.inputProps}
        ref={p.inputRef}
        id={p.id}
        name={p.id}
        className="w-input"
        value={p.value}
        aria-describedby={describedBy || undefined}
        aria-invalid={p.errors.length > 0 || p.inputProps?.['aria-invalid'] === true || undefined}
        aria-required={p.required || undefined}
        onChange={(e) => p.onValue(e.target.value)}
      />
      {p.children}
      {showErrors ? (
        <div id={errorId} className="w-error">
          <ErrorTexts messages={p.errors} />
        </div>
      ) : null}
    </div>
  );
}
