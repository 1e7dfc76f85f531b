/**
 * ui:field "pdfDocument": a boolean property (e.g. `readToEnd`, `const: true`) that becomes true
 * when the applicant has scrolled to the end of a PDF document (001 §2). ui:options:
 * - `href` (required): the document's URL; copy placeholders are filled before RJSF sees it, e.g.
 *   "/service-application/api/v1/application/heloc/{{app.uuid}}/documents/closing.pdf";
 * - `fileName` (optional): the name the download is saved under.
 * The title is the schema's (or `ui:title`). The document is fetched with the applicant's token, drawn
 * by the lazily loaded PdfViewer, and offered as a "Download PDF" link (the text alternative).
 * The value starts false on every visit: only reaching the end sets it true.
 * Self-labelled; the field's errors are rendered by the FieldTemplate at `${id}__error`.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { errorMessage } from '../api/client.ts';
import { fetchDocument } from '../api/documents.ts';

const PdfViewer = lazy(() => import('./pdf/PdfViewer.tsx'));

type Loaded = { kind: 'loading' } | { kind: 'loaded'; bytes: Uint8Array } | { kind: 'failed'; message: string };

export function PdfDocumentField(props: FieldProps) {
  const { fieldPathId, rawErrors, onChange, uiSchema, schema, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const options = (uiSchema?.['ui:options'] ?? {}) as { href?: unknown; fileName?: unknown };
  const href = typeof options.href === 'string' ? options.href : '';
  const label = String(uiSchema?.['ui:title'] ?? schema.title ?? 'Document');
  const fileName = typeof options.fileName === 'string' ? options.fileName : href.split('/').pop() || 'document.pdf';
  const reached = props.formData === true;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!href) return;
    const abort = new AbortController();
    setLoaded({ kind: 'loading' });
    fetchDocument(href, abort.signal)
      .then((bytes) => setLoaded({ kind: 'loaded', bytes }))
      .catch((e: unknown) => { if (!abort.signal.aborted) setLoaded({ kind: 'failed', message: errorMessage(e) }); });
    return () => abort.abort();
  }, [href, attempt]);

  // The download link points at the fetched bytes: the API needs the token a plain link cannot send.
  const blobUrl = useMemo(() => (loaded.kind === 'loaded' ? URL.createObjectURL(new Blob([loaded.bytes.slice()], { type: 'application/pdf' })) : null), [loaded]);
  useEffect(() => () => { if (blobUrl) URL.revokeObjectURL(blobUrl); }, [blobUrl]);

  const labelId = `${id}__label`;
  const statusId = `${id}__status`;
  const describedBy = [statusId, rawErrors?.length ? errorId(fieldPathId) : ''].filter(Boolean).join(' ');
  const markRead = () => { if (!reached && !disabled && !readonly) onChange(true, fieldPathId.path); };

  // Only scrolling sets true. RJSF fills `const` values in as defaults (constAsDefaults), and a
  // restored draft may hold true from an earlier visit: start at false (defaults never replace it).
  useEffect(() => {
    if (props.formData !== false) onChange(false, fieldPathId.path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount
  }, []);

  return (
    <div className="w-pdf">
      <p id={labelId} className="w-label">{label}</p>
      <p id={statusId} className="w-hint" aria-live="polite">
        {reached ? 'You have reached the end of the document.' : 'Scroll to the end of the document to continue.'}
      </p>
      {!href ? <p className="w-error" role="alert">This document is not available.</p> : null}
      {loaded.kind === 'failed' ? (
        <div className="w-error" role="alert">
          <p>{loaded.message}</p>
          <button type="button" className="w-pdf__retry" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
        </div>
      ) : null}
      {href && loaded.kind === 'loading' ? <p className="pdfv__status">Loading the document…</p> : null}
      {loaded.kind === 'loaded' ? (
        <Suspense fallback={<p className="pdfv__status">Loading the document viewer…</p>}>
          <PdfViewer data={loaded.bytes} href={href} id={id} label={label} describedBy={describedBy} onBottom={markRead} />
        </Suspense>
      ) : null}
      {blobUrl ? (
        <p className="w-pdf__download">
          <a className="w-link" href={blobUrl} download={fileName}>
            Download PDF<span className="w-visually-hidden">: {label}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
