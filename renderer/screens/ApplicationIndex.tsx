/**
 * /{uuid}: reads the status with the journey's polling policy and moves the applicant to the route
 * the engine decides (000 §4.3, §4.4); missing profile or application → the external dashboard
 * (000 §8). Decisions are traced to the console in development.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { pollPlan, routeForStatus, stripBase } from '../../engine/index.ts';
import { journeys, BASE_PATH } from '../app/journeys.ts';
import { useBrand } from '../app/AppContext.tsx';
import { logDecision } from '../app/devTrace.ts';
import { ApiError } from '../api/client.ts';
import { fetchApplication, fetchStatus } from '../api/applicationStatus.ts';
import { fetchProfile } from '../api/profile.ts';

const MESSAGES = ['Reviewing your application', 'Checking your home value', 'Preparing your offers', 'Almost there'];

export function ApplicationIndex() {
  const { uuid } = useParams<{ uuid: string }>();
  const [, navigate] = useLocation();
  const search = useSearch();
  const brand = useBrand() as { dashboardUrl?: string };
  const [tick, setTick] = useState(0);
  const started = useRef(Date.now());

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const leave = (href: string) => { if (!cancelled) window.location.replace(href); };
    const decide = async (status: string) => {
      const [app, profile] = await Promise.all([fetchApplication(uuid), fetchProfile()]);
      if (!app || !profile) return leave(brand.dashboardUrl ?? '/dashboard');
      const query = Object.fromEntries(new URLSearchParams(search));
      const d = routeForStatus(journeys.heloc, { status, app, profile: profile as unknown as Record<string, unknown>, path: `/${uuid}`, query });
      logDecision(`status ${status}`, d);
      if (d.result.log) console.error(d.result.log.message);
      const qs = new URLSearchParams(d.result.query).toString();
      const inner = stripBase(BASE_PATH, d.result.route);
      if (cancelled) return;
      if (inner === null) leave(d.result.route);
      else navigate(`${inner}${qs ? `?${qs}` : ''}`, { replace: true });
    };
    const step = async (attempt: number, status: string | null) => {
      const plan = pollPlan(journeys.heloc, { attempt, status }).result;
      if (plan.action !== 'poll') return decide(plan.finalStatus!);
      timer = setTimeout(async () => {
        try {
          const next = await fetchStatus(uuid);
          if (!cancelled) { setTick(attempt + 1); void step(attempt + 1, next); }
        } catch (error) {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) leave(brand.dashboardUrl ?? '/dashboard');
          else if (!cancelled) void step(attempt + 1, status);
        }
      }, plan.delayMs);
    };
    void step(0, null).catch(() => leave(brand.dashboardUrl ?? '/dashboard'));
    return () => { cancelled = true; if (timer) clearTimeout(timer); };
  }, [uuid, search, navigate, brand.dashboardUrl]);

  const elapsed = Date.now() - started.current;
  return (
    <section className="screen screen--info" aria-labelledby="screen-title">
      <h1 id="screen-title">{MESSAGES[Math.min(tick, MESSAGES.length - 1)]}</h1>
      <p role="status">This usually takes a few seconds. Please keep this page open.</p>
      <progress className="progress__bar" max={30_000} value={Math.min(elapsed, 30_000)} aria-label="Progress" />
    </section>
  );
}
