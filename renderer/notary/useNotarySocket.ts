/**
 * The participant's socket to the notary provider: the session's state as it changes, the WebRTC
 * signalling from the notary, a ping every 10 s, reconnection with growing pauses while the session
 * is open. `ready` tells the provider the camera is on, so the notary's console (re)starts the call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotarySessionView } from './notaryApi.ts';

export const NOTARY_PING_MS = 10_000;
export type NotaryConnection = 'connecting' | 'connected' | 'closed';
export type Signal = { kind: 'description'; description: RTCSessionDescriptionInit } | { kind: 'candidate'; candidate: RTCIceCandidateInit };

export function useNotarySocket(token: string | null, initial: NotarySessionView | null, onSignal: (signal: Signal) => void) {
  const [connection, setConnection] = useState<NotaryConnection>('connecting');
  const [session, setSession] = useState<NotarySessionView | null>(initial);
  const socketRef = useRef<WebSocket | null>(null);
  const signalRef = useRef(onSignal);
  signalRef.current = onSignal;

  useEffect(() => { setSession(initial); }, [initial]);

  useEffect(() => {
    if (!token) return undefined;
    let stopped = false;
    let attempt = 0;
    let pinger: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      setConnection('connecting');
      const url = new URL('/service-notary/ws', window.location.href);
      url.protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('token', token);
      const socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setConnection('connected');
        socket.send(JSON.stringify({ type: 'ready' }));
        pinger = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), NOTARY_PING_MS);
      };
      socket.onmessage = (event) => {
        const data = JSON.parse(String(event.data)) as { type: string; session?: NotarySessionView; data?: Signal };
        if (data.type === 'session' && data.session) setSession(data.session);
        else if (data.type === 'signal' && data.data) signalRef.current(data.data);
      };
      socket.onclose = (event) => {
        clearInterval(pinger);
        if (stopped) return;
        if (event.code === 4401) {
          setConnection('closed');
          return;
        }
        setConnection('connecting');
        retry = setTimeout(open, Math.min(1000 * 2 ** attempt++, 10_000));
      };
    };
    open();
    return () => {
      stopped = true;
      clearInterval(pinger);
      clearTimeout(retry);
      socketRef.current?.close();
    };
  }, [token]);

  const sendSignal = useCallback((signal: Signal) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'signal', data: signal }));
  }, []);

  return { connection, session, setSession, sendSignal };
}
