/**
 * ui:field "pdfDocument": a boolean property (e.g. `readToEnd`, `const: true`) that becomes true
 * when the applicant has scrolled to the end of a disclosure document (001 §2). ui:options:
 * - `href` (required): the PDF's URL; copy placeholders are filled before RJSF sees it, e.g.
 *   "/service-application/api/v1/application/heloc/{{app.uuid}}/documents/closing.pdf";
 * - `textHref` (optional): the same document as text blocks (".../closing.json"), offered as a
 *   "Text" view that reads on a phone; the default view on a narrow screen;
 * - `fileName` (optional): the name the download is saved under.
 * The title is the schema's (or `ui:title`). The PDF is fetched with the applicant's token, drawn
 * by the lazily loaded PdfViewer with zoom buttons, and offered as a "Download PDF" link.
 * Reaching the end of either view sets the value true and fires the `scroll-to-bottom` event on
 * window once per document (detail: the PDF's href). The value starts false on every visit.
 * Self-labelled; the field's errors are rendered by the FieldTemplate at `${id}__error`.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { errorMessage } from '../api/client.ts';
import { ErrorText } from '../ui/ErrorText.tsx';
import { fetchDocument, fetchDocumentText, type DocumentText } from '../api/documents.ts';
import { DocumentTextView } from './pdf/DocumentTextView.tsx';
import { ZoomControls, zoomSteps } from './pdf/ZoomControls.tsx';
import { useRendererWords } from '../app/words.ts';
import { GoverningNotice } from './GoverningNotice.tsx';

const PdfViewer = lazy(() => import('./pdf/PdfViewer.tsx'));

export const SCROLL_TO_BOTTOM_EVENT = 'scroll-to-bottom';
/** Below this width the text view is the one shown first. */
const NARROW = '(max-width: 599px)';

type Loaded<T> = { kind: 'loading' } | { kind: 'loaded'; value: T } | { kind: 'failed'; message: string };
type View = 'text' | 'pages';

function useFetched<T>(url: string, load: (url: string, signal: AbortSignal) => Promise<T>, attempt: number): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    setState({ kind: 'loading' });
    load(url, abort.signal)
      .then((value) => setState({ kind: 'loaded', value }))
      .catch((e: unknown) => { if (!abort.signal.aborted) setState({ kind: 'failed', message: errorMessage(e) }); });
    return () => abort.abort();
  }, [url, attempt, load]);
  return state;
}

export function PdfDocumentField(props: FieldProps) {
  const w = useRendererWords();
  const { fieldPathId, rawErrors, onChange, uiSchema, schema, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const options = (uiSchema?.['ui:options'] ?? {}) as { href?: unknown; textHref?: unknown; fileName?: unknown };
  const href = typeof options.href === 'string' ? options.href : '';
  const textHref = typeof options.textHref === 'string' ? options.textHref : '';
  const label = String(uiSchema?.['ui:title'] ?? schema.title ?? 'Document');
  const fileName = typeof options.fileName === 'string' ? options.fileName : href.split('/').pop() || 'document.pdf';
  const reached = props.formData === true;
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<View>(() => (textHref && typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches ? 'text' : 'pages'));
  const [zoom, setZoom] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(0);
  useEffect(() => { setFit(box.current?.clientWidth ?? 0); }, []);
  const pdf = useFetched(href, fetchDocument, attempt);
  const text = useFetched<DocumentText>(view === 'text' ? textHref : '', fetchDocumentText, attempt);

  // The download link points at the fetched bytes: the API needs the token a plain link cannot send.
  const blobUrl = useMemo(() => (pdf.kind === 'loaded' ? URL.createObjectURL(new Blob([pdf.value.slice()], { type: 'application/pdf' })) : null), [pdf]);
  useEffect(() => () => { if (blobUrl) URL.revokeObjectURL(blobUrl); }, [blobUrl]);

  const labelId = `${id}__label`;
  const statusId = `${id}__status`;
  const describedBy = [statusId, rawErrors?.length ? errorId(fieldPathId) : ''].filter(Boolean).join(' ');
  // 001 §2: the event fires once per document, whichever view the applicant read to the end.
  const fired = useRef(false);
  useEffect(() => { fired.current = false; }, [href]);
  const reachedEnd = () => {
    if (!fired.current) {
      fired.current = true;
      window.dispatchEvent(new CustomEvent(SCROLL_TO_BOTTOM_EVENT, { detail: { href } }));
    }
    if (!reached && !disabled && !readonly) onChange(true, fieldPathId.path);
  };

  // Only scrolling sets true. RJSF fills `const` values in as defaults (constAsDefaults), and a
  // restored draft may hold true from an earlier visit: start at false (defaults never replace it).
  useEffect(() => {
    if (props.formData !== false) onChange(false, fieldPathId.path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount
  }, []);

  const failed = view === 'text' ? text : pdf;
  return (
    <div className="w-pdf" ref={box}>
      <p id={labelId} className="w-label">{label}</p>
      <GoverningNotice />
      <p id={statusId} className="w-hint" aria-live="polite">
        {reached ? w('documentReachedEnd') : w('documentScrollToEnd')}
      </p>
      {!href ? <div className="w-error" role="alert"><ErrorText>{w('documentUnavailable')}</ErrorText></div> : null}
      {href ? (
        <div className="w-pdf__toolbar">
          {textHref ? (
            <div className="w-pdf__views" role="group" aria-label={w('documentViews', { label })}>
              <button type="button" className="w-pdf__view" aria-pressed={view === 'text'} onClick={() => setView('text')}>{w('documentTextView')}</button>
              <button type="button" className="w-pdf__view" aria-pressed={view === 'pages'} onClick={() => setView('pages')}>{w('documentPagesView')}</button>
            </div>
          ) : null}
          {view === 'pages' ? <ZoomControls zoom={zoom} steps={zoomSteps(fit)} onZoom={setZoom} /> : null}
        </div>
      ) : null}
      {failed.kind === 'failed' ? (
        <div className="w-error" role="alert">
          <ErrorText>{failed.message}</ErrorText>
          <button type="button" className="w-pdf__retry" onClick={() => setAttempt((n) => n + 1)}>{w('tryAgain')}</button>
        </div>
      ) : null}
      {href && failed.kind === 'loading' ? <p className="pdfv__status">{w('documentLoading')}</p> : null}
      {view === 'text' && text.kind === 'loaded' ? (
        <DocumentTextView text={text.value} id={id} label={label} describedBy={describedBy} onEnd={reachedEnd} />
      ) : null}
      {view === 'pages' && pdf.kind === 'loaded' ? (
        <Suspense fallback={<p className="pdfv__status">{w('documentViewerLoading')}</p>}>
          <PdfViewer data={pdf.value} id={id} label={label} describedBy={describedBy} zoom={zoom} onBottom={reachedEnd} />
        </Suspense>
      ) : null}
      {blobUrl ? (
        <p className="w-pdf__download">
          <a className="w-link" href={blobUrl} download={fileName}>
            {w('downloadPdf')}<span className="w-visually-hidden">: {label}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
