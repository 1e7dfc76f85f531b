/**
 * The status router's polling policy (000 §4.4, §9): when to read the status again, how long to
 * wait first, and when to stop or give up. A pure function of the journey's `polling` block.
 */
import { classifyStatus } from './statusRouter.ts';
import type { Decision } from './types/logic.ts';
import type { Journey, PollingDef } from './types/journey.ts';

export type WatchGroup = NonNullable<PollingDef['watch']>[number];

export interface PollInput {
  /** Tries made so far (0 before the first read). */
  attempt: number;
  /** The status the last try read (absent before the first). */
  status?: string | null;
  /**
   * inProgress (default): wait while the status is in progress, up to maxAttempts.
   * stable: after a submit, wait until the status moves away from `previousStatus`, up to stableCheckAttempts.
   */
  mode?: 'inProgress' | 'stable';
  previousStatus?: string;
}

export interface PollResult {
  action: 'poll' | 'stop' | 'giveUp';
  /** Wait this long before the next try (0 when not polling). */
  delayMs: number;
  /** The status to route by when stopping or giving up. */
  finalStatus?: string;
}

export function requirePolling(journey: Journey): PollingDef {
  if (!journey.polling) throw new Error(`Journey "${journey.id}" has no polling policy`);
  return journey.polling;
}

/** Delay before retry n (n ≥ 1): base × factor^(n-1), capped. */
export function retryDelay(policy: PollingDef, n: number): number {
  if (n < 1) return 0;
  return Math.min(Math.round(policy.baseDelayMs * policy.factor ** (n - 1)), policy.maxDelayMs);
}

export function pollPlan(journey: Journey, input: PollInput): Decision<PollResult> {
  const policy = requirePolling(journey);
  const { attempt, status } = input;
  const mode = input.mode ?? 'inProgress';
  const poll = (rule: string, note: string): Decision<PollResult> => ({
    result: { action: 'poll', delayMs: retryDelay(policy, attempt) },
    trace: [{ kind: 'poll', rule, outcome: 'poll', note, decided: true }],
    decidedBy: rule,
  });
  const end = (action: 'stop' | 'giveUp', finalStatus: string, rule: string, note: string): Decision<PollResult> => ({
    result: { action, delayMs: 0, finalStatus },
    trace: [{ kind: 'poll', rule, outcome: action, note, decided: true }],
    decidedBy: rule,
  });

  if (status === undefined || status === null || attempt < 1) return poll('firstRead', 'no status read yet');
  const cls = classifyStatus(journey, status);
  if (cls === 'keepPolling') {
    const limit = mode === 'stable' ? policy.stableCheckAttempts : policy.maxAttempts;
    if (attempt < limit) return poll('inProgress', `${status} is in progress (try ${attempt} of ${limit})`);
    const kept = policy.keepStatusOnGiveUp.includes(status);
    return end('giveUp', kept ? status : policy.giveUpStatus, 'giveUp', `still ${status} after ${attempt} tries${kept ? '; status kept' : ''}`);
  }
  if (mode === 'stable' && input.previousStatus !== undefined && status === input.previousStatus && attempt < policy.stableCheckAttempts) {
    return poll('stableCheck', `${status} has not moved yet (try ${attempt} of ${policy.stableCheckAttempts})`);
  }
  if (cls === 'stopPolling') return end('stop', status, 'stopPolling', `${status} stops polling`);
  return end('stop', status, cls === 'routed' ? 'settled' : 'unclassified', cls === 'routed' ? `${status} is settled` : `${status} is not in the vocabulary; routing decides`);
}

/**
 * The journey's watch group of a status (journeys/heloc.json `polling.watch`): the applicant waits
 * on someone else, so the page the status leads to reads it again every `everyMs` and moves on by
 * itself when it changes. Undefined when nobody else moves the application on.
 */
export function watchGroupOf(journey: Journey, status: string | undefined): WatchGroup | undefined {
  if (status === undefined) return undefined;
  return journey.polling?.watch?.find((g) => g.statuses.includes(status));
}
