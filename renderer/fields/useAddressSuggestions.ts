/**
 * Debounced address lookups for the typeahead; late answers to older text are dropped. A lookup that
 * fails (or gives up for being slow, renderer/api/addressLookup.ts) gives no suggestions and sets
 * `failed`, so the field can open manual entry: the applicant keeps typing, nothing is lost.
 */
import { useEffect, useState } from 'react';
import { normalizeSuggestions, type Address } from './address.ts';

export type AddressLookup = (text: string, state?: string) => Promise<unknown[]>;

export const MIN_LOOKUP_CHARS = 3;
export const LOOKUP_DELAY_MS = 250;

export function useAddressSuggestions(lookup: AddressLookup | undefined, text: string, active: boolean, state?: string) {
  const [answer, setAnswer] = useState<{ key: string; items: Address[]; failed: boolean }>({ key: '', items: [], failed: false });
  const query = text.trim();
  const key = `${query}\n${state ?? ''}`;
  const enabled = Boolean(lookup) && active && query.length >= MIN_LOOKUP_CHARS;

  useEffect(() => {
    if (!enabled || !lookup) return;
    let current = true;
    const timer = setTimeout(() => {
      lookup(query, state).then(
        (list) => { if (current) setAnswer({ key, items: normalizeSuggestions(list), failed: false }); },
        () => { if (current) setAnswer({ key, items: [], failed: true }); },
      );
    }, LOOKUP_DELAY_MS);
    return () => { current = false; clearTimeout(timer); };
  }, [enabled, lookup, query, state, key]);

  const answered = enabled && answer.key === key;
  return { items: answered ? answer.items : [], loading: enabled && !answered, failed: answered && answer.failed };
}
