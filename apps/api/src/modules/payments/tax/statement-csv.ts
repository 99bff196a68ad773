import type { PaymentStatement } from '@ih/contract/tax';
import { csvField } from '../../../lib/csv.ts';
import { isoIstMinute } from '../dates.ts';

export const STATEMENT_CSV_HEADER = [
  'Payment Date (IST)',
  'Receipt Number',
  'Invoice Number',
  'Gross (INR)',
  'TDS Section',
  'TDS Rate (%)',
  'TDS (INR)',
  'GST (INR)',
  'Net Paid (INR)',
] as const;

/** The statement as CSV: one row per payment, then a total row (CRLF, BOM, as the payments export). */
export function statementCsv(s: PaymentStatement): string {
  const lines = [STATEMENT_CSV_HEADER.join(',')];
  for (const p of s.payments) {
    lines.push(
      [
        isoIstMinute(new Date(p.paymentDate)),
        p.receiptNumber,
        p.invoiceNumber ?? '',
        p.grossAmount,
        p.tdsSection ?? '',
        p.tdsRate ?? '',
        p.tdsAmount,
        p.gstAmount.toFixed(2),
        p.netAmount.toFixed(2),
      ]
        .map(csvField)
        .join(','),
    );
  }
  lines.push(
    [
      `Total ${s.financialYear}`,
      '',
      '',
      s.totals.gross,
      '',
      '',
      s.totals.tds,
      s.totals.gst.toFixed(2),
      s.totals.net.toFixed(2),
    ]
      .map(csvField)
      .join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
