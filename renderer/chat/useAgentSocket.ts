/**
 * The applicant's websocket to the omni-proxy (001 §7): hello with the history, messages both
 * ways, conversation state, a ping every 10 s carrying the channel id, reconnection with growing
 * pauses while the conversation lives. Connection states drive the 001 §8 alerts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AgentSession } from './session.ts';

export const PING_MS = 10_000;
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

export function useAgentSocket(session: AgentSession | null) {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [messages, setMessages] = useState<AgentMessage[]>([]);
  const [status, setStatus] = useState<'WAITING' | 'ACTIVE' | 'ENDED'>('WAITING');
  const [agentName, setAgentName] = useState<string | null>(null);
  const [alert, setAlert] = useState<SocketAlert>(null);
  const [agentTyping, setAgentTyping] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const lastTyping = useRef(0);
  // The latest session (its token changes on refresh); the socket stays bound to the conversation.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const sid = session?.conversationSid ?? null;

  useEffect(() => {
    if (!sid) return undefined;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let attempt = 0;
    let pinger: ReturnType<typeof setInterval> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      setConnection('connecting');
      const url = new URL('/service-omni-proxy/ws', window.location.href);
      url.protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      const session = sessionRef.current!;
      url.searchParams.set('token', session.token);
      const socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setConnection('connected');
        pinger = setInterval(() => socket.send(JSON.stringify({ type: 'ping', channelId: session.omniProxyChannelId })), PING_MS);
      };
      socket.onmessage = (event) => {
        const data = JSON.parse(String(event.data));
        if (data.type === 'hello') {
          setMessages(data.messages);
          setStatus(data.conversation.status);
          setAgentName(data.conversation.agentName);
        } else if (data.type === 'typing' && data.author === 'AGENT') {
          setAgentTyping(true);
          clearTimeout(typingTimer);
          typingTimer = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
        } else if (data.type === 'message') {
          if (data.message.author === 'AGENT') {
            clearTimeout(typingTimer);
            setAgentTyping(false);
          }
          setMessages((prev) => (prev.some((m) => m.id === data.message.id) ? prev : [...prev, data.message]));
        } else if (data.type === 'state') {
          setStatus(data.conversation.status);
          setAgentName(data.conversation.agentName);
        } else if (data.type === 'error') {
          setAlert(data.code === 'TOKEN_INVALID' ? 'tokenInvalid' : 'sendFailed');
        }
      };
      socket.onclose = (event) => {
        clearInterval(pinger);
        if (stopped) return;
        if (event.code === 4401) {
          setAlert('tokenInvalid');
          setConnection('closed');
          return;
        }
        setConnection('connecting');
        retryTimer = setTimeout(open, Math.min(1000 * 2 ** attempt++, 10_000));
      };
    };
    open();
    return () => {
      stopped = true;
      clearInterval(pinger);
      clearTimeout(retryTimer);
      clearTimeout(typingTimer);
      socketRef.current?.close();
    };
  }, [sid]);

  const send = useCallback((body: string, attachments: OutgoingFile[]) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      setAlert('sendFailed');
      return false;
    }
    setAlert(null);
    socket.send(JSON.stringify({ type: 'message', body, attachments, clientId: `c${Date.now().toString(36)}` }));
    return true;
  }, []);

  /** The applicant is typing: at most one frame a second (001 §9). */
  const typing = useCallback(() => {
    const socket = socketRef.current;
    const now = Date.now();
    if (!socket || socket.readyState !== WebSocket.OPEN || now - lastTyping.current < TYPING_PREVIEW_MS) return;
    lastTyping.current = now;
    socket.send(JSON.stringify({ type: 'typing' }));
  }, []);

  const end = useCallback(() => socketRef.current?.send(JSON.stringify({ type: 'end' })), []);

  return { connection, messages, status, agentName, agentTyping: agentTyping && status === 'ACTIVE', alert, send, typing, end, dismissAlert: () => setAlert(null) };
}
