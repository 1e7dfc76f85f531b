/**
 * The data paths a screen file reads, each with where: copy and uiSchema placeholders
 * ({{app.amount:money}}), and `var` paths of its copy variants, prefill, rules and actions (JSON logic
 * at the top scope: the item paths inside some/all/filter/map/reduce are relative and left out).
 */
import { placeholders } from '../template.ts';
import { pointer } from './problems.ts';
import type { Screen } from '../types/screen.ts';

export interface Read {
  /** Dotted path into the rule context, e.g. "app.property.street1". */
  path: string;
  /** JSON pointer into the screen file. */
  at: string;
  /** How it is read: a placeholder (shown as text) or a rule's `var`. */
  via: 'placeholder' | 'var';
  /** The placeholder has a `|fallback` for when the value is missing. */
  fallback?: boolean;
}

const SCOPED = new Set(['some', 'all', 'none', 'filter', 'map', 'reduce']);
const WITH_FALLBACK = /\{\{\s*([^}|:]+?)\s*(?::\s*[A-Za-z0-9]+\s*)?\|[^}]*\}\}/g;

function textReads(value: unknown, at: string, out: Read[]): void {
  if (typeof value === 'string') {
    const withFallback = new Set([...value.matchAll(WITH_FALLBACK)].map((m) => m[1]!.trim()));
    for (const path of placeholders(value)) out.push({ path, at, via: 'placeholder', ...(withFallback.has(path) ? { fallback: true } : {}) });
  } else if (Array.isArray(value)) value.forEach((v, i) => textReads(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== 'when') textReads(v, `${at}${pointer(k)}`, out);
}

function logicReads(rule: unknown, at: string, out: Read[]): void {
  if (Array.isArray(rule)) return rule.forEach((r, i) => logicReads(r, `${at}/${i}`, out));
  if (rule === null || typeof rule !== 'object') return;
  const [op] = Object.keys(rule);
  if (op === undefined) return;
  const raw = (rule as Record<string, unknown>)[op];
  const args = Array.isArray(raw) ? raw : [raw];
  const here = `${at}${pointer(op)}`;
  if (op === 'var') {
    if (typeof args[0] === 'string' && args[0] !== '') out.push({ path: args[0], at: here, via: 'var' });
    return;
  }
  if (SCOPED.has(op)) return logicReads(args[0], Array.isArray(raw) ? `${here}/0` : here, out);
  if (Array.isArray(raw)) raw.forEach((a, i) => logicReads(a, `${here}/${i}`, out));
  else logicReads(raw, here, out);
}

export function screenReads(screen: Screen): Read[] {
  const out: Read[] = [];
  textReads(screen.copy, '/copy', out);
  (Array.isArray(screen.copy?.figures) ? screen.copy.figures : []).forEach((f, i) => { if (f.when !== undefined) logicReads(f.when, pointer('copy', 'figures', i, 'when'), out); });
  textReads(screen.uiSchema, '/uiSchema', out);
  (screen.copyVariants ?? []).forEach((v, i) => {
    logicReads(v.when, pointer('copyVariants', i, 'when'), out);
    textReads(v.copy, pointer('copyVariants', i, 'copy'), out);
  });
  for (const [field, rule] of Object.entries(screen.prefill ?? {})) logicReads(rule, pointer('prefill', field), out);
  (screen.rules ?? []).forEach((r, i) => {
    logicReads(r.when, pointer('rules', i, 'when'), out);
    textReads({ message: r.message, confirmLabel: r.confirmLabel, dialog: r.dialog }, pointer('rules', i), out);
  });
  (screen.actions ?? []).forEach((a, i) => {
    if (a.when !== undefined) logicReads(a.when, pointer('actions', i, 'when'), out);
    textReads(a, pointer('actions', i), out);
  });
  (screen.documents ?? []).forEach((d, i) => {
    if (d.when !== undefined) logicReads(d.when, pointer('documents', i, 'when'), out);
    textReads(d, pointer('documents', i), out);
  });
  return out;
}
