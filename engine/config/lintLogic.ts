/**
 * Lints JSON logic (docs/decisions.md "JSON logic, used carefully"): no loose equality, no `in` against text,
 * `var` paths declared in the data schema and free of prototype names, known operations only,
 * `ref` only to named conditions and only where the engine walks (and/or/!/!!/if).
 */
import { operationNames } from '../logic/operations.ts';
import { pointer, didYouMean, type Problem } from './problems.ts';
import { ANY, itemsOf, lookupPath, typesOf, type SchemaAt } from './schemaPaths.ts';

const BUILT_IN = ['===', '!==', '>', '>=', '<', '<=', '!!', '!', '%', 'in', 'cat', 'substr', '+', '*', '-', '/', 'min', 'max', 'merge', 'var', 'missing', 'missing_some', 'if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some'];
const FORBIDDEN: Record<string, string> = {
  '==': 'loose equality ("1" == 1 is true); use ===',
  '!=': 'loose inequality; use !==',
  method: '"method" calls arbitrary JavaScript methods; use a named operation',
  log: '"log" writes to the console; remove it',
};
const SCOPED = new Set(['some', 'all', 'none', 'filter', 'map', 'reduce']);
const WALKED = new Set(['and', 'or', '!', '!!', 'if', '?:']);
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
export const KNOWN_OPERATIONS = [...BUILT_IN, ...operationNames, 'ref'];

export interface LintScope {
  file: string;
  /** The schema `var` paths are checked against. */
  data: SchemaAt;
  /** Named conditions `ref` may use (none: `ref` is not allowed). */
  conditions?: string[];
}

export function lintLogic(rule: unknown, at: string, scope: LintScope): Problem[] {
  const problems: Problem[] = [];
  walk(rule, at, scope.data, null, scope, problems);
  return problems;
}

function walk(rule: unknown, at: string, data: SchemaAt, parentOp: string | null, scope: LintScope, out: Problem[]): void {
  const report = (ptr: string, message: string): void => {
    out.push({ file: scope.file, pointer: ptr, message });
  };
  if (Array.isArray(rule)) {
    rule.forEach((r, i) => walk(r, `${at}${pointer(i)}`, data, parentOp, scope, out));
    return;
  }
  if (rule === null || typeof rule !== 'object') return;
  const keys = Object.keys(rule);
  if (keys.length !== 1) {
    report(at, `an operation object needs exactly one key, found ${keys.length ? keys.map((k) => `"${k}"`).join(', ') : 'none'}`);
    return;
  }
  const op = keys[0]!;
  const raw = (rule as Record<string, unknown>)[op];
  const args = Array.isArray(raw) ? raw : [raw];
  const here = `${at}${pointer(op)}`;
  if (FORBIDDEN[op]) return report(here, FORBIDDEN[op]!);
  if (!KNOWN_OPERATIONS.includes(op)) return report(here, `unknown operation "${op}"${didYouMean(op, KNOWN_OPERATIONS)}`);

  switch (op) {
    case 'var': {
      const path = args[0];
      if (typeof path === 'number') return;
      if (typeof path !== 'string') return report(here, '"var" needs a dotted path');
      if (path === '') return;
      const bad = path.split('.').find((s) => UNSAFE.has(s));
      if (bad) return report(here, `"var" path "${path}" names "${bad}", which reads the prototype chain`);
      if (data === ANY) return;
      const found = lookupPath(data, path, didYouMean);
      if (!found.found) report(here, `"var" path "${path}" is not in the data schema: "${found.missing!.at}" is not declared${found.missing!.suggestion}`);
      return;
    }
    case 'ref': {
      const name = args[0];
      if (!scope.conditions) return report(here, '"ref" is not available here (no named conditions)');
      if (typeof name !== 'string' || !scope.conditions.includes(name)) return report(here, `unknown condition "${String(name)}"${didYouMean(String(name), scope.conditions)}`);
      if (parentOp !== null && !WALKED.has(parentOp)) report(here, `"ref" may only stand where a condition is tested (inside and, or, !, !!, if), not inside "${parentOp}"`);
      return;
    }
    case 'in': {
      const hay = args[1];
      if (typeof hay === 'string') report(`${here}/1`, '"in" with text as its second argument is a substring test ("SIGN" is in "NOTE_SIGNING"); compare with === or use a list');
      else if (hay && typeof hay === 'object' && !Array.isArray(hay) && 'var' in hay && data !== ANY) {
        const p = (hay as { var: unknown }).var;
        const path = Array.isArray(p) ? p[0] : p;
        if (typeof path === 'string' && path !== '') {
          const found = lookupPath(data, path, didYouMean).found;
          const types = found ? typesOf(found) : [];
          if (types.includes('string')) report(`${here}/1`, `"in" against "${path}", which is text, is a substring test; compare with === or use a list`);
        }
      }
      break;
    }
  }
  if (SCOPED.has(op)) {
    walk(args[0], `${here}/0`, data, op, scope, out);
    const first = args[0];
    let items: SchemaAt = ANY;
    if (first && typeof first === 'object' && 'var' in first && data !== ANY) {
      const p = (first as { var: unknown }).var;
      const path = Array.isArray(p) ? p[0] : p;
      if (typeof path === 'string' && path !== '') {
        const found = lookupPath(data, path, didYouMean).found;
        if (found) items = itemsOf(found);
      }
    }
    const inner: SchemaAt = op === 'reduce'
      ? { node: { type: 'object', properties: { current: items.node === true ? {} : items.node, accumulator: {} } }, file: items.file || data.file }
      : items;
    for (let i = 1; i < args.length; i++) walk(args[i], `${here}/${i}`, i === 1 ? inner : data, op, scope, out);
    return;
  }
  if (Array.isArray(raw)) raw.forEach((a, i) => walk(a, `${here}/${i}`, data, op, scope, out));
  else walk(raw, here, data, op, scope, out);
}
