/**
 * The leave-survey dialog (001 §2) and its configuration from schemas/pages/leave-survey.json:
 * reasons as a radio group, an optional comment of at most 500 characters, the telemetry event
 * `leave_survey` on sending. Modal: focus moves in and is kept there (Tab cycles), Escape or the
 * dismiss button closes it, focus returns where it was. Opened by LeaveSurvey.tsx.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { resolveCopy, type RuleContext, type Screen } from '../../engine/index.ts';
import { track } from '../telemetry/telemetry.ts';

export const LEAVE_SURVEY_EVENT = 'leave_survey';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface Option { value: string; label: string }
export interface SurveyConfig {
  copy: Record<string, string>;
  reasons: Option[];
  reasonLabel: string;
  commentLabel: string;
  maxComment: number;
  messages: { reasonRequired: string; commentTooLong: string };
}

export function surveyConfig(screen: Screen, ctx?: RuleContext): SurveyConfig {
  const raw = (ctx ? resolveCopy(screen, ctx) : screen.copy) as Record<string, unknown>;
  const copy = Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const schema = (screen.schema ?? {}) as any;
  const reason = schema.properties?.reason ?? {};
  const comment = schema.properties?.comment ?? {};
  return {
    copy,
    reasons: ((reason.oneOf ?? []) as { const: string; title?: string }[]).map((o) => ({ value: o.const, label: o.title ?? o.const })),
    reasonLabel: String(reason.title ?? 'Why are you leaving?'),
    commentLabel: String(comment.title ?? 'Comment (optional)'),
    maxComment: typeof comment.maxLength === 'number' ? comment.maxLength : 500,
    messages: {
      reasonRequired: String(schema.errorMessage?.required?.reason ?? reason.errorMessage ?? 'Please choose a reason'),
      commentTooLong: String(comment.errorMessage?.maxLength ?? 'Please keep your comment shorter'),
    },
  };
}

export function LeaveSurveyDialog({ config, route, applicationUuid, onClose }: { config: SurveyConfig; route: string; applicationUuid: string | undefined; onClose(): void }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; comment?: string }>({});
  const [phase, setPhase] = useState<'asking' | 'sending' | 'thanks' | 'failed'>('asking');
  const { copy } = config;

  // Focus in on open; the page behind is inert; focus back where it was on close.
  useEffect(() => {
    returnTo.current = document.activeElement;
    const behind = document.getElementById('root');
    const inerted = behind && panel.current && !behind.contains(panel.current) ? behind : null;
    inerted?.setAttribute('inert', '');
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
    return () => {
      inerted?.removeAttribute('inert');
      const back = returnTo.current;
      if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
    };
  }, []);

  useEffect(() => {
    if (phase === 'thanks') panel.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [phase]);

  const onKeyDown = useCallback((e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !panel.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !panel.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  }, [onClose]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = {
      ...(reason ? {} : { reason: config.messages.reasonRequired }),
      ...(comment.length > config.maxComment ? { comment: config.messages.commentTooLong } : {}),
    };
    setErrors(found);
    if (found.reason) { panel.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus(); return; }
    if (found.comment) { panel.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus(); return; }
    setPhase('sending');
    try {
      await track({
        event: LEAVE_SURVEY_EVENT,
        eventType: 'SURVEY',
        productType: 'HELOC',
        applicationUuid: applicationUuid ?? null,
        dontDedupe: true,
        eventProperties: { route, reason, comment: comment.trim() },
      });
      setPhase('thanks');
    } catch {
      setPhase('failed');
    }
  };

  const titleId = `${id}-title`;
  const subtitleId = `${id}-subtitle`;
  const reasonErrorId = `${id}-reason-error`;
  const commentId = `${id}-comment`;
  const commentHintId = `${id}-comment-hint`;
  const commentErrorId = `${id}-comment-error`;

  return (
    <div className="overlay leave-survey" role="presentation">
      <div ref={panel} className="overlay__panel leave-survey__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={subtitleId} onKeyDown={onKeyDown}>
        {phase === 'thanks' ? (
          <>
            <h2 id={titleId} tabIndex={-1}>{copy.thanksTitle ?? 'Thank you'}</h2>
            <p id={subtitleId}>{copy.thanksBody}</p>
            <div className="leave-survey__actions">
              <button type="button" className="button button--primary" onClick={onClose}>{copy.closeLabel ?? 'Close'}</button>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)}>
            <h2 id={titleId} tabIndex={-1}>{copy.title}</h2>
            {copy.subtitle ? <p id={subtitleId}>{copy.subtitle}</p> : null}
            <fieldset className="leave-survey__reasons" aria-describedby={errors.reason ? reasonErrorId : undefined} aria-invalid={errors.reason ? true : undefined}>
              <legend className="w-legend">{config.reasonLabel}</legend>
              {config.reasons.map((o) => (
                <label key={o.value} className="w-choice">
                  <input type="radio" name={`${id}-reason`} value={o.value} checked={reason === o.value} onChange={() => { setReason(o.value); setErrors((x) => ({ ...x, reason: undefined })); }} />
                  <span>{o.label}</span>
                </label>
              ))}
              {errors.reason ? <div id={reasonErrorId} className="w-error"><p>{errors.reason}</p></div> : null}
            </fieldset>
            <label htmlFor={commentId} className="w-label">{config.commentLabel}</label>
            <textarea
              id={commentId}
              className="w-input leave-survey__comment"
              rows={3}
              value={comment}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={[commentHintId, errors.comment ? commentErrorId : ''].filter(Boolean).join(' ')}
              onChange={(e) => { setComment(e.target.value); setErrors((x) => ({ ...x, comment: undefined })); }}
            />
            <p id={commentHintId} className="w-hint">{comment.length} of {config.maxComment} characters</p>
            {errors.comment ? <div id={commentErrorId} className="w-error"><p>{errors.comment}</p></div> : null}
            {phase === 'failed' ? <p className="w-error" role="alert">Your answer could not be sent. Please try again.</p> : null}
            <div className="leave-survey__actions">
              <button type="submit" className="button button--primary" disabled={phase === 'sending'}>{phase === 'sending' ? 'Submitting' : copy.submitLabel}</button>
              <button type="button" className="button button--secondary" onClick={onClose}>{copy.dismissLabel ?? 'No thanks'}</button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
