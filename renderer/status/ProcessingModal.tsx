/**
 * The processing modal (001 §4, §9): rotating messages from schemas/pages/processing.json and a
 * progress bar over its time-out (30000 ms by default). Announced politely; nothing to press.
 */
import { useEffect, useRef, useState } from 'react';
import { resolveCopy } from '../../engine/screenRules.ts';
import type { RuleContext } from '../../engine/index.ts';
import { useScreen } from '../screens/loadScreen.ts';
import { focusOnArrival } from '../ui/focusOnArrival.ts';
import { useScreenIn } from '../screens/useScreenText.ts';

export const PROCESSING_TIMEOUT_MS = 30_000;
export const MESSAGE_ROTATE_MS = 4_000;

export function ProcessingModal({ ctx, startedAt, timeoutMs = PROCESSING_TIMEOUT_MS }: { ctx: RuleContext; startedAt: number; timeoutMs?: number }) {
  const loaded = useScreen('pages/processing');
  const [now, setNow] = useState(Date.now());
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  useEffect(() => { focusOnArrival(dialog.current); }, []);
  const screen = useScreenIn(loaded.data?.screen);
  const copy = screen ? resolveCopy(screen, ctx) : { title: 'Processing', messages: [] as string[] };
  const messages = Array.isArray(copy.messages) ? copy.messages.filter((m): m is string => typeof m === 'string') : [];
  const elapsed = Math.max(0, now - startedAt);
  const message = messages.length ? messages[Math.floor(elapsed / MESSAGE_ROTATE_MS) % messages.length] : '';
  return (
    <div className="overlay" role="presentation">
      <div className="overlay__panel" role="dialog" aria-modal="true" aria-labelledby="processing-title" aria-describedby="processing-message" tabIndex={-1} ref={dialog}>
        <h2 id="processing-title">{copy.title}</h2>
        {typeof copy.subtitle === 'string' ? <p>{copy.subtitle}</p> : null}
        <p id="processing-message" className="overlay__message" role="status" aria-live="polite">{message}</p>
        <progress className="progress__bar" max={timeoutMs} value={Math.min(elapsed, timeoutMs)} aria-label="Processing progress" />
      </div>
    </div>
  );
}

/** How long the loading overlay stays after loading ends (001 §4, §9), so quick reads do not flash. */
export const OVERLAY_LINGER_MS = 300;
/** Until when an overlay that went away with its page still owes its linger (a page moved on while loading). */
let lingerUntil = 0;

/** A loading overlay that stays 300 ms after loading ends, also when the page it was on moved on. */
export function LoadingOverlay({ loading, label = 'Loading' }: { loading: boolean; label?: string }) {
  const [visible, setVisible] = useState(() => loading || Date.now() < lingerUntil);
  const shown = useRef(visible);
  shown.current = visible;
  useEffect(() => {
    if (loading) { setVisible(true); return; }
    // Loading ended, here or in an overlay that went away while it showed: the full linger over the page now shown.
    if (!shown.current) return;
    const t = setTimeout(() => setVisible(false), OVERLAY_LINGER_MS);
    return () => clearTimeout(t);
  }, [loading]);
  useEffect(() => () => { if (shown.current) lingerUntil = Date.now() + OVERLAY_LINGER_MS; }, []);
  if (!visible) return null;
  return (
    <div className="overlay overlay--light" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
