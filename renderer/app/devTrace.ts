/** Engine traces in the browser console during development only (never shown to applicants). */
import type { Decision } from '../../engine/index.ts';

declare const __DEV__: boolean;

export function logDecision(label: string, decision: Decision<unknown>): void {
  if (typeof __DEV__ !== 'undefined' && __DEV__) console.debug(`[journey] ${label} → ${decision.decidedBy ?? 'none'}`, decision.trace);
}
