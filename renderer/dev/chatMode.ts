/** The chat `mode` query parameter (001 §2, outside production): twilio, nice, stream, talkjs or chatbot. */
import config from './devTools.json';

export type ChatModeName = keyof typeof config.chatModes;
export interface ChatMode { mode: 'agent' | 'bot'; provider?: string }

export function chatModeOf(search: string): { name: ChatModeName; mode: ChatMode } | null {
  const value = new URLSearchParams(search).get('mode');
  if (!value || !Object.hasOwn(config.chatModes, value)) return null;
  return { name: value as ChatModeName, mode: config.chatModes[value as ChatModeName] as ChatMode };
}

/** Keys that simulate the chat's alerts (Backspace clears); never while typing in a field. */
export function alertForKey(key: string, target: EventTarget | null): { kind: 'warning' | 'error'; copy: string } | 'clear' | null {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''))) return null;
  if (key === 'Backspace') return 'clear';
  const alert = (config.alertKeys as Record<string, { kind: 'warning' | 'error'; copy: string }>)[key];
  return alert ?? null;
}
