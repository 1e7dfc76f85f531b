/**
 * The progress stepper (000 §4.5, 001 §4): which step the applicant is on and each step's label.
 * Progress states that share a value are alternatives; one with a `when` that holds wins. One count
 * from the first registration screen to funded: registration is a step of it (journeys/register.json
 * `phase`, storyStep), and a terminal state (funded, declined, cancelled) ends the story, so it shows
 * no "Step n of m".
 */
import { holds } from './logic/evaluate.ts';
import { runStepMachine } from './stepMachine.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { Journey, ProgressStateDef } from './types/journey.ts';
import type { SignerProgress } from './types/signer.ts';
import type { Profile } from './types/profile.ts';
import type { Application } from './types/application.ts';

export interface ProgressInput {
  app?: Application;
  profile?: Partial<Profile>;
  signer?: SignerProgress;
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
  /** "Step n of m · label": null once the story has ended (a terminal state). */
  position: StoryStep | null;
  /** Set when the story has ended: finished (every step done) or stopped (no stepper). */
  terminal?: 'finished' | 'stopped';
}

/** Where a journey's own flow sits in another journey's stepper (registration as the application's first step). */
export interface StoryStep {
  /** 1-based step of the stepper. */
  step: number;
  /** How many steps the stepper has: fixed by config, whatever the answers. */
  of: number;
  label: string;
}

type ProgressDef = NonNullable<Journey['progress']>;

/** The values that are steps (terminal states only order the end), ascending. */
function stepValues(progress: ProgressDef): number[] {
  return [...new Set(progress.states.filter((s) => !s.terminal).map((s) => s.value))].sort((a, b) => a - b);
}

/**
 * The step of `journey`'s stepper that `state` is, for a page that is part of it without being
 * routed by it (registration's bar, 000 §2, §9): its number, the count and its label.
 */
export function storyStep(journey: Pick<Journey, 'id' | 'progress'>, state: string): Decision<StoryStep> {
  if (!journey.progress) throw new Error(`Journey "${journey.id}" has no progress stepper`);
  const def = journey.progress.states.find((s) => s.id === state);
  if (!def) throw new Error(`Journey "${journey.id}" has no progress state ${state}`);
  if (def.terminal) throw new Error(`Progress state ${state} of journey "${journey.id}" ends the story; it is not a step`);
  const values = stepValues(journey.progress);
  const step = values.indexOf(def.value) + 1;
  const label = def.label ?? def.id;
  return {
    result: { step, of: values.length, label },
    trace: [{ kind: 'storyStep', rule: state, outcome: step, note: `${journey.id} step ${step} of ${values.length}: ${label}`, decided: true }],
    decidedBy: state,
  };
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
  for (const s of states.filter((st) => !st.terminal)) byValue.set(s.value, [...(byValue.get(s.value) ?? []), s]);
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
  const current = base.terminal ? base : pick(base.value);
  const values = stepValues(journey.progress);
  const steps: ProgressStep[] = current.terminal === 'stopped' ? [] : values.map((v) => ({ label: labelOf(pick(v)), status: v < current.value ? 'done' : v === current.value ? 'current' : 'upcoming' }));
  trace.push({ kind: 'progress', rule: current.id, outcome: current.value, note: `${state ? `state ${state}` : progressState} → ${current.id}${current.terminal ? ` (${current.terminal}: no step shown)` : ''}`, decided: true });
  const position = current.terminal ? null : { step: values.indexOf(current.value) + 1, of: values.length, label: labelOf(current) };
  const result: ProgressResult = { progressState: current.id, value: current.value, steps, position };
  if (current.terminal) result.terminal = current.terminal;
  return { result, trace, decidedBy: current.id };
}

const labelOf = (s: ProgressStateDef): string => s.label ?? s.id;
