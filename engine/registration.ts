/**
 * What registration sends when its steps are done (000 §2, §5; journeys/register.json
 * `stepsComplete.calls`): which calls are made, which saved answers each carries (every answer its
 * `screens` declare, and its single `fields`), which are left out (the home address when the
 * property is the primary home) and what is added (the referrer). A field added to a step screen is
 * sent by the call naming that screen with no other change.
 * The renderer builds the bodies with it and the sandbox applies the same omissions, so the two
 * cannot disagree.
 */
import { evaluate, holds } from './logic/evaluate.ts';
import { declaredProperties } from './declaredAnswers.ts';
import { interpolate } from './template.ts';
import type { RuleContext } from './types/context.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { Journey } from './types/journey.ts';

export type RegistrationCallId = 'register' | 'createApplication';

export interface RegistrationCall {
  id: RegistrationCallId;
  body: Record<string, unknown>;
}

/** The schemas of the step screens, by screen id (a screen file's `schema`, references resolved). */
export type StepSchemas = Record<string, unknown>;

type Call = NonNullable<NonNullable<Journey['stepsComplete']>['calls']>[number];

/**
 * The answers a call sends, in order: every property each of its `screens` declares, then its
 * single `fields`. A screen it names whose schema is not given is an error, not a silent loss.
 */
export function callFields(call: Call, schemas: StepSchemas): string[] {
  const out: string[] = [];
  for (const id of call.screens ?? []) {
    if (!(id in schemas)) throw new Error(`The schema of screen "${id}" is needed for the ${call.id} call (journeys/register.json stepsComplete.calls: screens)`);
    for (const field of Object.keys(declaredProperties(schemas[id]))) if (!out.includes(field)) out.push(field);
  }
  for (const field of call.fields ?? []) if (!out.includes(field)) out.push(field);
  return out;
}

/**
 * The calls to make, in order, with their bodies; `ctx.registration` is not needed (the answers
 * are). `schemas` gives the schema of each screen a call names in `screens`.
 */
export function registrationCalls(journey: Journey, answers: Record<string, unknown>, ctx: RuleContext = {}, schemas: StepSchemas = {}): Decision<RegistrationCall[]> {
  const calls = journey.stepsComplete?.calls ?? [];
  const data = { ...ctx, registration: answers };
  const opts = { conditions: journey.conditions };
  const trace: TraceStep[] = [];
  const out: RegistrationCall[] = [];
  for (const call of calls) {
    if (call.when !== undefined && !holds(call.when, data, opts).holds) {
      trace.push({ kind: 'call', rule: call.id, outcome: false, note: 'condition false: not made' });
      continue;
    }
    const dropped = omittedFields(journey, call.id, answers, ctx, trace);
    const body: Record<string, unknown> = {};
    for (const field of callFields(call, schemas)) if (answers[field] !== undefined && !dropped.includes(field)) body[field] = answers[field];
    for (const [key, rule] of Object.entries(call.add ?? {})) {
      const v = evaluate(rule, data, opts).value;
      if (v !== null && v !== undefined && v !== '') body[key] = v;
    }
    trace.push({ kind: 'call', rule: call.id, outcome: true, note: `sends ${Object.keys(body).join(', ')}` });
    out.push({ id: call.id, body });
  }
  if (trace.length) trace[trace.length - 1]!.decided = true;
  return { result: out, trace, decidedBy: out.map((c) => c.id).join('+') || undefined };
}

/** The screens whose schemas `registrationCalls` needs: every screen a call names. */
export function callScreens(journey: Journey): string[] {
  return [...new Set((journey.stepsComplete?.calls ?? []).flatMap((c) => c.screens ?? []))];
}

/** The answers a call leaves out for these answers (the sandbox ignores them the same way). */
export function omittedFields(journey: Journey, id: RegistrationCallId, answers: Record<string, unknown>, ctx: RuleContext = {}, trace: TraceStep[] = []): string[] {
  const call = (journey.stepsComplete?.calls ?? []).find((c) => c.id === id);
  const data = { ...ctx, registration: answers };
  return (call?.omit ?? []).filter((o) => {
    const held = holds(o.when, data, { conditions: journey.conditions }).holds;
    trace.push({ kind: 'omit', rule: `${id}.${o.field}`, outcome: held, ...(held ? { note: o.description ?? 'left out' } : {}) });
    return held;
  }).map((o) => o.field);
}

/** A refusal of a registration call, as the lender answered it. */
export interface CallRefusal {
  status: number;
  /** The lender's message. */
  message: string;
}

const saidAs = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();

/**
 * What the applicant reads when the lender refuses a registration call (the call's `refusals`):
 * the first entry of the call whose status matches and whose `said`, when given, is the lender's
 * message, with its placeholders filled from the context; null when none words it (the lender's
 * own message is shown then).
 */
export function refusalWords(journey: Journey, id: RegistrationCallId, refusal: CallRefusal, ctx: RuleContext = {}): Decision<string | null> {
  const entries = (journey.stepsComplete?.calls ?? []).find((c) => c.id === id)?.refusals ?? [];
  const i = entries.findIndex((r) => r.status === refusal.status && (r.said === undefined || saidAs(r.said) === saidAs(refusal.message)));
  const entry = entries[i];
  const trace: TraceStep[] = [{
    kind: 'refusal',
    rule: entry ? `stepsComplete.calls[${id}].refusals[${i}]` : `stepsComplete.calls[${id}].refusals`,
    outcome: entry !== undefined,
    note: entry ? `${refusal.status} "${refusal.message}" is worded by the journey` : `no entry words ${refusal.status} "${refusal.message}": the lender's message is shown`,
  }];
  return { result: entry ? interpolate(entry.message, ctx) : null, trace, decidedBy: 'refusalWords' };
}
