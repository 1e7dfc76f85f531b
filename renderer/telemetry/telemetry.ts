/**
 * Telemetry (001 §7, §8, §9): one session per page load (POST /ft/{context}/session, 3 tries,
 * then "An error occurred while establishing a session, retries failed."), then events
 * (POST /ft/{context}/event) carrying the session key; page views use productType HELOC.
 * The tracker uuid is kept in local storage (telemetry_trackerUuid). Calls go through the request
 * client in the external context (no token).
 */
import { request } from '../api/client.ts';
import { apiPath } from '../api/operations.ts';
import { retry, type RetryOptions } from './retry.ts';
import { uuidIn } from '../../engine/paths.ts';

export const CONTEXT = 'heloc';
export const PRODUCT_TYPE = 'HELOC';
export const TRACKER_KEY = 'telemetry_trackerUuid';
export const SESSION_TRIES = 3;
export const SESSION_FAILED = 'An error occurred while establishing a session, retries failed.';

export interface SessionKey { uuid: string; epoch: number; trackerUuid: string }

let session: Promise<SessionKey> | null = null;

const queryParams = () => Object.fromEntries(new URLSearchParams(window.location.search));

/** Sets the session up once; later calls share it. A failed setup is forgotten so the next event tries again. */
export function ensureSession(options: Pick<RetryOptions, 'sleep' | 'delayMs'> = {}): Promise<SessionKey> {
  session ??= retry(async () => {
    const trackerUuid = localStorage.getItem(TRACKER_KEY);
    const answer = await request<{ sessionKey: SessionKey }>(apiPath('telemetrySession', { context: CONTEXT }), {
      method: 'POST',
      external: true,
      background: true,
      body: {
        platform: 'WEB',
        libVersion: '1.0.0',
        appVersion: '0.1.0',
        referrer: document.referrer || null,
        queryParams: queryParams(),
        screenWidth: window.screen.width,
        screenHeight: window.screen.height,
        windowWidth: window.innerWidth,
        windowHeight: window.innerHeight,
        sessionKey: trackerUuid ? { trackerUuid } : null,
      },
    });
    localStorage.setItem(TRACKER_KEY, answer.sessionKey.trackerUuid);
    return answer.sessionKey;
  }, { attempts: SESSION_TRIES, ...options, failure: () => new Error(SESSION_FAILED) });
  session.catch(() => { session = null; });
  return session;
}

/** For tests: forget the session. */
export const resetTelemetry = () => { session = null; };

export interface TelemetryEvent {
  event: string;
  eventType?: string;
  applicationUuid?: string | null;
  identityId?: string | null;
  eventProperties?: Record<string, unknown>;
  productType?: string;
  dontDedupe?: boolean;
  dedupeProperty?: string;
}

export async function track(e: TelemetryEvent): Promise<void> {
  const sessionKey = await ensureSession();
  await request(apiPath('telemetryEvent', { context: CONTEXT }), {
    method: 'POST',
    external: true,
    background: true,
    body: {
      domain: window.location.hostname,
      pagePath: window.location.pathname,
      queryParams: queryParams(),
      sessionKey,
      ...e,
    },
  });
}

/** 001 §2: the application id is the UUID segment of the path. */
export const applicationUuidOf = (path: string): string | null => uuidIn(path);

export const trackPageView = (path: string) =>
  track({ event: 'Page View', eventType: 'PAGE_VIEW', productType: PRODUCT_TYPE, applicationUuid: applicationUuidOf(path), eventProperties: { path } });

/** A feature decision taken from the flags client, recorded once per page load and key. */
const decided = new Set<string>();
export function trackDecision(featureKey: string, enabled: boolean, variationKey?: string): void {
  if (decided.has(featureKey)) return;
  decided.add(featureKey);
  void track({ event: 'Feature Decision', eventType: 'DECISION', productType: PRODUCT_TYPE, eventProperties: { featureKey, enabled, ...(variationKey ? { variationKey } : {}) } }).catch(() => {});
}
