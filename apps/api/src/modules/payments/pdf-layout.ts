import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CURRENCY_SYMBOL } from '@ih/contract/constants';
import PDFDocument from 'pdfkit';
import { formatRupees } from './dates.ts';

/*
 * What the payment documents (receipt, tax invoice, yearly statement) share: fonts, colours, an A4
 * page, the titled blocks of names and addresses, and the tables' header row.
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

export const INK = '#1f2430';
export const MUTED = '#5f6675';
export const VIOLET = '#6d28d9';
export const RULE = '#d9dce3';

/** An A4 document with our fonts registered as 'regular' and 'bold', and its bytes when it ends. */
export function newPdf(info: PDFKit.DocumentInfo): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const f = loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
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
  doc.font('bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width });
  doc.font('regular').fontSize(10).fillColor(INK);
  let y = top + 16;
  for (const line of lines) {
    doc.text(line, x, y, { width });
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

/** A table's shaded header row at y; returns where the rows start. */
export function tableHeader(doc: PDFKit.PDFDocument, cols: Column[], left: number, width: number, y: number) {
  doc.rect(left, y, width, 22).fill('#f3f0fb');
  doc.font('bold').fontSize(9).fillColor(INK);
  for (const c of cols) doc.text(c.title, c.x + 4, y + 7, { width: c.w - 8, align: c.align });
  return y + 26;
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
): number {
  const next = y + rowHeight(doc, cols, cells, s);
  doc.fillColor(INK);
  for (const [k, c] of cols.entries())
    doc.text(cells[k] ?? '', c.x + 4, y, { width: c.w - 8, align: c.align });
  doc
    .moveTo(edges.left, next - s.rule)
    .lineTo(edges.right, next - s.rule)
    .strokeColor(RULE)
    .stroke();
  return next;
}
