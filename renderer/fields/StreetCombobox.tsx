/**
 * The street line of the address field. With a lookup it is an ARIA 1.2 combobox: typing shows
 * suggestions in a listbox (Down/Up move, Enter chooses, Escape closes; useListboxKeys) and a live
 * region says how many there are; without one it is a plain input. It is the same <input> in both
 * modes, so focus stays put when manual entry opens. A lookup that fails calls `onUnavailable`
 * (the field then opens manual entry) and says nothing alarming: the typed text stays.
 */
import { useEffect, useState, type Ref } from 'react';
import { SubInput } from './SubInput.tsx';
import { suggestionText, type Address } from './address.ts';
import { useAddressSuggestions, MIN_LOOKUP_CHARS, type AddressLookup } from './useAddressSuggestions.ts';
import { useListboxKeys } from './useListboxKeys.ts';
import { useRendererWords } from '../app/words.ts';

export interface StreetComboboxProps {
  id: string;
  label: string;
  value: string;
  /** The state entered so far: its suggestions come first. */
  state?: string;
  errors: string[];
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  lookup: AddressLookup | undefined;
  onValue: (text: string) => void;
  onChoose: (a: Address) => void;
  onUnavailable?: () => void;
  onBlur: () => void;
  onFocus: () => void;
  inputRef: Ref<HTMLInputElement>;
}

export function StreetCombobox(p: StreetComboboxProps) {
  const w = useRendererWords();
  const [open, setOpen] = useState(false);
  const { items, loading, failed } = useAddressSuggestions(p.lookup, p.value, Boolean(p.lookup) && open, p.state);
  const listId = `${p.id}__listbox`;
  const optId = (i: number) => `${p.id}__option-${i}`;

  const choose = (a: Address) => { p.onChoose(a); setOpen(false); reset(); };
  const { active, expanded, onKeyDown, reset } = useListboxKeys({ items, open, setOpen, choose, enabled: Boolean(p.lookup) });

  const { onUnavailable } = p;
  useEffect(() => { if (failed) onUnavailable?.(); }, [failed, onUnavailable]);

  const comboProps = p.lookup
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': active >= 0 ? optId(active) : undefined,
        autoComplete: 'off',
        onKeyDown,
      }
    : { autoComplete: 'address-line1' };

  const asked = open && !loading && p.value.trim().length >= MIN_LOOKUP_CHARS;
  const status = !asked ? '' : `${items.length} address suggestion${items.length === 1 ? '' : 's'}${items.length > 0 ? ', use the up and down arrows to choose' : ''}`;

  return (
    <SubInput
      id={p.id}
      label={p.label}
      value={p.value}
      errors={p.errors}
      required={p.required}
      hint={p.lookup ? w('addressLookupHint') : undefined}
      inputRef={p.inputRef}
      className="w-combobox"
      onValue={(t) => { p.onValue(t); setOpen(true); reset(); }}
      inputProps={{
        ...comboProps,
        disabled: p.disabled,
        readOnly: p.readOnly,
        onBlur: () => { setOpen(false); reset(); p.onBlur(); },
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
          <p className="w-visually-hidden" role="status">{status}</p>
        </>
      ) : null}
    </SubInput>
  );
}
