/**
 * Phone number, formatted as typed for `ui:options.country` (default US) and limited to that
 * country's national-format length (default 19). Stores the formatted national text, e.g. "(555) 555-5555".
 */
import { useLayoutEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { inputAttrs } from './common.ts';
import { formatPhoneInput, pastedNational, phoneMaxLength } from './phoneFormat.ts';

export function PhoneWidget(props: WidgetProps) {
  const { value, placeholder, options, onChange } = props;
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const country = options.country ?? 'US';
  const maxLength = phoneMaxLength(country);
  const text = typeof value === 'string' ? value : '';

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && el.ownerDocument.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <input
      {...inputAttrs(props)}
      ref={ref}
      className="w-input w-phone"
      type="tel"
      inputMode="tel"
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'tel-national'}
      maxLength={maxLength}
      value={text}
      placeholder={placeholder || undefined}
      onChange={(e) => {
        const el = e.target;
        const next = formatPhoneInput(el.value, text, country, maxLength, el.selectionStart ?? el.value.length);
        caret.current = el.selectionStart === el.value.length ? null : next.caret;
        onChange(next.text === '' ? options.emptyValue : next.text);
      }}
      onPaste={(e) => {
        // Format the whole paste ourselves: maxLength would otherwise cut "+1 (555) 555-5555" short.
        e.preventDefault();
        const el = e.currentTarget;
        const start = el.selectionStart ?? text.length;
        const pasted = pastedNational(e.clipboardData.getData('text'), country);
        const raw = text.slice(0, start) + pasted + text.slice(el.selectionEnd ?? start);
        const next = formatPhoneInput(raw, '', country, maxLength, start + pasted.length);
        caret.current = next.caret;
        onChange(next.text === '' ? options.emptyValue : next.text);
      }}
    />
  );
}
