import type { DisclosureFacts } from './disclosureFacts.js';
import type { DocumentSink } from './documentText.js';

/**
 * The clauses of the state's own terms stated in `document` (facts.stateTerms, filled in from the
 * application: sandbox/routes/documents.ts stateTermsFor), numbered on from `first` when given.
 */
export function stateClauses(w: DocumentSink, f: DisclosureFacts, document: 'agreement' | 'deed', first?: number): void {
  const clauses = (f.stateTerms?.clauses ?? []).filter((c) => c.documents.includes(document));
  clauses.forEach((c, i) => {
    w.heading(first !== undefined ? `${first + i}. ${c.heading}` : c.heading);
    w.paragraph(c.text);
  });
}
