/**
 * engine/logic/evaluate.ts as it was before rules were compiled: the reference walk on every call.
 * `npm run bench` builds a second copy of the engine with this module in its place, so the same
 * decisions can be timed interpreted and compiled in one run.
 */
import { interpret } from '../../../engine/logic/interpret.ts';
import { truthy } from '../../../engine/logic/jsonLogic.ts';
import type { EvalOptions, Evaluation } from '../../../engine/logic/evaluate.ts';
import type { Logic } from '../../../engine/types/logic.ts';

export { truthy } from '../../../engine/logic/jsonLogic.ts';
export { short } from '../../../engine/logic/clauses.ts';
export type { EvalOptions, Evaluation } from '../../../engine/logic/evaluate.ts';

export const evaluate = interpret;

export function holds(rule: Logic, data: unknown, options: EvalOptions = {}): Evaluation & { holds: boolean } {
  const e = interpret(rule, data, options);
  return { ...e, holds: truthy(e.value) };
}
