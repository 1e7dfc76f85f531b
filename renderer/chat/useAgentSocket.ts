/**
 * The applicant's websocket to the omni-proxy (001 §7): hello with the history, messages both
 * ways, conversation state, a ping every 10 s carrying the channel id, reconnection with growing
 * pauses while the conversation lives (renderer/realtime/reconnectingSocket.ts). Connection states
 * drive the 001 §8 alerts.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AgentSession } from './session.ts';
import { ReconnectingSocket, type SocketSnapshot } from '../realtime/reconnectingSocket.ts';
import { socketUrl } from '../api/operations.ts';

export const PING_MS = 10_000;
/** The server closes with this code when the token is refused; reconnecting cannot help. */
export const TOKEN_REFUSED_CODE = 4401;
/** 001 §9: the typing preview is sent at most once a second; the agent's dots go after 3 s without news. */
export const TYPING_PREVIEW_MS = 1_000;
export const TYPING_SHOWN_MS = 3_000;
export type Connection = 'connecting' | 'connected' | 'closed';
export interface AgentMessage {
  id: number;
  author: 'APPLICANT' | 'AGENT' | 'SYSTEM';
  authorName: string | null;
  body: string;
  attachments: { uuid: string; name: string; contentType: string; size: number }[];
  clientId: string | null;
  createdAt: string;
}
export interface OutgoingFile { name: string; content: string }
export type SocketAlert = 'tokenInvalid' | 'sendFailed' | null;

type ChatFrame =
  | { type: 'hello'; messages: AgentMessage[]; conversation: { status: 'WAITING' | 'ACTIVE' | 'ENDED'; agentName: string | null } }
  | { type: 'typing'; author: string }
  | { type: 'message'; message: AgentMessage }
  | { type: 'state'; conversation: { status: 'WAITING' | 'ACTIVE' | 'ENDED'; agentName: string | null } }
  | { type: 'error'; code?: string }
  | { type: 'pong' };

/** Before a conversation exists there is no socket; the chat shows it as connecting, as before. */
const NOT_STARTED: SocketSnapshot<ChatFrame> = { state: 'connecting', attempt: 0, closeCode: null, lastMessages: [] };
const noSubscription = () => () => {};
const notStarted = () => NOT_STARTED;

export function useAgentSocket(session: AgentSession | null) {
  const [messages, setMessages] = useState<AgentMessage[]>([]);
  const [status, setStatus] = useState<'WAITING' | 'ACTIVE' | 'ENDED'>('WAITING');
  const [agentName, setAgentName] = useState<string | null>(null);
  const [alert, setAlert] = useState<SocketAlert>(null);
  const [agentTyping, setAgentTyping] = useState(false);
  const lastTyping = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest session (its token changes on refresh); the socket stays bound to the conversation.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const sid = session?.conversationSid ?? null;

  const socket = useMemo(() => (sid ? new ReconnectingSocket<ChatFrame>({
    pingMs: PING_MS,
    finalCodes: [TOKEN_REFUSED_CODE],
    // Each connection uses the session as it is when it opens: the refreshed token, its channel id in the pings.
    connection: () => {
      const current = sessionRef.current!;
      const url = socketUrl('chatSocket', window.location.href);
      url.searchParams.set('token', current.token);
      return { url, ping: () => ({ type: 'ping', channelId: current.omniProxyChannelId }) };
    },
    onMessage: (data) => {
      if (data.type === 'hello') {
        setMessages(data.messages);
        setStatus(data.conversation.status);
        setAgentName(data.conversation.agentName);
      } else if (data.type === 'typing' && data.author === 'AGENT') {
        setAgentTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
      } else if (data.type === 'message') {
        if (data.message.author === 'AGENT') {
          clearTimeout(typingTimer.current);
          setAgentTyping(false);
        }
        setMessages((prev) => (prev.some((m) => m.id === data.message.id) ? prev : [...prev, data.message]));
      } else if (data.type === 'state') {
        setStatus(data.conversation.status);
        setAgentName(data.conversation.agentName);
      } else if (data.type === 'error') {
        setAlert(data.code === 'TOKEN_INVALID' ? 'tokenInvalid' : 'sendFailed');
      }
    },
    onFinalClose: () => setAlert('tokenInvalid'),
  }) : null), [sid]);

  useEffect(() => {
    if (!socket) return undefined;
    socket.start();
    return () => {
      socket.close();
      clearTimeout(typingTimer.current);
    };
  }, [socket]);

  const connection: Connection = useSyncExternalStore(socket?.subscribe ?? noSubscription, socket?.getSnapshot ?? notStarted, socket?.getSnapshot ?? notStarted).state;

  const send = useCallback((body: string, attachments: OutgoingFile[]) => {
    if (!socket?.send({ type: 'message', body, attachments, clientId: `c${Date.now().toString(36)}` })) {
      setAlert('sendFailed');
      return false;
    }
    setAlert(null);
    return true;
  }, [socket]);

  /** The applicant is typing: at most one frame a second (001 §9). */
  const typing = useCallback(() => {
    const now = Date.now();
    if (!socket || now - lastTyping.current < TYPING_PREVIEW_MS) return;
    // Sent only while the socket is open; a refused frame does not count as the second's preview.
    if (socket.send({ type: 'typing' })) lastTyping.current = now;
  }, [socket]);

  const end = useCallback(() => { socket?.send({ type: 'end' }); }, [socket]);

  return { connection, messages, status, agentName, agentTyping: agentTyping && status === 'ACTIVE', alert, send, typing, end, dismissAlert: () => setAlert(null) };
}
