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
