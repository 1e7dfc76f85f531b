/**
 * Every route under /heloc-signer (000 §2, §6; 001 §4): the additional signer's own area.
 * - login: the signer login (POST .../heloc-signer/login); the answered jwt is stored like any login
 *   (setToken) and the signer resumes.
 * - elsewhere: the signer's co-deed status is loaded into `ctx.signer`; a token that is not an
 *   additional signer's (a borrower) goes to the signer login; resume runs the signer journey's step
 *   machine and moves the signer to their step. Screens submit to the API operation their file names
 *   (`{uuid}` = the application the signer signs), then go to `submit.next`.
 */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdditionalSigner, prefillFor, runStepMachine, stripBase } from '../../engine/index.ts';
import type { RouteDef, RuleContext, Screen } from '../../engine/index.ts';
import { BASE_PATH, journeys } from '../app/journeys.ts';
import { ApiError, getToken, setToken, submitErrors, type FieldError } from '../api/client.ts';
import { callOperation } from '../api/operations.ts';
import { fetchSignerStatus, signerStatusKey } from '../api/signerStatus.ts';
import { profileKeys } from '../api/profile.ts';
import { ProgressSidebar } from '../status/ProgressSidebar.tsx';
import { LocationExplainer } from '../status/LocationExplainer.tsx';
import { ScreenView } from './ScreenView.tsx';
import { Loading } from './Loading.tsx';
import { useScreen } from './loadScreen.ts';

export const SIGNER_LOGIN = '/heloc-signer/login';
export const SIGNER_RESUME = '/heloc-signer/resume';
const SIGNER_ERROR = '/heloc-signer/error';
export { signerStatusKey };

/** Where the step machine puts the signer, as a path inside the app. */
export function signerStepPath(signer: Record<string, unknown>): string {
  const route = runStepMachine(journeys.signer, { signer }).result.route;
  return stripBase(BASE_PATH, route) ?? SIGNER_RESUME;
}

export function SignerRoute({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  if (route.path === SIGNER_LOGIN) return <SignerLogin route={route} ctx={ctx} />;
  return <SignerArea route={route} ctx={ctx} />;
}

function SignerLogin({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const onSubmit = async (data: Record<string, unknown>, screen: Screen): Promise<FieldError[] | void> => {
    try {
      const answer = await callOperation<{ jwt?: string }>(screen.submit?.api ?? 'signerLogin', {}, data);
      if (answer?.jwt) setToken(answer.jwt);
    } catch (error) {
      return submitErrors(error);
    }
    queryClient.removeQueries({ queryKey: signerStatusKey });
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    navigate(screen.submit?.next ?? SIGNER_RESUME, { replace: true });
  };
  return <ScreenView screenId={route.screen!} ctx={ctx} initialData={{}} onSubmit={onSubmit} />;
}

function SignerArea({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const hasToken = getToken() !== null;
  const profile = ctx.profile as { uuid?: unknown; type?: unknown } | undefined;
  // A borrower (or anyone else) on a signer page signs in as the signer first (001 §4, §8).
  const notSigner = !hasToken || (profile !== undefined && !isAdditionalSigner(profile));
  const status = useQuery({
    queryKey: signerStatusKey,
    queryFn: fetchSignerStatus,
    enabled: !notSigner && profile !== undefined,
    staleTime: 0,
  });
  const signer = status.data;
  const isResume = route.path === SIGNER_RESUME;
  const target = useMemo(() => {
    if (notSigner) return SIGNER_LOGIN;
    if (status.isError && route.path !== SIGNER_ERROR) return SIGNER_ERROR;
    if (isResume && signer) return signerStepPath(signer);
    return null;
  }, [notSigner, status.isError, route.path, isResume, signer]);

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  const screenCtx = useMemo<RuleContext>(() => ({ ...ctx, signer }), [ctx, signer]);
  const loaded = useScreen(route.screen);
  const ready = Boolean(signer && loaded.data);
  // The screen's prefill (e.g. the condition from ?condition=), seeded once per screen and query.
  const initialData = useMemo(
    () => (ready && loaded.data ? prefillFor(loaded.data.screen, screenCtx) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, route.path, ctx.query],
  );

  const onSubmit = async (data: Record<string, unknown>, screen: Screen): Promise<FieldError[] | void> => {
    const submit = screen.submit ?? {};
    try {
      if (submit.api) await callOperation(submit.api, { uuid: signer?.['applicationUuid'] as string | undefined }, data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The step is not open (e.g. notary before identity): resume where the signer belongs.
        await queryClient.invalidateQueries({ queryKey: signerStatusKey });
        navigate(SIGNER_RESUME, { replace: true });
        return;
      }
      return submitErrors(error);
    }
    await queryClient.invalidateQueries({ queryKey: signerStatusKey });
    navigate(submit.next && submit.next !== 'status' ? submit.next : SIGNER_RESUME);
  };

  if (route.path === SIGNER_ERROR && status.isError) return <ScreenView screenId={route.screen!} ctx={ctx} />;
  if (target || !signer || (!initialData && !loaded.isError)) return <Loading label={isResume ? 'Finding where you left off' : 'Loading'} />;
  return (
    <div className="application">
      <aside className="application__progress">
        <ProgressSidebar journey={journeys.signer} signer={signer} label="Your signing progress" />
      </aside>
      <div className="application__screen">
        <ScreenView key={`${route.path}?${ctx.query ? JSON.stringify(ctx.query) : ''}`} screenId={route.screen!} ctx={screenCtx} initialData={initialData ?? {}} onSubmit={onSubmit} />
      </div>
      <LocationExplainer enabled={route.askLocation === true} ctx={screenCtx} />
    </div>
  );
}
