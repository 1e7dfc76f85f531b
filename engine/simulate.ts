/**
 * The staff simulator's question (issue 16 item 2), "why is this applicant on this screen", answered
 * by the engine's own decisions on one application: navigate() (000 §4.3, §4.4), the step machine
 * (§4.1, §4.2), the progress step (§4.5) and the polling plan (§4.4, §9), each with its trace, and
 * the map nodes the decision passed through (engine/mapIds.ts), and the money figures of the chosen offer
 * (engine/pricing.ts applicationFinance: the APR by Regulation Z Appendix J, with its trace). Nothing is decided here a second
 * time: this only calls those functions with the same inputs the app gives them and reads their traces.
 */
import { mapIds } from './mapIds.ts';
import { applicationFinance } from './pricing.ts';
import type { FinanceTerms } from './finance.ts';
import { navigate, type NavigateResult } from './navigate.ts';
import { pollPlan, type PollResult } from './pollPlan.ts';
import { progressFor, type ProgressResult } from './progress.ts';
import { runStepMachine, type StepResult } from './stepMachine.ts';
import { stripBase } from './paths.ts';
import { screenOfRoute } from './routeAt.ts';
import type { Decision } from './types/logic.ts';
import type { Journey } from './types/journey.ts';
import type { Brand } from './brand.ts';
import type { Profile } from './types/profile.ts';
import type { Application } from './types/application.ts';

export interface SimulateInput {
  app: Application;
  profile?: Partial<Profile>;
  /** The status read; by default the application's `serverStatus`. */
  status?: string;
  /** Where the applicant is; by default the application's index (the status router's page). */
  path?: string;
  /** Reads made so far (1 after the first). */
  attempt?: number;
  previousStatus?: string;
  query?: Record<string, string>;
  brand?: Brand;
}

export interface Simulation {
  status: string | null;
  path: string;
  navigate: Decision<NavigateResult>;
  step: Decision<StepResult>;
  progress: Decision<ProgressResult> | null;
  poll: Decision<PollResult>;
  /** The chosen offer's money figures at the brand's pricing (null result before an offer is chosen). */
  finance: Decision<FinanceTerms | null>;
  /** Map nodes and edges on the decided path, in order. */
  lit: string[];
  /** Status rows tried whose condition did not hold. */
  tried: string[];
  /** The step machine's own run on the data (its states and transitions), drawn apart when the table decided. */
  machine: string[];
}

