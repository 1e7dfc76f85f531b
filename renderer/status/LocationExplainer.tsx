/**
 * The geolocation explainer (001 §2, §8): on routes marked `askLocation` (signing, the notary
 * session), before the browser's own prompt, a dialog says why the location is needed for secure
 * e-signing. "Share my location" asks the browser; "Not now" closes it for this session. Nothing
 * shows when the permission is already granted. Text: schemas/pages/geolocation.json.
 */
import { useEffect, useRef, useState } from 'react';
import { resolveCopy } from '../../engine/index.ts';
import type { RuleContext } from '../../engine/index.ts';
import { useScreen } from '../screens/loadScreen.ts';

const DISMISSED_KEY = 'heloc_location_explained';
type Phase = 'hidden' | 'explain' | 'asking' | 'denied';

async function permissionState(): Promise<PermissionState | 'unsupported'> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return 'unsupported';
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' }))?.state ?? 'prompt';
  } catch {
    return 'prompt';
  }
}

export function LocationExplainer({ enabled, ctx }: { enabled: boolean; ctx: RuleContext }) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const loaded = useScreen(enabled ? 'pages/geolocation' : undefined);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!enabled || !loaded.data || sessionStorage.getItem(DISMISSED_KEY)) return;
    let cancelled = false;
    void permissionState().then((state) => {
      if (cancelled) return;
      if (state === 'prompt') setPhase('explain');
      else if (state === 'denied') setPhase('denied');
    });
    return () => { cancelled = true; };
  }, [enabled, loaded.data]);

  useEffect(() => {
    const el = ref.current;
    if (phase !== 'hidden' && el && !el.open) el.showModal();
  }, [phase]);

  if (phase === 'hidden' || !loaded.data) return null;
  const copy = resolveCopy(loaded.data.screen, ctx) as Record<string, string | string[]>;
  const close = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    ref.current?.close();
    setPhase('hidden');
  };
  const share = () => {
    setPhase('asking');
    navigator.geolocation.getCurrentPosition(() => close(), () => setPhase('denied'), { maximumAge: 600_000, timeout: 20_000 });
  };
  const denied = phase === 'denied';
  const body = denied ? [copy.deniedBody as string] : (Array.isArray(copy.body) ? copy.body : []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="location-title" onCancel={(e) => { e.preventDefault(); close(); }}>
      <h2 id="location-title">{denied ? copy.deniedTitle : copy.title}</h2>
      {body.map((p, i) => <p key={i}>{p}</p>)}
      <div className="dialog__actions">
        {denied ? (
          <button type="button" className="button button--primary" onClick={close}>{copy.closeLabel as string}</button>
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={share} disabled={phase === 'asking'} aria-disabled={phase === 'asking'}>{copy.allowLabel as string}</button>
            <button type="button" className="button button--secondary" onClick={close}>{copy.laterLabel as string}</button>
          </>
        )}
      </div>
    </dialog>
  );
}
