import type { ScheduledStage } from '../db/schedule.js';
import type { Delays } from '../options.js';

/** A settled (routed or stop-polling) status the application reaches, with the fields that go with it. */
export interface Settle {
  status: string;
  patch?: Record<string, unknown>;
  /** Wait `holdMs` (instead of `stepMs`) before this one: a hold such as a flood certificate or rescission. */
  hold?: boolean;
}

/** What an applicant step sets off: keep-polling statuses first, then one or more settled statuses. */
export interface Plan {
  keepPolling: string[];
  settle: Settle[];
}

/**
 * Timestamps for a plan: the first keep-polling status at once, the others spread over
 * `stepMs`; each settled status `stepMs` after the previous point, or `holdMs` when it is a hold.
 */
export function timetable(plan: Plan, step: string, now: number, delays: Delays): ScheduledStage[] {
  const stages: ScheduledStage[] = [];
  const n = plan.keepPolling.length;
  plan.keepPolling.forEach((status, i) => {
    stages.push({ dueAt: now + Math.round((i * delays.stepMs) / Math.max(n, 1)), status, patch: {}, step });
  });
  let at = now;
  plan.settle.forEach((settle) => {
    at += settle.hold ? delays.holdMs : delays.stepMs;
    stages.push({ dueAt: at, status: settle.status, patch: settle.patch ?? {}, step });
  });
  return stages;
}
