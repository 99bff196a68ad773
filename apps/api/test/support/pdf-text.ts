import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as a reader's copy-paste would give it: how tests check what a document says. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** One run of text as a PDF page places it: its box in points, from the bottom-left corner. */
export interface TextRun {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every non-blank text run of a PDF with its position and size (pdf.js, as a viewer lays it out). */
export async function pdfTextRuns(bytes: Buffer | Uint8Array): Promise<TextRun[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const runs: TextRun[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [, , , d = 0, x = 0, y = 0] = item.transform as number[];
        runs.push({ page: n, text: item.str, x, y, width: item.width, height: item.height || Math.abs(d) });
      }
    }
  } finally {
    await doc.destroy();
  }
  return runs;
}

/**
 * Pairs of runs whose boxes overlap on a page (text printed over text). A run's box goes from its
 * baseline up its height, less a hair on each side, so runs that merely touch do not count.
 */
export function overlappingRuns(runs: TextRun[], tolerance = 0.75): [TextRun, TextRun][] {
  const out: [TextRun, TextRun][] = [];
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      const a = runs[i]!;
      const b = runs[j]!;
      if (a.page !== b.page) continue;
      const xs = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const ys = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (xs > tolerance && ys > tolerance) out.push([a, b]);
    }
  }
  return out;
}
