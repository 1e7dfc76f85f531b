/**
 * The document field, loaded with the screen that uses it (the disclosure screens only), so its
 * viewer, text view and zoom stay out of the first registration screen. RJSF needs a plain
 * component, so React.lazy is wrapped here, with its own fallback so the rest of the form shows
 * at once.
 */
import { lazy, Suspense } from 'react';
import type { FieldProps } from '@rjsf/utils';

const PdfDocument = lazy(() => import('./PdfDocumentField.tsx').then((m) => ({ default: m.PdfDocumentField })));

export function LazyPdfDocumentField(props: FieldProps) {
  return (
    <Suspense fallback={<p className="pdfv__status">Loading the document…</p>}>
      <PdfDocument {...props} />
    </Suspense>
  );
}
