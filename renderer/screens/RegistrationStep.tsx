/**
 * One registration step (000 §2; register-v2's steps, or the classic /register as a flow of one): the step's screen with the saved answers, the progress bar,
 * Continue to the next step the journey gives (skipping what `skipWhen` passes over), and at the
 * end the registration calls; then the applicant lands in their application.
 */
import { useMemo, useState } from 'react';
import { deepEquals } from '@rjsf/utils';
import { useLocation, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { flowPosition, stepArrival } from '../../engine/flowSteps.ts';
import { storyStep } from '../../engine/progress.ts';
import { prefillFor } from '../../engine/screenRules.ts';
import type { FlowPosition, RouteDef, RuleContext } from '../../engine/index.ts';
import { allRouteTables, routeTables } from '../app/routeTables.ts';
import { loadDraft, saveStep, clearDraft, keepTyped, type Draft } from '../state/registrationDraft.ts';
import { submitErrors, type FieldError } from '../api/client.ts';
import { finishRegistration } from '../api/registration.ts';
import { profileKeys } from '../api/profile.ts';
import { APPLICATION_KEY, useOpenApplication } from '../api/applicationStatus.ts';
import { ScreenView } from './ScreenView.tsx';
import { StoredApplicationRedirect, storedApplicationId } from '../components/StoredApplicationRedirect.tsx';
import { logDecision } from '../app/devTrace.ts';
import { useScreen } from './loadScreen.ts';


export function RegistrationStep({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(loadDraft);
  const stepCtx = useMemo(() => ({ ...ctx, registration: draft }), [ctx, draft]);
  const positionWith = (typed: Draft | null) => flowPosition(routeTables.register, typed ? { ...stepCtx, registration: { ...draft, ...typed } } : stepCtx, route.path).result;
  // The position the answers typed on this step so far lead to: where Continue goes (choosing a
  // primary residence passes over the home address). The count shown never changes with them.
  // Kept only when it differs, so a keystroke that moves nothing re-renders nothing here.
  const [typedPosition, setTypedPosition] = useState<{ base: RuleContext; path: string; position: FlowPosition } | null>(null);
  const current = (p: typeof typedPosition) => p !== null && p.base === stepCtx && p.path === route.path;
  const position = current(typedPosition) ? typedPosition!.position : positionWith(null);
  const story = useMemo(() => storyOf(routeTables.register), []);
  const loaded = useScreen(route.screen);
  const initialData = useMemo(
    () => (loaded.data ? { ...draft, ...prefillFor(loaded.data.screen, stepCtx) } : draft),
    // The form owns its data once shown; only a new screen re-seeds it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded.data],
  );
  const keep = (path: string) => `${path}${search ? `?${search}` : ''}`;

  const finish = async (answers: Draft): Promise<FieldError[] | void> => {
    try {
      const app = await finishRegistration(answers, ctx);
      clearDraft();
      localStorage.setItem(APPLICATION_KEY, app.uuid);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      // Into the application (its journey comes with its own chunk: app/routeTables.ts).
      const { applicationEntry } = await import('../status/applicationEntry.ts');
      navigate(applicationEntry(app.uuid, search));
    } catch (error) {
      return submitErrors(error);
    }
  };

  const onSubmit = async (data: Draft) => {
    const next = await saveStep(draft, data);
    setDraft(next);
    const after = flowPosition(routeTables.register, { ...ctx, registration: next }, route.path).result;
    if (after.next) {
      navigate(keep(after.next));
      return;
    }
    return finish(next);
  };

  // Back after registering: a later step with nothing answered before it (engine/flowSteps.ts stepArrival).
  // The saved answers as stored when this step is reached (cleared once the application exists), not
  // as this page last held them, nor what the step's own form stores as it is drawn.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const answeredOnArrival = useMemo(() => Object.keys(loadDraft()).length > 0, [route.path]);
  // Signed in: an application still open in the account is where they continue (another phone, a sign-in).
  const asksOpen = ctx.signedIn === true;
  const open = useOpenApplication(asksOpen);
  const arrival = stepArrival(position, { answered: answeredOnArrival, signedIn: ctx.signedIn === true, application: storedApplicationId(localStorage), openApplication: open.data ?? null });
  logDecision(`step arrival ${route.path}`, arrival);
  if (arrival.result.go === 'application') return <StoredApplicationRedirect copy={{}} uuid={arrival.result.uuid} search={search} />;
  if (asksOpen && open.isPending) return <p role="status" className="screen__notice">Looking for your application…</p>;

  return (
    <ScreenView
      screenId={route.screen!}
      ctx={stepCtx}
      initialData={initialData}
      // A one-step flow (the classic one-page /register) has no progress to show.
      progress={position.total > 1 ? { index: position.index, total: position.total, story } : undefined}
      onBack={position.previous ? () => navigate(keep(position.previous!)) : undefined}
      onSubmit={onSubmit}
      onChange={(data, screen) => {
        keepTyped(draft, data, screen.schema);
        const next = positionWith(data);
        setTypedPosition((prev) => (current(prev) && deepEquals(prev!.position, next) ? prev : { base: stepCtx, path: route.path, position: next }));
      }}
    />
  );
}

/** The step of the application's stepper registration is (journeys/register.json `phase`). */
function storyOf(journey: { phase?: { journey: string; state: string } }) {
  if (!journey.phase) return undefined;
  const stepper = allRouteTables.find((j) => j.id === journey.phase!.journey);
  if (!stepper) throw new Error(`No journey "${journey.phase.journey}" for registration's phase`);
  const decision = storyStep(stepper, journey.phase.state);
  logDecision('registration phase', decision);
  return decision.result;
}
