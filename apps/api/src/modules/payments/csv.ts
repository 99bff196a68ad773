import type { AdminPaymentRecord } from '@ih/contract/admin-payments';
import { csvField } from '../../lib/csv.ts';
import { isoIstMinute } from './dates.ts';

export const CSV_HEADER = [
  'Receipt Number',
  'Payment Date (IST)',
  'Creator',
  'Email',
  'Mobile',
  'Payment Method',
  'Reference',
  'Status',
  'Total Amount (INR)',
  'Tasks',
  'Application IDs',
  'Campaigns',
  // The tax lines (design §13), after the columns earlier exports had, so old spreadsheets still line up.
  'Gross (INR)',
  'TDS Section',
  'TDS (INR)',
  'GST (INR)',
  'Invoice Number',
] as const;

/**
 * The payment history as CSV: a header row, then one row per payment (CRLF line ends, as RFC 4180).
 * It starts with a byte-order mark so Excel reads names in Indian scripts as UTF-8.
 */
export function paymentsCsv(records: AdminPaymentRecord[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const r of records) {
    lines.push(
      [
        r.receiptNumber,
        isoIstMinute(new Date(r.paymentDate)),
        r.influencer.name,
        r.influencer.email,
        r.influencer.mobile_number,
        r.paymentMethod,
        r.reference ?? '',
        r.status,
        r.totalAmount,
        r.tasks.length,
        r.tasks.map((t) => t.applicationId).join(' '),
        r.tasks.map((t) => `${t.campaign.event_name} (${t.campaign.campaign_id})`).join('; '),
        r.grossAmount,
        r.tdsSection ?? '',
        r.tdsAmount,
        r.gstAmount,
        r.invoiceNumber ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
