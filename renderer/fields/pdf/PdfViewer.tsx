/**
 * The PDF viewer (001 §2): pdf.js draws each page to a canvas fitted to the viewer's width and at
 * most 700 px wide, times `zoom` (zooming in on a phone makes the pages wider than the box, which
 * then scrolls sideways; never past 700 px), with a text layer over it, so the text can be read by
 * screen readers, selected and found. A marker after the last page is watched inside the scrolling
 * box (useReachedEnd): once at least a quarter of it is visible the viewer calls `onBottom`.
 *
 * Runs under the page's CSP (no eval: `isEvalSupported: false`; the worker is served from our own
 * dist/assets by build.mjs). Loaded lazily (React.lazy) so pdf.js stays out of the first screen.
 */
import { useEffect, useRef, useState } from 'react';
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';
import { BASE_PATH } from '../../app/routeTables.ts';
import { useReachedEnd } from './useReachedEnd.ts';
import { pageWidth } from './pdfWidth.ts';
import { useRendererWords } from '../../app/words.ts';

GlobalWorkerOptions.workerSrc = `${BASE_PATH}/assets/pdf.worker.min.mjs`;

export { PDF_MAX_WIDTH } from './pdfWidth.ts';

export interface PdfViewerProps {
  /** The file's bytes (fetched with the applicant's token by the caller). */
  data: Uint8Array;
  /** Id of the scrolling region (the field's id, so error links can focus it). */
  id?: string;
  /** Accessible name of the scrolling region. */
  label: string;
  /** Ids of texts that describe the region (instructions, errors). */
  describedBy?: string;
  /** 1 fits the page to the viewer's width; more makes it wider (up to 700 px). */
  zoom?: number;
  onBottom(): void;
}

type Phase = { kind: 'loading' } | { kind: 'ready'; pages: number } | { kind: 'failed' };

async function renderPage(pdf: PDFDocumentProxy, number: number, host: HTMLElement, cssWidth: number, signal: AbortSignal): Promise<void> {
  const page = await pdf.getPage(number);
  const scale = cssWidth / page.getViewport({ scale: 1 }).width;
  const viewport = page.getViewport({ scale });
  const ratio = Math.min(window.devicePixelRatio || 1, 2);

  const wrapper = document.createElement('div');
  wrapper.className = 'pdfv__page';
  wrapper.setAttribute('role', 'group');
  wrapper.setAttribute('aria-label', `Page ${number} of ${pdf.numPages}`);
  wrapper.style.setProperty('--total-scale-factor', String(scale));
  wrapper.style.setProperty('--scale-round-x', '1px');
  wrapper.style.setProperty('--scale-round-y', '1px');
  wrapper.style.width = `${Math.floor(viewport.width)}px`;
  wrapper.style.height = `${Math.floor(viewport.height)}px`;

  const canvas = document.createElement('canvas');
  canvas.className = 'pdfv__canvas';
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.setAttribute('aria-hidden', 'true');
  const text = document.createElement('div');
  text.className = 'pdfv__text textLayer';
  wrapper.append(canvas, text);
  host.append(wrapper);

  const context = canvas.getContext('2d');
  if (!context || signal.aborted) return;
  await page.render({ canvas, canvasContext: context, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
  if (signal.aborted) return;
  await new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport }).render();
}

export default function PdfViewer({ data, id, label, describedBy, zoom = 1, onBottom }: PdfViewerProps) {
  const w = useRendererWords();
  const scroller = useRef<HTMLDivElement>(null);
  const pagesHost = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // The width pages fit at 100%, measured once: zoomed pages must not change what "fit" means.
  const fit = useRef(0);

  // Load and draw every page (again at a new zoom, keeping the reader's place); a new document (or
  // unmount) cancels the previous work. While drawing, the end marker does not count.
  useEffect(() => {
    const host = pagesHost.current;
    const box = scroller.current;
    if (!host || !box) return;
    const abort = new AbortController();
    const task = getDocument({ data: data.slice(), isEvalSupported: false, enableXfa: false, verbosity: 0 });
    const place = box.scrollHeight > box.clientHeight ? box.scrollTop / (box.scrollHeight - box.clientHeight) : 0;
    setPhase({ kind: 'loading' });
    void (async () => {
      try {
        const pdf = await task.promise;
        fit.current ||= box.clientWidth - 2;
        const cssWidth = pageWidth(fit.current, zoom);
        host.replaceChildren();
        for (let n = 1; n <= pdf.numPages && !abort.signal.aborted; n++) await renderPage(pdf, n, host, cssWidth, abort.signal);
        if (abort.signal.aborted) return;
        box.scrollTop = place * (box.scrollHeight - box.clientHeight);
        setPhase({ kind: 'ready', pages: pdf.numPages });
      } catch {
        if (!abort.signal.aborted) setPhase({ kind: 'failed' });
      }
    })();
    return () => {
      abort.abort();
      void task.destroy();
    };
  }, [data, zoom]);
  useEffect(() => () => pagesHost.current?.replaceChildren(), []);

  // The bottom marker counts only once the pages are drawn (before that it sits at the top). When
  // the pages cannot be drawn, the download link is the way to read the document.
  useReachedEnd(scroller, marker, phase.kind !== 'loading', onBottom);

  return (
    <div className="pdfv">
      <div
        ref={scroller}
        id={id}
        className={`pdfv__scroller${zoom > 1 ? ' pdfv__scroller--zoomed' : ''}`}
        role="region"
        aria-label={label}
        aria-describedby={describedBy}
        aria-busy={phase.kind === 'loading' || undefined}
        tabIndex={0}
      >
        <div ref={pagesHost} className="pdfv__pages" />
        {phase.kind === 'loading' ? <p className="pdfv__status">{w('documentLoading')}</p> : null}
        {phase.kind === 'failed' ? (
          <p className="pdfv__status" role="alert">{w('documentNotShown')}</p>
        ) : null}
        <div ref={marker} className="pdfv__end" data-testid="pdf-bottom">
          {phase.kind === 'ready' ? (phase.pages === 1 ? w('documentEndPage') : w('documentEndPages', { pages: phase.pages })) : ''}
        </div>
      </div>
    </div>
  );
}
