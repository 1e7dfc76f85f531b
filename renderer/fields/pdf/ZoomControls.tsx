/**
 * Zoom for the PDF's page view: fit to the width (100%), then larger steps; on a phone the pages
 * grow wider than the screen and the viewer scrolls sideways, never past 001 §9's 700 px (so a
 * desktop, already at 700 px, shows no zoom). The current zoom is announced as it changes.
 */
import { PDF_MAX_WIDTH } from './pdfWidth.ts';
import { useRendererWords } from '../../app/words.ts';

export const ZOOM_STEPS = [1, 1.5, 2] as const;

/** The steps that make a difference for a viewer `fit` px wide: none past 700 px. */
export const zoomSteps = (fit: number): number[] => ZOOM_STEPS.filter((z) => z === 1 || Math.min(PDF_MAX_WIDTH, fit) * z <= PDF_MAX_WIDTH + 1);

export function ZoomControls({ zoom, steps, onZoom }: { zoom: number; steps: number[]; onZoom(z: number): void }) {
  const w = useRendererWords();
  if (steps.length < 2) return null;
  const at = Math.max(0, steps.indexOf(zoom));
  return (
    <div className="w-pdf__zoom" role="group" aria-label="Zoom">
      <button type="button" className="w-pdf__view" onClick={() => onZoom(steps[at - 1]!)} disabled={at === 0}>{w('zoomOut')}</button>
      <span className="w-pdf__zoom-level" aria-live="polite">{Math.round(zoom * 100)}%</span>
      <button type="button" className="w-pdf__view" onClick={() => onZoom(steps[at + 1]!)} disabled={at === steps.length - 1}>{w('zoomIn')}</button>
    </div>
  );
}
