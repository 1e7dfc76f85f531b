/**
 * The participant's end of the video call: the notary's console offers, this end answers with the
 * local camera and microphone; ICE candidates go both ways through the provider's socket (on
 * localhost no STUN/TURN is needed). A new offer (the console reloaded, or the call dropped)
 * replaces the call. The notary's microphone level is read from the call's statistics.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Signal } from './useNotarySocket.ts';

export type CallState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

export function usePeerConnection(localStream: MediaStream | null, send: (signal: Signal) => void) {
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [callState, setCallState] = useState<CallState>('idle');
  const [remoteLevel, setRemoteLevel] = useState(0);
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const sendRef = useRef(send);
  sendRef.current = send;
  const streamRef = useRef(localStream);
  streamRef.current = localStream;

  const close = useCallback(() => {
    pcRef.current?.close();
    pcRef.current = null;
    pending.current = [];
    setRemoteStream(null);
    setCallState('idle');
  }, []);

  const onSignal = useCallback(async (signal: Signal) => {
    if (signal.kind === 'description' && signal.description.type === 'offer') {
      pcRef.current?.close();
      pending.current = [];
      const pc = new RTCPeerConnection();
      pcRef.current = pc;
      for (const track of streamRef.current?.getTracks() ?? []) pc.addTrack(track, streamRef.current!);
      pc.ontrack = (event) => setRemoteStream(event.streams[0] ?? null);
      pc.onicecandidate = (event) => { if (event.candidate) sendRef.current({ kind: 'candidate', candidate: event.candidate.toJSON() }); };
      pc.onconnectionstatechange = () => {
        if (pcRef.current !== pc) return;
        const s = pc.connectionState;
        setCallState(s === 'connected' ? 'connected' : s === 'disconnected' ? 'reconnecting' : s === 'failed' ? 'failed' : 'connecting');
      };
      setCallState('connecting');
      await pc.setRemoteDescription(signal.description);
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      sendRef.current({ kind: 'description', description: pc.localDescription!.toJSON() });
      for (const c of pending.current.splice(0)) await pc.addIceCandidate(c);
    } else if (signal.kind === 'candidate') {
      const pc = pcRef.current;
      if (pc?.remoteDescription) await pc.addIceCandidate(signal.candidate);
      else pending.current.push(signal.candidate);
    }
  }, []);

  useEffect(() => {
    if (callState !== 'connected') return undefined;
    const timer = setInterval(async () => {
      const stats = await pcRef.current?.getStats();
      stats?.forEach((r: { type?: string; kind?: string; audioLevel?: number }) => {
        if (r.type === 'inbound-rtp' && r.kind === 'audio' && typeof r.audioLevel === 'number') setRemoteLevel(r.audioLevel);
      });
    }, 250);
    return () => clearInterval(timer);
  }, [callState]);

  useEffect(() => () => pcRef.current?.close(), []);

  return { remoteStream, callState, remoteLevel, onSignal: (s: Signal) => { onSignal(s).catch(() => setCallState('failed')); }, close };
}
