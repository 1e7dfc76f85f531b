/**
 * The status router (000 §4.3, §4.4, §8): reads the application's status with the journey's
 * polling policy, then asks the engine where the applicant belongs. Missing profile or
 * application (or a 401/403/404 on the status) → the external dashboard. Pure decisions come from
 * the engine; this hook only does the timing and the reads.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pollPlan, routeForStatus } from '../../engine/index.ts';
import type { RouteResult } from '../../engine/index.ts';
import { journeys } from '../app/journeys.ts';
import { logDecision } from '../app/devTrace.ts';
import { ApiError } from '../api/client.ts';
import { applicationKey, fetchApplication, fetchStatus } from '../api/applicationStatus.ts';
import { fetchProfile, profileKeys } from '../api/profile.ts';

export type StatusRouterState =
  | { phase: 'reading'; attempt: number; startedAt: number }
  /** The status is in progress: keep the processing modal up. */
  | { phase: 'processing'; attempt: number; status: string; startedAt: number }
  | { phase: 'decided'; status: string; decision: RouteResult; app: Record<string, unknown>; profile: Record<string, unknown> }
  | { phase: 'leave'; href: string };

export interface StatusRouterOptions {
  uuid: string;
  /** Current path inside the base path (the DECLINE row reads it). */
  path: string;
  query: Record<string, string>;
  /** Off: no reads at all (routes reachable whatever the status). */
  enabled: boolean;
  /** After a submit: wait until the status moves away from this one (000 §9 stable check). */
  previousStatus?: string;
  /** Stop at the first in-progress read instead of polling (the page the router gives up onto). */
  singleRead?: boolean;
  dashboardUrl: string;
}

export function useStatusRouter(options: StatusRouterOptions): StatusRouterState {
  const { uuid, path, enabled, previousStatus, singleRead, dashboardUrl } = options;
  const queryKey = JSON.stringify(options.query);
  const queryClient = useQueryClient();
  const [state, setState] = useState<StatusRouterState>({ phase: 'reading', attempt: 0, startedAt: Date.now() });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const query = JSON.parse(queryKey) as Record<string, string>;
    const mode = previousStatus ? 'stable' : 'inProgress';
    setState({ phase: 'reading', attempt: 0, startedAt });

    const leave = () => { if (!cancelled) setState({ phase: 'leave', href: dashboardUrl }); };

    const decide = async (status: string) => {
      const [app, profile] = await Promise.all([fetchApplication(uuid), queryClient.fetchQuery({ queryKey: profileKeys.all, queryFn: fetchProfile, staleTime: 0 })]);
      if (cancelled) return;
      if (!app || !profile) return leave();
      queryClient.setQueryData(applicationKey(uuid), app);
      const d = routeForStatus(journeys.heloc, { status, app, profile: profile as unknown as Record<string, unknown>, path, query });
      logDecision(`status ${status} on ${path}`, d);
      if (d.result.log) console.error(d.result.log.message);
      setState({ phase: 'decided', status, decision: d.result, app, profile: profile as unknown as Record<string, unknown> });
    };

    const step = (attempt: number, status: string | null) => {
      const plan = pollPlan(journeys.heloc, { attempt, status, mode, previousStatus }).result;
      if (plan.action !== 'poll') return void decide(plan.finalStatus!).catch(leave);
      if (status !== null && singleRead) {
        // On the page polling gives up onto: route as if it had given up now (stay unless the status settled).
        const now = pollPlan(journeys.heloc, { attempt: Number.MAX_SAFE_INTEGER, status }).result;
        return void decide(now.finalStatus ?? status).catch(leave);
      }
      if (status !== null && !cancelled) setState({ phase: 'processing', attempt, status, startedAt });
      timer = setTimeout(async () => {
        try {
          const next = await fetchStatus(uuid);
          if (!cancelled) step(attempt + 1, next);
        } catch (error) {
          if (error instanceof ApiError && [401, 403, 404].includes(error.status)) leave();
          else if (!cancelled) step(attempt + 1, status);
        }
      }, plan.delayMs);
    };
    step(0, null);
    return () => { cancelled = true; if (timer) clearTimeout(timer); };
  }, [uuid, path, queryKey, enabled, previousStatus, singleRead, dashboardUrl, queryClient]);

  return state;
}
