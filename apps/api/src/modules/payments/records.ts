import { buildPath } from '@ih/contract/operation';
import type { PaymentRecord } from '@ih/contract/payments';
import { downloadReceipt } from '@ih/contract/payments';
import type { FastifyInstance } from 'fastify';
import { receiptUrls } from './receipts.ts';
import { loadPaymentTasks, type PaymentRow } from './repository.ts';
import { toPaymentRecord } from './wire.ts';

/** Where a creator fetches a receipt when its file could not be made yet (the route tries again). */
export const creatorReceiptPath = (id: string) => buildPath(downloadReceipt.path, { id });

/** Payment rows as records with their tasks and receipt URLs: two queries whatever the length. */
export async function buildRecords(
  app: FastifyInstance,
  rows: PaymentRow[],
  fallback: (paymentId: string) => string,
  /** false: skip making missing receipts (an export that carries no receipt links). */
  withReceipts = true,
): Promise<PaymentRecord[]> {
  const [tasks, urls] = await Promise.all([
    loadPaymentTasks(
      app.db,
      rows.map((r) => r.id),
    ),
    withReceipts ? receiptUrls(app, rows, fallback) : new Map<string, string>(),
  ]);
  return rows.map((r) => toPaymentRecord(r, tasks.get(r.id) ?? [], urls.get(r.id) ?? fallback(r.id)));
}
