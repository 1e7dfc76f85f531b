/**
 * The error summary's entries for a list of problems (schema errors, rule errors, unconfirmed
 * notices, server field errors): one per field, in the order the problems came, with the field's
 * label and the first message; the link goes to the first control with a problem.
 */
import type { SummaryItem } from './ErrorSummary.tsx';
import { fieldRef } from './fieldLabels.ts';

export interface Problem { property: string; message: string }

/**
 * `local`: problems fields found themselves, by property (formContext.ts FieldProblems); a problem
 * at or inside such a property is said in the field's words, so the summary and the field agree.
 */
export function summaryItems(problems: Problem[], schema: unknown, uiSchema: unknown, copy: Record<string, unknown>, local: ReadonlyMap<string, string> = new Map()): SummaryItem[] {
  const byField = new Map<string, SummaryItem>();
  for (const p of problems) {
    if (!p.message) continue;
    const { field, label, item } = fieldRef(p.property, schema, uiSchema, copy);
    const own = [...local].find(([k]) => p.property === k || p.property.startsWith(`${k}.`));
    if (!byField.has(field)) byField.set(field, { field, property: p.property, label, message: own ? own[1] : p.message, ...(item ? { item } : {}) });
  }
  return [...byField.values()];
}

/**
 * The summary after the applicant changed an answer: a field fixed leaves it, a field still wrong says
 * its problem as the field now does (typing "12a" after an empty field: the number message, not
 * "Enter …"), and a problem of the whole form (no field) stays until the next submit.
 */
export function refreshSummary(shown: SummaryItem[], now: SummaryItem[]): SummaryItem[] {
  const byField = new Map(now.map((item) => [item.field, item]));
  return shown.flatMap((item) => {
    if (!item.property.startsWith('.')) return [item];
    const current = byField.get(item.field);
    return current ? [current.message === item.message && current.property === item.property ? item : current] : [];
  });
}
