import type { Language } from '@ih/contract/language';
import { SAC_CODE } from '@ih/contract/tax';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { textFor } from '../../../lib/i18n/index.ts';
import { formatIstDate } from '../dates.ts';
import { drawTable, INK, MUTED, newPdf, pdfMoney, put, rule, textBlock, VIOLET } from '../pdf-layout.ts';
import type { SupplierSnapshot } from './payment-tax.ts';
import { PLATFORM } from './platform.ts';

/** Everything a Rule 46 tax invoice prints; the caller loads it from the payment, this only draws. */
export interface InvoiceData {
  invoiceNumber: string;
  issuedAt: Date;
  supplier: SupplierSnapshot;
  lines: { description: string; amount: number }[];
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The payment it was settled by, for the footer (TDS is not part of the invoice value). */
  receiptNumber: string;
  tds: { amount: number; section: string; ratePercent: number } | null;
  netPaid: number;
  /** The supplier's language (design §19): Hindi adds its words beside the English labels. */
  language?: Language;
}

/**
 * A tax invoice under Rule 46 of the CGST Rules, 2017, with the creator as supplier and the
 * platform as recipient: supplier's name, address and GSTIN; a serial unique in the financial year;
 * date of issue; recipient's name, address and GSTIN; SAC; description; taxable value; rate and
 * amount of each tax; place of supply with its state; whether tax is payable on reverse charge; and
 * the supplier's authorised signatory line.
 */
export function renderInvoice(d: InvoiceData): Promise<Buffer> {
  const money = pdfMoney;
  const pdf = newPdf({
    Title: `Tax invoice ${d.invoiceNumber}`,
    Author: d.supplier.name,
    Subject: `Tax invoice to ${PLATFORM.legalName}`,
    CreationDate: d.issuedAt,
  });
  const { doc, done, left, width } = pdf;
  const intra = d.igst === 0;
  // The law's words stay in English; a Hindi reader gets the Hindi beside them ("State / राज्य").
  const english = textFor('en');
  const second = d.language && d.language !== 'en' ? textFor(d.language) : null;
  const label = (key: MessageKey) => (second ? `${english(key)} / ${second(key)}` : english(key));

  doc.fillColor(VIOLET).font('bold').fontSize(20).text(english('invoice.title'), left, 50);
  if (second) {
    doc.font('regular').fontSize(11);
    put(doc, 'regular', second('invoice.title'), left, 76);
  }
  doc.font('regular').fontSize(10).fillColor(MUTED);
  put(doc, 'regular', `${label('invoice.number')}: ${d.invoiceNumber}`, left, 52, { width, align: 'right' });
  put(doc, 'regular', `${label('invoice.date')}: ${formatIstDate(d.issuedAt)}`, left, 66, {
    width,
    align: 'right',
  });
  put(doc, 'regular', `${label('invoice.reverseCharge')}: ${label('invoice.no')}`, left, 80, {
    width,
    align: 'right',
  });
  rule(doc, 102, pdf);

  const colW = width / 2 - 10;
  const block = (x: number, title: string, lines: string[]) => textBlock(doc, x, 114, colW, title, lines);
  const bottom = Math.max(
    block(left, label('invoice.supplier'), [
      d.supplier.name,
      ...d.supplier.address,
      `${label('invoice.state')}: ${d.supplier.state} (${d.supplier.stateCode})`,
      `GSTIN: ${d.supplier.gstin}`,
    ]),
    block(left + width / 2, label('invoice.recipient'), [
      PLATFORM.legalName,
      ...PLATFORM.lines,
      `${label('invoice.state')}: ${PLATFORM.state} (${PLATFORM.stateCode})`,
      `GSTIN: ${PLATFORM.gstin}`,
    ]),
  );

  let y = bottom + 12;
  doc.font('regular').fontSize(10).fillColor(INK);
  put(
    doc,
    'regular',
    `${label('invoice.placeOfSupply')}: ${PLATFORM.state} (${PLATFORM.stateCode})`,
    left,
    y,
  );
  y += 24;

  const cols = [
    { title: '#', x: left, w: 24, align: 'left' as const },
    { title: label('invoice.description'), x: left + 24, w: 300, align: 'left' as const },
    { title: 'SAC', x: left + 324, w: 70, align: 'left' as const },
    { title: label('invoice.taxable'), x: left + 394, w: width - 394, align: 'right' as const },
  ];
  const rows = d.lines.map((line, i) => [String(i + 1), line.description, SAC_CODE, money(line.amount)]);
  y = drawTable(pdf, cols, rows, y, { footRoom: 200, headerOnNewPage: false });

  // Two-language labels start further left, so they stay on one line.
  const labelX = second ? left + 110 : left + 220;
  const row = (name: string, value: string, bold = false) => {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    put(doc, bold ? 'bold' : 'regular', name, labelX, y, { width: left + 420 - labelX });
    doc.text(value, left + 394, y, { width: width - 398, align: 'right' });
    y += bold ? 22 : 16;
  };
  y += 6;
  row(label('invoice.totalTaxable'), money(d.taxable));
  if (intra) {
    row('CGST @ 9%', money(d.cgst));
    row('SGST @ 9%', money(d.sgst));
  } else {
    row('IGST @ 18%', money(d.igst));
  }
  row(label('invoice.total'), money(d.taxable + d.cgst + d.sgst + d.igst), true);

  y += 8;
  doc.font('regular').fontSize(9).fillColor(MUTED);
  const settled = d.tds
    ? `Settled by payment ${d.receiptNumber}: ${money(d.netPaid)} paid after TDS of ${money(d.tds.amount)} u/s ${d.tds.section} @ ${d.tds.ratePercent}% on the taxable value.`
    : `Settled by payment ${d.receiptNumber}: ${money(d.netPaid)} paid.`;
  doc.text(settled, left, y, { width });
  y = doc.y + 28;
  doc.font('regular').fontSize(10).fillColor(INK);
  put(doc, 'regular', `For ${d.supplier.name}`, left, y, { width, align: 'right' });
  put(doc, 'regular', label('invoice.signatory'), left, y + 30, { width, align: 'right' });
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(
    `Issued on the supplier's behalf by ${PLATFORM.name} from the details the supplier keeps on their profile.`,
    left,
    y + 50,
    { width, align: 'right' },
  );
  doc.end();
  return done;
}
