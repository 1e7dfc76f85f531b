/**
 * One registration step (000 §2; register-v2's steps, or the classic /register as a flow of one): the step's screen with the saved answers, the progress bar,
 * Continue to the next step the journey gives (skipping what `skipWhen` passes over), and at the
 * end the registration calls; then the applicant lands in their application.
 */
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { flowPosition, prefillFor } from '../../engine/index.ts';
import type { RouteDef, RuleContext } from '../../engine/index.ts';
import { journeys } from '../app/journeys.ts';
import { loadDraft, saveStep, clearDraft, type Draft } from '../state/registrationDraft.ts';
import { submitErrors, type FieldError } from '../api/client.ts';
import { createApplication, registerIdentity } from '../api/registration.ts';
import { profileKeys } from '../api/profile.ts';
import { APPLICATION_KEY } from '../api/applicationStatus.ts';
import { utmSourceFor } from '../state/visitorMarks.ts';
import { ScreenView } from './ScreenView.tsx';
import { useScreen } from './loadScreen.ts';


export function RegistrationStep({ route, ctx }: { route: RouteDef; ctx: RuleContext }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(loadDraft);
  const stepCtx = useMemo(() => ({ ...ctx, registration: draft }), [ctx, draft]);
  const position = flowPosition(journeys.register, stepCtx, route.path).result;
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
      if (!ctx.signedIn) await registerIdentity(answers);
      const app = await createApplication(answers, { referrer: ctx.query?.referrer, utmSource: utmSourceFor(ctx.query ?? {}) });
      clearDraft();
      localStorage.setItem(APPLICATION_KEY, app.uuid);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      const chat = new URLSearchParams(search).get('pop-webchat');
      navigate(`/${app.uuid}${chat !== null ? `?pop-webchat=${encodeURIComponent(chat)}` : ''}`);
    } catch (error) {
      return submitErrors(error);
    }
  };

  const onSubmit = async (data: Draft) => {
    const next = saveStep(draft, data);
    setDraft(next);
    const after = flowPosition(journeys.register, { ...ctx, registration: next }, route.path).result;
    if (after.next) {
      navigate(keep(after.next));
      return;
    }
    return finish(next);
  };

  return (
    <ScreenView
      screenId={route.screen!}
      ctx={stepCtx}
      initialData={initialData}
      // A one-step flow (the classic one-page /register) has no progress to show.
      progress={position.total > 1 ? { index: position.index, total: position.total } : undefined}
      onBack={position.previous ? () => navigate(keep(position.previous!)) : undefined}
      onSubmit={onSubmit}
    />
  );
}
