/**
 * Every route under /{uuid} (000 §2, §4.3): navigate() decides, on each status read, whether the
 * applicant stays, waits or is moved (useNavigation); this component carries the decision out.
 * While the status is in progress the processing modal shows; a quick read shows the loading
 * overlay. The screen gets the application as `ctx.app`; its submit goes to the API operation the
 * screen file names, and `next: "status"` goes to the index, where the next reads wait for the
 * status to move on (000 §9 stable check).
 */
import { useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { carriedQuery } from '../../engine/navigate.ts';
import { fillPath, stripBase, withBase } from '../../engine/paths.ts';
import { isAdditionalSigner } from '../../engine/additionalSigner.ts';
import { prefillFor } from '../../engine/screenRules.ts';
import type { RouteDef, RuleContext, Screen } from '../../engine/index.ts';
import { BASE_PATH, indexRouteOf, journeys, screenIdOf } from '../app/journeys.ts';
import { useBrand } from '../app/AppContext.tsx';
import { ApiError, submitErrors, type FieldError } from '../api/client.ts';
import { callOperation } from '../api/operations.ts';
import { APPLICATION_KEY, applicationKey, statusReadKey, useApplication } from '../api/applicationStatus.ts';
import { useProfile } from '../api/profile.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { useScreen } from '../screens/loadScreen.ts';
import { clearScreenDraft, loadNotKept, loadScreenDraft, saveScreenDraft } from '../state/screenDrafts.ts';
import { useNavigation } from './useNavigation.ts';
import { applicationStatus } from './observedStatus.ts';
import { LoadingOverlay, ProcessingModal } from './ProcessingModal.tsx';
import { ProgressSidebar } from './ProgressSidebar.tsx';
import { LeaveSurvey } from '../shell/LeaveSurvey.tsx';
import { LocationExplainer } from './LocationExplainer.tsx';
import { useRendererWords } from '../app/words.ts';

/** The application index route: navigation's own (journeys/heloc.json `statusRouter`). */
const INDEX = indexRouteOf(journeys.heloc);
/** Where an additional signer resumes (journeys/signer.json `statusRouter`). */
const SIGNER_RESUME = indexRouteOf(journeys.signer);

/** The status a submit left behind, so the decision waits until it moves (history state survives reloads). */
const previousStatusFromHistory = (): string | undefined => {
  const s = window.history.state as { previousStatus?: unknown } | null;
  return typeof s?.previousStatus === 'string' ? s.previousStatus : undefined;
};

const withQuery = (path: string, query: Record<string, string>) => {
  const qs = new URLSearchParams(query).toString();
  return `${path}${qs ? `?${qs}` : ''}`;
};

export function ApplicationRoute({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const params = useParams<Record<string, string>>();
  const uuid = params.uuid!;
  const [location, go] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const previousStatus = route.statusRouter ? previousStatusFromHistory() : undefined;

  useEffect(() => { localStorage.setItem(APPLICATION_KEY, uuid); }, [uuid]);

  // 001 §4: an additional signer sees only a signer's screens.
  const signer = isAdditionalSigner(ctx.profile as Parameters<typeof isAdditionalSigner>[0]);
  useEffect(() => { if (signer) go(SIGNER_RESUME, { replace: true }); }, [signer, go]);

  const profileQuery = useProfile();
  const profile = useMemo(() => (profileQuery.data ? { ...profileQuery.data } : null), [profileQuery.data]);
  const status = useMemo(() => applicationStatus(queryClient, uuid), [queryClient, uuid]);
  const nav = useNavigation(status, { path: withBase(BASE_PATH, location), query, previousStatus, profile, brand });
  const decision = nav.decision;
  const observing = nav.observing;

  // Carry the decision out: another page of the app, an outside page, or the dashboard.
  useEffect(() => {
    if (signer || !decision || (decision.action !== 'move' && decision.action !== 'leave')) return;
    const inner = decision.action === 'move' ? stripBase(BASE_PATH, decision.route!) : null;
    if (inner === null) window.location.replace(withQuery(decision.route!, decision.query));
    else go(withQuery(inner, decision.query), { replace: true });
  }, [decision, signer, go]);
  // Pages that never read the status (anyStatus) read the application themselves.
  const application = useApplication(uuid, !observing);
  const app = nav.read?.app ?? application.data ?? undefined;
  const serverStatus = nav.read?.status ?? (app?.serverStatus as string | undefined);
  const screenId = screenIdOf(route);
  const loaded = useScreen(screenId);
  const draftKey = `${screenId ?? ''}${params.type ? `:${params.type}` : ''}`;
  // Read once per screen, like the draft itself: which private answers the reload did not bring back.
  const notKept = useMemo(() => loadNotKept(uuid, draftKey), [uuid, draftKey]);
  const screenCtx = useMemo<RuleContext>(() => ({ ...ctx, app, params, serverStatus, draft: { notKept } }), [ctx, app, params, serverStatus, notKept]);

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
        // The step is no longer open: the application moved on; a fresh read decides where to.
        queryClient.removeQueries({ queryKey: statusReadKey(uuid), exact: true });
        go(fillPath(INDEX, { uuid }), { replace: true });
        return;
      }
      return submitErrors(error);
    }
    clearScreenDraft(uuid, draftKey);
    // The next read starts a new observation and reads the application again (not before: no extra request).
    queryClient.removeQueries({ queryKey: statusReadKey(uuid), exact: true });
    await queryClient.invalidateQueries({ queryKey: applicationKey(uuid), exact: true, refetchType: observing ? 'none' : 'active' });
    const carried = carriedQuery(journeys.heloc, query);
    if (!submit.next || submit.next === 'status') go(withQuery(fillPath(INDEX, { uuid }), carried), { state: { previousStatus: serverStatus } });
    else go(withQuery(fillPath(submit.next, { ...params, uuid }), carried));
  };

  if (nav.error || application.isError) return <RouteError />;
  if (decision?.action === 'wait' && decision.waiting !== 'firstRead') return <ProcessingModal ctx={screenCtx} startedAt={nav.startedAt} />;
  const showing = decision?.action === 'stay' && app !== undefined;
  return (
    <>
      {/* In the same place whether or not the page shows, so it lingers its 300 ms over the page (001 §4). */}
      <LoadingOverlay loading={!showing} label="Loading your application" />
      {showing ? (
        <div className="application">
          <aside className="application__progress">
            <ProgressSidebar journey={journeys.heloc} progress={decision.progress} app={app} profile={ctx.profile} />
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
      ) : null}
    </>
  );
}

function RouteError() {
  const w = useRendererWords();
  return (
    <section className="screen screen--info" aria-labelledby="screen-title">
      <h1 id="screen-title">{w('routeErrorTitle')}</h1>
      <p>{w('routeErrorText')}</p>
    </section>
  );
}
