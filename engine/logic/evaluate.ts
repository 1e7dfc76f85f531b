/**
 * Evaluates JSON logic (json-logic-js plus our named operations, engine/logic/operations.ts), with
 * the clause-by-clause trace on request. Each rule is compiled once into closures (compile.ts);
 * values, traces and errors are those of the reference walk (interpret.ts).
 */
import { compileRule } from './compile.ts';
import { truthy } from './jsonLogic.ts';
import type { ClauseTrace, Logic, NamedConditions } from '../types/logic.ts';

export { truthy } from './jsonLogic.ts';
export { short } from './clauses.ts';

export interface EvalOptions {
  conditions?: NamedConditions;
  /** Build the clause tree (off for hot paths that only need the value). */
  trace?: boolean;
}

export interface Evaluation {
  value: unknown;
  clauses?: ClauseTrace;
}

export function evaluate(rule: Logic, data: unknown, options: EvalOptions = {}): Evaluation {
  const compiled = compileRule(rule);
  if (!options.trace) return { value: compiled.value(data, options.conditions, 0) };
  const clauses = compiled.traced(data, options.conditions, 0);
  return { value: clauses.value, clauses };
}

/** The truth of a rule, as json-logic-js would judge it (empty arrays are false). */
export function holds(rule: Logic, data: unknown, options: EvalOptions = {}): Evaluation & { holds: boolean } {
  const compiled = compileRule(rule);
  if (!options.trace) {
    const value = compiled.value(data, options.conditions, 0);
    return { value, holds: truthy(value) };
  }
  const clauses = compiled.traced(data, options.conditions, 0);
  return { value: clauses.value, clauses, holds: truthy(clauses.value) };
}
