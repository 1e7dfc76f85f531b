/**
 * The reference evaluation: walks and/or/!/!!/if/?:/ref itself, node by node on every call, and
 * hands any other node whole to json-logic-js. The compiled evaluator (compile.ts) must give the
 * same values, traces and errors (test/engine/compile.properties.test.ts); `npm run bench` times both.
 */
import { jsonLogic, truthy } from './jsonLogic.ts';
import { WALKED, MAX_DEPTH, argsOf, operatorOf, short, tooDeep, unknownCondition } from './clauses.ts';
import type { ClauseTrace, Logic } from '../types/logic.ts';
import type { EvalOptions, Evaluation } from './evaluate.ts';

export function interpret(rule: Logic, data: unknown, options: EvalOptions = {}): Evaluation {
  const [value, clauses] = walk(rule, data, options, 0);
  return clauses ? { value, clauses } : { value };
}

type Walked = [unknown, ClauseTrace | undefined];

function walk(rule: Logic, data: unknown, opts: EvalOptions, depth: number): Walked {
  if (depth > MAX_DEPTH) throw tooDeep();
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
      if (!named) throw unknownCondition(name);
      value = sub(named.when);
      break;
    }
  }
  if (!opts.trace) return [value, undefined];
  const expr = op === 'ref' ? `ref ${String(args[0])}` : op;
  return [value, { expr, value, children }];
}
