/**
 * The leave-survey dialog (001 §2): the screen file pages/leave-survey rendered by the generic
 * renderer (its schema says the reasons, the 500-character comment and the messages) inside the
 * shared modal; sending records the telemetry event `leave_survey` with the route. Opened by
 * LeaveSurvey.tsx.
 */
import { useState } from 'react';
import type { RuleContext, Screen } from '../../engine/index.ts';
import type { FieldError } from '../api/client.ts';
import { Modal } from '../feedback/Modal.tsx';
import { ScreenView } from '../screens/ScreenView.tsx';
import { useScreen } from '../screens/loadScreen.ts';
import { useScreenText } from '../screens/useScreenText.ts';
import { track } from '../telemetry/telemetry.ts';

export const LEAVE_SURVEY_EVENT = 'leave_survey';
export const LEAVE_SURVEY_SCREEN = 'pages/leave-survey';

export function LeaveSurveyDialog({ ctx, route, applicationUuid, onClose }: { ctx: RuleContext; route: string; applicationUuid: string | undefined; onClose(): void }) {
  const loaded = useScreen(LEAVE_SURVEY_SCREEN);
  if (!loaded.data) return null;
  return <SurveyDialog screen={loaded.data.screen} ctx={ctx} route={route} applicationUuid={applicationUuid} onClose={onClose} />;
}

/** The dialog once its screen file is loaded: its copy in the applicant's language (useScreenText). */
function SurveyDialog({ screen, ctx, route, applicationUuid, onClose }: { screen: Screen; ctx: RuleContext; route: string; applicationUuid: string | undefined; onClose(): void }) {
  const [sent, setSent] = useState(false);
  const copy = useScreenText(screen, ctx).copy as Record<string, string>;

  const send = async (data: Record<string, unknown>): Promise<FieldError[] | void> => {
    try {
      await track({
        event: LEAVE_SURVEY_EVENT,
        eventType: 'SURVEY',
        productType: 'HELOC',
        applicationUuid: applicationUuid ?? null,
        dontDedupe: true,
        eventProperties: { route, reason: data.reason, comment: typeof data.comment === 'string' ? data.comment.trim() : '' },
      });
      setSent(true);
    } catch {
      return [{ pointer: '', message: copy.failedMessage ?? '' }];
    }
  };

  return (
    <Modal label={copy.title ?? ''} closeLabel={copy.closeLabel ?? ''} onClose={onClose} className="leave-survey">
      {sent ? (
        <div className="modal__done" role="status">
          <h2>{copy.thanksTitle}</h2>
          <p>{copy.thanksBody}</p>
          <button type="button" className="button button--primary" onClick={onClose}>{copy.closeLabel}</button>
        </div>
      ) : (
        <>
          <ScreenView screenId={LEAVE_SURVEY_SCREEN} ctx={ctx} embedded onSubmit={send} />
          <button type="button" className="button button--secondary" onClick={onClose}>{copy.dismissLabel}</button>
        </>
      )}
    </Modal>
  );
}
