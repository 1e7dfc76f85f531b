/**
 * The keys of an ARIA 1.2 combobox with a listbox popup, shared by the state and the street line of
 * the address field: Down/Up open the list and move through it (wrapping), Enter chooses the active
 * option (or, where asked, the only one shown), Escape closes the list. Typing is the input's own; the caller resets with `reset` then.
 */
import { useState, type KeyboardEvent } from 'react';
import { nextActive } from './address.ts';

export interface ListboxKeysOptions<T> {
  /** The options shown now. */
  items: readonly T[];
  open: boolean;
  setOpen: (open: boolean) => void;
  choose: (item: T) => void;
  /** How many options Down/Up would show when the list opens (defaults to `items.length`). */
  countOnOpen?: () => number;
  /** Keys do nothing when false (a street line without a lookup is a plain input). */
  enabled?: boolean;
  /** Enter chooses the one option shown even when none is active ("Flo" then Enter is Florida). */
  enterChoosesOnly?: boolean;
}

export function useListboxKeys<T>(o: ListboxKeysOptions<T>) {
  const [active, setActive] = useState(-1);
  const expanded = o.open && o.items.length > 0;
  const reset = () => setActive(-1);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (o.enabled === false) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const count = o.open ? o.items.length : (o.countOnOpen?.() ?? o.items.length);
      const key = e.key;
      const wasOpen = o.open;
      o.setOpen(true);
      setActive((i) => nextActive(wasOpen ? i : -1, key, count));
    } else if (e.key === 'Enter' && expanded && active >= 0 && o.items[active] !== undefined) {
      e.preventDefault();
      o.choose(o.items[active]!);
    } else if (e.key === 'Enter' && expanded && o.enterChoosesOnly && o.items.length === 1) {
      e.preventDefault();
      o.choose(o.items[0]!);
    } else if (e.key === 'Escape' && o.open) {
      e.preventDefault();
      o.setOpen(false);
      reset();
    }
  };
  return { active: expanded ? active : -1, expanded, onKeyDown, reset };
}
