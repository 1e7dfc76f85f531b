/** A password input with a show/hide toggle (RevealToggle.tsx); used by both password widgets. */
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { emptyToValue, inputAttrs } from './common.ts';
import { RevealToggle } from './RevealToggle.tsx';

export function PasswordInput({ widget, describedBy }: { widget: WidgetProps; describedBy?: string }) {
  const [shown, setShown] = useState(false);
  const { id, value, placeholder, schema, options, onChange, disabled } = widget;
  return (
    <div className="w-password">
      <input
        {...inputAttrs(widget, describedBy)}
        className="w-input w-password__input"
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={value ?? ''}
        placeholder={placeholder || undefined}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        onChange={(e) => onChange(emptyToValue(e.target.value, options))}
      />
      <RevealToggle controls={id} shown={shown} setShown={setShown} disabled={Boolean(disabled)} what="password" />
    </div>
  );
}
