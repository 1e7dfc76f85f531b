/**
 * Gates checked before a screen renders (000 §2): maintenance, not accepting applications, the
 * redesign flag. The first gate that holds replaces the screen or redirects.
 */
import { holds } from './logic/evaluate.ts';
import type { RuleContext } from './types/context.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { GateDef, Journey } from './types/journey.ts';

export type GateResult = { gate: string; outcome: GateDef['outcome'] } | null;

/** "/register-v2/" is "/register-v2": a trailing slash never passes a gate its path would meet. */
const canonicalPath = (path: string | undefined): string | undefined => (path !== undefined && path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

export function evaluateGates(journey: Journey, ctx: RuleContext): Decision<GateResult> {
  const trace: TraceStep[] = [];
  const path = canonicalPath(ctx.path);
  const at: RuleContext = path === undefined ? ctx : { ...ctx, path };
  for (const gate of journey.gates ?? []) {
    const e = holds(gate.when, at, { conditions: journey.conditions, trace: true });
    const step: TraceStep = { kind: 'gate', rule: gate.id, outcome: e.holds };
    if (e.clauses) step.clauses = e.clauses;
    trace.push(step);
    if (e.holds) {
      step.decided = true;
      return { result: { gate: gate.id, outcome: gate.outcome }, trace, decidedBy: gate.id };
    }
  }
  return { result: null, trace };
}
