/**
 * A screen's `documents` (schemas/meta/screen.schema.json): each document's title, its note (when it
 * was signed) and a button that saves the PDF. The document API needs the applicant's token, which a
 * plain link cannot send, so the PDF is fetched on the click and handed to the browser as a file.
 * `copy.documentsTitle` heads the list.
 */
import { useState } from 'react';
import { errorMessage } from '../api/client.ts';
import { ErrorText } from '../ui/ErrorText.tsx';
import { fetchDocument } from '../api/documents.ts';
import type { ScreenDocument } from '../../engine/index.ts';
import { useRendererWords } from '../app/words.ts';
import { GoverningNotice } from '../fields/GoverningNotice.tsx';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; message: string };

function DocumentItem({ document: d, id }: { document: ScreenDocument; id: string }) {
  const w = useRendererWords();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const save = async () => {
    setState({ kind: 'loading' });
    try {
      const bytes = await fetchDocument(d.href);
      const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
      const a = window.document.createElement('a');
      a.href = url;
      a.download = d.fileName ?? d.href.split('/').pop() ?? 'document.pdf';
      window.document.body.appendChild(a);
      a.click();
      a.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ kind: 'idle' });
    } catch (e) {
      setState({ kind: 'failed', message: errorMessage(e) });
    }
  };
  return (
    <li className="screen__document">
      <span className="screen__document-title" id={`${id}-title`}>{d.label}</span>
      {d.note ? <span className="screen__document-note">{d.note}</span> : null}
      <button type="button" className="button button--secondary screen__document-save" aria-describedby={`${id}-title`} disabled={state.kind === 'loading'} onClick={() => { void save(); }}>
        {state.kind === 'loading' ? w('preparingPdf') : w('savePdf')}
      </button>
      {state.kind === 'failed' ? <span className="w-error" role="alert"><ErrorText as="span">{state.message} {w('pleaseTryAgain')}</ErrorText></span> : null}
    </li>
  );
}

export function DocumentList({ documents, title }: { documents: ScreenDocument[]; title?: unknown }) {
  const w = useRendererWords();
  if (documents.length === 0) return null;
  const heading = typeof title === 'string' && title ? title : w('yourDocuments');
  return (
    <section className="screen__documents" aria-labelledby="screen-documents-title">
      <h2 id="screen-documents-title">{heading}</h2>
      <GoverningNotice />
      <ul>
        {documents.map((d, i) => <DocumentItem key={d.href} document={d} id={`screen-document-${i}`} />)}
      </ul>
    </section>
  );
}
