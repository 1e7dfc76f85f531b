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

/** Whether an entry still has an open problem among these error properties. */
export const stillOpen = (item: SummaryItem, open: Set<string>): boolean =>
  [...open].some((p) => p === item.field || p.startsWith(`${item.field}.`));
