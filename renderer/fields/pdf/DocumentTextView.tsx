/**
 * A disclosure document read as text (the PDF's content word for word, GET .../{kind}.json): sized
 * for the screen it is on, so it reads on a phone where a 343 px wide PDF page has 5 px letters.
 * A scrolling region with the same name and id as the page view; reaching its end counts as
 * reading the document (001 §2, useReachedEnd).
 */
import { useRef } from 'react';
import type { DocumentBlock, DocumentText } from '../../api/documents.ts';
import { useReachedEnd } from './useReachedEnd.ts';
import { useRendererWords } from '../../app/words.ts';

function Block({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case 'title':
      return (
        <>
          <h3 className="doc__title">{block.text}</h3>
          {block.subtitle ? <p className="doc__subtitle">{block.subtitle}</p> : null}
        </>
      );
    case 'heading': return <h4 className="doc__heading">{block.text}</h4>;
    case 'paragraph': return <p className={block.small ? 'doc__small' : block.strong ? 'doc__strong' : undefined}>{block.text}</p>;
    case 'bullets': return <ul className="doc__list">{block.items.map((t, i) => <li key={i}>{t}</li>)}</ul>;
    case 'table':
      return (
        <dl className="doc__table">
          {block.rows.map(([label, value], i) => <div key={i} className="doc__row"><dt>{label}</dt><dd>{value}</dd></div>)}
        </dl>
      );
    case 'signature':
      return (
        <p className="doc__signature">
          {block.signedName ? <span className="doc__signed">/s/ {block.signedName}{block.signedOn ? `, signed electronically on ${block.signedOn}` : ''}</span> : null}
          <span className="doc__sign-line" aria-hidden="true" />{block.name}, {block.role}
        </p>
      );
    case 'pageBreak': return <hr className="doc__page-break" />;
  }
}

export function DocumentTextView({ text, id, label, describedBy, onEnd }: { text: DocumentText; id?: string; label: string; describedBy?: string; onEnd(): void }) {
  const w = useRendererWords();
  const scroller = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  useReachedEnd(scroller, marker, true, onEnd);
  return (
    <div ref={scroller} id={id} className="pdfv__scroller doc" role="region" aria-label={label} aria-describedby={describedBy} tabIndex={0}>
      <article className="doc__body" lang="en">
        {text.blocks.map((b, i) => <Block key={i} block={b} />)}
        <p className="doc__small doc__footer">{text.footer}</p>
      </article>
      <div ref={marker} className="pdfv__end" data-testid="pdf-bottom">{w('documentEnd')}</div>
    </div>
  );
}
