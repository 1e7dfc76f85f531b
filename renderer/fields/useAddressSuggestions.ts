/** Debounced address lookups for the typeahead; late answers to older text are dropped. */
import { useEffect, useState } from 'react';
import { normalizeSuggestions, type Address } from './address.ts';

export type AddressLookup = (text: string) => Promise<unknown[]>;

export const MIN_LOOKUP_CHARS = 3;
export const LOOKUP_DELAY_MS = 250;

export function useAddressSuggestions(lookup: AddressLookup | undefined, text: string, active: boolean) {
  const [state, setState] = useState<{ text: string; items: Address[] }>({ text: '', items: [] });
  const query = text.trim();
  const enabled = Boolean(lookup) && active && query.length >= MIN_LOOKUP_CHARS;

  useEffect(() => {
    if (!enabled || !lookup) return;
    let current = true;
    const timer = setTimeout(() => {
      lookup(query).then(
        (list) => { if (current) setState({ text: query, items: normalizeSuggestions(list) }); },
        () => { if (current) setState({ text: query, items: [] }); },
      );
    }, LOOKUP_DELAY_MS);
    return () => { current = false; clearTimeout(timer); };
  }, [enabled, lookup, query]);

  const items = enabled && state.text === query ? state.items : [];
  return { items, loading: enabled && state.text !== query };
}
