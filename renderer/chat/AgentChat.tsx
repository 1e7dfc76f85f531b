/**
 * Agent chat: the pre-chat form (screen chat/pre-chat) until a session exists, then the live
 * conversation over the websocket, the 001 §8 alerts, and the ended panel (survey, new chat).
 */
import { useState } from 'react';
import type { RuleContext } from '../../engine/index.ts';
import { ApiError, errorMessage, type FieldError } from '../api/client.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { attachmentUrl, initWebChat, webChatInfo } from './chatApi.ts';
import { Composer } from './Composer.tsx';
import { MessageText } from './MessageText.tsx';
import { clearSession, saveSession, type AgentSession } from './session.ts';
import { useAgentSocket } from './useAgentSocket.ts';
import type { ChatText } from './ChatWidget.tsx';

export function AgentChat({ ctx, t, domains, session, onSession }: { ctx: RuleContext; t: ChatText; domains: string[]; session: AgentSession | null; onSession: (s: AgentSession | null) => void }) {
  const live = useAgentSocket(session);
  const [alert, setAlert] = useState<string | null>(null);

  const start = async (data: Record<string, unknown>): Promise<FieldError[] | void> => {
    setAlert(null);
    const brand = ctx.brand as { orgCode?: string; behaviour?: { chatSkill?: string } } | undefined;
    const applicationUuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(window.location.pathname)?.[0] ?? null;
    try {
      const answer = await initWebChat({
        name: data.friendlyName, email: data.emailAddress || null, applicationUuid, skill: brand?.behaviour?.chatSkill ?? null,
        orgCode: brand?.orgCode ?? null, pageUrl: window.location.href, chatMode: 'stream', welcomeMessage: t('welcomeMessage') || null,
        identityUuid: (ctx.profile as { uuid?: string } | undefined)?.uuid ?? null, tag: 'HELOC', additionalAttributes: { prodType: 'HELOC' },
      });
      const now = Date.now();
      onSession(saveSession<AgentSession>({
        kind: 'agent', token: answer.token, conversationSid: answer.conversationSid, omniProxyChannelId: answer.omniProxyChannelId,
        friendlyName: String(data.friendlyName), emailAddress: (data.emailAddress as string | undefined) ?? null, loginTimestamp: now, expiration: Date.parse(answer.expiration),
      }, now));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) return error.fieldErrors.map((e) => ({ ...e, pointer: e.pointer.replace(/^\/name$/, '/friendlyName').replace(/^\/email$/, '/emailAddress') }));
      setAlert(t('alertGeneric'));
      console.warn(errorMessage(error));
    }
  };

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
      <div className="chat__body">
        {alert ? <p className="chat__alert chat__alert--error" role="alert">{alert}</p> : null}
        <ScreenView screenId="chat/pre-chat" ctx={ctx} embedded onSubmit={start} />
      </div>
    );
  }

  const socketAlert = live.alert === 'tokenInvalid' ? t('alertTokenInvalid') : live.alert === 'sendFailed' ? t('alertSendFailed') : null;
  const ended = live.status === 'ENDED';
  return (
    <div className="chat__body">
      {live.connection === 'connecting' && !ended ? <p className="chat__alert chat__alert--warning" role="status">{t('alertConnecting')}</p> : null}
      {socketAlert || alert ? <p className="chat__alert chat__alert--error" role="alert">{socketAlert ?? alert}</p> : null}
      <p className="chat__state" role="status">{live.status === 'WAITING' ? t('waitingForAgent') : live.status === 'ACTIVE' && live.agentName ? t('agentJoined', { chat: { agentName: live.agentName } }) : ''}</p>
      <ol className="chat__messages" aria-label={t('messagesLabel')} aria-live="polite">
        {live.messages.map((m) => (
          <li key={m.id} className={`chat__message chat__message--${m.author.toLowerCase()}`}>
            {m.author !== 'SYSTEM' ? <span className="chat__author">{m.author === 'APPLICANT' ? t('you') : m.authorName ?? t('agent')}</span> : null}
            {m.body ? <MessageText text={m.body} domains={domains} /> : null}
            {m.attachments.map((a) => <a key={a.uuid} className="chat__attachment" href={attachmentUrl(a.uuid, session.token)} download={a.name}>{a.name}</a>)}
          </li>
        ))}
      </ol>
      {ended ? (
        <section className="chat__ended" aria-labelledby="chat-ended-title">
          <h3 id="chat-ended-title">{t('endedTitle')}</h3>
          <p>{t('endedBody')}</p>
          <div className="chat__actions">
            <button type="button" className="button button--secondary" onClick={survey}>{t('surveyLabel')}</button>
            <button type="button" className="button button--primary" onClick={newChat}>{t('newChatLabel')}</button>
          </div>
        </section>
      ) : (
        <>
          <Composer
            allowFiles
            disabled={live.connection !== 'connected'}
            onSend={(body, files) => live.send(body, files)}
            text={{ label: t('composerLabel'), hint: t('composerHint'), send: t('sendLabel'), attach: t('attachLabel'), attachHint: t('attachHint'), wrongType: (name) => t('attachWrongType', { chat: { name } }), remove: (name) => t('removeAttachment', { chat: { name } }) }}
          />
          <button type="button" className="link-button chat__end" onClick={live.end}>{t('endChat')}</button>
        </>
      )}
    </div>
  );
}
