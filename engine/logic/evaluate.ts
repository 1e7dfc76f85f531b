/**
 * Evaluates JSON logic with json-logic-js and our named operations, walking and/or/!/!!/if/ref
 * ourselves so that every clause's value can be traced (json-logic-js has no trace).
 * Any other node is handed whole to json-logic-js.
 */
import jsonLogic from 'json-logic-js';
import { operations } from './operations.ts';
import type { ClauseTrace, Logic, NamedConditions } from '../types/logic.ts';

for (const [name, op] of Object.entries(operations)) {
  jsonLogic.add_operation(name, op.fn as (...args: unknown[]) => unknown);
}

export interface EvalOptions {
  conditions?: NamedConditions;
  /** Build the clause tree (off for hot paths that only need the value). */
  trace?: boolean;
}

export interface Evaluation {
  value: unknown;
  clauses?: ClauseTrace;
}

const MAX_DEPTH = 64;
const WALKED = new Set(['and', 'or', '!', '!!', 'if', '?:', 'ref']);

export const truthy = (v: unknown): boolean => jsonLogic.truthy(v);

export function short(rule: unknown, max = 140): string {
  const s = JSON.stringify(rule) ?? String(rule);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

export function evaluate(rule: Logic, data: unknown, options: EvalOptions = {}): Evaluation {
  const [value, clauses] = walk(rule, data, options, 0);
  return clauses ? { value, clauses } : { value };
}

/** The truth of a rule, as json-logic-js would judge it (empty arrays are false). */
export function holds(rule: Logic, data: unknown, options: EvalOptions = {}): Evaluation & { holds: boolean } {
  const e = evaluate(rule, data, options);
  return { ...e, holds: truthy(e.value) };
}

function operatorOf(rule: unknown): string | null {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return null;
  const keys = Object.keys(rule);
  return keys.length === 1 ? keys[0]! : null;
}

function argsOf(rule: Record<string, unknown>, op: string): unknown[] {
  const a = rule[op];
  return Array.isArray(a) ? a : [a];
}

type Walked = [unknown, ClauseTrace | undefined];

function walk(rule: Logic, data: unknown, opts: EvalOptions, depth: number): Walked {
  if (depth > MAX_DEPTH) throw new Error(`Rule nesting deeper than ${MAX_DEPTH} (a named condition that refers to itself?)`);
  const op = operatorOf(rule);
  if (op === null || !WALKED.has(op)) {
    const value = jsonLogic.apply(rule as never, data as never);
    return [value, opts.trace ? { expr: short(rule), value } : undefined];
  }
  const args = argsOf(rule as Record<string, unknown>, op);
  const children: ClauseTrace[] = [];
  const sub = (r: Logic): unknown => {
    const [v, t] = walk(r, data, opts, depth + 1);
    if (t) children.push(t);
    return v;
  };
  let value: unknown;
  switch (op) {
    case 'and': {
      value = true;
      for (const a of args) {
        value = sub(a);
        if (!truthy(value)) break;
      }
      break;
    }
    case 'or': {
      value = false;
      for (const a of args) {
        value = sub(a);
        if (truthy(value)) break;
      }
      break;
    }
    case '!':
      value = !truthy(sub(args[0]));
      break;
    case '!!':
      value = truthy(sub(args[0]));
      break;
    case 'if':
    case '?:': {
      let i = 0;
      value = null;
      let decided = false;
      for (; i + 1 < args.length; i += 2) {
        if (truthy(sub(args[i]))) {
          value = sub(args[i + 1]);
          decided = true;
          break;
        }
      }
      if (!decided && i < args.length) value = sub(args[i]);
      break;
    }
    case 'ref': {
      const name = args[0];
      const named = typeof name === 'string' ? opts.conditions?.[name] : undefined;
      if (!named) throw new Error(`Unknown named condition "${String(name)}"`);
      value = sub(named.when);
      break;
    }
  }
  if (!opts.trace) return [value, undefined];
  const expr = op === 'ref' ? `ref ${String(args[0])}` : op;
  return [value, { expr, value, children }];
}
