/**
 * A popover (001 §1 shared components): a button that opens a small panel of related detail. The
 * panel closes on Escape (focus back on the button), on the button again, or on a press outside.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useOutsideClose } from '../shell/useOutsideClose.ts';

export function Popover({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useOutsideClose(open, root, () => setOpen(false));
  return (
    <div className="popover" ref={root} onKeyDown={(e) => { if (e.key === 'Escape' && open) { setOpen(false); button.current?.focus(); } }}>
      <button ref={button} type="button" className="link-button popover__trigger" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>{label}</button>
      <div id={id} className="popover__panel" role="region" aria-label={label} hidden={!open}>{children}</div>
    </div>
  );
}
