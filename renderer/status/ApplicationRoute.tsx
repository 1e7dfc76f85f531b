/**
 * Every route under /{uuid} (000 §2, §4.3): the status router decides whether the applicant
 * belongs here; if not they are moved (only the web-chat parameter carried). While the status is
 * in progress the processing modal shows; a quick read shows the loading overlay. The screen gets
 * the application as `ctx.app`; its submit goes to the API operation the screen file names, and
 * `next: "status"` hands over to the status router, which waits for the status to move on.
 */
import { useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { fillPath, isAdditionalSigner, prefillFor, routeForStatus, stripBase } from '../../engine/index.ts';
import type { RouteDef, RuleContext, Screen } from '../../engine/index.ts';
import { BASE_PATH, journeys, screenIdOf } from '../app/journeys.ts';
import { useBrand } from '../app/AppContext.tsx';
import { ApiError, submitErrors, type FieldError } from '../api/client.ts';
import { callOperation } from '../api/operations.ts';
import { APPLICATION_KEY, applicationKey, useApplication } from '../api/applicationStatus.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { useScreen } from '../screens/loadScreen.ts';
import { clearScreenDraft, loadScreenDraft, saveScreenDraft } from '../state/screenDrafts.ts';
import { useStatusRouter } from './useStatusRouter.ts';
import { LoadingOverlay, ProcessingModal } from './ProcessingModal.tsx';
import { ProgressSidebar } from './ProgressSidebar.tsx';
import { LeaveSurvey } from '../shell/LeaveSurvey.tsx';
import { LocationExplainer } from './LocationExplainer.tsx';

/** The application index route: the status router's own (journeys/heloc.json `statusRouter`). */
const INDEX = journeys.heloc.routes.find((r) => r.statusRouter)?.path ?? '/:uuid';

/** The status a submit left behind, so the router waits until it moves (history state survives reloads). */
const previousStatusFromHistory = (): string | undefined => {
  const s = window.history.state as { previousStatus?: unknown } | null;
  return typeof s?.previousStatus === 'string' ? s.previousStatus : undefined;
};

/** The route polling gives up onto (error/timeout): arriving there, the router reads once and stays. */
const giveUpRoute = (() => {
  try {
    const status = journeys.heloc.polling?.giveUpStatus ?? 'UNKNOWN';
    return routeForStatus(journeys.heloc, { status }).result.routePattern;
  } catch {
    return undefined;
  }
})();

export function ApplicationRoute({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const params = useParams<Record<string, string>>();
  const uuid = params.uuid!;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const brand = useBrand() as { dashboardUrl?: string };
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const isIndex = route.statusRouter === true;
  const previousStatus = isIndex ? previousStatusFromHistory() : undefined;

  useEffect(() => { localStorage.setItem(APPLICATION_KEY, uuid); }, [uuid]);

  // 001 §4: an additional signer sees only a signer's screens.
  const signer = isAdditionalSigner(ctx.profile as Parameters<typeof isAdditionalSigner>[0]);
  useEffect(() => { if (signer) navigate('/heloc-signer/resume', { replace: true }); }, [signer, navigate]);

  const router = useStatusRouter({
    uuid,
    path: location,
    query,
    enabled: !route.anyStatus && !signer,
    previousStatus,
    singleRead: route.path === giveUpRoute,
    dashboardUrl: brand.dashboardUrl ?? '/dashboard',
  });
  const application = useApplication(uuid, Boolean(route.anyStatus));

  // Where the router decided, if that is not here.
  const move = useMemo(() => {
    if (router.phase === 'leave') return { external: router.href };
    if (router.phase !== 'decided') return null;
    const d = router.decision;
    const here = !isIndex && (d.routePattern === route.path || (route.within ?? []).includes(d.routePattern));
    if (here) return null;
    const inner = stripBase(BASE_PATH, d.route);
    if (inner === null) return { external: d.route };
    const qs = new URLSearchParams(d.query).toString();
    return { internal: `${inner}${qs ? `?${qs}` : ''}` };
  }, [router, isIndex, route]);

  useEffect(() => {
    if (!move) return;
    if ('external' in move && move.external) window.location.replace(move.external);
    else if ('internal' in move && move.internal) navigate(move.internal, { replace: true });
  }, [move, navigate]);

  const app = router.phase === 'decided' ? router.app : (application.data ?? undefined);
  const screenCtx = useMemo<RuleContext>(() => ({ ...ctx, app, params, serverStatus: router.phase === 'decided' ? router.status : (app?.serverStatus as string | undefined) }), [ctx, app, params, router]);

  const screenId = screenIdOf(route);
  const loaded = useScreen(screenId);
  const draftKey = `${screenId ?? ''}${params.type ? `:${params.type}` : ''}`;
  const ready = Boolean(app && loaded.data);
  const initialData = useMemo(
    () => (ready && loaded.data ? { ...prefillFor(loaded.data.screen, screenCtx), ...loadScreenDraft(uuid, draftKey) } : undefined),
    // Seeded once per screen: the form owns its data once shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, draftKey, uuid],
  );

  const onSubmit = async (data: Record<string, unknown>, screen: Screen): Promise<FieldError[] | void> => {
    const submit = screen.submit ?? {};
    try {
      if (submit.api) await callOperation(submit.api, { ...params, uuid }, data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The step is no longer open: the application moved on; let the router decide.
        navigate(fillPath(INDEX, { uuid }), { replace: true });
        return;
      }
      return submitErrors(error);
    }
    clearScreenDraft(uuid, draftKey);
    await queryClient.invalidateQueries({ queryKey: applicationKey(uuid) });
    const status = screenCtx.serverStatus;
    const chat = query['pop-webchat'];
    const qs = chat !== undefined ? `?pop-webchat=${encodeURIComponent(chat)}` : '';
    if (!submit.next || submit.next === 'status') navigate(`${fillPath(INDEX, { uuid })}${qs}`, { state: { previousStatus: status } });
    else navigate(`${fillPath(submit.next, { ...params, uuid })}${qs}`);
  };

  if (router.phase === 'processing') return <ProcessingModal ctx={screenCtx} startedAt={router.startedAt} />;
  const waiting = route.anyStatus ? application.isLoading : router.phase !== 'decided' || move !== null;
  if (waiting || !app) {
    if (application.isError) return <RouteError />;
    return <LoadingOverlay loading label="Loading your application" />;
  }
  return (
    <div className="application">
      <aside className="application__progress">
        <ProgressSidebar journey={journeys.heloc} app={app} profile={ctx.profile} />
      </aside>
      <div className="application__screen">
        {screenId && (initialData || loaded.isError) ? (
          <ScreenView
            key={draftKey}
            screenId={screenId}
            ctx={screenCtx}
            initialData={initialData ?? {}}
            onSubmit={onSubmit}
            onChange={(data, screen) => saveScreenDraft(uuid, draftKey, data, screen.schema)}
          />
        ) : <LoadingOverlay loading label="Loading" />}
      </div>
      <LeaveSurvey enabled={route.leaveSurvey === true} applicationUuid={uuid} ctx={screenCtx} />
      <LocationExplainer enabled={route.askLocation === true} ctx={screenCtx} />
    </div>
  );
}

function RouteError() {
  return (
    <section className="screen screen--info" aria-labelledby="screen-title">
      <h1 id="screen-title">We couldn't load your application</h1>
      <p>Please check your connection and reload the page.</p>
    </section>
  );
}
