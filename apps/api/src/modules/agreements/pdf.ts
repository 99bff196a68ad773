import { formatIstMoment } from '@ih/contract/payout-terms';
import { devanagariFont, INK, MUTED, newPdf, rule, VIOLET } from '../payments/pdf-layout.ts';

/*
 * The agreement as a PDF (design §16): its text, then the certificate as the last page — the
 * SHA-256 of the text both signed, and for each signer their name, masked contact, channel, IP
 * address, user agent, and when they viewed and signed it (IST). Names in Devanagari are drawn
 * with Noto Sans Devanagari (from npm) where the text has any.
 */

export interface CertificateSigner {
  role: 'creator' | 'brand';
  name: string;
  contactMasked: string;
  channel: string;
  ip: string | null;
  userAgent: string | null;
  viewedAt: Date | null;
  signedAt: Date;
}

export interface AgreementPdfData {
  title: string;
  version: number;
  text: string;
  /** The SHA-256 of `text` (fixed at the first signature). */
  sha256: string;
  signers: CertificateSigner[];
  status: string;
  /** Fixed so a document drawn twice from the same state has the same dates inside. */
  issuedAt: Date;
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** Splits text into Devanagari runs (spaces between Devanagari words stay with them) and the rest. */
const DEVANAGARI_RUNS = /([\u0900-\u097F]+(?:\s+[\u0900-\u097F]+)*)/;

const ROLE_LABEL = { creator: 'Creator', brand: 'Brand' } as const;

/** Renders the agreement and its certificate page, resolving with the PDF bytes. */
export function renderAgreementPdf(d: AgreementPdfData): Promise<Buffer> {
  const pdf = newPdf({
    Title: `Agreement: ${d.title} (version ${d.version})`,
    Author: 'Influence Hub',
    Subject: `SHA-256 ${d.sha256}`,
    CreationDate: d.issuedAt,
  });
  const { doc, done, left, width } = pdf;
  const hindi = devanagariFont();
  if (hindi) doc.registerFont('hindi', hindi);
  /**
   * Writes a line in runs, each in a face that can draw it: Devanagari in Noto Sans Devanagari (its
   * subset has no Latin), the rest in our Latin faces.
   */
  const write = (line: string, base: 'regular' | 'bold', x: number, y: number | undefined, w: number) => {
    const runs = hindi ? line.split(DEVANAGARI_RUNS).filter(Boolean) : [line];
    if (runs.length === 0) runs.push(' ');
    runs.forEach((run, i) => {
      doc.font(hindi && DEVANAGARI.test(run) ? 'hindi' : base);
      const options = { width: w, continued: i < runs.length - 1 };
      if (i === 0) doc.text(run, x, y, options);
      else doc.text(run, options);
    });
  };

  // The agreement's text, line by line: headings (numbered lines) in bold.
  doc.fillColor(VIOLET).font('bold').fontSize(18).text('Influence Hub', left, 50);
  doc.moveDown(0.5);
  for (const line of d.text.split('\n')) {
    const heading = /^\d+\. /.test(line) || line.startsWith('INFLUENCE HUB');
    doc.fontSize(heading ? 12 : 10).fillColor(INK);
    write(line || ' ', heading ? 'bold' : 'regular', left, undefined, width);
    if (heading) doc.moveDown(0.2);
  }

  // The certificate: always its own, last page.
  doc.addPage();
  doc.fillColor(VIOLET).font('bold').fontSize(18).text('Certificate of signing', left, 50);
  doc.font('regular').fontSize(10).fillColor(MUTED);
  doc.text(`${d.title} · agreement version ${d.version} · ${d.status}`, left, undefined, { width });
  doc.text(`Issued ${formatIstMoment(d.issuedAt)}`, left, undefined, { width });
  rule(doc, doc.y + 8, pdf);
  doc.moveDown(1.2);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text('SHA-256 of the agreement text', left, undefined, { width });
  doc.font('regular').fontSize(9).text(d.sha256, left, undefined, { width });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text(
    'Anyone can check this document at Influence Hub’s /verify page: the text’s hash and this file’s hash are on record.',
    left,
    undefined,
    { width },
  );
  for (const s of d.signers) {
    doc.moveDown(1);
    rule(doc, doc.y, pdf);
    doc.moveDown(0.6);
    doc.font('bold').fontSize(11).fillColor(INK).text(`${ROLE_LABEL[s.role]}`, left, undefined, { width });
    const rows: [string, string][] = [
      ['Name', s.name],
      ['Contact', s.contactMasked],
      ['Channel', s.channel === 'mobile' ? 'Code by SMS' : 'Code by e-mail'],
      ['IP address', s.ip ?? 'unknown'],
      ['User agent', s.userAgent ?? 'unknown'],
      ['Viewed at', s.viewedAt ? formatIstMoment(s.viewedAt) : 'not recorded'],
      ['Signed at', formatIstMoment(s.signedAt)],
    ];
    for (const [label, value] of rows) {
      const y = doc.y + 2;
      doc.font('bold').fontSize(9).fillColor(MUTED).text(label, left, y, { width: 90 });
      doc.fontSize(9).fillColor(INK);
      write(value, 'regular', left + 95, y, width - 95);
    }
  }
  if (d.signers.length < 2) {
    doc.moveDown(1);
    doc.font('regular').fontSize(9).fillColor(MUTED);
    doc.text('Not yet signed by both sides.', left, undefined, { width });
  }
  doc.end();
  return done;
}
