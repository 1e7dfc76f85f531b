/**
 * A disclosure menu: a button that opens a list of links or actions. Keyboard: Enter/Space or
 * ArrowDown opens and moves to the first item, arrows move between items, Escape closes and
 * returns focus to the button, leaving the menu (Tab or a click outside) closes it.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ShellLinkView } from './ShellLinkView.tsx';
import type { ShellLink } from './shellConfig.ts';
import { useOutsideClose } from './useOutsideClose.ts';

export function MenuButton({ label, buttonContent, items, className, align = 'end' }: { label: string; buttonContent: ReactNode; items: ShellLink[]; className?: string; align?: 'start' | 'end' }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const itemsOf = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  const focusItem = (index: number) => {
    const all = itemsOf();
    if (all.length) all[(index + all.length) % all.length]!.focus();
  };

  useOutsideClose(open, root, () => setOpen(false));

  const onKeyDown = (e: KeyboardEvent) => {
    const all = itemsOf();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) { setOpen(true); requestAnimationFrame(() => focusItem(0)); } else focusItem(current + 1);
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault();
      focusItem(current <= 0 ? all.length - 1 : current - 1);
    } else if (e.key === 'Home' && open) { e.preventDefault(); focusItem(0); }
    else if (e.key === 'End' && open) { e.preventDefault(); focusItem(all.length - 1); }
  };

  return (
    <div className={`menu ${className ?? ''}`} ref={root} onKeyDown={onKeyDown} onBlur={(e) => { if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false); }}>
      <button ref={button} type="button" className="menu__button" aria-expanded={open} aria-controls={id} aria-label={label} onClick={() => setOpen((o) => !o)}>
        {buttonContent}
      </button>
      <ul id={id} className={`menu__list menu__list--${align}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}><ShellLinkView link={item} className="menu__item" onDone={() => setOpen(false)} /></li>
        ))}
      </ul>
    </div>
  );
}
