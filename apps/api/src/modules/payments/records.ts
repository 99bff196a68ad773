import { buildPath } from '@ih/contract/operation';
import type { PaymentRecord } from '@ih/contract/payments';
import { downloadReceipt } from '@ih/contract/payments';
import type { Deps } from '../../lib/deps.ts';
import { receiptUrls } from './receipts.ts';
import { loadPaymentTasks, type PaymentRow } from './repository.ts';
import { toPaymentRecord } from './wire.ts';

/** Where a creator fetches a receipt when its file could not be made yet (the route tries again). */
export const creatorReceiptPath = (id: string) => buildPath(downloadReceipt.path, { id });

/** Payment rows as records with their tasks and receipt URLs: two queries whatever the length. */
export async function buildRecords(
  deps: Deps,
  rows: PaymentRow[],
  fallback: (paymentId: string) => string,
  /** false: skip making missing receipts (an export that carries no receipt links). */
  withReceipts = true,
): Promise<PaymentRecord[]> {
  const [tasks, urls] = await Promise.all([
    loadPaymentTasks(
      deps.db,
      rows.map((r) => r.id),
    ),
    withReceipts ? receiptUrls(deps, rows, fallback) : new Map<string, string>(),
  ]);
  return rows.map((r) => toPaymentRecord(r, tasks.get(r.id) ?? [], urls.get(r.id) ?? fallback(r.id)));
}
