/**
 * Experimentation calls (001 §7, §8): the user is the organisation plus the telemetry tracker id
 * (`optimizeUser {attributes, trackerId}`; no telemetry session: "Could not establish session.");
 * v1/feature answers a flag, v2/decision an experiment's variation. What a visitor saw is kept until
 * an application exists, then saved on it: experiments PATCH, experiment tracking, the tracker-uuid
 * save ("App ID is required to save experiment" without one). The identity's tracker profile is
 * linked to this tracker (optermizerly-profile GET, then PATCH when it differs).
 */
import { request } from '../api/client.ts';
import { apiPath } from '../api/operations.ts';
import { profileUuid } from '../api/identity.ts';
import { ensureSession } from './telemetry.ts';

export const SESSION_UNAVAILABLE = 'Could not establish session.';
export const APP_ID_REQUIRED = 'App ID is required to save experiment';
const PENDING_KEY = 'heloc_experiments';

export interface OptimizeUser { attributes: Record<string, unknown>; trackerId: string }
export interface Experiment { name: string; variation: string }
export interface Decision { enabled: boolean; variationKey: string; variables: Record<string, unknown> }

export async function optimizeUser(orgCode: string, attributes: Record<string, unknown> = {}): Promise<OptimizeUser> {
  let trackerId: string;
  try {
    trackerId = (await ensureSession()).trackerUuid;
  } catch {
    throw new Error(SESSION_UNAVAILABLE);
  }
  return { attributes: { organization: orgCode, ...attributes }, trackerId };
}

/** POST .../api/v1/feature: one flag for this user. */
export async function fetchFeature(featureKey: string, orgCode: string): Promise<{ enabled: boolean; variables: Record<string, unknown> }> {
  const answer = await request<{ enabled: boolean; variables?: Record<string, unknown> }>(apiPath('feature', { context: 'external' }), { method: 'POST', external: true, background: true, body: { featureKey, optimizeUser: await optimizeUser(orgCode) } });
  return { enabled: answer.enabled, variables: answer.variables ?? {} };
}

/** POST .../api/v2/decision: an experiment's variation for this user's tracker. */
export async function decide(featureKey: string, orgCode: string): Promise<Decision> {
  const answer = await request<{ enabled: boolean; variationKey?: string; variables?: Record<string, unknown> }>(apiPath('decision', { context: 'external' }), { method: 'POST', external: true, background: true, body: { featureKey, optimizeUser: await optimizeUser(orgCode) } });
  return { enabled: answer.enabled, variationKey: answer.variationKey ?? (answer.enabled ? 'on' : 'off'), variables: answer.variables ?? {} };
}

/** Saves experiments on the application: PATCH experiments, then the tracking record. */
export async function saveExperiments(experiments: Experiment[], appUuid: string | null | undefined): Promise<void> {
  if (!appUuid) throw new Error(APP_ID_REQUIRED);
  await request(apiPath('experiments', { uuid: appUuid }), { method: 'PATCH', body: { experiments }, background: true });
  await request(apiPath('experimentTracking'), { method: 'POST', body: { experiments, appUuid }, background: true });
}

/** The tracker the application's experiments are counted under. */
export async function saveTrackerUuid(appUuid: string | null | undefined, trackerUuid: string): Promise<void> {
  if (!appUuid) throw new Error(APP_ID_REQUIRED);
  await request(apiPath('trackerUuid', { uuid: appUuid }), { method: 'PUT', body: { trackerUuid }, background: true });
}

/** Links the identity's tracker profile to this tracker: GET, then PATCH when it differs ("No profile uuid" without a profile). */
export async function linkTrackerProfile(profile: { uuid?: unknown } | null | undefined): Promise<string> {
  const identityUuid = await profileUuid(profile);
  const { trackerUuid } = await ensureSession();
  const query = `?identityUuid=${encodeURIComponent(identityUuid)}`;
  const current = await request<{ optimizelyProfileUuid: string | null }>(`${apiPath('trackerProfileRead')}${query}`, { background: true });
  if (current.optimizelyProfileUuid !== trackerUuid) await request(`${apiPath('trackerProfile')}${query}`, { method: 'PATCH', body: { optimizelyProfileUuid: trackerUuid }, background: true });
  return trackerUuid;
}

/** Experiments seen before an application exists (registration), kept for this browser session. */
export function rememberExperiment(e: Experiment, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): void {
  const pending = pendingExperiments(storage).filter((x) => x.name !== e.name);
  storage.setItem(PENDING_KEY, JSON.stringify([...pending, e]));
}

export function pendingExperiments(storage: Pick<Storage, 'getItem'> = sessionStorage): Experiment[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((x): x is Experiment => typeof x?.name === 'string' && typeof x?.variation === 'string') : [];
  } catch {
    return [];
  }
}

/** Saves what is pending on the application; forgotten once saved. */
export async function flushExperiments(appUuid: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage): Promise<number> {
  const pending = pendingExperiments(storage);
  if (pending.length === 0) return 0;
  await saveExperiments(pending, appUuid);
  storage.removeItem(PENDING_KEY);
  return pending.length;
}
