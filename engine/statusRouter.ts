/**
 * Where a server status sends the applicant (000 §4.3): the journey's status rows in order,
 * then the step machine's own screen, then the site root with an error logged.
 * Only the query parameters the journey names (the web-chat one) are carried.
 */
import { evaluate, holds } from './logic/evaluate.ts';
import { runStepMachine } from './stepMachine.ts';
import { resolveTarget } from './targets.ts';
import { stripBase } from './paths.ts';
import { rowsForStatus } from './statusRows.ts';
import type { Decision, TraceStep } from './types/logic.ts';
import type { Journey, StatusRoutingDef, Target } from './types/journey.ts';
import type { Profile } from './types/profile.ts';
import type { Application } from './types/application.ts';

export type StatusClass = 'stopPolling' | 'keepPolling' | 'routed';

export interface RouteInput {
  status: string;
  app?: Application;
  profile?: Partial<Profile>;
  /** Current path, full or inside the base path. */
  path?: string;
  query?: Record<string, string>;
  /** Clause-level detail in the trace. */
  clauses?: boolean;
}

export interface RouteResult {
  /** Full path to navigate to. */
  route: string;
  query: Record<string, string>;
  /** The route pattern (or site path) chosen. */
  routePattern: string;
  via: 'row' | 'stepMachine' | 'unknown';
  /** The step machine's state, when it decided. */
  state?: string;
  /** The progress state of the deciding row, or of the step machine's state (000 §4.5). */
  progress?: string;
  /** How the status is classified for polling; null when it is not in the vocabulary. */
  statusClass: StatusClass | null;
  /** Something staff should see in the logs. */
  log?: { level: 'error' | 'warn'; message: string };
}

export function requireRouting(journey: Journey): StatusRoutingDef {
  if (!journey.statusRouting) throw new Error(`Journey "${journey.id}" has no status routing`);
  return journey.statusRouting;
}

export function classifyStatus(journey: Journey, status: string): StatusClass | null {
  const v = requireRouting(journey).vocabulary;
  if (v.stopPolling.includes(status)) return 'stopPolling';
  if (v.keepPolling.includes(status) || v.keepPollingPrefixes.some((p) => status.startsWith(p))) return 'keepPolling';
  if (v.routed.includes(status)) return 'routed';
  return null;
}

/**
 * The statuses after which an application is no longer active (`statusRouting.vocabulary.finished`,
 * journeys/heloc.json): the lender takes a new one from the same person, and answers it with active false.
 */
export function finishedStatuses(journey: Journey): string[] {
  return requireRouting(journey).vocabulary.finished ?? [];
}

export function routeForStatus(journey: Journey, input: RouteInput): Decision<RouteResult> {
  const routing = requireRouting(journey);
  const app = input.app;
  const path = input.path === undefined ? '' : (stripBase(journey.basePath, input.path) ?? input.path);
  const ctx = { app: app ?? {}, profile: input.profile ?? {}, serverStatus: input.status, path, query: input.query ?? {} };
  const opts = { conditions: journey.conditions, trace: input.clauses === true };
  const statusClass = classifyStatus(journey, input.status);
  const trace: TraceStep[] = [{ kind: 'status', rule: input.status, outcome: statusClass ?? 'not in the vocabulary' }];
  const carried: Record<string, string> = {};
  for (const key of routing.carryQuery) {
    const v = input.query?.[key];
    if (v !== undefined) carried[key] = v;
  }
  // Results are built once, without copies, in the key order they always had (the CLI prints them).
  const finish = (result: Omit<RouteResult, 'statusClass'>, decidedBy: string, decidingStep?: TraceStep): Decision<RouteResult> => {
    (decidingStep ?? trace[trace.length - 1]!).decided = true;
    (result as RouteResult).statusClass = statusClass;
    return { result: result as RouteResult, trace, decidedBy };
  };
  const toTarget = (target: Target, query: Record<string, string>, via: RouteResult['via']): Omit<RouteResult, 'statusClass'> => {
    const t = resolveTarget(journey, target, app as { uuid?: unknown });
    return { route: t.href, routePattern: t.pattern, query, via };
  };
  const viaStepMachine = (query: Record<string, string>): Omit<RouteResult, 'statusClass'> => {
    const step = runStepMachine(journey, { app, profile: input.profile });
    trace.push({ kind: 'stepMachine', rule: step.decidedBy ?? step.result.state, outcome: step.result.state, note: `screen ${step.result.routePattern}` });
    const progress = journey.stepMachine?.states[step.result.state]?.progress;
    const r: Omit<RouteResult, 'statusClass'> = { route: step.result.route, routePattern: step.result.routePattern, query, state: step.result.state, via: 'stepMachine' };
    if (progress) r.progress = progress;
    return r;
  };

  for (const row of rowsForStatus(routing, input.status)) {
    const step: TraceStep = { kind: 'row', rule: row.id, outcome: true };
    trace.push(step);
    if (row.when !== undefined) {
      const e = holds(row.when, ctx, opts);
      step.outcome = e.holds;
      if (e.clauses) step.clauses = e.clauses;
      if (!e.holds) {
        step.note = 'condition false';
        continue;
      }
    }
    const query = row.query ? { ...carried, ...rowQuery(row.query, ctx, journey) } : carried;
    if (typeof row.to === 'object' && 'stepMachine' in row.to) {
      step.note = 'routes by the step machine';
      const r = viaStepMachine(query);
      if (typeof row.progress === 'string') r.progress = row.progress;
      return finish(r, row.id, step);
    }
    const progress = typeof row.progress === 'string' ? row.progress : runStepMachineProgress(journey, app, input.profile, trace);
    const r = toTarget(row.to, query, 'row');
    if (progress) r.progress = progress;
    return finish(r, row.id, step);
  }

  const hasApp = typeof app?.uuid === 'string' && app.uuid.length > 0;
  if (routing.fallback.stepMachine && hasApp) {
    trace.push({ kind: 'fallback', rule: 'stepMachine', outcome: true, note: 'no status row decided' });
    return finish(viaStepMachine(carried), 'fallback:stepMachine');
  }
  const message = `${routing.fallback.logMessage ?? 'No route for status'}: ${input.status}`;
  trace.push({ kind: 'fallback', rule: 'unknown', outcome: true, note: message });
  const unknown = toTarget(routing.fallback.unknown, carried, 'unknown');
  unknown.log = { level: 'error', message };
  return finish(unknown, 'fallback:unknown');
}

/** A row whose progress is {"stepMachine": true}: the step machine's state names the step (000 §4.3 fallback). */
function runStepMachineProgress(journey: Journey, app: Application | undefined, profile: Partial<Profile> | undefined, trace: TraceStep[]): string | undefined {
  if (!journey.stepMachine) return undefined;
  const step = runStepMachine(journey, { app, profile });
  trace.push({ kind: 'stepMachine', rule: step.decidedBy ?? step.result.state, outcome: step.result.state, note: 'names the progress step' });
  return journey.stepMachine.states[step.result.state]?.progress;
}

function rowQuery(query: Record<string, unknown>, ctx: unknown, journey: Journey): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, rule] of Object.entries(query)) {
    const v = evaluate(rule, ctx, { conditions: journey.conditions }).value;
    if (v !== null && v !== undefined && v !== '') out[key] = String(v);
  }
  return out;
}
