/**
 * One navigation decision (docs/architecture.md "How navigation is decided"): given the status just read, the
 * application, the profile and where the applicant is, should they stay, wait for the next read,
 * move, or leave the application area? Everything the renderer used to decide on its own is here,
 * traced: `anyStatus` and `within` routes, the stable check after a submit and give-up (000 §4.4,
 * §9), the page polling gives up onto, decline-onward (a status row), missing application or
 * profile → the dashboard (000 §8), the carried query (the journey's `carryQuery`), and the
 * progress step of the same status row (000 §4.5). A journey without a status table (the
 * additional signer's) is navigated by its step machine alone.
 */
import { pollPlan, watchGroupOf } from './pollPlan.ts';
import { progressFor, type ProgressResult } from './progress.ts';
import { routeForStatus, type StatusClass } from './statusRouter.ts';
import { runStepMachine } from './stepMachine.ts';
import { routeAt } from './routeAt.ts';
import { stripBase } from './paths.ts';
import { resolveTarget } from './targets.ts';
import { interpolate } from './template.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { Journey, RouteDef } from './types/journey.ts';
import type { Brand } from './brand.ts';
import type { SignerProgress } from './types/signer.ts';
import type { Profile } from './types/profile.ts';
import type { Application } from './types/application.ts';

export interface NavigateInput {
  /** The status the last read gave; absent before the first read. */
  status?: string | null;
  /** The application (000 §3); null when the server has none for this id. */
  app?: Application | null;
  /** The signed-in profile; null when there is none. */
  profile?: Partial<Profile> | null;
  /** The additional signer's co-deed status (journeys without a status table). */
  signer?: SignerProgress | null;
  /** Where the applicant is: full path or inside the base path. */
  path: string;
  /** After a submit: the status it left behind; the decision waits until the status moves on. */
  previousStatus?: string;
  /** Reads made so far in this observation (1 after the first). */
  attempt?: number;
  /** The current query string's parameters. */
  query?: Record<string, string>;
  /** For `{{brand.*}}` in the journey's `leave` target. */
  brand?: Brand;
}

export type NavigateAction = 'stay' | 'move' | 'wait' | 'leave';

export interface NavigateResult {
  action: NavigateAction;
  /** stay: the current path; move: where to go (full path); leave: the outside page. */
  route?: string;
  /** The route pattern of `route` (or the site path). */
  routePattern?: string;
  /** The query to keep (stay) or to carry (move). */
  query: Record<string, string>;
  /** The progress step of the decision (stay and move). */
  progress?: ProgressResult;
  /** wait: read again after this many ms; null when polling stops. */
  pollAfterMs: number | null;
  /**
   * stay or move: the applicant waits there on someone else (the journey's `polling.watch`): read
   * the status again after this many ms while the page is in view. Absent when nothing will change
   * the status without the applicant.
   */
  watchAfterMs?: number;
  /** wait: why (the processing modal shows for inProgress and stable). */
  waiting?: 'firstRead' | 'inProgress' | 'stable';
  /** The status the route was chosen by (after a give-up, the give-up status). */
  status?: string;
  statusClass?: StatusClass | null;
  /** Something staff should see in the logs. */
  log?: { level: 'error' | 'warn'; message: string };
}

