/**
 * Social Security number: masked until the applicant chooses "Show", formatted 123-45-6789 as
 * typed (ssnFormat.ts), the phone's number keypad (inputmode numeric), and no autofill unless the
 * screen names an `ui:autocomplete`. Stores the formatted text; an emptied field stores
 * `ui:options.emptyValue` as the text widget does.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { inputAttrs } from './common.ts';
import { formatSsnInput } from './ssnFormat.ts';
import { RevealToggle } from './RevealToggle.tsx';

export function SsnWidget(props: WidgetProps) {
  const { id, value, placeholder, options, onChange, disabled, label } = props;
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const text = typeof value === 'string' ? value : '';
  const attrs = inputAttrs(props);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && el.ownerDocument.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const put = (raw: string, at: number) => {
    const next = formatSsnInput(raw, at);
    caret.current = at >= raw.length ? null : next.caret;
    onChange(next.text === '' ? options.emptyValue : next.text);
  };

  return (
    <div className="w-password w-ssn">
      <input
        {...attrs}
        ref={ref}
        className="w-input w-password__input"
        type={shown ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete={attrs.autoComplete ?? 'off'}
        autoCorrect="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={11}
        value={text}
        placeholder={placeholder || undefined}
        onChange={(e) => put(e.target.value, e.target.selectionStart ?? e.target.value.length)}
      />
      <RevealToggle controls={id} shown={shown} setShown={setShown} disabled={Boolean(disabled)} what={label || 'Social Security number'} />
    </div>
  );
}
