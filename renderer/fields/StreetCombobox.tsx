/**
 * The street line of the address field. With a lookup it is an ARIA 1.2 combobox: typing shows
 * suggestions in a listbox (Down/Up move, Enter chooses, Escape closes); without one it is a plain
 * input. It is the same <input> in both modes, so focus stays put when manual entry opens.
 */
import { useState, type KeyboardEvent, type Ref } from 'react';
import { SubInput } from './SubInput.tsx';
import { nextActive, suggestionText, type Address } from './address.ts';
import { useAddressSuggestions, type AddressLookup } from './useAddressSuggestions.ts';

export interface StreetComboboxProps {
  id: string;
  label: string;
  value: string;
  errors: string[];
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  lookup: AddressLookup | undefined;
  onValue: (text: string) => void;
  onChoose: (a: Address) => void;
  onBlur: () => void;
  onFocus: () => void;
  inputRef: Ref<HTMLInputElement>;
}

export function StreetCombobox(p: StreetComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, loading } = useAddressSuggestions(p.lookup, p.value, Boolean(p.lookup) && open);
  const listId = `${p.id}__listbox`;
  const expanded = open && items.length > 0;
  const optId = (i: number) => `${p.id}__option-${i}`;

  const choose = (a: Address) => { p.onChoose(a); setOpen(false); setActive(-1); };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!p.lookup) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const key = e.key;
      setActive((i) => nextActive(i, key, items.length));
    } else if (e.key === 'Enter' && expanded && active >= 0 && items[active]) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const comboProps = p.lookup
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 ? optId(active) : undefined,
        autoComplete: 'off',
        onKeyDown,
      }
    : { autoComplete: 'address-line1' };

  return (
    <SubInput
      id={p.id}
      label={p.label}
      value={p.value}
      errors={p.errors}
      required={p.required}
      hint={p.lookup ? 'Start typing, then choose your address from the list.' : undefined}
      inputRef={p.inputRef}
      className="w-combobox"
      onValue={(t) => { p.onValue(t); setOpen(true); setActive(-1); }}
      inputProps={{
        ...comboProps,
        disabled: p.disabled,
        readOnly: p.readOnly,
        onBlur: () => { setOpen(false); setActive(-1); p.onBlur(); },
        onFocus: p.onFocus,
      }}
    >
      {p.lookup ? (
        <>
          <ul id={listId} role="listbox" aria-label="Address suggestions" className="w-listbox" hidden={!expanded}>
            {items.map((a, i) => (
              <li
                key={`${suggestionText(a)}-${i}`}
                id={optId(i)}
                role="option"
                aria-selected={i === active}
                className="w-option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(a)}
              >
                {suggestionText(a)}
              </li>
            ))}
          </ul>
          <p className="w-visually-hidden" role="status">
            {open && !loading && p.value.trim().length >= 3 ? `${items.length} address suggestion${items.length === 1 ? '' : 's'}` : ''}
          </p>
        </>
      ) : null}
    </SubInput>
  );
}
