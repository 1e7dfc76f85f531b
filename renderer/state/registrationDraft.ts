/**
 * Registration answers kept across steps and reloads until submitted: what was continued with, and
 * what is being typed on the step shown (so a reload shows it again). Passwords and a schema's
 * writeOnly properties are never stored. Updates go through immer, loaded with the first Continue
 * rather than with the first screen.
 */
import { storable } from './screenDrafts.ts';

const KEY = 'heloc_registration_draft';
const NEVER_STORED = ['password', 'confirmPassword'];

export type Draft = Record<string, unknown>;

export function loadDraft(): Draft {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Draft) : {};
  } catch {
    return {};
  }
}

/** Merges a step's answers into the draft; returns the new draft (passwords kept in memory only). */
export async function saveStep(draft: Draft, answers: Draft): Promise<Draft> {
  const { produce } = await import('immer');
  const next = produce(draft, (d) => { Object.assign(d, answers); });
  localStorage.setItem(KEY, JSON.stringify(produce(next, (d) => { for (const k of NEVER_STORED) delete d[k]; })));
  return next;
}

/** Keeps what is typed on the step shown, over the answers continued with, for a reload; the draft in memory is unchanged. */
export function keepTyped(draft: Draft, typed: Draft, schema: unknown): void {
  const kept: Draft = { ...draft, ...(storable(typed, schema) as Draft) };
  for (const k of NEVER_STORED) delete kept[k];
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the answers stay in memory only.
  }
}

export function clearDraft(): void {
  localStorage.removeItem(KEY);
}
