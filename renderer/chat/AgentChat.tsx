/**
 * Agent chat: the pre-chat form (screen chat/pre-chat) until a session exists, then the live
 * conversation over the websocket, the 001 §8 alerts, and the ended panel (survey, new chat).
 */
import { useEffect, useRef, useState } from 'react';
import type { RuleContext } from '../../engine/index.ts';
import { ApiError, errorMessage, getToken, type FieldError } from '../api/client.ts';
import type { Flags } from '../api/flags.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { attachmentUrl, authenticateChat, channelCid, initWebChat, refreshChatToken, refreshNonce, webChatInfo } from './chatApi.ts';
import { Composer } from './Composer.tsx';
import { initWebChatBody, type InitInput } from './initBody.ts';
import { fetchApplication } from '../api/applicationStatus.ts';
import { isCryptoVisitor } from '../state/visitorMarks.ts';
import { MessageText } from './MessageText.tsx';
import { clearSession, saveSession, type AgentSession } from './session.ts';
import { useAgentSocket } from './useAgentSocket.ts';
import { WaitingDots } from './WaitingDots.tsx';
import { SURVEY_ACTION_DELAY_MS } from '../ui/timing.ts';
import type { ChatText } from './ChatWidget.tsx';
import { useScrollToNewest } from './useScrollToNewest.ts';
import { uuidIn } from '../../engine/paths.ts';

/** 001 §9: the nonce is renewed every 60 s while messaging. */
export const NONCE_REFRESH_MS = 60_000;
/** The chat token is refreshed this long before it expires (001 §7 refreshToken). */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60_000;
export const MIN_TOKEN_REFRESH_GAP_MS = 60_000;
export const BORROWER_AUTH_FLAG = 'fe-heloc-borrower-authentication';

/** What may steer the agent chat from outside (the dev tools, 001 §2): the provider and a chosen agent. */
export interface AgentChatOverride { provider?: string; agentId?: string | null }

