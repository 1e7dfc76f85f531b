/**
 * US-dollar amount: a "$" prefix and thousands separators while typing, up to two decimals.
 * Stores a number, or `options.emptyValue` (undefined) when empty. Letters typed into it are left
 * out, and the applicant is told so with the amount it now reads ("12o,000" → $12,000), so a typo
 * never changes an amount silently; `ui:options.droppedNote` words it ({{chars}}, {{amount}}), and
 * `ui:options.nothingLeftNote` when no number is left ("fifty thousand"); dots read as thousands
 * separators ("85.000" → $85,000, never $85.00) are said by `ui:options.regroupedNote` ({{typed}}, {{amount}}).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { inputAttrs } from './common.ts';
import { continues, moneyCaret, moneyCharsBefore, moneyDisplay, parseMoneyInput, stillDropped } from './money.ts';

const DROPPED_NOTE = 'We left out {{chars}}: an amount is numbers only. Check that it reads {{amount}}.';
const NOTHING_LEFT_NOTE = 'Enter the amount in numbers, for example 95,000.';
const REGROUPED_NOTE = 'We read {{typed}} as {{amount}}: an amount has at most two decimals, so the dots group thousands. Check that it is right.';
const quoted = (chars: string) => [...chars].map((c) => `“${c}”`).join(', ');

const asNum = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function MoneyWidget(props: WidgetProps) {
  const { id, value, placeholder, options, onChange, onBlur } = props;
  // An optional amount whose empty answer is a number (`ui:emptyValue: 0`) shows empty, not "0", until
  // one is typed: a "0" in the field would become the first digit of what is typed after it (022800).
  const shown = (v: unknown) => (options.emptyValue !== undefined && v === options.emptyValue ? '' : moneyDisplay(v));
  const [typed, setTyped] = useState(() => shown(value));
  const [dropped, setDropped] = useState('');
  // What was typed when its dots were read as thousands separators, said until the field is emptied or typed afresh.
  const [regrouped, setRegrouped] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // What the user typed, unless the value was changed from outside (reset, prefill).
  const display = parseMoneyInput(typed).value === asNum(value) || (typed === '' && shown(value) === '') ? typed : shown(value);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && el.ownerDocument.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <>
      <div className="w-affix">
        <span className="w-affix__prefix" aria-hidden="true">$</span>
        <input
          {...inputAttrs(props)}
          ref={ref}
          className="w-input w-affix__input"
          type="text"
          inputMode="decimal"
          value={display}
          placeholder={placeholder || undefined}
          onChange={(e) => {
            const el = e.target;
            const next = parseMoneyInput(el.value);
            const at = el.selectionStart ?? el.value.length;
            caret.current = at === el.value.length ? null : moneyCaret(next.display, moneyCharsBefore(el.value, at));
            setTyped(next.display);
            // Said until the field is emptied, so the note stays while the rest of the amount is typed.
            setDropped((before) => stillDropped(before, display, next));
            setRegrouped((before) => (next.regrouped ? el.value.trim() : continues(display, next.display) ? before : ''));
            onChange(next.value === undefined ? options.emptyValue : next.value);
          }}
          onBlur={() => {
            setTyped(shown(asNum(value)));
            onBlur(id, value);
          }}
        />
      </div>
      {regrouped && display && !dropped ? (
        <p className="w-hint w-money__dropped" role="status" id={`${id}__regrouped`}>
          {String(options.regroupedNote ?? REGROUPED_NOTE).replace('{{typed}}', `“${regrouped}”`).replace('{{amount}}', `$${display}`)}
        </p>
      ) : null}
      {dropped ? (
        <p className="w-hint w-money__dropped" role="status" id={`${id}__dropped`}>
          {display
            ? String(options.droppedNote ?? DROPPED_NOTE).replace('{{chars}}', quoted(dropped)).replace('{{amount}}', `$${display}`)
            : String(options.nothingLeftNote ?? NOTHING_LEFT_NOTE)}
        </p>
      ) : null}
    </>
  );
}
