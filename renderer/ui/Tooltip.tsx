/**
 * A tooltip (001 §1 shared components, §9): a short explanation tied to its trigger with
 * aria-describedby; it opens 200 ms after the pointer rests on the trigger, at once on keyboard
 * focus, and closes on leave, blur or Escape.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP_HOVER_DELAY_MS } from './timing.ts';

export function Tooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => { clearTimeout(timer.current); timer.current = setTimeout(() => setOpen(true), delay); };
  const hide = () => { clearTimeout(timer.current); setOpen(false); };
  return (
    <span className="tooltip">
      <button
        type="button"
        className="tooltip__trigger"
        aria-label={label}
        aria-describedby={id}
        onMouseEnter={() => show(TOOLTIP_HOVER_DELAY_MS)}
        onMouseLeave={hide}
        onFocus={() => show(0)}
        onBlur={hide}
        onKeyDown={(e) => { if (e.key === 'Escape') hide(); }}
      >?</button>
      <span id={id} role="tooltip" className="tooltip__bubble" hidden={!open}>{text}</span>
    </span>
  );
}
