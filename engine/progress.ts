/**
 * The progress stepper (000 §4.5, 001 §4): which step the applicant is on and each step's label.
 * Progress states that share a value are alternatives; one with a `when` that holds wins.
 */
import { holds } from './logic/evaluate.ts';
import { runStepMachine } from './stepMachine.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { Journey, ProgressStateDef } from './types/journey.ts';

export interface ProgressInput {
  app?: Record<string, unknown>;
  profile?: Record<string, unknown>;
  signer?: Record<string, unknown>;
  /** A step-machine state; when absent the step machine is run on the data. */
  state?: string;
  /** The progress state itself (a status row's `progress`); wins over `state`. */
  progressState?: string;
}

export interface ProgressStep {
  label: string;
  status: 'done' | 'current' | 'upcoming';
}

export interface ProgressResult {
  /** Progress state id, e.g. PRODUCT_SELECT or MANUAL_NOTARY. */
  progressState: string;
  value: number;
  steps: ProgressStep[];
}

export function progressFor(journey: Journey, input: ProgressInput): Decision<ProgressResult> {
  if (!journey.progress || !journey.stepMachine) throw new Error(`Journey "${journey.id}" has no progress stepper`);
  const trace: TraceStep[] = [];
  const ctx = { app: input.app ?? {}, profile: input.profile ?? {}, signer: input.signer ?? {} };
  let state = input.state;
  let progressState = input.progressState;
  if (progressState) trace.push({ kind: 'statusRow', rule: progressState, outcome: progressState, note: 'named by the status row' });
  else {
    if (!state) {
      const run = runStepMachine(journey, { app: input.app, profile: input.profile, signer: input.signer });
      state = run.result.state;
      trace.push({ kind: 'stepMachine', rule: run.decidedBy ?? state, outcome: state });
    }
    const stateDef = journey.stepMachine.states[state];
    if (!stateDef) throw new Error(`Unknown state "${state}" (journey ${journey.id})`);
    progressState = stateDef.progress;
  }
  const states = journey.progress.states;
  const byValue = new Map<number, ProgressStateDef[]>();
  for (const s of states) byValue.set(s.value, [...(byValue.get(s.value) ?? []), s]);
  const pick = (value: number): ProgressStateDef => {
    const group = byValue.get(value)!;
    for (const s of group) {
      if (s.when === undefined) continue;
      const e = holds(s.when, ctx, { conditions: journey.conditions });
      trace.push({ kind: 'progressVariant', rule: s.id, outcome: e.holds });
      if (e.holds) return s;
    }
    return group.find((s) => s.when === undefined) ?? group[0]!;
  };
  const base = states.find((s) => s.id === progressState);
  if (!base) throw new Error(`${state ? `State ${state}` : 'A status row'} names unknown progress state ${progressState}`);
  const current = pick(base.value);
  trace.push({ kind: 'progress', rule: current.id, outcome: current.value, note: `${state ? `state ${state}` : progressState} → ${current.id}`, decided: true });
  const maxValue = Math.max(...states.map((s) => s.value));
  const steps: ProgressStep[] = [];
  for (let v = 0; v < maxValue; v++) {
    if (!byValue.has(v)) continue;
    const s = pick(v);
    steps.push({ label: s.label ?? s.id, status: v < current.value ? 'done' : v === current.value ? 'current' : 'upcoming' });
  }
  return { result: { progressState: current.id, value: current.value, steps }, trace, decidedBy: current.id };
}