export function AgentChat({ ctx, t, domains, session, onSession, override = {} }: { ctx: RuleContext; t: ChatText; domains: string[]; session: AgentSession | null; onSession: (s: AgentSession | null) => void; override?: AgentChatOverride }) {
  const live = useAgentSocket(session);
  const [alert, setAlert] = useState<string | null>(null);
  const borrowerAuth = (ctx.flags as Flags | undefined)?.[BORROWER_AUTH_FLAG]?.enabled ?? false;
  const ended = live.status === 'ENDED';
  const log = useScrollToNewest<HTMLDivElement>(live.messages.length * 2 + (live.agentTyping ? 1 : 0) + (ended ? 1 : 0));
  // The timers below must not restart when the copy function changes identity.
  const tokenInvalid = useRef(() => setAlert(t('alertTokenInvalid')));
  useEffect(() => { tokenInvalid.current = () => setAlert(t('alertTokenInvalid')); }, [t]);

  // The latest session, for timers that must not restart when only the nonce changes.
  const current = useRef(session);
  useEffect(() => { current.current = session; }, [session]);
  // Timers patch the latest session and record it at once, so a renewal that resolves before React
  // re-renders cannot write back a token or nonce that another renewal has just replaced.
  const patchSession = (patch: Partial<AgentSession>) => {
    const latest = current.current;
    if (!latest) return;
    const next = saveSession<AgentSession>({ ...latest, ...patch });
    current.current = next;
    onSession(next);
  };
  const patchRef = useRef(patchSession);
  patchRef.current = patchSession;

  // Refresh the chat token before it expires; a failed refresh is the 001 §8 "Token state is invalid." warning.
  // At least a minute apart, so a clock that disagrees with the server's cannot start a refresh loop.
  const token = session?.token;
  const expiration = session?.expiration;
  useEffect(() => {
    if (!token || expiration === undefined || ended) return undefined;
    const timer = setTimeout(() => {
      refreshChatToken(token)
        .then((next) => {
          if (current.current?.token === token) patchRef.current({ token: next.token, expiration: Date.parse(next.expiration) });
        })
        .catch(() => tokenInvalid.current());
    }, Math.max(MIN_TOKEN_REFRESH_GAP_MS, expiration - Date.now() - TOKEN_REFRESH_LEAD_MS));
    return () => clearTimeout(timer);
  }, [token, expiration, ended, onSession]);

  // Borrower authentication: renew the nonce every 60 s while messaging.
  const nonce = session?.nonce;
  useEffect(() => {
    if (!nonce || !borrowerAuth || ended) return undefined;
    const timer = setInterval(() => {
      refreshNonce(nonce)
        .then((next) => patchRef.current({ nonce: next.nonce }))
        .catch(() => tokenInvalid.current());
    }, NONCE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [nonce, borrowerAuth, ended, onSession]);

  const start = async (data: Record<string, unknown>): Promise<FieldError[] | void> => {
    setAlert(null);
    // 001 §6: with borrower authentication on, only a signed-in borrower can start a chat.
    if (borrowerAuth && !getToken()) {
      setAlert(t('alertSignIn'));
      return;
    }
    const applicationUuid = uuidIn(window.location.pathname);
    try {
      const nonce = borrowerAuth ? (await authenticateChat()).nonce : null;
      // The application the page is about gives the loan number and whether it is a crypto HELOC.
      const application = applicationUuid && getToken() ? await fetchApplication(applicationUuid).catch(() => null) : null;
      const answer = await initWebChat(initWebChatBody({
        form: data, brand: ctx.brand as InitInput['brand'], identityUuid: (ctx.profile as { uuid?: string } | undefined)?.uuid ?? null,
        application, applicationUuid, cryptoVisitor: isCryptoVisitor(), welcomeMessage: t('welcomeMessage') || null,
        pageUrl: window.location.href, nonce, agentId: override.agentId ?? null,
      }), override.provider);
      const now = Date.now();
      onSession(saveSession<AgentSession>({
        kind: 'agent', token: answer.token, conversationSid: answer.conversationSid, omniProxyChannelId: answer.omniProxyChannelId, providerChannelCid: channelCid(answer),
        friendlyName: String(data.friendlyName), emailAddress: (data.emailAddress as string | undefined) ?? null, nonce, loginTimestamp: now, expiration: Date.parse(answer.expiration),
      }, now));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) return error.fieldErrors.map((e) => ({ ...e, pointer: e.pointer.replace(/^\/name$/, '/friendlyName').replace(/^\/email$/, '/emailAddress') }));
      setAlert(t('alertGeneric'));
      console.warn(errorMessage(error));
    }
  };

  // 001 §9: the survey action comes 750 ms after the chat ends, so a key meant for the composer cannot press it.
  const [surveyReady, setSurveyReady] = useState(false);
  useEffect(() => {
    if (!ended) { setSurveyReady(false); return undefined; }
    const timer = setTimeout(() => setSurveyReady(true), SURVEY_ACTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ended]);

  const survey = async () => {
    if (!session) return;
    try {
      const { contactId } = await webChatInfo(session.omniProxyChannelId);
      window.open(t('surveyUrl', { chat: { contactId } }), '_blank', 'noopener');
    } catch {
      setAlert(t('alertGeneric'));
    }
  };
  const newChat = () => { clearSession(); onSession(null); };

  if (!session) {
    return (
      <div className="chat__body chat__body--form">
        {alert ? <p className="chat__alert chat__alert--error" role="alert">{alert}</p> : null}
        <ScreenView screenId="chat/pre-chat" ctx={ctx} embedded onSubmit={start} />
      </div>
    );
  }

  const socketAlert = live.alert === 'tokenInvalid' ? t('alertTokenInvalid') : live.alert === 'sendFailed' ? t('alertSendFailed') : null;
  return (
    <div className="chat__body">
      {live.connection === 'connecting' && !ended ? <p className="chat__alert chat__alert--warning" role="status">{t('alertConnecting')}</p> : null}
      {socketAlert || alert ? <p className="chat__alert chat__alert--error" role="alert">{socketAlert ?? alert}</p> : null}
      <p className="chat__state" role="status">{live.status === 'WAITING' ? t('waitingForAgent') : live.status === 'ACTIVE' && live.agentName ? t('agentJoined', { chat: { agentName: live.agentName } }) : ''}</p>
      {/* The list scrolls; the composer below it stays in view (issue 10). */}
      <div className="chat__log" ref={log} tabIndex={0} role="group" aria-label={t('messagesLabel')}>
        <ol className="chat__messages" aria-live="polite">
          {live.messages.map((m) => (
            <li key={m.id} className={`chat__message chat__message--${m.author.toLowerCase()}`}>
              {m.author !== 'SYSTEM' ? <span className="chat__author">{m.author === 'APPLICANT' ? t('you') : m.authorName ?? t('agent')}</span> : null}
              {m.body ? <MessageText text={m.body} domains={domains} /> : null}
              {m.attachments.map((a) => <a key={a.uuid} className="chat__attachment" href={attachmentUrl(a.uuid, session.token)} download={a.name}>{a.name}</a>)}
            </li>
          ))}
        </ol>
        {live.agentTyping && !ended ? <WaitingDots label={t('agentTyping', { chat: { agentName: live.agentName ?? t('agent') } })} /> : null}
      </div>
      {ended ? (
        <section className="chat__ended" aria-labelledby="chat-ended-title">
          <h3 id="chat-ended-title">{t('endedTitle')}</h3>
          <p>{t('endedBody')}</p>
          <div className="chat__actions">
            {surveyReady ? <button type="button" className="button button--secondary" onClick={survey}>{t('surveyLabel')}</button> : null}
            <button type="button" className="button button--primary" onClick={newChat}>{t('newChatLabel')}</button>
          </div>
        </section>
      ) : (
        <>
          <Composer
            allowFiles
            disabled={live.connection !== 'connected'}
            onSend={(body, files) => live.send(body, files)}
            onTyping={live.typing}
            text={{ label: t('composerLabel'), hint: t('composerHint'), send: t('sendLabel'), attach: t('attachLabel'), attachHint: t('attachHint'), wrongType: (name) => t('attachWrongType', { chat: { name } }), remove: (name) => t('removeAttachment', { chat: { name } }) }}
          />
          <button type="button" className="link-button chat__end" onClick={live.end}>{t('endChat')}</button>
        </>
      )}
    </div>
  );
}