export function navigate(journey: Journey, input: NavigateInput): Decision<NavigateResult> {
  const trace: TraceStep[] = [];
  const inner = stripBase(journey.basePath, input.path.split('?')[0] ?? '') ?? input.path;
  const here = routeAt(journey, inner);
  const query = input.query ?? {};
  trace.push({ kind: 'path', rule: here?.path ?? inner, outcome: here ? 'route of the journey' : 'not a route of this journey' });
  const done = (result: Partial<NavigateResult> & { action: NavigateAction }, rule: string, kind: string, note?: string): Decision<NavigateResult> => {
    trace.push({ kind, rule, outcome: result.action, decided: true, ...(note ? { note } : {}) });
    return { result: { query: {}, pollAfterMs: null, ...result }, trace, decidedBy: rule };
  };

  if (here?.anyStatus) {
    const progress = statusProgress(journey, { ...input, path: inner });
    return done({ action: 'stay', route: input.path, routePattern: here.path, query, ...(progress ? { progress } : {}) }, 'anyStatus', 'anyStatus', 'reachable whatever the status');
  }

  const routing = journey.statusRouting;
  if (!routing) return byStepMachine(journey, input, here, query, trace, done);

  if (input.app === null || input.profile === null) {
    return done({ action: 'leave', route: leaveTarget(journey, input) }, input.app === null ? 'missingApplication' : 'missingProfile', 'missing', '000 §8: no application or profile → the dashboard');
  }
  if (input.status === undefined || input.status === null) {
    return done({ action: 'wait', waiting: 'firstRead', pollAfterMs: 0 }, 'firstRead', 'poll', 'no status read yet');
  }

  // The page polling gives up onto: a status still in progress there counts as given up now.
  const giveUpPattern = giveUpRoute(journey);
  const onGiveUpPage = here !== undefined && here.path === giveUpPattern;
  const attempt = onGiveUpPage ? Number.MAX_SAFE_INTEGER : Math.max(1, input.attempt ?? 1);
  if (onGiveUpPage) trace.push({ kind: 'giveUpPage', rule: here.path, outcome: true, note: 'on the page polling gives up onto: no more waiting' });
  const plan = pollPlan(journey, {
    attempt,
    status: input.status,
    mode: input.previousStatus !== undefined && !onGiveUpPage ? 'stable' : 'inProgress',
    previousStatus: input.previousStatus,
  });
  const planStep = plan.trace[0]!;
  if (plan.result.action === 'poll') {
    trace.push(quiet(planStep));
    const waiting = plan.decidedBy === 'stableCheck' ? 'stable' : 'inProgress';
    return done({ action: 'wait', waiting, pollAfterMs: plan.result.delayMs, status: input.status }, plan.decidedBy!, 'wait', planStep.note);
  }
  trace.push(quiet(planStep));
  const status = plan.result.finalStatus ?? input.status;

  if (input.app === undefined || input.profile === undefined) {
    return done({ action: 'leave', route: leaveTarget(journey, input) }, input.app === undefined ? 'missingApplication' : 'missingProfile', 'missing', '000 §8: no application or profile → the dashboard');
  }
  const routed = routeForStatus(journey, { status, app: input.app, profile: input.profile, path: inner, query });
  for (const step of routed.trace) trace.push(quiet(step));
  const r = routed.result;
  const progress = progressOf(journey, r.progress, input);
  const watch = watchGroupOf(journey, status);
  if (watch) trace.push({ kind: 'watch', rule: watch.id, outcome: watch.everyMs, note: `${status}: waiting on someone else, read again every ${watch.everyMs} ms while the page is in view` });
  const common = { status, statusClass: r.statusClass, progress, ...(r.log ? { log: r.log } : {}), ...(watch ? { watchAfterMs: watch.everyMs } : {}) };

  if (here?.statusRouter) return done({ action: 'move', route: r.route, routePattern: r.routePattern, query: r.query, ...common }, 'index', 'here', `${here.path} always moves on`);
  if (here && here.path === r.routePattern) return done({ action: 'stay', route: input.path, routePattern: here.path, query, ...common }, 'route', 'here', `${status} → ${r.routePattern}, where the applicant is`);
  if (here && withinOf(here).includes(r.routePattern)) return done({ action: 'stay', route: input.path, routePattern: here.path, query, ...common, ...ownStep(journey, here, input) }, 'within', 'here', `${here.path} is a sub-step of ${r.routePattern}`);
  return done({ action: 'move', route: r.route, routePattern: r.routePattern, query: r.query, ...common }, 'elsewhere', 'here', `${status} → ${r.routePattern}`);
}

/** The routes a route is a sub-step of. */
const withinOf = (route: RouteDef): readonly string[] => route.within ?? [];

/** A sub-step's own progress step (the route's `progress`), in place of the status row's: nothing when it names none. */
function ownStep(journey: Journey, route: RouteDef, input: Pick<NavigateInput, 'app' | 'profile' | 'signer'>): { progress?: ProgressResult } {
  const progress = route.progress ? progressOf(journey, route.progress, input) : undefined;
  return progress ? { progress } : {};
}

/** A step of an inner decision, kept in this one's trace without its own "decided" mark. */
const quiet = ({ decided: _decided, ...step }: TraceStep): TraceStep => step;

/** The route polling gives up onto: where the give-up status leads (error/timeout). */
export function giveUpRoute(journey: Journey): string | undefined {
  const status = journey.polling?.giveUpStatus;
  if (!status || !journey.statusRouting) return undefined;
  const row = journey.statusRouting.rows.find((r) => r.statuses?.includes(status) && r.when === undefined);
  const to = row?.to;
  if (to === undefined || (typeof to === 'object' && ('stepMachine' in to || 'site' in to))) return undefined;
  return typeof to === 'string' ? to : to.route;
}

