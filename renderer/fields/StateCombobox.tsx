/**
 * The state of the address field, chosen from the state field's list (schemas/fields/us-state.json):
 * an ARIA 1.2 combobox whose listbox shows the states the typed text finds (engine/address.ts
 * matchStates: "tex" finds Texas, "ny" New York, "jersey" New Jersey). Down/Up move through the
 * list, Enter chooses, Escape closes; a tap chooses. Text that names a state by its code or its
 * title ("tx", "Texas", what the browser's autofill puts in) is that state at once. Text that names
 * none stays in the input and is stored as an empty answer, which the schema refuses ("Please choose
 * a state from the list"), so no made-up code reaches the rules or the server.
 */
import { useEffect, useMemo, useState } from 'react';
import { matchStates, stateFromText, type StateChoice } from '../../engine/address.ts';
import { useListboxKeys } from './useListboxKeys.ts';
import { SubInput } from './SubInput.tsx';
import { useRendererWords } from '../app/words.ts';

export interface StateComboboxProps {
  id: string;
  label: string;
  /** The stored answer: a state's code, or "" for text that names no state. */
  value: string;
  choices: readonly StateChoice[];
  errors: string[];
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  onValue: (code: string | undefined) => void;
  onBlur: () => void;
  onFocus: () => void;
}

export function StateCombobox(p: StateComboboxProps) {
  const w = useRendererWords();
  const chosen = p.choices.find((c) => c.code === p.value);
  // What the applicant typed since the last choice; null shows the chosen state's title.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const shown = text ?? chosen?.title ?? (p.value && !chosen ? p.value : '');
  const items = useMemo(() => (open ? matchStates(p.choices, text ?? '') : []), [open, p.choices, text]);
  const listId = `${p.id}__listbox`;
  const optId = (i: number) => `${p.id}__option-${i}`;

  // An answer saved before the list (a lower-case "tx") is the state it names.
  const { value, choices, onValue } = p;
  useEffect(() => {
    if (!value || choices.some((c) => c.code === value)) return;
    const named = stateFromText(choices, value);
    if (named) onValue(named.code);
  }, [value, choices, onValue]);

  const choose = (c: StateChoice) => {
    p.onValue(c.code);
    setText(null);
    setOpen(false);
    reset();
  };
  const { active, expanded, onKeyDown, reset } = useListboxKeys({ items, open, setOpen, choose, enterChoosesOnly: true, countOnOpen: () => matchStates(p.choices, text ?? '').length });
  const type = (t: string) => {
    setText(t);
    setOpen(true);
    reset();
    const named = stateFromText(p.choices, t);
    p.onValue(t.trim() === '' ? undefined : named ? named.code : '');
  };
  const typed = (text ?? '').trim();
  const status = !open || typed === '' ? '' : items.length === 0 ? `No state matches “${typed}”` : `${items.length} state${items.length === 1 ? '' : 's'} found`;

  return (
    <SubInput
      id={p.id}
      label={p.label}
      value={shown}
      errors={p.errors}
      required={p.required}
      className="w-combobox w-sub--state"
      onValue={type}
      inputProps={{
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 ? optId(active) : undefined,
        autoComplete: 'address-level1',
        autoCapitalize: 'words',
        spellCheck: false,
        onKeyDown,
        onClick: () => { if (!p.readOnly && !p.disabled) setOpen(true); },
        disabled: p.disabled,
        readOnly: p.readOnly,
        onBlur: () => {
          setOpen(false);
          reset();
          // Text that named a state shows the state's title from now on.
          if (text !== null && stateFromText(p.choices, text)) setText(null);
          p.onBlur();
        },
        onFocus: p.onFocus,
      }}
    >
      <ul id={listId} role="listbox" aria-label={w('choicesFor', { label: p.label })} className="w-listbox" hidden={!expanded}>
        {items.map((c, i) => (
          <li
            key={c.code}
            id={optId(i)}
            role="option"
            aria-selected={i === active}
            className="w-option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(c)}
          >
            {c.title}
          </li>
        ))}
      </ul>
      {/* One live region: seen when nothing matches, read by screen readers either way. */}
      <p className={open && typed !== '' && items.length === 0 ? 'w-hint w-combobox__none' : 'w-visually-hidden'} role="status">{status}</p>
    </SubInput>
  );
}
