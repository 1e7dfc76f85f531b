/**
 * A disclosure document as text blocks (GET .../documents/{kind}.json): what the sandbox records
 * from the same calls that draw the PDF (sandbox/documents/documentText.ts) and what the app shows
 * as the phone's Text view. One contract for both sides.
 */
export type DocumentBlock =
  | { kind: 'title'; text: string; subtitle?: string }
  | { kind: 'heading'; text: string }
  /** `strong`: set in bold at its minimum size where the law says so (the Texas notice, §50(g): 14-point bold), and so in the Text view too. */
  | { kind: 'paragraph'; text: string; small?: boolean; strong?: boolean }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; rows: [string, string][] }
  | { kind: 'signature'; name: string; role: string; signedName?: string; signedOn?: string }
  | { kind: 'pageBreak' };

export interface DocumentText {
  title: string;
  /** The running footer of every page (lender, NMLS, loan number). */
  footer: string;
  blocks: DocumentBlock[];
}