/** The query parameters a journey carries from page to page (000 §4.3: the web-chat one). */
export function carriedQuery(journey: Journey, query: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of journey.statusRouting?.carryQuery ?? []) {
    const v = query?.[key];
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function leaveTarget(journey: Journey, input: NavigateInput): string {
  const to = journey.statusRouting?.leave ?? '/';
  return interpolate(to, { brand: input.brand ?? {} }) || '/';
}

function progressOf(journey: Journey, progressState: string | undefined, input: Pick<NavigateInput, 'app' | 'profile' | 'signer'>): ProgressResult | undefined {
  if (!progressState || !journey.progress) return undefined;
  const data = { app: input.app ?? undefined, profile: input.profile ?? undefined, signer: input.signer ?? undefined };
  return progressFor(journey, { ...data, progressState }).result;
}

/**
 * Progress where no route is decided (anyStatus pages, the signer's area): the row the status
 * would route by (the application carries its status), else the step machine; nothing before the
 * data is read.
 */
export function statusProgress(journey: Journey, input: Omit<NavigateInput, 'path'> & { path?: string }): ProgressResult | undefined {
  const path = input.path ?? '';
  if (!journey.progress) return undefined;
  if (!journey.statusRouting) {
    const data = input.signer ?? input.app;
    if (!data) return undefined;
    const step = runStepMachine(journey, { app: input.app ?? undefined, profile: input.profile ?? undefined, signer: input.signer ?? undefined });
    return progressOf(journey, journey.stepMachine?.states[step.result.state]?.progress, input);
  }
  const status = input.status ?? (typeof input.app?.serverStatus === 'string' ? input.app.serverStatus : undefined);
  if (!status || !input.app) return undefined;
  const routed = routeForStatus(journey, { status, app: input.app, profile: input.profile ?? undefined, path });
  return progressOf(journey, routed.result.progress, input);
}

type Done = (result: Partial<NavigateResult> & { action: NavigateAction }, rule: string, kind: string, note?: string) => Decision<NavigateResult>;

/** A journey without a status table: the step machine's screen is where the person belongs. */
function byStepMachine(journey: Journey, input: NavigateInput, here: RouteDef | undefined, query: Record<string, string>, trace: TraceStep[], done: Done): Decision<NavigateResult> {
  // A null signer or application is a read that found nothing, whichever one the journey reads
  // (as input.app === null is on the status-table path above); `signer ?? app` passed over a null
  // signer to an absent application and waited for a first read that had already happened.
  const data = input.signer !== undefined ? input.signer : input.app;
  if (input.signer === null || input.app === null) {
    if (journey.readError) {
      const route = resolveTarget(journey, journey.readError);
      return done({ action: 'move', route: route.href, routePattern: route.pattern }, 'readError', 'missing', 'the status could not be read: the journey readError page');
    }
    return done({ action: 'leave', route: leaveTarget(journey, input) }, 'missingData', 'missing', 'nothing to run the step machine on');
  }
  if (data === undefined) return done({ action: 'wait', waiting: 'firstRead', pollAfterMs: 0 }, 'firstRead', 'poll', 'nothing read yet');
  const step = runStepMachine(journey, { app: input.app ?? undefined, profile: input.profile ?? undefined, signer: input.signer ?? undefined });
  for (const s of step.trace) trace.push(quiet(s));
  const s = step.result;
  const progress = progressOf(journey, journey.stepMachine!.states[s.state]!.progress, input);
  const carried = carriedQuery(journey, query);
  if (here?.statusRouter) return done({ action: 'move', route: s.route, routePattern: s.routePattern, query: carried, progress }, 'index', 'here', `${here.path} always moves on`);
  if (here && here.path === s.routePattern) return done({ action: 'stay', route: input.path, routePattern: here.path, query, progress }, 'route', 'here', `state ${s.state} → ${s.routePattern}, where the person is`);
  if (here && withinOf(here).includes(s.routePattern)) return done({ action: 'stay', route: input.path, routePattern: here.path, query, progress, ...ownStep(journey, here, input) }, 'within', 'here', `${here.path} is a sub-step of ${s.routePattern}`);
  return done({ action: 'move', route: s.route, routePattern: s.routePattern, query: carried, progress }, 'elsewhere', 'here', `state ${s.state} → ${s.routePattern}`);
}
