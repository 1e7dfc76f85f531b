/**
 * The chat session kept in local storage with its expiry (001 §3, §4): a chatbot session lasts
 * 10 minutes and an agent session 6 hours, from creation or refresh. An expired one is dropped.
 */
export const SESSION_KEY = 'heloc_chat_session';
export const BOT_SESSION_MS = 10 * 60 * 1000;
export const AGENT_SESSION_MS = 6 * 60 * 60 * 1000;

export interface AgentSession {
  kind: 'agent';
  token: string;
  conversationSid: string;
  omniProxyChannelId: string;
  /** The stream provider's channel, `support:<id>` (001 §3 stream data, §9 channel type). */
  providerChannelCid?: string | null;
  friendlyName: string;
  emailAddress: string | null;
  /** Borrower-authentication nonce (001 §6), renewed every 60 s while messaging; null when the flag is off. */
  nonce?: string | null;
  expiration: number;
  loginTimestamp: number;
}

export interface BotSession {
  kind: 'bot';
  conversationId: string;
  expiration: number;
  loginTimestamp: number;
}

export type ChatSession = AgentSession | BotSession;

export function loadSession(now = Date.now(), storage: Pick<Storage, 'getItem' | 'removeItem'> = localStorage): ChatSession | null {
  const raw = storage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as ChatSession;
    if (typeof session.expiration !== 'number' || session.expiration <= now) {
      storage.removeItem(SESSION_KEY);
      return null;
    }
    return session;
  } catch {
    storage.removeItem(SESSION_KEY);
    return null;
  }
}

/** Saves the session, its lifetime counted from now (creation or refresh). */
export function saveSession<T extends ChatSession>(session: Omit<T, 'expiration'> & { expiration?: number }, now = Date.now(), storage: Pick<Storage, 'setItem'> = localStorage): T {
  const lifetime = session.kind === 'bot' ? BOT_SESSION_MS : AGENT_SESSION_MS;
  const saved = { ...session, expiration: Math.min(session.expiration ?? Infinity, now + lifetime) } as T;
  storage.setItem(SESSION_KEY, JSON.stringify(saved));
  return saved;
}

export const clearSession = (storage: Pick<Storage, 'removeItem'> = localStorage) => storage.removeItem(SESSION_KEY);
