/**
 * A US-dollar input for the comparison candidates (test code): the app's money typing and display
 * rules (renderer/widgets/money.ts: "$" prefix, thousands separators while typing, two decimals,
 * the caret kept after the digit typed), so every candidate formats money the same way.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { moneyCaret, moneyCharsBefore, moneyDisplay, parseMoneyInput } from '../../../renderer/widgets/money.ts';

export interface MoneyInputProps {
  id: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  describedBy?: string;
  invalid?: boolean;
}

export function MoneyInput({ id, value, onChange, describedBy, invalid }: MoneyInputProps) {
  const [typed, setTyped] = useState(() => moneyDisplay(value));
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const display = parseMoneyInput(typed).value === value ? typed : moneyDisplay(value);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <div className="affix">
      <span className="affix__prefix" aria-hidden="true">$</span>
      <input
        ref={ref}
        id={id}
        name={id}
        className="input affix__input"
        type="text"
        inputMode="decimal"
        value={display}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const el = e.target;
          const next = parseMoneyInput(el.value);
          const at = el.selectionStart ?? el.value.length;
          caret.current = at === el.value.length ? null : moneyCaret(next.display, moneyCharsBefore(el.value, at));
          setTyped(next.display);
          onChange(next.value);
        }}
        onBlur={() => setTyped(moneyDisplay(value))}
      />
    </div>
  );
}