export function simulate(journey: Journey, input: SimulateInput): Simulation {
  const app = input.app;
  const status = input.status ?? (typeof app.serverStatus === 'string' ? app.serverStatus : null);
  const path = input.path ?? `${journey.basePath}/${String(app.uuid ?? '')}`;
  const attempt = Math.max(1, input.attempt ?? 1);
  const profile = input.profile ?? {};
  const nav = navigate(journey, { status, app, profile, path, attempt, previousStatus: input.previousStatus, query: input.query, brand: input.brand });
  const step = runStepMachine(journey, { app, profile });
  const progressState = nav.result.progress?.progressState;
  const progress = journey.progress && journey.stepMachine ? progressFor(journey, { app, profile, ...(progressState ? { progressState } : {}) }) : null;
  const poll = journey.polling
    ? pollPlan(journey, { attempt, status, mode: input.previousStatus !== undefined ? 'stable' : 'inProgress', previousStatus: input.previousStatus })
    : { result: { action: 'stop' as const, delayMs: 0 }, trace: [], decidedBy: 'noPolling' };

  const lit: string[] = [];
  const tried: string[] = [];
  if (status && journey.statusRouting) {
    const listed = journey.statusRouting.rows.some((r) => r.statuses?.includes(status));
    lit.push(listed ? mapIds.status(status) : mapIds.anyOtherStatus);
  }
  let viaMachine = !journey.statusRouting;
  for (const s of nav.trace) {
    if (s.kind === 'row') (s.outcome === true ? lit : tried).push(mapIds.row(s.rule));
    if (s.kind === 'fallback') lit.push(mapIds.fallback(s.rule === 'stepMachine' ? 'stepMachine' : 'unknown'));
    if (s.kind === 'stepMachine') viaMachine = true;
  }
  const machine: string[] = [];
  if (journey.stepMachine) {
    machine.push(mapIds.state(journey.stepMachine.initial));
    for (const t of step.result.transitions) {
      // A transition allowed from any state is drawn once, from the "any state" box.
      const anyFrom = journey.stepMachine.transitions.find((d) => d.event === t.event)?.from === '*';
      machine.push(mapIds.transition(t.event, anyFrom ? '*' : t.from), mapIds.state(t.to));
    }
  }
  if (viaMachine) {
    if (journey.statusRouting) lit.push(mapIds.handover);
    lit.push(...machine);
  }
  // The route drawn after the row (or fallback) that decided; through the step machine, its state is the end.
  const routing = journey.statusRouting;
  const decidedRow = nav.trace.find((s) => s.kind === 'row' && s.outcome === true);
  const target = decidedRow ? routing?.rows.find((r) => r.id === decidedRow.rule)?.to : nav.trace.some((s) => s.kind === 'fallback' && s.rule === 'unknown') ? routing?.fallback.unknown : undefined;
  if (target !== undefined && !viaMachine) {
    if (typeof target === 'string') lit.push(mapIds.route(target));
    else if ('route' in target) lit.push(mapIds.route(target.route));
    else if ('site' in target) lit.push(mapIds.site(target.site));
  }
  const finance = applicationFinance({ app, ...(input.brand ? { brand: input.brand } : {}) });
  return { status, path, navigate: nav, step, progress, poll, finance, lit: [...new Set(lit)], tried, machine: [...new Set(machine)] };
}

/**
 * The simulation in one sentence for staff, from the decisions above (nothing decided again): the
 * status, the status row that matched (or the fallback), and the screen it leads to by its title
 * (`titleOf`: a screen id's title, which the config holds).
 */
export function simulationSummary(journey: Journey, sim: Simulation, titleOf: (screenId: string) => string | undefined): string {
  const nav = sim.navigate.result;
  const rows = journey.statusRouting?.rows ?? [];
  const decided = sim.navigate.trace.find((s) => s.kind === 'row' && s.outcome === true);
  const index = decided ? rows.findIndex((r) => r.id === decided.rule) : -1;
  const fallback = sim.navigate.trace.find((s) => s.kind === 'fallback');
  const status = sim.status === null ? 'No status was read' : `Status ${sim.status}`;
  const why = decided
    ? `${status} matches the status row "${decided.rule}" (row ${index + 1} of ${rows.length} in the status table)`
    : fallback ? `${status} matches no status row, so the ${fallback.rule === 'stepMachine' ? 'step machine' : 'fallback for an unknown status'} decides` : `${status} is decided by ${sim.navigate.decidedBy ?? 'navigate'}`;
  const route = journey.routes.find((r) => r.path === nav.routePattern);
  const screen = route ? screenOfRoute(route, journey.routes) : undefined;
  const title = screen ? titleOf(screen) : undefined;
  const where = nav.routePattern ? `${stripBase(journey.basePath, nav.routePattern) ?? nav.routePattern}${title ? `, the screen "${title}"` : ''}` : '';
  const step = nav.progress?.steps.find((s) => s.status === 'current')?.label;
  const shows = step ? `; the progress bar shows "${step}"` : '';
  switch (nav.action) {
    case 'move': return `${why}: the applicant is sent to ${where}${shows}.`;
    case 'stay': return `${why}: the applicant stays at ${where}${shows}.`;
    case 'leave': return `${why}: the applicant leaves the application for ${nav.route ?? 'another page'}.`;
    default: return `${why}: the applicant waits while the status is read again${nav.pollAfterMs !== null ? ` in ${nav.pollAfterMs} ms` : ''}.`;
  }
}
