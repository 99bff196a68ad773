import { formatIstDate, formatIstDateTime } from './dates.ts';
import { drawTable, INK, MUTED, newPdf, pdfMoney, rule, textBlock, VIOLET } from './pdf-layout.ts';
import { PLATFORM } from './tax/platform.ts';

/** Everything printed on a receipt; the caller loads it, this file only draws. */
export interface ReceiptData {
  receiptNumber: string;
  paidAt: Date;
  paymentMethod: string;
  reference: string | null;
  status: string;
  /** As kept on the payment when it was made (issue 26). */
  payee: { name: string; email: string; mobile: string; panMasked?: string | null; address?: string };
  destination: { upiId: string | null; bank: { name: string; maskedAccount: string; ifsc: string } | null };
  tasks: { eventName: string; campaignCode: string; applicationCode: string; amount: number }[];
  /** Gross of the tasks; TDS deducted from it (null: none); total = what was paid (net). */
  gross: number;
  tds: { amount: number; section: string; ratePercent: number } | null;
  total: number;
}

/** The payer (the platform's one description lives in the tax module). */
export const PAYER = PLATFORM;

/** Where the money went, as one line per fact. */
function destinationLines(d: ReceiptData): string[] {
  const upi = d.destination.upiId ? [`UPI ID: ${d.destination.upiId}`] : [];
  const bank = d.destination.bank
    ? [
        `Bank: ${d.destination.bank.name}`,
        `Account: ${d.destination.bank.maskedAccount}`,
        `IFSC: ${d.destination.bank.ifsc}`,
      ]
    : [];
  // The method says where the money went; for 'Other', or a method with no details on file, show all we have.
  if (d.paymentMethod === 'UPI' && upi.length) return upi;
  if (d.paymentMethod === 'Bank Transfer' && bank.length) return bank;
  const all = [...upi, ...bank];
  return all.length ? all : ['Not on file'];
}

/** Renders the receipt and resolves with the PDF bytes. */
export function renderReceipt(d: ReceiptData): Promise<Buffer> {
  const money = pdfMoney;
  const pdf = newPdf({
    Title: `Payment receipt ${d.receiptNumber}`,
    Author: PAYER.name,
    Subject: `Payment to ${d.payee.name}`,
    // Fixed to the payment time so a regenerated receipt has the same content.
    CreationDate: d.paidAt,
  });

  const { doc, done, left, width } = pdf;

  doc.fillColor(VIOLET).font('bold').fontSize(22).text(PAYER.name, left, 50);
  doc.fillColor(INK).font('bold').fontSize(14).text('Payment Receipt', left, 50, { width, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(MUTED);
  doc.text(`Receipt No: ${d.receiptNumber}`, left, 72, { width, align: 'right' });
  doc.text(`Payment date: ${formatIstDateTime(d.paidAt)}`, left, 86, { width, align: 'right' });
  rule(doc, 110, pdf);

  // Three columns: payer, payee, payout destination.
  const colW = width / 3 - 10;
  const block = (x: number, title: string, lines: string[]) => textBlock(doc, x, 124, colW, title, lines);
  const bottom = Math.max(
    block(left, 'Paid by', [PAYER.name, ...PAYER.lines, PAYER.email]),
    block(left + width / 3, 'Paid to', [
      d.payee.name,
      ...(d.payee.address ? [d.payee.address] : []),
      d.payee.email,
      `+91 ${d.payee.mobile}`,
      ...(d.payee.panMasked ? [`PAN: ${d.payee.panMasked}`] : []),
    ]),
    block(left + (2 * width) / 3, 'Payout to', destinationLines(d)),
  );

  // The payment's facts in the same three columns, each wrapping inside its own: a long reference
  // (UTR) grows downwards instead of running into the status (issue 26).
  let y = bottom + 16;
  doc.font('bold').fontSize(9).fillColor(MUTED).text('PAYMENT', left, y);
  const facts: [number, string][] = [
    [left, `Method: ${d.paymentMethod}`],
    [left + width / 3, `Reference (UTR): ${d.reference ?? 'Not given'}`],
    [
      left + (2 * width) / 3,
      `Status: ${d.status === 'paid' ? 'Paid' : d.status === 'failed' ? 'Failed' : d.status}`,
    ],
  ];
  let factsEnd = y + 16;
  for (const [x, text] of facts) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(text, x, y + 16, { width: colW });
    factsEnd = Math.max(factsEnd, doc.y);
  }
  y = factsEnd + 16;

  // The task table; it continues on a new page when it reaches the bottom margin.
  const cols = [
    { title: '#', x: left, w: 24, align: 'left' as const },
    { title: 'Campaign', x: left + 24, w: 190, align: 'left' as const },
    { title: 'Campaign ID', x: left + 220, w: 90, align: 'left' as const },
    { title: 'Application ID', x: left + 314, w: 100, align: 'left' as const },
    { title: 'Amount', x: left + 414, w: width - 414, align: 'right' as const },
  ];
  // Long event names wrap inside their column; the row grows to fit them.
  const rows = d.tasks.map((t, i) => [
    String(i + 1).padStart(2, '0'),
    t.eventName,
    t.campaignCode,
    t.applicationCode,
    money(t.amount),
  ]);
  y = drawTable(pdf, cols, rows, y, { footRoom: 110, headerOnNewPage: true });

  y += 6;
  if (d.tds) {
    // The TDS line (design §13): gross, what was deducted under which section, then what was paid.
    doc.font('regular').fontSize(10).fillColor(INK);
    doc.text('Gross amount', left + 220, y, { width: 190 });
    doc.text(money(d.gross), left + 314, y, { width: width - 318, align: 'right' });
    y += 16;
    doc.text(`TDS u/s ${d.tds.section} @ ${d.tds.ratePercent}%`, left + 220, y, { width: 190 });
    doc.text(`− ${money(d.tds.amount)}`, left + 314, y, { width: width - 318, align: 'right' });
    y += 20;
  }
  doc.font('bold').fontSize(12).fillColor(INK);
  doc.text('Total paid', left + 220, y, { width: 190 });
  doc.text(money(d.total), left + 314, y, { width: width - 318, align: 'right' });
  y += 22;
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text(`Amounts in Indian rupees. Paid on ${formatIstDate(d.paidAt)}.`, left, y, { width });
  doc.text('This is a computer-generated receipt and needs no signature.', left, y + 14, { width });
  doc.end();
  return done;
}
