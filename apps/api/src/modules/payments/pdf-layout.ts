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
