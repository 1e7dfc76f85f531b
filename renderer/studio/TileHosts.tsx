/**
 * How a gallery tile draws its screen (fixtures/index.json `host`), with the app's own components:
 * - page: the route's page as its route shows it: a registration step (progress bar, Back), an
 *   application or signer page (progress sidebar beside the screen), or a plain page;
 * - ProcessingModal: in place of the page, as while a status is in progress;
 * - LeaveSurveyDialog, LocationExplainer, Dialog: opened over the `shownOn` page;
 * - CeoFeedbackModal, ChatWidget: opened over the page by the shell's own events (ShellExtras).
 * Submitting validates and stops: the screen's submit does nothing here.
 */
import { useEffect, useMemo } from 'react';
import { flowPosition } from '../../engine/flowSteps.ts';
import { prefillFor, resolveCopy } from '../../engine/screenRules.ts';
import type { Host, RouteDef, RuleContext, Scene } from '../../engine/index.ts';
import { journeys } from '../app/journeys.ts';
import { OPEN_CEO_FEEDBACK_EVENT, OPEN_CHAT_EVENT } from '../chat/ShellExtras.tsx';
import { Modal } from '../feedback/Modal.tsx';
import { ScreenView } from '../screens/ScreenView.tsx';
import { Loading } from '../screens/Loading.tsx';
import { useScreen } from '../screens/loadScreen.ts';
import { LeaveSurveyDialog } from '../shell/LeaveSurveyDialog.tsx';
import { surveyRouteOf } from '../shell/surveyRoute.ts';
import { LocationExplainer } from '../status/LocationExplainer.tsx';
import { ProcessingModal } from '../status/ProcessingModal.tsx';
import { ProgressSidebar } from '../status/ProgressSidebar.tsx';

const nothing = async () => undefined;
const noop = () => undefined;

export interface TileProps {
  screenId: string;
  host: Host;
  /** The route the screen is, or is shown over. */
  route: RouteDef | undefined;
  scene: Scene;
  ctx: RuleContext;
}

/** A screen as its page shows it, with the fixture's answers and prefill. */
function Page({ screenId, route, scene, ctx }: Omit<TileProps, 'host'>) {
  const loaded = useScreen(screenId);
  const initialData = useMemo(
    () => (loaded.data ? { ...(scene.registration ?? {}), ...prefillFor(loaded.data.screen, ctx) } : undefined),
    [loaded.data, scene.registration, ctx],
  );
  if (!loaded.data && !loaded.isError) return <Loading />;
  const view = (extra: Record<string, unknown> = {}) => <ScreenView screenId={screenId} ctx={ctx} initialData={initialData ?? {}} onSubmit={nothing} {...extra} />;
  const path = route?.path ?? '';
  const step = (journeys.register.steps ?? []).some((s) => s.route === path);
  if (step) {
    const position = flowPosition(journeys.register, ctx, path).result;
    return view({ progress: position.total > 1 ? { index: position.index, total: position.total } : undefined, onBack: position.previous ? noop : undefined });
  }
  if (path.startsWith('/:uuid')) {
    return (
      <div className="application">
        <aside className="application__progress"><ProgressSidebar journey={journeys.heloc} app={scene.app} profile={scene.profile} /></aside>
        <div className="application__screen">{view()}</div>
      </div>
    );
  }
  if (path.startsWith('/heloc-signer') && scene.signer) {
    return (
      <div className="application">
        <aside className="application__progress"><ProgressSidebar journey={journeys.signer} signer={scene.signer} label="yourSigningProgress" /></aside>
        <div className="application__screen">{view()}</div>
      </div>
    );
  }
  return view();
}

/** Opens a shell modal the way the app does: its window event, once the shell listens. */
function ShellEvent({ name }: { name: string }) {
  useEffect(() => {
    const t = setTimeout(() => window.dispatchEvent(new Event(name)), 0);
    return () => clearTimeout(t);
  }, [name]);
  return null;
}

function DialogHost({ screenId, ctx }: { screenId: string; ctx: RuleContext }) {
  const loaded = useScreen(screenId);
  if (!loaded.data) return null;
  const copy = resolveCopy(loaded.data.screen, ctx) as Record<string, unknown>;
  return (
    <Modal label={String(copy.title ?? '')} closeLabel={typeof copy.closeLabel === 'string' ? copy.closeLabel : 'Close'} onClose={noop} className="modal--small">
      <ScreenView screenId={screenId} ctx={ctx} embedded onSubmit={nothing} />
    </Modal>
  );
}

export function TileHost(props: TileProps) {
  const { host, screenId, route, ctx } = props;
  const hostScreen = route && (route.screen ?? screenId);
  const under = hostScreen && hostScreen !== screenId ? <Page {...props} screenId={hostScreen} /> : null;
  switch (host) {
    case 'page': return <Page {...props} />;
    case 'ProcessingModal': return <ProcessingModal ctx={ctx} startedAt={Date.now()} />;
    case 'LeaveSurveyDialog': return <>{under}<LeaveSurveyDialog ctx={ctx} route={surveyRouteOf(route?.path ?? '')} applicationUuid={props.scene.app?.uuid as string | undefined} onClose={noop} /></>;
    case 'LocationExplainer': return <>{under}<LocationExplainer enabled ctx={ctx} /></>;
    case 'CeoFeedbackModal': return <>{under}<ShellEvent name={OPEN_CEO_FEEDBACK_EVENT} /></>;
    case 'ChatWidget': return <>{under}<ShellEvent name={OPEN_CHAT_EVENT} /></>;
    case 'Dialog': return <>{under}<DialogHost screenId={screenId} ctx={ctx} /></>;
  }
}
