/**
 * An ordered form flow (registration, 000 §2, §9): which steps exist for this visitor (`omitWhen`
 * drops a step from the flow and the progress bar: who the visitor is, known when the flow starts),
 * which are passed over for these answers (`skipWhen`: not shown, but it keeps its number, so the
 * count a visitor has seen never changes under them: a primary residence goes from question 1 of 8
 * to question 3 of 8; the seed's 8 and 6), and where Continue and Back lead. A journey may hold
 * several flows (`flow` on a step: register-v2 step by step, the classic /register on one page); a
 * route only counts the steps of its own flow.
 */
import { holds } from './logic/evaluate.ts';
import type { RuleContext } from './types/context.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { Journey } from './types/journey.ts';

export interface FlowStep {
  id: string;
  route: string;
  skipped: boolean;
}

export interface FlowPosition {
  /** Steps in the flow for this visitor (omitted ones removed). */
  steps: FlowStep[];
  /** Steps counted by the progress bar: every step not omitted, skipped ones too, so the count never changes as answers are typed. */
  total: number;
  /** 1-based number of the current step among them (a skipped step keeps its number), 0 when the route is not a step. */
  index: number;
  /** Route of the next step not skipped, or null after the last. */
  next: string | null;
  /** Route of the previous step not skipped, or null on the first. */
  previous: string | null;
}

export const DEFAULT_FLOW = 'main';

export function flowPosition(journey: Journey, ctx: RuleContext, currentRoute: string): Decision<FlowPosition> {
  const trace: TraceStep[] = [];
  const steps: FlowStep[] = [];
  const opts = { conditions: journey.conditions };
  const all = journey.steps ?? [];
  const flow = all.find((s) => s.route === currentRoute)?.flow ?? DEFAULT_FLOW;
  for (const s of all.filter((step) => (step.flow ?? DEFAULT_FLOW) === flow)) {
    if (s.omitWhen !== undefined && holds(s.omitWhen, ctx, opts).holds) {
      trace.push({ kind: 'omit', rule: s.id, outcome: true });
      continue;
    }
    const skipped = s.skipWhen !== undefined && holds(s.skipWhen, ctx, opts).holds;
    if (s.skipWhen !== undefined) trace.push({ kind: 'skip', rule: s.id, outcome: skipped });
    steps.push({ id: s.id, route: s.route, skipped });
  }
  const at = steps.findIndex((s) => s.route === currentRoute);
  const after = at < 0 ? [] : steps.slice(at + 1);
  const before = at < 0 ? [] : steps.slice(0, at).reverse();
  const next = after.find((s) => !s.skipped)?.route ?? null;
  const previous = before.find((s) => !s.skipped)?.route ?? null;
  // Numbered among the steps not omitted: answers only decide what is passed over, never the count.
  const index = at + 1;
  trace.push({ kind: 'position', rule: currentRoute, outcome: index, note: `flow ${flow}, question ${index} of ${steps.length}, next ${next ?? 'finish'}`, decided: true });
  return { result: { steps, total: steps.length, index, next, previous }, trace, decidedBy: currentRoute };
}

export type StepArrival = { go: 'stay' } | { go: 'application'; uuid: string };

/**
 * A step after the first, reached with no saved answers at all, by an applicant signed in with an
 * application kept in this browser: Back after registering, whose answers are cleared once the
 * application exists. Finishing from there could only fail on the fields of steps this page does
 * not show, so the applicant goes to their application. So does an applicant signed in with an
 * application still open in their account (`openApplication`: signed in on another phone), on any
 * step. Anyone else stays (a step opened on its own still shows its
 * fields and messages).
 */
export function stepArrival(position: FlowPosition, input: { answered: boolean; signedIn: boolean; application: string | null; openApplication?: string | null }): Decision<StepArrival> {
  const decide = (result: StepArrival, note: string): Decision<StepArrival> => ({ result, trace: [{ kind: 'arrival', rule: 'stepArrival', outcome: result.go, note, decided: true }], decidedBy: 'stepArrival' });
  // Signed in (on another phone, or after "Sign in" from a registration that met their e-mail) with
  // an application still open in the account: they continue that one, as the lender takes one open
  // application at a time and would refuse another (sandbox/routes/application.ts).
  if (input.signedIn && input.openApplication) return decide({ go: 'application', uuid: input.openApplication }, 'signed in with an application still open in the account');
  // A step this visitor's flow leaves out (the account steps, once signed in) counts as index 0: not the first.
  if (position.index === 1) return decide({ go: 'stay' }, 'the first step');
  if (input.answered) return decide({ go: 'stay' }, 'answers are saved');
  if (input.signedIn && input.application) return decide({ go: 'application', uuid: input.application }, 'no answers saved; signed in with an application in this browser');
  return decide({ go: 'stay' }, 'no answers saved, and no application in this browser');
}
