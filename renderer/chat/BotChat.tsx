/**
 * The chatbot (outside operating hours, 001 §4): questions to chatWithAutobot, the last 20 answers
 * reloaded from the history, thumbs up or down on each answer; thumbs down opens "Tell us more"
 * (screen chat/feedback) in a dialog.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RuleContext } from '../../engine/index.ts';
import { ApiError, getOrgCode, type FieldError } from '../api/client.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { useScreen } from '../screens/loadScreen.ts';
import { Modal } from '../feedback/Modal.tsx';
import { askBot, botFeedback, botHistory, chatKeys, type BotAnswer } from './chatApi.ts';
import { Composer } from './Composer.tsx';
import { ThumbDownIcon, ThumbUpIcon } from './icons.tsx';
import { MessageText } from './MessageText.tsx';
import { clearSession, saveSession, type BotSession } from './session.ts';
import type { ChatText } from './ChatWidget.tsx';
import { useScrollToNewest } from './useScrollToNewest.ts';
import { uuidIn } from '../../engine/paths.ts';

type Turn = Omit<BotAnswer, 'conversationId'> & { rating?: 'UP' | 'DOWN' };

/** `before`: shown above the messages, inside the scrolling list (the team's hours). */
export function BotChat({ ctx, t, domains, session, onSession, before }: { ctx: RuleContext; t: ChatText; domains: string[]; session: BotSession | null; onSession: (s: BotSession | null) => void; before?: ReactNode }) {
  const history = useQuery({ queryKey: chatKeys.history(session?.conversationId ?? ''), queryFn: () => botHistory(session!.conversationId), enabled: Boolean(session), staleTime: Infinity });
  const [turns, setTurns] = useState<Turn[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [feedbackFor, setFeedbackFor] = useState<Turn | null>(null);
  const [thanks, setThanks] = useState(false);
  const feedbackScreen = useScreen('chat/feedback');
  useEffect(() => { if (history.data) setTurns(history.data); }, [history.data]);
  // A conversation kept from a sign-in that has since ended is that person's (sandbox/routes/chat.ts answers 403):
  // this visitor starts a new one instead of reading an error.
  const notTheirs = history.error instanceof ApiError && history.error.status === 403;
  useEffect(() => {
    if (notTheirs) { clearSession(); onSession(null); } else if (history.isError) setAlert(t('alertGeneric'));
  }, [history.isError, notTheirs, onSession, t]);
  const log = useScrollToNewest<HTMLDivElement>(turns.length * 2 + (thanks ? 1 : 0));

  const ask = async (message: string) => {
    setAlert(null);
    try {
      const answer = await askBot({
        message, conversationId: session?.conversationId ?? null, organization: getOrgCode(), pageUrl: window.location.href,
        applicationId: uuidIn(window.location.pathname),
        senderType: 'APPLICANT', senderId: (ctx.profile as { uuid?: string } | undefined)?.uuid ?? null, tag: 'HELOC',
      });
      // 001 §4: 10 minutes from creation or refresh; every answer refreshes it.
      onSession(saveSession<BotSession>({ kind: 'bot', conversationId: answer.conversationId, loginTimestamp: session?.loginTimestamp ?? Date.now() }));
      setTurns((prev) => [...prev, answer]);
      return true;
    } catch {
      setAlert(t('alertSendFailed'));
      return false;
    }
  };

  const rate = async (turn: Turn, rating: 'UP' | 'DOWN', extra: Record<string, unknown> = {}) => {
    await botFeedback({ questionId: turn.questionId, conversationId: session?.conversationId, responseToCustomer: turn.responseStr, rating, senderType: 'APPLICANT', ...extra });
    setTurns((prev) => prev.map((x) => (x.questionId === turn.questionId ? { ...x, rating } : x)));
    setThanks(true);
  };

  const sendFeedback = async (data: Record<string, unknown>): Promise<FieldError[] | void> => {
    if (!feedbackFor) return;
    const labels = reasonLabels(feedbackScreen.data?.screen);
    try {
      await rate(feedbackFor, 'DOWN', { ...data, feedbackMessage: (data.details as string | undefined)?.trim() || labels[String(data.reason)] || String(data.reason) });
      setFeedbackFor(null);
    } catch (error) {
      return error instanceof ApiError && error.fieldErrors.length ? error.fieldErrors : [{ pointer: '', message: t('alertGeneric') }];
    }
  };

  return (
    <div className="chat__body">
      {alert ? <p className="chat__alert chat__alert--error" role="alert">{alert}</p> : null}
      {/* The list scrolls; the composer below it stays in view (issue 10). */}
      <div className="chat__log" ref={log} tabIndex={0} role="group" aria-label={t('messagesLabel')}>
        {before}
        <ol className="chat__messages" aria-live="polite">
          <li className="chat__message chat__message--agent"><span className="chat__author">{t('assistant')}</span><MessageText text={t('botIntro')} domains={domains} /></li>
          {turns.map((turn) => (
            <li key={turn.questionId} className="chat__turn">
              <div className="chat__message chat__message--applicant"><span className="chat__author">{t('you')}</span><MessageText text={turn.questionStr} domains={domains} /></div>
              <div className="chat__message chat__message--agent">
                <span className="chat__author">{t('assistant')}</span>
                <MessageText text={turn.responseStr} domains={domains} />
                <div className="chat__rating">
                  <button type="button" className="chat__thumb" aria-pressed={turn.rating === 'UP'} aria-label={t('thumbsUp')} disabled={Boolean(turn.rating)} onClick={() => void rate(turn, 'UP').catch(() => setAlert(t('alertGeneric')))}><ThumbUpIcon /></button>
                  <button type="button" className="chat__thumb" aria-pressed={turn.rating === 'DOWN'} aria-label={t('thumbsDown')} disabled={Boolean(turn.rating)} onClick={() => setFeedbackFor(turn)}><ThumbDownIcon /></button>
                </div>
              </div>
            </li>
          ))}
        </ol>
        {thanks ? <p className="chat__state" role="status">{t('feedbackThanks')}</p> : null}
      </div>
      <Composer allowFiles={false} onSend={(body) => ask(body)} text={{ label: t('composerLabel'), hint: t('composerHint'), send: t('sendLabel'), placeholder: t('botPlaceholder'), wrongType: () => '', remove: () => '' }} />
      {feedbackFor ? (
        <Modal label={t('feedbackTitle')} closeLabel={t('closeLabel')} onClose={() => setFeedbackFor(null)} className="modal--small">
          <ScreenView screenId="chat/feedback" ctx={ctx} embedded onSubmit={sendFeedback} />
        </Modal>
      ) : null}
    </div>
  );
}

/** The reason's label as the screen shows it (schema enum → uiSchema ui:enumNames). */
function reasonLabels(screen: { schema?: unknown; uiSchema?: unknown } | undefined): Record<string, string> {
  const values = ((screen?.schema as { properties?: { reason?: { enum?: string[] } } } | undefined)?.properties?.reason?.enum) ?? [];
  const names = ((screen?.uiSchema as { reason?: { 'ui:enumNames'?: string[] } } | undefined)?.reason?.['ui:enumNames']) ?? [];
  return Object.fromEntries(values.map((v, i) => [v, names[i] ?? v]));
}
