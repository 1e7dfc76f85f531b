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

/** A gate that a change of config (a brand's switch) opens or closes for a visitor at these pages. */
export interface GateChange {
  /** The gate the visitor meets after the change, or null when none holds any more. */
  after: GateResult;
  /** The gate they met before. */
  before: GateResult;
  /** The journey's pages where this happens, in the journey's order. */
  paths: string[];
  /** The change in staff's words: who now meets what, and the gate's own description. */
  words: string;
}

const outcomeWords = (result: GateResult): string => {
  if (!result) return 'the page itself';
  const o = result.outcome as { screen?: string; redirect?: string };
  return o.screen ? `the "${o.screen}" page instead` : o.redirect ? `a redirect to ${o.redirect}` : 'another outcome';
};

/**
 * What a config change does to the gates of a journey's pages for a visitor without a link's query
 * (`before` and `after` are the contexts the two configs give, a brand's switch flipped, say): for
 * each page whose first holding gate differs, grouped by what changes. Pure: the studio asks staff to
 * confirm such a change in these words before it is saved.
 */
export function gateChanges(journey: Journey, before: RuleContext, after: RuleContext): Decision<GateChange[]> {
  const trace: TraceStep[] = [];
  const groups = new Map<string, GateChange>();
  const describe = (id: string | undefined) => (journey.gates ?? []).find((g) => g.id === id)?.description;
  for (const route of journey.routes) {
    const was = evaluateGates(journey, { ...before, path: route.path }).result;
    const now = evaluateGates(journey, { ...after, path: route.path }).result;
    if (was?.gate === now?.gate) continue;
    const key = `${was?.gate ?? ''}>${now?.gate ?? ''}`;
    const group = groups.get(key) ?? { before: was, after: now, paths: [], words: '' };
    group.paths.push(route.path);
    groups.set(key, group);
  }
  for (const g of groups.values()) {
    const where = g.paths.length > 1 ? `${g.paths[0]} and ${g.paths.length - 1} more page${g.paths.length > 2 ? 's' : ''}` : g.paths[0]!;
    const reason = g.after ? describe(g.after.gate) : describe(g.before?.gate);
    g.words = g.after
      ? `A visitor at ${where} will see ${outcomeWords(g.after)}${g.before ? ` (not ${outcomeWords(g.before)})` : ''}: gate ${g.after.gate}${reason ? `, "${reason}"` : ''}.`
      : `A visitor at ${where} will see the page again, no longer ${outcomeWords(g.before)}: gate ${g.before!.gate} no longer holds${reason ? ` ("${reason}")` : ''}.`;
    trace.push({ kind: 'gateChange', rule: g.after?.gate ?? g.before!.gate, outcome: g.after !== null, note: g.words });
  }
  return { result: [...groups.values()], trace, decidedBy: 'gateChanges' };
}
