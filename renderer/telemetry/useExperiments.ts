/**
 * Experiments in the app (001 §7): each flag the organisation's list marks as an experiment is
 * decided for this visitor's tracker (v2/decision) and its variation joins the flags rules read
 * (`flags.<key>.variationKey`, control until decided). Each decision is recorded in telemetry and
 * kept; on an application's pages what was kept is saved on the application with the tracker uuid,
 * and a signed-in identity's tracker profile is linked to this tracker.
 */
import { useEffect, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Flags } from '../api/flags.ts';
import { decide, flushExperiments, linkTrackerProfile, rememberExperiment, saveTrackerUuid } from './experiments.ts';
import { applicationUuidOf, ensureSession, trackDecision } from './telemetry.ts';

const recorded = new Set<string>();
const trackerSaved = new Set<string>();
let linkedProfile: string | null = null;

const warn = (error: unknown) => console.warn(`Experiments: ${(error as Error).message}`);

/** On an application's page: its tracker uuid (once), then what is pending, so tracking counts under the tracker. */
export function saveOnApplication(pathname: string): void {
  const appUuid = applicationUuidOf(pathname);
  if (!appUuid) return;
  const tracker = trackerSaved.has(appUuid)
    ? Promise.resolve()
    : ensureSession().then((s) => saveTrackerUuid(appUuid, s.trackerUuid)).then(() => { trackerSaved.add(appUuid); });
  tracker.then(() => flushExperiments(appUuid)).catch(warn);
}

/** The flags with each experiment's decision merged in. */
export function useExperimentFlags(orgCode: string, flags: Flags | undefined): Flags | undefined {
  const keys = useMemo(() => Object.entries(flags ?? {}).filter(([, f]) => f.experiment).map(([k]) => k), [flags]);
  const results = useQueries({ queries: keys.map((key) => ({ queryKey: ['decision', orgCode, key], queryFn: () => decide(key, orgCode), staleTime: Infinity })) });
  const decided = results.map((r) => r.data);
  // One dependency however many experiments there are.
  const signature = JSON.stringify(decided);
  useEffect(() => {
    keys.forEach((key, i) => {
      const d = decided[i];
      if (!d || recorded.has(key)) return;
      recorded.add(key);
      trackDecision(key, d.enabled, d.variationKey);
      rememberExperiment({ name: key, variation: d.variationKey });
      saveOnApplication(window.location.pathname);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, signature]);
  return useMemo(() => {
    if (!flags || keys.length === 0) return flags;
    const out: Flags = { ...flags };
    keys.forEach((key, i) => {
      const d = decided[i];
      out[key] = { ...out[key]!, ...(d ? { enabled: d.enabled, variationKey: d.variationKey } : { variationKey: 'control' }) };
    });
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flags, keys, signature]);
}

/** On every page: save kept experiments on the application, and link a signed-in identity's tracker profile once. */
export function useExperimentTracking(pathname: string, profile: { uuid?: unknown } | undefined): void {
  useEffect(() => { saveOnApplication(window.location.pathname); }, [pathname]);
  const uuid = typeof profile?.uuid === 'string' ? profile.uuid : null;
  useEffect(() => {
    if (!uuid || linkedProfile === uuid) return;
    linkedProfile = uuid;
    linkTrackerProfile({ uuid }).catch((error) => { linkedProfile = null; warn(error); });
  }, [uuid]);
}
