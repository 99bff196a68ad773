import type { Language } from '@ih/contract/language';
import type { PaymentStatement } from '@ih/contract/tax';
import { textFor } from '../../../lib/i18n/index.ts';
import { formatIstDate } from '../dates.ts';
import { INK, MUTED, newPdf, pdfMoney, put, rule, tableHeader, tableRow, VIOLET } from '../pdf-layout.ts';
import { PLATFORM } from './platform.ts';

/**
 * The yearly statement as a PDF: payee, each payment, totals, TDS by section, products kept. Its
 * words in the creator's language (design §19); amounts, dates, sections and codes the same in each.
 */
export function renderStatement(
  s: PaymentStatement,
  payee: { name: string; email: string; panMasked: string },
  issuedAt: Date,
  language: Language = 'en',
): Promise<Buffer> {
  const money = pdfMoney;
  const t = textFor(language);
  const pdf = newPdf({
    Title: `Statement of payments ${s.financialYear}`,
    Author: PLATFORM.name,
    Subject: `Payments to ${payee.name}, financial year ${s.financialYear}`,
    CreationDate: issuedAt,
  });
  const { doc, done, left, width } = pdf;

  doc.fillColor(VIOLET).font('bold').fontSize(20).text(PLATFORM.name, left, 50);
  doc.fillColor(INK).font('bold').fontSize(13);
  put(doc, 'bold', t('statement.title', { fy: s.financialYear }), left, 52, { width, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(MUTED);
  put(
    doc,
    'regular',
    t('statement.range', {
      from: formatIstDate(new Date(`${s.from}T00:00:00+05:30`)),
      to: formatIstDate(new Date(`${s.to}T00:00:00+05:30`)),
    }),
    left,
    72,
    { width, align: 'right' },
  );
  rule(doc, 96, pdf);
  // Payee and deductor side by side, each wrapping inside its half: a long name or e-mail grows
  // downwards instead of running into the deductor (issue 26); the table starts below the longer.
  const half = width / 2 - 10;
  doc.font('regular').fontSize(10).fillColor(INK);
  put(doc, 'regular', t('statement.payee', { name: payee.name }), left, 108, { width: half });
  doc.text(payee.email, left, doc.y + 2, { width: half });
  put(doc, 'regular', `PAN: ${payee.panMasked || t('receipt.notGiven')}`, left, doc.y + 2, { width: half });
  const payeeEnd = doc.y;
  put(doc, 'regular', t('statement.deductor', { name: PLATFORM.legalName }), left + width / 2, 108, {
    width: half,
  });
  const headEnd = Math.max(payeeEnd, doc.y);

  const cols = [
    // Money columns wide enough for '₹1,20,987.08' in bold on one line.
    { title: t('statement.date'), x: left, w: 60, align: 'left' as const },
    { title: t('statement.receipt'), x: left + 60, w: 112, align: 'left' as const },
    { title: t('statement.gross'), x: left + 172, w: 70, align: 'right' as const },
    { title: 'TDS', x: left + 242, w: 98, align: 'right' as const },
    { title: 'GST', x: left + 340, w: 75, align: 'right' as const },
    { title: t('statement.net'), x: left + 415, w: width - 415, align: 'right' as const },
  ];
  let y = Math.max(150, headEnd + 20);
  const header = () => {
    y = tableHeader(doc, cols, left, width, y);
  };
  header();
  doc.font('regular').fontSize(9);
  const line = (cells: string[], bold = false) => {
    if (y + 30 > doc.page.height - 60) {
      doc.addPage();
      y = 50;
      header();
    }
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    y = tableRow(doc, cols, cells, y, pdf, { min: 16, pad: 4, rule: 3 }, bold ? 'bold' : 'regular');
  };
  if (!s.payments.length) line(['', t('statement.none'), '', '', '', '']);
  for (const p of s.payments) {
    line([
      formatIstDate(new Date(p.paymentDate)),
      p.invoiceNumber ? `${p.receiptNumber}\n${p.invoiceNumber}` : p.receiptNumber,
      money(p.grossAmount),
      p.tdsSection ? `${money(p.tdsAmount)} (${p.tdsSection} @ ${p.tdsRate}%)` : money(0),
      money(p.gstAmount),
      money(p.netAmount),
    ]);
  }
  line(
    [
      t('statement.total'),
      '',
      money(s.totals.gross),
      money(s.totals.tds),
      money(s.totals.gst),
      money(s.totals.net),
    ],
    true,
  );

  y += 14;
  doc.font('bold').fontSize(11).fillColor(INK);
  put(doc, 'bold', t('statement.bySection'), left, y);
  y = doc.y + 4;
  doc.font('regular').fontSize(10);
  if (!s.bySection.length) {
    put(doc, 'regular', t('statement.noTds'), left, y);
    y = doc.y + 4;
  }
  for (const sec of s.bySection) {
    put(
      doc,
      'regular',
      t('statement.section', {
        section: sec.section,
        label: sec.label,
        gross: money(sec.gross),
        tds: money(sec.tds),
      }),
      left,
      y,
      { width },
    );
    y = doc.y + 4;
  }
  y += 10;
  doc.font('bold').fontSize(11);
  put(doc, 'bold', t('statement.products'), left, y);
  y = doc.y + 4;
  doc.font('regular').fontSize(10);
  const threshold = s.productsKept.threshold;
  put(
    doc,
    'regular',
    threshold === null
      ? t('statement.productsTotal', { total: money(s.productsKept.total) })
      : t('statement.productsThreshold', {
          total: money(s.productsKept.total),
          threshold: money(threshold),
          section: String(s.productsKept.section),
        }),
    left,
    y,
    { width },
  );
  y = doc.y + 16;
  doc.font('regular').fontSize(8).fillColor(MUTED);
  put(doc, 'regular', t('statement.footer'), left, y, { width });
  doc.end();
  return done;
}
