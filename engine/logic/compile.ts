/**
 * Rules compiled once into closures and cached per rule object. and/or/!/!!/if/?:/ref are walked
 * by our own closures so every clause can be traced ({expr, value, children}, the format of the
 * reference walk in interpret.ts); any other node is one json-logic-js clause (compileNode.ts).
 * Config is data and is never changed in place, so a cache keyed by the rule object stays right.
 * Closures only, never `new Function`: pages run without 'unsafe-eval'.
 */
import { compileNode } from './compileNode.ts';
import { truthy } from './jsonLogic.ts';
import { MAX_DEPTH, WALKED, argsOf, operatorOf, short, tooDeep, unknownCondition } from './clauses.ts';
import type { ClauseTrace, Logic, NamedConditions } from '../types/logic.ts';

type Conditions = NamedConditions | undefined;

export interface CompiledRule {
  /** The rule's value (no trace). `depth` counts walked nodes, as in interpret.ts. */
  value(data: unknown, conditions: Conditions, depth: number): unknown;
  /** The rule's value with its clause tree (the value is the tree's `value`). */
  traced(data: unknown, conditions: Conditions, depth: number): ClauseTrace;
}

const compiled = new WeakMap<object, CompiledRule>();
const NO_TARGET = Symbol('no target yet');

/** The rule's closures, built on its first evaluation (a bare value is cheap to build each time). */
export function compileRule(rule: Logic): CompiledRule {
  if (rule === null || typeof rule !== 'object') return build(rule);
  let c = compiled.get(rule);
  if (!c) {
    c = build(rule);
    compiled.set(rule, c);
  }
  return c;
}

function build(rule: Logic): CompiledRule {
  const op = operatorOf(rule);
  if (op === null || !WALKED.has(op)) return clause(rule);
  const args = argsOf(rule as Record<string, unknown>, op);
  if (op === 'ref') return ref(args[0]);
  const parts = args.map(compileRule);
  switch (op) {
    case 'and': return sequence('and', parts, true);
    case 'or': return sequence('or', parts, false);
    case '!': return not('!', parts[0] ?? compileRule(undefined), true);
    case '!!': return not('!!', parts[0] ?? compileRule(undefined), false);
    default: return conditional(op, parts);
  }
}

/** A node json-logic-js evaluates whole: one clause in the trace, its JSON as the expression. */
function clause(rule: Logic): CompiledRule {
  const fn = compileNode(rule);
  let expr: string | undefined;
  return {
    value: (d, _c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      return fn(d);
    },
    traced: (d, _c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      const value = fn(d);
      return { expr: (expr ??= short(rule)), value };
    },
  };
}

/** and (stops at the first false part) / or (stops at the first true part); true / false when empty. */
function sequence(expr: string, parts: CompiledRule[], isAnd: boolean): CompiledRule {
  return {
    value: (d, c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      let v: unknown = isAnd;
      for (let i = 0; i < parts.length; i++) {
        v = parts[i]!.value(d, c, depth + 1);
        if (truthy(v) !== isAnd) break;
      }
      return v;
    },
    traced: (d, c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      const children: ClauseTrace[] = [];
      let v: unknown = isAnd;
      for (let i = 0; i < parts.length; i++) {
        const t = parts[i]!.traced(d, c, depth + 1);
        children.push(t);
        v = t.value;
        if (truthy(v) !== isAnd) break;
      }
      return { expr, value: v, children };
    },
  };
}

/** ! and !!: the truth of the first argument, negated or not. */
function not(expr: string, part: CompiledRule, negate: boolean): CompiledRule {
  return {
    value: (d, c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      return truthy(part.value(d, c, depth + 1)) !== negate;
    },
    traced: (d, c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      const t = part.traced(d, c, depth + 1);
      return { expr, value: truthy(t.value) !== negate, children: [t] };
    },
  };
}

/** if / ?: — condition, value pairs, then an optional else; null when nothing applies. */
function conditional(expr: string, parts: CompiledRule[]): CompiledRule {
  const n = parts.length;
  return {
    value: (d, c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      let i = 0;
      for (; i + 1 < n; i += 2) {
        if (truthy(parts[i]!.value(d, c, depth + 1))) return parts[i + 1]!.value(d, c, depth + 1);
      }
      return i < n ? parts[i]!.value(d, c, depth + 1) : null;
    },
    traced: (d, c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      const children: ClauseTrace[] = [];
      const sub = (p: CompiledRule) => {
        const t = p.traced(d, c, depth + 1);
        children.push(t);
        return t.value;
      };
      let value: unknown = null;
      let i = 0;
      let decided = false;
      for (; i + 1 < n; i += 2) {
        if (truthy(sub(parts[i]!))) {
          value = sub(parts[i + 1]!);
          decided = true;
          break;
        }
      }
      if (!decided && i < n) value = sub(parts[i]!);
      return { expr, value, children };
    },
  };
}

/** {"ref": name}: the journey's named condition, looked up in the conditions of this evaluation. */
function ref(name: unknown): CompiledRule {
  const expr = `ref ${String(name)}`;
  // The named condition is usually the same object call after call: remember its compilation.
  let lastWhen: unknown = NO_TARGET;
  let last: CompiledRule | undefined;
  const target = (c: Conditions): CompiledRule => {
    const named = typeof name === 'string' ? c?.[name] : undefined;
    if (!named) throw unknownCondition(name);
    if (named.when !== lastWhen || !last) {
      last = compileRule(named.when);
      lastWhen = named.when;
    }
    return last;
  };
  return {
    value: (d, c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      return target(c).value(d, c, depth + 1);
    },
    traced: (d, c, depth) => {
      if (depth > MAX_DEPTH) throw tooDeep();
      const t = target(c).traced(d, c, depth + 1);
      return { expr, value: t.value, children: [t] };
    },
  };
}
