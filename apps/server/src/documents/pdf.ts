// Generated PDF documents (reports, certificates, audit reports): a thin layer over pdfkit that writes
// every text in the CJK font shipped in an npm package (Noto Sans SC, SIL OFL), embedded as a subset,
// so that a document reads the same on every machine and never depends on the fonts installed where
// the server runs. pdfkit's default font (Helvetica) is never used: the document opens with ours.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const FONT_PATH = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
);

export const PDF_TYPE = 'application/pdf';

const SIZES = { title: 18, heading: 13, subheading: 11, body: 9.5, small: 8 } as const;
const CELL_PADDING = 4;
const GREY = '#555555';
const RULE = '#999999';
const HEADER_FILL = '#eeeeee';

export interface PdfColumn {
  header: string;
  /** Relative width: the columns share the page's width in proportion. */
  width: number;
  align?: 'left' | 'right' | 'center';
}
export type PdfCell = string | number | null | undefined;

export interface PdfOptions {
  /** The document's title in its properties (and the first page's title when `showTitle`). */
  title: string;
  author?: string;
  language?: string;
  /** "Page {{page}} of {{pages}}" in the reader's language, printed at the foot of each page. */
  pageLabel?: (page: number, pages: number) => string;
}

/** A PDF being written top to bottom: title, headings, paragraphs, tables that break across pages. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly pageLabel: PdfOptions['pageLabel'];

  constructor(options: PdfOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: 56, bottom: 56, left: 50, right: 50 },
      font: FONT_PATH,
      bufferPages: true,
      lang: options.language,
      displayTitle: true,
      info: { Title: options.title, ...(options.author ? { Author: options.author } : {}) },
    });
    this.pageLabel = options.pageLabel;
    this.doc.fontSize(SIZES.body);
  }

  private get width() {
    const { page } = this.doc;
    return page.width - page.margins.left - page.margins.right;
  }

  private get left() {
    return this.doc.page.margins.left;
  }

  /** Starts a new page when less than `height` points are left on this one. */
  private room(height: number) {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
  }

  title(words: string, subtitle?: string) {
    this.doc.fontSize(SIZES.title).fillColor('black').text(words, this.left, this.doc.y, {
      width: this.width,
      align: 'center',
    });
    if (subtitle) {
      this.doc.moveDown(0.3).fontSize(SIZES.body).fillColor(GREY).text(subtitle, { align: 'center' });
    }
    this.doc.fillColor('black').fontSize(SIZES.body).moveDown(1.2);
    return this;
  }

  heading(words: string, level: 1 | 2 = 1) {
    const size = level === 1 ? SIZES.heading : SIZES.subheading;
    this.room(size * 4);
    this.doc
      .moveDown(level === 1 ? 0.8 : 0.5)
      .fontSize(size)
      .fillColor('black')
      .text(words, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3).fontSize(SIZES.body);
    return this;
  }

  paragraph(words: string, options: { muted?: boolean } = {}) {
    this.doc
      .fontSize(SIZES.body)
      .fillColor(options.muted ? GREY : 'black')
      .text(words, this.left, this.doc.y, { width: this.width, lineGap: 2 });
    this.doc.fillColor('black').moveDown(0.4);
    return this;
  }

  /** Label–value lines (a two-column table without a header row). */
  facts(rows: [string, PdfCell][]) {
    return this.table(
      [
        { header: '', width: 1 },
        { header: '', width: 2.6 },
      ],
      rows,
      { header: false },
    );
  }

  /** A table; rows move to the next page whole, with the header row repeated there. */
  table(columns: PdfColumn[], rows: PdfCell[][], options: { header?: boolean } = {}) {
    const { doc } = this;
    const showHeader = options.header ?? true;
    const share = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / share) * this.width);
    const maxRow = doc.page.maxY() - doc.page.margins.top - 40;
    doc.fontSize(SIZES.small);

    const heightOf = (cells: PdfCell[]) =>
      Math.min(
        maxRow,
        Math.max(
          ...cells.map(
            (cell, i) =>
              doc.heightOfString(textOf(cell), { width: widths[i]! - 2 * CELL_PADDING }) + 2 * CELL_PADDING,
          ),
        ),
      );
    const draw = (cells: PdfCell[], header: boolean) => {
      const height = heightOf(cells);
      const top = doc.y;
      let x = this.left;
      cells.forEach((cell, i) => {
        const w = widths[i]!;
        if (header) doc.rect(x, top, w, height).fill(HEADER_FILL);
        doc.lineWidth(0.5).rect(x, top, w, height).stroke(RULE);
        doc.fillColor('black').text(textOf(cell), x + CELL_PADDING, top + CELL_PADDING, {
          width: w - 2 * CELL_PADDING,
          height: height - 2 * CELL_PADDING,
          align: header ? 'left' : (columns[i]!.align ?? 'left'),
          ellipsis: true,
        });
        x += w;
      });
      doc.x = this.left;
      doc.y = top + height;
    };
    const headerCells = columns.map((c) => c.header);

    if (showHeader) {
      this.room(heightOf(headerCells) + heightOf(rows[0] ?? []));
      draw(headerCells, true);
    }
    for (const row of rows) {
      if (doc.y + heightOf(row) > doc.page.maxY()) {
        doc.addPage();
        doc.fontSize(SIZES.small);
        if (showHeader) draw(headerCells, true);
      }
      draw(row, false);
    }
    doc.fontSize(SIZES.body).moveDown(0.6);
    return this;
  }

  pageBreak() {
    this.doc.addPage();
    return this;
  }

  /** Finishes the document: page numbers, then the bytes. */
  async toBuffer(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.end();
    await ended;
    return Buffer.concat(chunks);
  }

  /** Finishes the document and hands it over as a stream (pdfkit's document is a Readable). */
  stream(): NodeJS.ReadableStream {
    this.end();
    return this.doc;
  }

  private end() {
    const { doc } = this;
    if (this.pageLabel) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Writing below the bottom margin would open a new page: lift the margin while the foot is written.
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc
          .fontSize(SIZES.small)
          .fillColor(GREY)
          .text(this.pageLabel(i + 1, range.count), this.left, doc.page.height - bottom / 2 - SIZES.small, {
            width: this.width,
            align: 'center',
            lineBreak: false,
          });
        doc.page.margins.bottom = bottom;
      }
    }
    doc.end();
  }
}

function textOf(cell: PdfCell): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

export function createPdf(options: PdfOptions): PdfWriter {
  return new PdfWriter(options);
}
