import type { Language } from '@ih/contract/language';
import { en } from '../../lib/i18n/en.ts';
import { type MessageKey, type Text, textFor } from '../../lib/i18n/index.ts';
import { formatIstDate, formatIstDateTime } from './dates.ts';
import { drawTable, INK, MUTED, newPdf, pdfMoney, put, rule, textBlock, VIOLET } from './pdf-layout.ts';
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
  /** The creator's language (design §19): the labels are in it; amounts, dates and codes are the same. */
  language?: Language;
}

/** The payer (the platform's one description lives in the tax module). */
export const PAYER = PLATFORM;

/** Where the money went, as one line per fact. */
function destinationLines(d: ReceiptData, t: Text): string[] {
  const upi = d.destination.upiId ? [`UPI ID: ${d.destination.upiId}`] : [];
  const bank = d.destination.bank
    ? [
        t('receipt.bank', { bank: d.destination.bank.name }),
        t('receipt.account', { account: d.destination.bank.maskedAccount }),
        `IFSC: ${d.destination.bank.ifsc}`,
      ]
    : [];
  // The method says where the money went; for 'Other', or a method with no details on file, show all we have.
  if (d.paymentMethod === 'UPI' && upi.length) return upi;
  if (d.paymentMethod === 'Bank Transfer' && bank.length) return bank;
  const all = [...upi, ...bank];
  return all.length ? all : [t('receipt.notOnFile')];
}

/** A payment method as the reader's language names it. */
function methodName(method: string, t: Text): string {
  if (method === 'Other') return t('receipt.methodOther');
  const key = `paymentMethod.${method}`;
  return key in en ? t(key as MessageKey) : method;
}

/** Renders the receipt and resolves with the PDF bytes. */
export function renderReceipt(d: ReceiptData): Promise<Buffer> {
  const money = pdfMoney;
  const t = textFor(d.language ?? 'en');
  const pdf = newPdf({
    Title: `Payment receipt ${d.receiptNumber}`,
    Author: PAYER.name,
    Subject: `Payment to ${d.payee.name}`,
    // Fixed to the payment time so a regenerated receipt has the same content.
    CreationDate: d.paidAt,
  });

  const { doc, done, left, width } = pdf;

  doc.fillColor(VIOLET).font('bold').fontSize(22).text(PAYER.name, left, 50);
  doc.fillColor(INK).font('bold').fontSize(14);
  put(doc, 'bold', t('receipt.title'), left, 50, { width, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(MUTED);
  put(doc, 'regular', t('receipt.number', { number: d.receiptNumber }), left, 72, { width, align: 'right' });
  put(doc, 'regular', t('receipt.date', { date: formatIstDateTime(d.paidAt) }), left, 86, {
    width,
    align: 'right',
  });
  rule(doc, 110, pdf);

  // Three columns: payer, payee, payout destination.
  const colW = width / 3 - 10;
  const block = (x: number, title: string, lines: string[]) => textBlock(doc, x, 124, colW, title, lines);
  const bottom = Math.max(
    block(left, t('receipt.paidBy'), [PAYER.name, ...PAYER.lines, PAYER.email]),
    block(left + width / 3, t('receipt.paidTo'), [
      d.payee.name,
      ...(d.payee.address ? [d.payee.address] : []),
      d.payee.email,
      `+91 ${d.payee.mobile}`,
      ...(d.payee.panMasked ? [`PAN: ${d.payee.panMasked}`] : []),
    ]),
    block(left + (2 * width) / 3, t('receipt.payoutTo'), destinationLines(d, t)),
  );

  // The payment's facts in the same three columns, each wrapping inside its own: a long reference
  // (UTR) grows downwards instead of running into the status (issue 26).
  let y = bottom + 16;
  doc.font('bold').fontSize(9).fillColor(MUTED);
  put(doc, 'bold', t('receipt.payment'), left, y);
  const facts: [number, string][] = [
    [left, t('receipt.method', { method: methodName(d.paymentMethod, t) })],
    [left + width / 3, t('receipt.reference', { reference: d.reference ?? t('receipt.notGiven') })],
    [
      left + (2 * width) / 3,
      t('receipt.status', {
        status:
          d.status === 'paid' ? t('receipt.paid') : d.status === 'failed' ? t('receipt.failed') : d.status,
      }),
    ],
  ];
  let factsEnd = y + 16;
  for (const [x, text] of facts) {
    doc.font('regular').fontSize(10).fillColor(INK);
    put(doc, 'regular', text, x, y + 16, { width: colW });
    factsEnd = Math.max(factsEnd, doc.y);
  }
  y = factsEnd + 16;

  // The task table; it continues on a new page when it reaches the bottom margin.
  const cols = [
    { title: '#', x: left, w: 24, align: 'left' as const },
    { title: t('receipt.campaign'), x: left + 24, w: 190, align: 'left' as const },
    { title: t('receipt.campaignId'), x: left + 220, w: 90, align: 'left' as const },
    { title: t('receipt.applicationId'), x: left + 314, w: 100, align: 'left' as const },
    { title: t('receipt.amount'), x: left + 414, w: width - 414, align: 'right' as const },
  ];
  // Long event names wrap inside their column; the row grows to fit them.
  const rows = d.tasks.map((task, i) => [
    String(i + 1).padStart(2, '0'),
    task.eventName,
    task.campaignCode,
    task.applicationCode,
    money(task.amount),
  ]);
  y = drawTable(pdf, cols, rows, y, { footRoom: 110, headerOnNewPage: true });

  y += 6;
  if (d.tds) {
    // The TDS line (design §13): gross, what was deducted under which section, then what was paid.
    doc.font('regular').fontSize(10).fillColor(INK);
    put(doc, 'regular', t('receipt.gross'), left + 220, y, { width: 190 });
    doc.text(money(d.gross), left + 314, y, { width: width - 318, align: 'right' });
    y += 16;
    put(
      doc,
      'regular',
      t('receipt.tds', { section: d.tds.section, rate: String(d.tds.ratePercent) }),
      left + 220,
      y,
      {
        width: 190,
      },
    );
    doc.text(`− ${money(d.tds.amount)}`, left + 314, y, { width: width - 318, align: 'right' });
    y += 20;
  }
  doc.font('bold').fontSize(12).fillColor(INK);
  put(doc, 'bold', t('receipt.total'), left + 220, y, { width: 190 });
  doc.text(money(d.total), left + 314, y, { width: width - 318, align: 'right' });
  y += 22;
  doc.font('regular').fontSize(9).fillColor(MUTED);
  put(doc, 'regular', t('receipt.footer', { date: formatIstDate(d.paidAt) }), left, y, { width });
  put(doc, 'regular', t('receipt.noSignature'), left, y + 14, { width });
  doc.end();
  return done;
}
