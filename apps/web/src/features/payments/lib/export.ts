import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDdMmYyyy, formatRupees, pad2 } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import type { PaymentRow } from './payment-rows';

/** The list's columns, on screen and in the CSV, in the reader's language (resolve with i18n._). */
export const PAYMENT_COLUMNS = [
  msg`Sl No`,
  msg`Date`,
  msg`Application ID`,
  msg`Event Name`,
  msg`Payment Method`,
  msg`Status`,
  msg`Credit`,
  msg`Balance`,
  msg`Receipt`,
] as const;

export const STATUS_LABEL: Record<PaymentRow['status'], MessageDescriptor> = {
  paid: msg`Paid`,
  pending: msg`Pending`,
  failed: msg`Failed`,
};
/** A row's status in the reader's language; call while rendering or exporting. */
export const statusLabel = (s: PaymentRow['status']) => i18n._(STATUS_LABEL[s]);

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
  return [PAYMENT_COLUMNS.map((c) => i18n._(c)), ...lines];
}

/** 'payments-paid-2026-01-01-to-2026-03-31.csv' style names, so exports of different filters differ. */
export function csvFileName(status: string, from: string, to: string): string {
  const range = from || to ? `-${from || 'start'}-to-${to || 'today'}` : '';
  return `payments-${status}${range}.csv`;
}
