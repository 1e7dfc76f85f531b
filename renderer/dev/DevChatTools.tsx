/**
 * The chat's dev tools (001 §2, §3, outside production): the `mode` parameter picks agent chat with
 * a provider (twilio, nice, stream, talkjs) or the chatbot regardless of operating hours; an agent
 * picker of test agents (sent as agentId); Reset chat; keys 0/1/2 simulate the widget's alerts and
 * Backspace clears them.
 */
import { useEffect, useState } from 'react';
import type { DevChatToolsProps } from '../chat/ChatWidget.tsx';
import config from './devTools.json';
import { alertForKey, chatModeOf } from './chatMode.ts';

const box = { borderTop: '1px dashed #9aa5b1', marginTop: '0.75rem', paddingTop: '0.5rem', fontSize: '0.875rem' } as const;

export default function DevChatTools({ t, override, onOverride, onReset }: DevChatToolsProps) {
  const [chosen] = useState(() => chatModeOf(window.location.search));
  const copy = config.chat;

  useEffect(() => {
    onOverride({ ...override, mode: chosen?.mode.mode ?? null, provider: chosen?.mode.provider ?? 'stream' });
    // Once, from the page's query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const alert = alertForKey(e.key, e.target);
      if (!alert) return;
      onOverride({ ...override, alert: alert === 'clear' ? null : { kind: alert.kind, text: t(alert.copy) } });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [override, onOverride, t]);

  return (
    <div style={box} role="group" aria-label={copy.title}>
      <p style={{ margin: '0 0 0.25rem' }}><strong>{copy.title}</strong> · {copy.mode}: {chosen ? chosen.name : copy.modeByHours}</p>
      <label htmlFor="dev-chat-agent">{copy.agentLabel}</label>{' '}
      <select id="dev-chat-agent" value={override.agentId ?? ''} onChange={(e) => onOverride({ ...override, agentId: e.target.value || null })}>
        <option value="">{copy.anyAgent}</option>
        {config.testAgents.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
      </select>{' '}
      <button type="button" onClick={onReset}>{copy.reset}</button>
      <p style={{ margin: '0.25rem 0 0', color: '#52606d' }}>{copy.keysHint}</p>
    </div>
  );
}
