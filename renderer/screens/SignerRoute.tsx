/**
 * Every route under /heloc-signer (000 §2, §6; 001 §4): the additional signer's own area.
 * - login: the signer login (POST .../heloc-signer/login); the answered jwt is stored like any login
 *   (setToken) and the signer resumes, on a whole page load in the signer's own lender.
 * - elsewhere: the signer's co-deed status is loaded into `ctx.signer`; a token that is not an
 *   additional signer's (a borrower) goes to the signer login; navigate() with the signer journey
 *   decides on each read whether the signer stays or moves to their step (resume always moves on; an
 *   unreadable status goes to the journey's `readError` page). Screens submit to the API operation
 *   their file names (`{uuid}` = the application the signer signs), then go to `submit.next`.
 */
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { isAdditionalSigner } from '../../engine/additionalSigner.ts';
import { prefillFor } from '../../engine/screenRules.ts';
import { stripBase, withBase } from '../../engine/paths.ts';
import type { RouteDef, RuleContext, Screen } from '../../engine/index.ts';
import { BASE_PATH, indexRouteOf, journeys } from '../app/journeys.ts';
import { ApiError, getToken, setToken, submitErrors, type FieldError } from '../api/client.ts';
import { callOperation } from '../api/operations.ts';
import { signerStatusKey } from '../api/signerStatus.ts';
import { useNavigation } from '../status/useNavigation.ts';
import { signerStatus } from '../status/observedStatus.ts';
import { ProgressSidebar } from '../status/ProgressSidebar.tsx';
import { LocationExplainer } from '../status/LocationExplainer.tsx';
import { ScreenView } from './ScreenView.tsx';
import { Loading } from './Loading.tsx';
import { useScreen } from './loadScreen.ts';

/** The signer journey's own sign-in and resume (journeys/signer.json `signIn`, `statusRouter`). */
const SIGN_IN = journeys.signer.signIn!;
const RESUME = indexRouteOf(journeys.signer);
export { signerStatusKey };

export function SignerRoute({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  if (route.path === SIGN_IN) return <SignerLogin route={route} ctx={ctx} />;
  return <SignerArea route={route} ctx={ctx} />;
}

function SignerLogin({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const onSubmit = async (data: Record<string, unknown>, screen: Screen): Promise<FieldError[] | void> => {
    try {
      const answer = await callOperation<{ jwt?: string }>(screen.submit?.api ?? 'signerLogin', {}, data);
      if (answer?.jwt) setToken(answer.jwt);
    } catch (error) {
      return submitErrors(error);
    }
    // The signer area's address names no application, so this page was served in whichever lender
    // the visitor's browser last saw (sandbox/org/pageOrg.ts). Signing in remembers the signer's own
    // lender (the org cookie set by the login answer), so the area is loaded again as a whole page:
    // its brand, footer and disclosures are the application's from the first screen after sign-in.
    window.location.replace(withBase(BASE_PATH, screen.submit?.next ?? RESUME));
  };
  return <ScreenView screenId={route.screen!} ctx={ctx} initialData={{}} onSubmit={onSubmit} />;
}

function SignerArea({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const [location, go] = useLocation();
  const search = useSearch();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const queryClient = useQueryClient();
  const hasToken = getToken() !== null;
  const profile = ctx.profile as { uuid?: unknown; type?: unknown } | undefined;
  // A borrower (or anyone else) on a signer page signs in as the signer first (001 §4, §8).
  const notSigner = !hasToken || (profile !== undefined && !isAdditionalSigner(profile));
  // One navigation decision per status read and page: the signer journey's step machine places the signer.
  const nav = useNavigation(signerStatus, { path: withBase(BASE_PATH, location), query }, !notSigner && profile !== undefined);
  const signer = nav.read;
  const decision = notSigner ? null : nav.decision;

  useEffect(() => {
    if (notSigner) go(SIGN_IN, { replace: true });
    else if (decision?.action === 'move') {
      const qs = new URLSearchParams(decision.query).toString();
      go(`${stripBase(BASE_PATH, decision.route!) ?? RESUME}${qs ? `?${qs}` : ''}`, { replace: true });
    }
  }, [notSigner, decision, go]);

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
        go(RESUME, { replace: true });
        return;
      }
      return submitErrors(error);
    }
    await queryClient.invalidateQueries({ queryKey: signerStatusKey });
    go(submit.next && submit.next !== 'status' ? submit.next : RESUME);
  };

  if (decision?.action === 'stay' && nav.missing) return <ScreenView screenId={route.screen!} ctx={ctx} />;
  if (decision?.action !== 'stay' || !signer || (!initialData && !loaded.isError)) return <Loading label={route.statusRouter ? 'Finding where you left off' : 'Loading'} />;
  return (
    <div className="application">
      <aside className="application__progress">
        <ProgressSidebar journey={journeys.signer} progress={decision.progress} signer={signer} label="yourSigningProgress" />
      </aside>
      <div className="application__screen">
        <ScreenView key={`${route.path}?${ctx.query ? JSON.stringify(ctx.query) : ''}`} screenId={route.screen!} ctx={screenCtx} initialData={initialData ?? {}} onSubmit={onSubmit} />
      </div>
      <LocationExplainer enabled={route.askLocation === true} ctx={screenCtx} />
    </div>
  );
}
