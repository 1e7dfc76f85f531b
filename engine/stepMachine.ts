/**
 * The client step machine (000 §4.1, §4.2) as a pure function of (journey, data).
 * A run starts at the initial state (or a given one), evaluates every trigger in order and sends
 * its event when the trigger holds; an event moves the machine only from its allowed states.
 * Events from outside (a screen action) are applied after the triggers, in the order given.
 */
import { holds } from './logic/evaluate.ts';
import { resolveTarget } from './targets.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { Journey, StepMachineDef } from './types/journey.ts';
import type { SignerProgress } from './types/signer.ts';
import type { Profile } from './types/profile.ts';
import type { Application } from './types/application.ts';

export interface StepInput {
  app?: Application;
  profile?: Partial<Profile>;
  signer?: SignerProgress;
  /** Start here instead of the initial state. */
  state?: string;
  /** Events sent from outside, after the triggers. */
  events?: string[];
  /** Clause-level detail in the trace (off for hot paths). */
  clauses?: boolean;
}

export interface FiredTransition {
  event: string;
  from: string;
  to: string;
  /** The trigger that sent the event; absent for events from outside. */
  trigger?: string;
}

export interface StepResult {
  state: string;
  transitions: FiredTransition[];
  /** Full path of the state's screen. */
  route: string;
  /** The state's screen route pattern. */
  routePattern: string;
}

/** The next state for an event, or null when the event is not allowed from `state`. */
export function transition(machine: StepMachineDef, state: string, event: string): string | null {
  const t = machine.transitions.find((x) => x.event === event);
  if (!t) return null;
  return t.from === '*' || t.from.includes(state) ? t.to : null;
}

export function requireMachine(journey: Journey): StepMachineDef {
  if (!journey.stepMachine) throw new Error(`Journey "${journey.id}" has no step machine`);
  return journey.stepMachine;
}

export function runStepMachine(journey: Journey, input: StepInput = {}): Decision<StepResult> {
  const machine = requireMachine(journey);
  let state = input.state ?? machine.initial;
  if (!machine.states[state]) throw new Error(`Unknown state "${state}" (journey ${journey.id})`);
  const trace: TraceStep[] = [{ kind: 'start', rule: state, outcome: input.state ? 'given state' : 'initial state' }];
  const fired: FiredTransition[] = [];
  let decidedBy: string | undefined;
  let decidedAt = 0;
  const ctx: Record<string, unknown> = { app: input.app ?? {}, profile: input.profile ?? {}, signer: input.signer ?? {}, state };
  const opts = { conditions: journey.conditions, trace: input.clauses === true };

  for (const trigger of machine.triggers) {
    ctx.state = state;
    const e = holds(trigger.when, ctx, opts);
    const step: TraceStep = { kind: 'trigger', rule: trigger.id, outcome: e.holds };
    if (e.clauses) step.clauses = e.clauses;
    if (e.holds) {
      const next = transition(machine, state, trigger.event);
      if (next === null) {
        step.note = `${trigger.event} not allowed from ${state}`;
      } else {
        step.note = `${trigger.event}: ${state} → ${next}`;
        fired.push({ event: trigger.event, from: state, to: next, trigger: trigger.id });
        decidedBy = trigger.id;
        decidedAt = trace.length;
        state = next;
      }
    }
    trace.push(step);
  }
  for (const event of input.events ?? []) {
    const next = transition(machine, state, event);
    const step: TraceStep = { kind: 'event', rule: event, outcome: next !== null };
    if (next === null) step.note = `${event} not allowed from ${state}`;
    else {
      step.note = `${event}: ${state} → ${next}`;
      fired.push({ event, from: state, to: next });
      decidedBy = event;
      decidedAt = trace.length;
      state = next;
    }
    trace.push(step);
  }
  const target = resolveTarget(journey, machine.states[state]!.route, input.app as { uuid?: unknown });
  trace[decidedAt]!.decided = true;
  return {
    result: { state, transitions: fired, route: target.href, routePattern: target.pattern },
    trace,
    decidedBy: decidedBy ?? `initial:${state}`,
  };
}
