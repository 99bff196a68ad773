import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CURRENCY_SYMBOL } from '@ih/contract/constants';
import PDFDocument from 'pdfkit';
import { formatRupees } from './dates.ts';

/*
 * What the payment documents (receipt, tax invoice, yearly statement) share: fonts, colours, an A4
 * page and its edges, the titled blocks of names and addresses, and the tables. Text with Devanagari
 * (a Hindi reader's documents, design §19) is drawn in runs by `put`: Hindi in Noto Sans Devanagari,
 * the rest (digits, ₹, Latin) in our Latin faces; text without any is drawn as it always was.
 */

const FONT_DIR = path.resolve(import.meta.dirname, '../../../assets/fonts');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

interface Fonts {
  regular: Buffer | string;
  bold: Buffer | string;
  /** '₹' with DejaVu Sans; Helvetica has no rupee glyph, so without the font files it prints 'Rs.'. */
  rupee: string;
}

let fonts: Fonts | undefined;
export function loadFonts(): Fonts {
  if (!fonts) {
    fonts =
      existsSync(REGULAR) && existsSync(BOLD)
        ? { regular: readFileSync(REGULAR), bold: readFileSync(BOLD), rupee: CURRENCY_SYMBOL }
        : { regular: 'Helvetica', bold: 'Helvetica-Bold', rupee: 'Rs. ' };
  }
  return fonts;
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** Splits text into Devanagari runs (spaces between Devanagari words stay with them) and the rest. */
const DEVANAGARI_RUNS = /([\u0900-\u097F]+(?:\s+[\u0900-\u097F]+)*)/;

const devanagari = new Map<400 | 700, Buffer | null>();
/** Noto Sans Devanagari from @fontsource, when installed; null otherwise (Latin fonts draw the rest). */
export function devanagariFont(weight: 400 | 700 = 400): Buffer | null {
  if (devanagari.has(weight)) return devanagari.get(weight)!;
  let font: Buffer | null = null;
  try {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
    const file = path.join(dir, 'files', `noto-sans-devanagari-devanagari-${weight}-normal.woff`);
    if (existsSync(file)) font = readFileSync(file);
  } catch {
    font = null;
  }
  devanagari.set(weight, font);
  return font;
}

/** Documents the Hindi face is registered in (on first Devanagari, so English documents are unchanged). */
const withHindi = new WeakSet<PDFKit.PDFDocument>();
function hindiFace(doc: PDFKit.PDFDocument): boolean {
  if (withHindi.has(doc)) return true;
  const font = devanagariFont();
  if (!font) return false;
  doc.registerFont('hindi', font);
  doc.registerFont('hindi-bold', devanagariFont(700) ?? font);
  withHindi.add(doc);
  return true;
}

/**
 * Draws text as `doc.text` does, in the current face (`base` names it): text with Devanagari in runs,
 * each in a face that can draw it. A right-aligned or centred line that fits is placed run by run; a
 * longer one wraps from the left.
 */
export function put(
  doc: PDFKit.PDFDocument,
  base: 'regular' | 'bold',
  text: string,
  x: number,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  if (!DEVANAGARI.test(text) || !hindiFace(doc)) {
    doc.text(text, x, y, options);
    return;
  }
  const runs = text.split(DEVANAGARI_RUNS).filter(Boolean);
  const face = (run: string) => (DEVANAGARI.test(run) ? (base === 'bold' ? 'hindi-bold' : 'hindi') : base);
  const width = options.width ?? doc.page.width - doc.page.margins.right - x;
  const top = y ?? doc.y;
  if (options.align === 'right' || options.align === 'center') {
    const widths = runs.map((run) => doc.font(face(run)).widthOfString(run));
    const total = widths.reduce((a, w) => a + w, 0);
    if (total <= width && !text.includes('\n')) {
      let cx = x + (options.align === 'right' ? width - total : (width - total) / 2);
      runs.forEach((run, i) => {
        doc.font(face(run)).text(run, cx, top, { lineBreak: false });
        cx += widths[i]!;
      });
      doc.font(base);
      doc.x = x;
      doc.y = top + doc.currentLineHeight(true);
      return;
    }
  }
  runs.forEach((run, i) => {
    doc.font(face(run));
    const opts = { ...options, align: 'left' as const, width, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run, x, top, opts);
    else doc.text(run, opts);
  });
  doc.font(base);
}

export const INK = '#1f2430';
export const MUTED = '#5f6675';
export const VIOLET = '#6d28d9';
export const RULE = '#d9dce3';

const MARGIN = 50;

/** A document and where its text may go: from `left` to `right` (`width` apart), below the top margin. */
export interface Pdf {
  doc: PDFKit.PDFDocument;
  /** The bytes, when the document ends. */
  done: Promise<Buffer>;
  left: number;
  right: number;
  width: number;
}

/** An A4 document with our fonts registered as 'regular' and 'bold'. */
export function newPdf(info: PDFKit.DocumentInfo): Pdf {
  const f = loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const right = doc.page.width - MARGIN;
  return { doc, done, left: MARGIN, right, width: right - MARGIN };
}

/** A thin rule across the page at y, as under a document's heading and under each table row. */
export function rule(doc: PDFKit.PDFDocument, y: number, edges: { left: number; right: number }) {
  doc.moveTo(edges.left, y).lineTo(edges.right, y).strokeColor(RULE).stroke();
}

/** Money as printed: '₹1,23,456' (or 'Rs. ' where the rupee glyph's font is missing). */
export const pdfMoney = (n: number) => `${loadFonts().rupee}${formatRupees(n)}`;

/** A titled block of lines (a party, an address) at x; returns where the block ends. */
export function textBlock(
  doc: PDFKit.PDFDocument,
  x: number,
  top: number,
  width: number,
  title: string,
  lines: string[],
) {
  doc.font('bold').fontSize(9).fillColor(MUTED);
  put(doc, 'bold', title.toUpperCase(), x, top, { width });
  doc.font('regular').fontSize(10).fillColor(INK);
  let y = top + 16;
  for (const line of lines) {
    put(doc, 'regular', line, x, y, { width });
    y = doc.y + 2;
  }
  return y;
}

export interface Column {
  title: string;
  x: number;
  w: number;
  align: 'left' | 'right';
}

/** A table's shaded header row at y (taller when a title wraps, as two-language ones do); returns where the rows start. */
export function tableHeader(doc: PDFKit.PDFDocument, cols: Column[], left: number, width: number, y: number) {
  doc.font('bold').fontSize(9);
  const titles = Math.max(...cols.map((c) => doc.heightOfString(c.title, { width: c.w - 8 })));
  const line = doc.currentLineHeight(true);
  // One line (every English title): the row as it always was; a wrapped title makes it taller.
  const extra = titles > line * 1.5 ? Math.ceil(titles - line) : 0;
  doc.rect(left, y, width, 22 + extra).fill('#f3f0fb');
  doc.font('bold').fontSize(9).fillColor(INK);
  for (const c of cols) put(doc, 'bold', c.title, c.x + 4, y + 7, { width: c.w - 8, align: c.align });
  return y + 26 + extra;
}

export interface RowSpacing {
  /** The least height of a row. */
  min: number;
  /** Space added under the tallest cell. */
  pad: number;
  /** How far above the next row the rule under this one is drawn. */
  rule: number;
}

/** The height a row of these cells takes in the current font: its tallest wrapped cell, at least `min`. */
export function rowHeight(doc: PDFKit.PDFDocument, cols: Column[], cells: string[], s: RowSpacing): number {
  return Math.max(
    s.min,
    ...cols.map((c, k) => doc.heightOfString(cells[k] ?? '', { width: c.w - 8 }) + s.pad),
  );
}

/**
 * One row of a table at y — each cell wrapped inside its column, so no text runs into the next — and
 * the rule under it, from `left` to `right`. Returns where the next row starts. The receipt, the tax
 * invoice and the yearly statement all draw their rows here.
 */
export function tableRow(
  doc: PDFKit.PDFDocument,
  cols: Column[],
  cells: string[],
  y: number,
  edges: { left: number; right: number },
  s: RowSpacing,
  /** The face the caller set for the row. */
  face: 'regular' | 'bold' = 'regular',
): number {
  const next = y + rowHeight(doc, cols, cells, s);
  doc.fillColor(INK);
  for (const [k, c] of cols.entries())
    put(doc, face, cells[k] ?? '', c.x + 4, y, { width: c.w - 8, align: c.align });
  rule(doc, next - s.rule, edges);
  return next;
}

/** How a table's rows are spaced when nothing asks otherwise. */
const ROWS: RowSpacing = { min: 18, pad: 6, rule: 4 };

/**
 * A table at y: its header, then its rows in the regular face at 10 pt, each moved to a new page
 * (with the header again when `headerOnNewPage`) when it would reach into the `footRoom` kept at the
 * foot of the page for what follows the table. Returns where the table ends.
 */
export function drawTable(
  pdf: Pdf,
  cols: Column[],
  rows: string[][],
  y: number,
  layout: { footRoom: number; headerOnNewPage: boolean },
): number {
  const { doc } = pdf;
  const header = () => {
    y = tableHeader(doc, cols, pdf.left, pdf.width, y);
    doc.font('regular').fontSize(10);
  };
  header();
  for (const cells of rows) {
    if (y + rowHeight(doc, cols, cells, ROWS) > doc.page.height - layout.footRoom) {
      doc.addPage();
      y = MARGIN;
      if (layout.headerOnNewPage) header();
    }
    y = tableRow(doc, cols, cells, y, pdf, ROWS);
  }
  return y;
}
