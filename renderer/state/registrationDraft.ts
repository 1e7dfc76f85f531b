/**
 * Registration answers kept across steps and reloads until submitted (issue: "answers survive a
 * reload"). Passwords are never stored. Updates go through immer, loaded with the first Continue
 * rather than with the first screen (issue 13).
 */

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

export function clearDraft(): void {
  localStorage.removeItem(KEY);
}
