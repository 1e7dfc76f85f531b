/**
 * The chat panel (001 §2, §4), loaded on demand: agent chat during operating hours (openStatus
 * polled every 60 s) or while an agent conversation is active, otherwise the chatbot; operating
 * hours in Pacific time. Every string comes from the screen file chat/widget. Escape inside the
 * panel closes it, as it closes a dialog, and focus goes back to what opened it (ShellExtras).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hoursLines } from '../../engine/hours.ts';
import { interpolate } from '../../engine/template.ts';
import { useLocale, useWords } from '../app/language.tsx';
import { CHAT_DEPARTMENT, useHours } from '../api/hours.ts';
import { useRuleContext } from '../app/AppContext.tsx';
import { useScreen } from '../screens/loadScreen.ts';
import { Loading } from '../screens/Loading.tsx';
import { AgentChat, type AgentChatOverride } from './AgentChat.tsx';
import { BotChat } from './BotChat.tsx';
import { chatKeys, fetchOpenStatus } from './chatApi.ts';
import { CloseIcon } from './icons.tsx';
import { allowedDomains } from './links.ts';
import { clearSession, loadSession, type AgentSession, type BotSession, type ChatSession } from './session.ts';

export const OPEN_STATUS_POLL_MS = 60_000;
export type ChatText = (key: string, extra?: Record<string, unknown>) => string;

/** What the dev tools may force (001 §2, outside production): agent or bot, the provider, a test agent, a simulated alert. */
export interface ChatOverride extends AgentChatOverride { mode?: 'agent' | 'bot' | null; alert?: { kind: 'warning' | 'error'; text: string } | null }
export interface DevChatToolsProps { t: ChatText; override: ChatOverride; onOverride: (o: ChatOverride) => void; onReset: () => void }

// Only a development build has the dev tools: in production this is null and their code is not built.
const DevChatTools = typeof __DEV__ !== 'undefined' && __DEV__ ? lazy(() => import('../dev/DevChatTools.tsx')) : null;

export default function ChatWidget({ onClose }: { onClose: () => void }) {
  const { ctx } = useRuleContext(window.location.pathname);
  const widget = useScreen('chat/widget');
  const openStatus = useQuery({ queryKey: chatKeys.openStatus, queryFn: fetchOpenStatus, refetchInterval: OPEN_STATUS_POLL_MS });
  const hours = useHours(CHAT_DEPARTMENT);
  const [session, setSession] = useState<ChatSession | null>(() => loadSession());
  const [override, setOverride] = useState<ChatOverride>({});
  const heading = useRef<HTMLHeadingElement>(null);

  const copy = useMemo(() => (widget.data?.screen.copy ?? {}) as Record<string, unknown>, [widget.data]);
  // The widget's words in the reader's language (locales/es/chat.json), dates and lists as it writes them.
  const words = useWords();
  const locale = useLocale();
  const t = useCallback<ChatText>((key, extra) => {
    const raw = copy[key];
    return typeof raw === 'string' ? interpolate(words(raw), { ...ctx, ...extra }, { locale, translate: words }) : '';
  }, [copy, ctx, words, locale]);
  const domains = useMemo(() => allowedDomains(ctx.brand as { companyUrl?: string; legal?: Record<string, unknown> }, copy.linkDomains), [ctx.brand, copy.linkDomains]);

  // A session past its lifetime is dropped when the panel looks again.
  useEffect(() => {
    const timer = setInterval(() => setSession((s) => (s && s.expiration <= Date.now() ? loadSession() : s)), 30_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => { heading.current?.focus(); }, [widget.data]);

  const agentMode = override.mode ? override.mode === 'agent' : session?.kind === 'agent' || (openStatus.data?.isOpen ?? false);
  const ready = widget.data && (override.mode || openStatus.data || openStatus.isError || session?.kind === 'agent');

  return (
    <section className="chat" role="region" aria-labelledby="chat-title"
      onKeyDown={(event) => { if (event.key === 'Escape' && !event.defaultPrevented) { event.preventDefault(); onClose(); } }}>
      <header className="chat__header">
        <h2 id="chat-title" ref={heading} tabIndex={-1}>{ready ? t(agentMode ? 'agentTitle' : 'botTitle') : t('title')}</h2>
        <button type="button" className="chat__close" aria-label={t('closeLabel') || 'Close chat'} onClick={onClose}><CloseIcon /></button>
      </header>
      {override.alert ? <p className={`chat__alert chat__alert--${override.alert.kind}`} role={override.alert.kind === 'error' ? 'alert' : 'status'}>{override.alert.text}</p> : null}
      {!ready ? <Loading /> : agentMode ? (
        <AgentChat ctx={ctx} t={t} domains={domains} session={session?.kind === 'agent' ? session : null} onSession={setSession as (s: AgentSession | null) => void} override={override} />
      ) : (
        <BotChat ctx={ctx} t={t} domains={domains} session={session?.kind === 'bot' ? session : null} onSession={setSession as (s: BotSession | null) => void}
          before={hours.data ? (
            <div className="chat__hours">
              <h3>{t('hoursTitle')}</h3>
              <dl>
                {hoursLines(hours.data.weekdays, t('hoursClosed')).map((l) => (
                  <div key={l.days}><dt>{words(l.days)}</dt><dd>{l.hours}</dd></div>
                ))}
              </dl>
            </div>
          ) : null} />
      )}
      {DevChatTools && widget.data ? (
        <Suspense fallback={null}>
          <DevChatTools t={t} override={override} onOverride={setOverride} onReset={() => { clearSession(); setSession(null); setOverride((o) => ({ ...o, alert: null })); }} />
        </Suspense>
      ) : null}
    </section>
  );
}
