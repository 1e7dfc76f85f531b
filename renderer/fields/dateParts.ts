/** Pure helpers for the date-of-birth field: typed digits ↔ stored integers, and shared error ids. */

export const DOB_PARTS = [
  { key: 'month', label: 'Month', maxLength: 2, autoComplete: 'bday-month' },
  { key: 'day', label: 'Day', maxLength: 2, autoComplete: 'bday-day' },
  { key: 'year', label: 'Year', maxLength: 4, autoComplete: 'bday-year' },
] as const;
export type DobKey = (typeof DOB_PARTS)[number]['key'];

/** Digits only, at most `maxLength`. */
export const partDigits = (text: string, maxLength: number): string => text.replace(/\D/g, '').slice(0, maxLength);

/** The stored integer for typed digits, undefined when empty. */
export const partValue = (digits: string): number | undefined => (digits === '' ? undefined : Number(digits));

/** What to show: the typed text while it still means the stored value (keeps "05"), else the value. */
export const partDisplay = (typed: string | undefined, value: unknown): string =>
  typed !== undefined && partValue(typed) === (typeof value === 'number' ? value : undefined) ? typed : typeof value === 'number' ? String(value) : '';

/**
 * Per-part messages shown once each: the first part with a message renders it, later parts with the
 * same message point at that element. Returns, per part, the messages it renders and the error ids describing it.
 */
export function sharePartErrors(errors: Record<string, string[]>, idOf: (key: string) => string) {
  const owner = new Map<string, string>();
  const out: Record<string, { render: string[]; ids: string[] }> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const render: string[] = [];
    const ids = new Set<string>();
    for (const m of messages) {
      if (!owner.has(m)) { owner.set(m, `${idOf(key)}__error`); render.push(m); }
      ids.add(owner.get(m)!);
    }
    out[key] = { render, ids: [...ids] };
  }
  return out;
}
