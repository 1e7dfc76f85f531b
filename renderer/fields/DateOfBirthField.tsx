/**
 * ui:field "dateOfBirth": Month / Day / Year inputs in a fieldset whose legend is the schema title
 * (self-labelled). Stores integers. Per-part errors (errorSchema.month etc.) show under the row, each
 * message once; the field's own errors (e.g. "Date of birth must be a real date", age rules) are rendered by the
 * FieldTemplate at `${id}__error` and referenced from every input.
 */
import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { errorId, toFieldPathId } from '@rjsf/utils';
import { compact, subErrors } from './address.ts';
import { ErrorTexts } from '../ui/ErrorText.tsx';
import { DOB_PARTS, partDigits, partDisplay, partValue, sharePartErrors, type DobKey } from './dateParts.ts';
import { useRendererWords } from '../app/words.ts';
import { useWords } from '../app/language.tsx';

export function DateOfBirthField(props: FieldProps) {
  const w = useRendererWords();
  const t = useWords();
  const { fieldPathId, registry, errorSchema, rawErrors, disabled, readonly, required, onChange, onBlur, onFocus } = props;
  const data = (props.formData ?? {}) as Partial<Record<DobKey, number>>;
  const [typed, setTyped] = useState<Partial<Record<DobKey, string>>>({});
  const subId = (key: string) => toFieldPathId(key, registry.globalFormOptions, fieldPathId).$id;
  const groupErrors = (rawErrors ?? []).length > 0;
  const shared = sharePartErrors(Object.fromEntries(DOB_PARTS.map((p) => [p.key, subErrors(errorSchema, p.key)])), subId);
  const hideLegend = (props.uiSchema?.['ui:options'] as { label?: unknown } | undefined)?.label === false;

  return (
    <fieldset className="w-fieldset w-dob">
      <legend className={hideLegend ? 'w-visually-hidden' : 'w-legend'}>{typeof props.uiSchema?.['ui:title'] === 'string' ? props.uiSchema['ui:title'] : props.schema.title ? t(props.schema.title) : w('dateOfBirth')}</legend>
      <div className="w-row w-dob__row">
        {DOB_PARTS.map((p) => {
          const id = subId(p.key);
          const own = shared[p.key] ?? { render: [], ids: [] };
          const describedBy = [...own.ids, groupErrors ? errorId(fieldPathId) : ''].filter(Boolean).join(' ');
          const invalid = own.ids.length > 0 || groupErrors;
          return (
            <div key={p.key} className={`w-sub w-dob__${p.key}`}>
              <label htmlFor={id} className="w-label">
                {p.label}
                {required ? <span className="w-visually-hidden"> {w('required')}</span> : null}
              </label>
              <input
                id={id}
                name={id}
                className="w-input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={p.maxLength}
                autoComplete={p.autoComplete}
                value={partDisplay(typed[p.key], data[p.key])}
                disabled={Boolean(disabled)}
                readOnly={Boolean(readonly)}
                aria-required={required || undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy || undefined}
                onChange={(e) => {
                  const digits = partDigits(e.target.value, p.maxLength);
                  setTyped((t) => ({ ...t, [p.key]: digits }));
                  onChange(compact({ ...data, [p.key]: partValue(digits) }), fieldPathId.path);
                }}
                onBlur={() => onBlur(id, data[p.key])}
                onFocus={() => onFocus(id, data[p.key])}
              />
            </div>
          );
        })}
      </div>
      {DOB_PARTS.map((p) => {
        const render = shared[p.key]?.render ?? [];
        return render.length ? (
          <div key={p.key} id={`${subId(p.key)}__error`} className="w-error"><ErrorTexts messages={render} /></div>
        ) : null;
      })}
    </fieldset>
  );
}
