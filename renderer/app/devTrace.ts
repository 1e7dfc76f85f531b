/** Engine traces in the browser console during development only (never shown to applicants). */
import type { Decision } from '../../engine/index.ts';

declare const __DEV__: boolean;

export function logDecision(label: string, decision: Decision<unknown>): void {
  if (typeof __DEV__ !== 'undefined' && __DEV__) console.debug(`[journey] ${label} → ${decision.decidedBy ?? 'none'}`, decision.trace);
}

/** The User Timing mark each navigation decision leaves: what the bench and browser tests count. */
export const DECISION_MARK = 'journey:navigate';

/** Logs a navigation decision (development) and marks it on the page's performance timeline. */
export function recordDecision(label: string, decision: Decision<{ action: string }>): void {
  logDecision(label, decision);
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(DECISION_MARK, { detail: { label, action: decision.result.action, decidedBy: decision.decidedBy ?? null } });
  }
}
