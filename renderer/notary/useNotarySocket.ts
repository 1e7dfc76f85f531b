/**
 * The participant's socket to the notary provider: the session's state as it changes, the WebRTC
 * signalling from the notary, a ping every 10 s, reconnection with growing pauses while the session
 * is open (renderer/realtime/reconnectingSocket.ts). `ready` tells the provider the camera is on,
 * so the notary's console (re)starts the call.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { NotarySessionView } from './notaryApi.ts';
import { ReconnectingSocket, type SocketSnapshot } from '../realtime/reconnectingSocket.ts';
import { socketUrl } from '../api/operations.ts';

export const NOTARY_PING_MS = 10_000;
/** The server closes with this code when the token is refused; reconnecting cannot help. */
export const NOTARY_TOKEN_REFUSED_CODE = 4401;
export type NotaryConnection = 'connecting' | 'connected' | 'closed';
export type Signal = { kind: 'description'; description: RTCSessionDescriptionInit } | { kind: 'candidate'; candidate: RTCIceCandidateInit };

type NotaryFrame = { type: string; session?: NotarySessionView; data?: Signal };

/** Before the participant has joined there is no socket; it reads as connecting, as before. */
const NOT_STARTED: SocketSnapshot<NotaryFrame> = { state: 'connecting', attempt: 0, closeCode: null, lastMessages: [] };
const noSubscription = () => () => {};
const notStarted = () => NOT_STARTED;

export function useNotarySocket(token: string | null, initial: NotarySessionView | null, onSignal: (signal: Signal) => void) {
  const [session, setSession] = useState<NotarySessionView | null>(initial);
  const signalRef = useRef(onSignal);
  signalRef.current = onSignal;

  useEffect(() => { setSession(initial); }, [initial]);

  const socket = useMemo(() => (token ? new ReconnectingSocket<NotaryFrame>({
    pingMs: NOTARY_PING_MS,
    finalCodes: [NOTARY_TOKEN_REFUSED_CODE],
    connection: () => {
      const url = socketUrl('notarySocket', window.location.href);
      url.searchParams.set('token', token);
      return { url, ping: () => ({ type: 'ping' }) };
    },
    onOpen: (send) => { send({ type: 'ready' }); },
    onMessage: (data) => {
      if (data.type === 'session' && data.session) setSession(data.session);
      else if (data.type === 'signal' && data.data) signalRef.current(data.data);
    },
  }) : null), [token]);

  useEffect(() => {
    if (!socket) return undefined;
    socket.start();
    return () => socket.close();
  }, [socket]);

  const connection: NotaryConnection = useSyncExternalStore(socket?.subscribe ?? noSubscription, socket?.getSnapshot ?? notStarted, socket?.getSnapshot ?? notStarted).state;

  // Dropped while the socket is down, as before: the notary's console restarts the call on `ready`.
  const sendSignal = useCallback((signal: Signal) => { socket?.send({ type: 'signal', data: signal }); }, [socket]);

  return { connection, session, setSession, sendSignal };
}
