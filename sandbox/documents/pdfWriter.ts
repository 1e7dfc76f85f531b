/**
 * A small flowing-text writer over pdf-lib for the sandbox's disclosure documents: headings,
 * wrapped paragraphs, two-column tables and signature lines on US Letter pages, with a running
 * footer ("Page n of m") added when the document is finished. Only the standard Helvetica fonts
 * (WinAnsi), so text is limited to Latin-1; `plain()` maps the few typographic characters we use.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 612, height: 792 };
const MARGIN = { x: 60, top: 64, bottom: 72 };
const TEXT = rgb(0.12, 0.16, 0.2);
const MUTED = rgb(0.35, 0.39, 0.45);
const RULE = rgb(0.78, 0.8, 0.83);

/** Replaces characters Helvetica's WinAnsi encoding lacks with plain equivalents. */
export function plain(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u2013|\u2014|\u2212/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00A0/g, ' ')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

export interface DocumentInfo {
  title: string;
  subject: string;
  author: string;
  /** Left part of the running footer, e.g. the lender and loan number. */
  footer: string;
  createdAt: Date;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly width = PAGE.width - MARGIN.x * 2;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly info: DocumentInfo,
  ) {
    this.newPage();
  }

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(plain(info.title), { showInWindowTitleBar: true });
    doc.setSubject(plain(info.subject));
    doc.setAuthor(plain(info.author));
    doc.setCreator('HELOC sandbox lender');
    doc.setProducer('pdf-lib');
    doc.setLanguage('en-US');
    doc.setCreationDate(info.createdAt);
    doc.setModificationDate(info.createdAt);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold, info);
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of plain(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  title(text: string, subtitle?: string): void {
    this.ensure(60);
    for (const line of this.wrap(text, this.bold, 18, this.width)) {
      this.page.drawText(line, { x: MARGIN.x, y: this.y - 18, size: 18, font: this.bold, color: TEXT });
      this.y -= 24;
    }
    if (subtitle) {
      for (const line of this.wrap(subtitle, this.regular, 10, this.width)) {
        this.page.drawText(line, { x: MARGIN.x, y: this.y - 10, size: 10, font: this.regular, color: MUTED });
        this.y -= 14;
      }
    }
    this.y -= 6;
    this.rule();
  }

  heading(text: string): void {
    this.ensure(48);
    this.y -= 8;
    for (const line of this.wrap(text, this.bold, 12, this.width)) {
      this.page.drawText(line, { x: MARGIN.x, y: this.y - 12, size: 12, font: this.bold, color: TEXT });
      this.y -= 17;
    }
    this.y -= 2;
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const leading = size * 1.4;
    for (const line of this.wrap(text, font, size, this.width - indent)) {
      this.ensure(leading);
      this.page.drawText(line, { x: MARGIN.x + indent, y: this.y - size, size, font, color: TEXT });
      this.y -= leading;
    }
    this.y -= size * 0.6;
  }

  bullets(items: string[]): void {
    for (const item of items) {
      this.ensure(14);
      this.page.drawText('-', { x: MARGIN.x + 4, y: this.y - 10, size: 10, font: this.regular, color: TEXT });
      this.paragraph(item, { indent: 16 });
      this.y += 4;
    }
    this.y -= 4;
  }

  /** Label/value rows; the value column is right-aligned when `alignRight`. */
  table(rows: [string, string][], options: { alignRight?: boolean } = {}): void {
    const labelWidth = this.width * 0.62;
    const valueWidth = this.width - labelWidth - 8;
    for (const [label, value] of rows) {
      const labelLines = this.wrap(label, this.regular, 10, labelWidth);
      const valueLines = this.wrap(value, this.bold, 10, valueWidth);
      const height = Math.max(labelLines.length, valueLines.length) * 14 + 6;
      this.ensure(height);
      labelLines.forEach((line, i) => this.page.drawText(line, { x: MARGIN.x, y: this.y - 10 - i * 14, size: 10, font: this.regular, color: TEXT }));
      valueLines.forEach((line, i) => {
        const w = this.bold.widthOfTextAtSize(line, 10);
        const x = options.alignRight ? MARGIN.x + this.width - w : MARGIN.x + labelWidth + 8;
        this.page.drawText(line, { x, y: this.y - 10 - i * 14, size: 10, font: this.bold, color: TEXT });
      });
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN.x, y: this.y + 3 }, end: { x: MARGIN.x + this.width, y: this.y + 3 }, thickness: 0.5, color: RULE });
    }
    this.y -= 8;
  }

  /** A signature line with the signer's typed name (or blank) and a date line. */
  signature(name: string, role: string, signedName?: string, signedOn?: string): void {
    this.ensure(70);
    this.y -= 24;
    if (signedName) this.page.drawText(plain(`/s/ ${signedName}`), { x: MARGIN.x, y: this.y + 4, size: 11, font: this.bold, color: TEXT });
    if (signedOn) this.page.drawText(plain(signedOn), { x: MARGIN.x + 330, y: this.y + 4, size: 10, font: this.regular, color: TEXT });
    this.page.drawLine({ start: { x: MARGIN.x, y: this.y }, end: { x: MARGIN.x + 290, y: this.y }, thickness: 0.75, color: TEXT });
    this.page.drawLine({ start: { x: MARGIN.x + 330, y: this.y }, end: { x: MARGIN.x + this.width, y: this.y }, thickness: 0.75, color: TEXT });
    this.page.drawText(plain(`${name}, ${role}`), { x: MARGIN.x, y: this.y - 12, size: 9, font: this.regular, color: MUTED });
    this.page.drawText('Date', { x: MARGIN.x + 330, y: this.y - 12, size: 9, font: this.regular, color: MUTED });
    this.y -= 30;
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN.x, y: this.y }, end: { x: MARGIN.x + this.width, y: this.y }, thickness: 1, color: RULE });
    this.y -= 12;
  }

  /** Adds the running footer to every page and answers the file's bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const right = `Page ${i + 1} of ${pages.length}`;
      page.drawText(plain(this.info.footer), { x: MARGIN.x, y: 36, size: 8, font: this.regular, color: MUTED });
      page.drawText(right, { x: PAGE.width - MARGIN.x - this.regular.widthOfTextAtSize(right, 8), y: 36, size: 8, font: this.regular, color: MUTED });
    });
    return this.doc.save();
  }
}
