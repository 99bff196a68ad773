import { formatDdMmYyyy, formatRupees, pad2 } from '@/lib/format';
import type { PaymentRow } from './payment-rows';

export const PAYMENT_COLUMNS = [
  'Sl No',
  'Date',
  'Application ID',
  'Event Name',
  'Payment Method',
  'Status',
  'Credit',
  'Balance',
  'Receipt',
] as const;

const STATUS_LABEL = { paid: 'Paid', pending: 'Pending', failed: 'Failed' } as const;
export const statusLabel = (s: PaymentRow['status']) => STATUS_LABEL[s];

/**
 * The table as CSV lines, header first: the same columns as on screen, a batch as one line with its
 * tasks' ids and names joined, and its receipt number in the Receipt column.
 */
export function csvRows(rows: readonly PaymentRow[]): string[][] {
  const lines = rows.map((r, i) => [
    pad2(i + 1),
    formatDdMmYyyy(r.date, ''),
    r.kind === 'batch' ? r.tasks.map((t) => t.applicationId).join('; ') : r.applicationId,
    r.kind === 'batch' ? r.tasks.map((t) => t.eventName).join('; ') : r.eventName,
    r.method,
    statusLabel(r.status),
    formatRupees(r.credit),
    formatRupees(r.balance),
    r.kind === 'batch' ? r.receiptNumber : '',
  ]);
  return [[...PAYMENT_COLUMNS], ...lines];
}

/** 'payments-paid-2026-01-01-to-2026-03-31.csv' style names, so exports of different filters differ. */
export function csvFileName(status: string, from: string, to: string): string {
  const range = from || to ? `-${from || 'start'}-to-${to || 'today'}` : '';
  return `payments-${status}${range}.csv`;
}
