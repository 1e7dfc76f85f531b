/**
 * A disclosure document as structured text: the same calls that draw the PDF (pdfWriter.ts),
 * recorded as blocks, so the app can show the very same content as HTML that reads on a phone
 * (GET .../documents/{kind}.json). Both come from one description of the document
 * (disclosureDocuments.ts), so they cannot disagree.
 */

import type { DocumentBlock, DocumentText } from '../../engine/types/documentText.ts';

export type { DocumentBlock, DocumentText };

/** What a document is written to: the PDF writer or the text recorder. */
export interface DocumentSink {
  title(text: string, subtitle?: string): void;
  heading(text: string): void;
  paragraph(text: string, options?: { size?: number; bold?: boolean; indent?: number }): void;
  bullets(items: string[]): void;
  table(rows: [string, string][], options?: { alignRight?: boolean }): void;
  signature(name: string, role: string, signedName?: string, signedOn?: string): void;
  newPage(): void;
}

export class TextRecorder implements DocumentSink {
  readonly blocks: DocumentBlock[] = [];
  title(text: string, subtitle?: string): void { this.blocks.push(subtitle ? { kind: 'title', text, subtitle } : { kind: 'title', text }); }
  heading(text: string): void { this.blocks.push({ kind: 'heading', text }); }
  paragraph(text: string, options: { size?: number; bold?: boolean } = {}): void {
    if (options.size !== undefined && options.size < 10) this.blocks.push({ kind: 'paragraph', text, small: true });
    else this.blocks.push(options.bold ? { kind: 'paragraph', text, strong: true } : { kind: 'paragraph', text });
  }
  bullets(items: string[]): void { this.blocks.push({ kind: 'bullets', items: [...items] }); }
  table(rows: [string, string][]): void { this.blocks.push({ kind: 'table', rows: rows.map(([a, b]) => [a, b]) }); }
  signature(name: string, role: string, signedName?: string, signedOn?: string): void {
    this.blocks.push({ kind: 'signature', name, role, ...(signedName ? { signedName } : {}), ...(signedOn ? { signedOn } : {}) });
  }
  newPage(): void { this.blocks.push({ kind: 'pageBreak' }); }
}
