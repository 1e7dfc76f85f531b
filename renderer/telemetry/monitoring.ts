/**
 * Monitoring (000 §9, 001 §8, §9): a browser session is monitored at the brand's
 * `monitoring.sessionSampleRate` (100 by default) and sends a replay at `sessionReplaySampleRate`
 * (0 by default). A monitored session reports its errors through telemetry: the error fallback
 * page's (001 §8 "the error is tracked and logged") and uncaught ones. A replayed session's reports
 * also carry the pages visited before the error.
 */
import { PRODUCT_TYPE, track } from './telemetry.ts';

export interface MonitoringConfig { sessionSampleRate?: number; sessionReplaySampleRate?: number }
export const MONITORING_DEFAULTS = { sessionSampleRate: 100, sessionReplaySampleRate: 0 } as const;
const TRAIL_LENGTH = 20;

/** One draw per session: sampled when it falls under the rate (percent). */
export const sampled = (rate: number, random: () => number = Math.random) => random() * 100 < rate;

let session: { monitored: boolean; replay: boolean } | null = null;
const trail: string[] = [];

/** Decides this session's sampling once; later calls keep the first decision. */
export function startMonitoring(config: MonitoringConfig = {}, random: () => number = Math.random) {
  if (session) return session;
  const monitored = sampled(config.sessionSampleRate ?? MONITORING_DEFAULTS.sessionSampleRate, random);
  session = { monitored, replay: monitored && sampled(config.sessionReplaySampleRate ?? MONITORING_DEFAULTS.sessionReplaySampleRate, random) };
  if (monitored && typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('error', (e) => { void trackError(e.error ?? new Error(e.message), 'window').catch(() => {}); });
    window.addEventListener('unhandledrejection', (e) => { void trackError(e.reason, 'promise').catch(() => {}); });
  }
  return session;
}

/** For tests: a new session. */
export const resetMonitoring = () => { session = null; trail.length = 0; };

/** A page the session visited (kept for a replay). */
export function notePage(path: string): void {
  trail.push(path);
  if (trail.length > TRAIL_LENGTH) trail.shift();
}

/** Reports an error through telemetry when the session is monitored; answers whether it was sent. */
export async function trackError(error: unknown, source: string, path: string = typeof window !== 'undefined' ? window.location.pathname : ''): Promise<boolean> {
  const s = session ?? startMonitoring();
  if (!s.monitored) return false;
  const e = error instanceof Error ? error : new Error(String(error));
  await track({
    event: 'Error',
    eventType: 'ERROR',
    productType: PRODUCT_TYPE,
    dontDedupe: true,
    eventProperties: { name: e.name, message: e.message, source, path, ...(s.replay ? { pages: [...trail] } : {}) },
  });
  return true;
}
