/**
 * Component "NotarySession" (000 §2 notary/session and the additional signer's sign): the remote
 * online notarization. The participant turns on camera and microphone, joins the waiting room, is
 * admitted by a notary (the sandbox's console at /ops/notary plays the provider), sees and hears
 * them over WebRTC, shows the ID the notary checks against the one on file, signs the deed when
 * asked (screen application/notary/deed-signature) while the notary watches, and the notary
 * completes the session. Then the borrower's status router takes over (the application moved on),
 * or the signer resumes. Every string is the screen file's copy (`{{session.*}}` is the session).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { resolveCopy } from '../../engine/screenRules.ts';
import type { RuleContext } from '../../engine/index.ts';
import { errorMessage, submitErrors, type FieldError } from '../api/client.ts';
import { applicationKey } from '../api/applicationStatus.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { signerStatusKey } from '../screens/SignerRoute.tsx';
import { indexRouteOf, routeTables } from '../app/routeTables.ts';
import type { ScreenComponentProps } from '../components/types.ts';
import { joinSession, leaveSession, signDeed, type NotarySessionView } from './notaryApi.ts';
import { usePeerConnection } from './usePeerConnection.ts';
import { useNotarySocket, type Signal } from './useNotarySocket.ts';
import { useCopyIn } from './useCopyIn.ts';

const DEED_SIGNATURE = 'application/notary/deed-signature';
type Media = { stream: MediaStream } | { error: 'blocked' | 'missing' } | null;

function Video({ stream, label, muted }: { stream: MediaStream | null; label: string; muted?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => { if (ref.current) ref.current.srcObject = stream; }, [stream]);
  return (
    <figure className="notary__video">
      <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export default function NotarySession({ screen, ctx }: ScreenComponentProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const signerArea = Boolean(ctx.signer);
  const applicationUuid = String((signerArea ? ctx.signer?.['applicationUuid'] : ctx.params?.['uuid'] ?? ctx.app?.['uuid']) ?? '');
  const [media, setMedia] = useState<Media>(null);
  const [joined, setJoined] = useState<(NotarySessionView & { token: string }) | null>(null);
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const stream = media && 'stream' in media ? media.stream : null;

  const sendRef = useRef<(s: Signal) => void>(() => {});
  const peer = usePeerConnection(stream, (s) => sendRef.current(s));
  const live = useNotarySocket(joined?.token ?? null, joined, peer.onSignal);
  sendRef.current = live.sendSignal;
  const session = live.session;

  // In the reader's language (useCopyIn.ts); the notary's own words (endedReason) as they wrote them,
  // the sandbox's default reason in the language (locales/es/service.json).
  const local = useCopyIn(screen);
  const copy = useMemo(
    () => resolveCopy(local.screen, { ...ctx, session: { notaryName: session?.notaryName ?? '', endedReason: (local.template.translate ?? String)(session?.endedReason ?? '') } } as RuleContext, undefined, local.template) as Record<string, string>,
    [local, ctx, session?.notaryName, session?.endedReason],
  );

  // The camera goes off when the participant leaves the page.
  useEffect(() => () => stream?.getTracks().forEach((t) => t.stop()), [stream]);

  const startCamera = async () => {
    setProblem(null);
    try {
      setMedia({ stream: await navigator.mediaDevices.getUserMedia({ video: true, audio: true }) });
    } catch (error) {
      const name = (error as { name?: string }).name;
      setMedia({ error: name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'blocked' });
    }
  };

  const join = async () => {
    setJoining(true);
    setProblem(null);
    try {
      setJoined(await joinSession(applicationUuid));
    } catch (error) {
      setProblem(copy.joinFailed ?? errorMessage(error));
    } finally {
      setJoining(false);
    }
  };

  const status = session?.status;
  // Complete: hand over to whoever decides what comes next.
  useEffect(() => {
    if (status !== 'COMPLETED') return undefined;
    peer.close();
    const timer = setTimeout(async () => {
      if (signerArea) {
        await queryClient.invalidateQueries({ queryKey: signerStatusKey });
        navigate(indexRouteOf(routeTables.signer), { replace: true });
      } else {
        await queryClient.invalidateQueries({ queryKey: applicationKey(applicationUuid) });
        navigate(`/${applicationUuid}`, { state: { previousStatus: ctx.serverStatus } });
      }
    }, 1500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  useEffect(() => { if (status === 'ENDED') peer.close(); }, [status, peer]);

  const sign = async (data: Record<string, unknown>): Promise<FieldError[] | void> => {
    if (!session) return;
    try {
      live.setSession(await signDeed(session.sessionId, data));
    } catch (error) {
      return submitErrors(error);
    }
  };

  const leave = async () => {
    if (!session) return;
    try {
      live.setSession(await leaveSession(session.sessionId));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const tryAgain = () => { setJoined(null); setProblem(null); };

  if (status === 'COMPLETED') {
    return (
      <div className="notary" role="status">
        <h2>{copy.completedTitle}</h2>
        <p>{copy.completedBody}</p>
      </div>
    );
  }
  if (status === 'ENDED') {
    return (
      <div className="notary">
        <h2>{copy.endedTitle}</h2>
        <p role="alert">{copy.endedBody}</p>
        <div className="actions"><button type="button" className="button button--primary" onClick={tryAgain}>{copy.tryAgain}</button></div>
      </div>
    );
  }

  const steps = [
    { key: 'camera', label: copy.stepCamera, done: Boolean(stream) },
    { key: 'admitted', label: copy.stepAdmitted, done: status === 'IN_SESSION' },
    { key: 'identity', label: copy.stepIdentity, done: session?.identityVerified === true },
    { key: 'signed', label: copy.stepSigned, done: session?.signed === true },
  ];

  return (
    <div className="notary">
      <ol className="notary__steps" aria-label={copy.stepsLabel}>
        {steps.map((s) => <li key={s.key} data-done={s.done}>{s.label}<span className="visually-hidden">{s.done ? ' (done)' : ''}</span></li>)}
      </ol>
      {problem ? <p className="notary__alert" role="alert">{problem}</p> : null}

      {!stream ? (
        <section className="notary__panel" aria-labelledby="notary-prepare">
          <h2 id="notary-prepare">{copy.prepareTitle}</h2>
          <p>{copy.prepareBody}</p>
          {media && 'error' in media ? <p className="notary__alert" role="alert">{media.error === 'missing' ? copy.cameraMissing : copy.cameraBlocked}</p> : null}
          <div className="actions"><button type="button" className="button button--primary" onClick={startCamera}>{copy.startCamera}</button></div>
        </section>
      ) : (
        <>
          <div className="notary__videos">
            {status === 'IN_SESSION' ? <Video stream={peer.remoteStream} label={copy.notaryLabel ?? ''} /> : null}
            <Video stream={stream} label={copy.youLabel ?? ''} muted />
          </div>
          {!joined ? (
            <div className="actions">
              <button type="button" className="button button--primary" onClick={join} disabled={joining}>{joining ? copy.joining : copy.join}</button>
            </div>
          ) : (
            <div className="notary__state" role="status" aria-live="polite">
              {live.connection === 'connecting' && session ? <p className="notary__alert notary__alert--warning">{copy.reconnecting}</p> : null}
              {status === 'WAITING' ? <><h2>{copy.waitingTitle}</h2><p>{copy.waitingBody}</p></> : null}
              {status === 'IN_SESSION' ? (
                <>
                  <p>{peer.callState === 'connected' ? copy.inSession : copy.connectingNotary}</p>
                  {peer.callState === 'connected' ? (
                    <p className="notary__level">
                      <label htmlFor="notary-level">{copy.notaryMicrophone}</label>{' '}
                      <meter id="notary-level" min={0} max={1} value={peer.remoteLevel} />
                    </p>
                  ) : null}
                  <p>{session?.identityVerified ? copy.identityVerified : copy.identityPending}</p>
                  {session?.signed ? <p>{copy.signed}</p> : session?.signatureRequested ? <p>{copy.signPrompt}</p> : null}
                </>
              ) : null}
            </div>
          )}
          {status === 'IN_SESSION' && session?.signatureRequested && !session.signed ? (
            <div className="notary__sign">
              <ScreenView screenId={DEED_SIGNATURE} ctx={ctx} embedded initialData={{}} onSubmit={sign} />
            </div>
          ) : null}
          {joined && (status === 'WAITING' || status === 'IN_SESSION') ? (
            <button type="button" className="link-button notary__leave" onClick={leave}>{copy.leave}</button>
          ) : null}
        </>
      )}
    </div>
  );
}
