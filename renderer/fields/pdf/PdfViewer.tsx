/**
 * The PDF viewer (001 §2): pdf.js draws each page to a canvas at most 700 px wide (narrower when
 * the viewer is narrower, e.g. on phones) with a text layer over it, so the text can be read by
 * screen readers, selected and found. A marker after the last page is watched with an
 * IntersectionObserver inside the scrolling box; once at least a quarter of it is visible the
 * viewer fires a `scroll-to-bottom` CustomEvent on window (detail: the document's href) and calls
 * `onBottom`, once per document.
 *
 * Runs under the page's CSP (no eval: `isEvalSupported: false`; the worker is served from our own
 * dist/assets by build.mjs). Loaded lazily (React.lazy) so pdf.js stays out of the first screen.
 */
import { useEffect, useRef, useState } from 'react';
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';
import { BASE_PATH } from '../../app/journeys.ts';

GlobalWorkerOptions.workerSrc = `${BASE_PATH}/assets/pdf.worker.min.mjs`;

/** 001 §9: PDF pages at most 700 px wide. */
export const PDF_MAX_WIDTH = 700;
/** 001 §2: the bottom marker counts once a quarter of it is visible. */
export const BOTTOM_THRESHOLD = 0.25;
export const SCROLL_TO_BOTTOM_EVENT = 'scroll-to-bottom';

export interface PdfViewerProps {
  /** The file's bytes (fetched with the applicant's token by the caller). */
  data: Uint8Array;
  href: string;
  /** Id of the scrolling region (the field's id, so error links can focus it). */
  id?: string;
  /** Accessible name of the scrolling region. */
  label: string;
  /** Ids of texts that describe the region (instructions, errors). */
  describedBy?: string;
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

export default function PdfViewer({ data, href, id, label, describedBy, onBottom }: PdfViewerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const pagesHost = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const fired = useRef(false);
  const onBottomRef = useRef(onBottom);
  onBottomRef.current = onBottom;

  // Load and draw every page; a new document (or unmount) cancels the previous work.
  useEffect(() => {
    const host = pagesHost.current;
    if (!host) return;
    const abort = new AbortController();
    const task = getDocument({ data: data.slice(), isEvalSupported: false, enableXfa: false, verbosity: 0 });
    fired.current = false;
    setPhase({ kind: 'loading' });
    void (async () => {
      try {
        const pdf = await task.promise;
        const available = (scroller.current?.clientWidth ?? PDF_MAX_WIDTH) - 2;
        const cssWidth = Math.max(200, Math.min(PDF_MAX_WIDTH, available));
        host.replaceChildren();
        for (let n = 1; n <= pdf.numPages && !abort.signal.aborted; n++) await renderPage(pdf, n, host, cssWidth, abort.signal);
        if (!abort.signal.aborted) setPhase({ kind: 'ready', pages: pdf.numPages });
      } catch {
        if (!abort.signal.aborted) setPhase({ kind: 'failed' });
      }
    })();
    return () => {
      abort.abort();
      host.replaceChildren();
      void task.destroy();
    };
  }, [data]);

  // The bottom marker counts only once the pages are drawn (before that it sits at the top). When
  // the pages cannot be drawn, the download link is the way to read the document.
  useEffect(() => {
    if (phase.kind === 'loading' || !marker.current || !scroller.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (fired.current || !entries.some((e) => e.isIntersecting && e.intersectionRatio >= BOTTOM_THRESHOLD)) return;
      fired.current = true;
      window.dispatchEvent(new CustomEvent(SCROLL_TO_BOTTOM_EVENT, { detail: { href } }));
      onBottomRef.current();
    }, { root: scroller.current, threshold: [BOTTOM_THRESHOLD] });
    observer.observe(marker.current);
    return () => observer.disconnect();
  }, [phase.kind, href]);

  return (
    <div className="pdfv">
      <div
        ref={scroller}
        id={id}
        className="pdfv__scroller"
        role="region"
        aria-label={label}
        aria-describedby={describedBy}
        aria-busy={phase.kind === 'loading' || undefined}
        tabIndex={0}
      >
        <div ref={pagesHost} className="pdfv__pages" />
        {phase.kind === 'loading' ? <p className="pdfv__status">Loading the document…</p> : null}
        {phase.kind === 'failed' ? (
          <p className="pdfv__status" role="alert">The document could not be shown here. Please use the download link below to read it.</p>
        ) : null}
        <div ref={marker} className="pdfv__end" data-testid="pdf-bottom">
          {phase.kind === 'ready' ? `End of document (${phase.pages} ${phase.pages === 1 ? 'page' : 'pages'})` : ''}
        </div>
      </div>
    </div>
  );
}
