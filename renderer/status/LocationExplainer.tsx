/**
 * The geolocation explainer (001 §2, §8): on routes marked `askLocation` (signing, the notary
 * session), before the browser's own prompt, a dialog says why the location is needed for secure
 * e-signing. "Share my location" asks the browser; "Not now" closes it for this session. Nothing
 * shows when the permission is already granted. Text and rules: schemas/pages/geolocation.json.
 *
 * The explainer's `block` rules, evaluated with `device.location` (granted, prompt, declined,
 * denied, unsupported), stop the screen's submit beside the button (screens/screenBlocks.ts), with
 * a "Share my location" button that asks again: with the shipped rule, "Not now" or a refusal means
 * the applicant cannot sign until the location is shared, as the explainer says.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { evaluateScreenRules, resolveCopy } from '../../engine/screenRules.ts';
import type { RuleContext } from '../../engine/index.ts';
import { useScreen } from '../screens/loadScreen.ts';
import { setScreenBlocks } from '../screens/screenBlocks.ts';
import { useScreenIn } from '../screens/useScreenText.ts';

const DISMISSED_KEY = 'heloc_location_explained';
const BLOCK_SOURCE = 'location';
type Phase = 'hidden' | 'explain' | 'asking' | 'denied';
export type LocationState = 'granted' | 'prompt' | 'declined' | 'denied' | 'unsupported';

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
  const [location, setLocation] = useState<LocationState | null>(null);
  const loaded = useScreen(enabled ? 'pages/geolocation' : undefined);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!enabled || !loaded.data) return;
    let cancelled = false;
    void permissionState().then((state) => {
      if (cancelled) return;
      if (state === 'prompt' && sessionStorage.getItem(DISMISSED_KEY)) setLocation('declined');
      else setLocation(state);
      if (sessionStorage.getItem(DISMISSED_KEY)) return;
      if (state === 'prompt') setPhase('explain');
      else if (state === 'denied') setPhase('denied');
    });
    return () => { cancelled = true; };
  }, [enabled, loaded.data]);

  useEffect(() => {
    const el = ref.current;
    if (phase !== 'hidden' && el && !el.open) el.showModal();
  }, [phase]);

  const share = useCallback(() => {
    setPhase('asking');
    navigator.geolocation.getCurrentPosition(
      () => {
        sessionStorage.setItem(DISMISSED_KEY, '1');
        ref.current?.close();
        setPhase('hidden');
        setLocation('granted');
      },
      () => { setPhase('denied'); setLocation('denied'); },
      { maximumAge: 600_000, timeout: 20_000 },
    );
  }, []);

  // What the explainer's rules say about submitting, for the screen's button.
  const screen = useScreenIn(loaded.data?.screen);
  const copy = screen ? (resolveCopy(screen, ctx) as Record<string, string | string[]>) : null;
  const shareLabel = typeof copy?.shareAgainLabel === 'string' ? copy.shareAgainLabel : typeof copy?.allowLabel === 'string' ? copy.allowLabel : '';
  const blocks = enabled && screen && location ? evaluateScreenRules(screen, { ...ctx, device: { location } }).result.blocks : [];
  const blockKey = blocks.map((b) => `${b.rule}\u0000${b.message}`).join('\u0001');
  useEffect(() => {
    setScreenBlocks(BLOCK_SOURCE, blocks.map((b) => ({ ...b, ...(shareLabel && location !== 'unsupported' ? { action: { label: shareLabel, run: share } } : {}) })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the blocks change with their text
  }, [blockKey, shareLabel, share, location]);
  useEffect(() => () => setScreenBlocks(BLOCK_SOURCE, []), []);

  if (phase === 'hidden' || !copy) return null;
  const close = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    ref.current?.close();
    setPhase('hidden');
    // "Not now" (or Escape) on the explainer: the applicant declined for now.
    setLocation((now) => (now === 'prompt' || now === null ? 'declined' : now));
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
