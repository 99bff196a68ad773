import type { PaymentListItem, PaymentRecord } from '@ih/contract/payments';
import type { PayoutState } from '@ih/contract/payout-terms';
import type { WorkItem } from '@ih/contract/work';

/** The statuses a row of the payment list can have (doc 001 §4). */
export type RowStatus = 'paid' | 'pending' | 'failed';

/** One task paid within a payment batch. */
export interface BatchTask {
  id: string;
  applicationId: string;
  eventName: string;
  amount: number;
}

interface RowBase {
  /** Stable React key and, for batches, the payment id. */
  id: string;
  /** ISO time the row is dated by: payment date for batches, final posted date for pending tasks. */
  date: string | null;
  /** How it was paid; '' for a task not paid yet. */
  method: string;
  status: RowStatus;
  /** The row's amount in whole rupees. */
  credit: number;
  /** Running total of credited amounts from the first listed row to this one (see withBalance). */
  balance: number;
}

/** A recorded payment: one transfer covering one or more tasks (design §10). */
export interface BatchRow extends RowBase {
  kind: 'batch';
  tasks: BatchTask[];
  receiptUrl: string;
  receiptNumber: string;
  reference: string | null;
  /**
   * Design §18: where the money is when a payout provider moved it ("Processing", then the bank's
   * UTR); undefined for a payment staff recorded by hand.
   */
  payout?: { status: PaymentRecord['payoutStatus']; utr: string | null } | undefined;
  /** The tax lines (design §13), or null when the payment had neither TDS nor GST. */
  tax: {
    gross: number;
    tds: number;
    tdsLabel: string | null;
    gst: number;
    invoiceNumber: string | null;
  } | null;
}

/** A final-posted task still waiting for its payment. */
export interface TaskRow extends RowBase {
  kind: 'task';
  applicationId: string;
  eventName: string;
  /** The campaign id: the final posted page opens with it (doc 001 §2). */
  taskId: string;
  /**
   * When the payout is due and where it stands (design §13), shown as "Due by 30 Nov 2026" or
   * "Overdue by 2 days" (components/payout-text.ts); null before payout promises.
   */
  due: { dueDate: string | null; state: PayoutState | null } | null;
  overdue: boolean;
}

export type PaymentRow = BatchRow | TaskRow;

const DEFAULT_METHOD = 'UPI';

export function fromRecord(r: PaymentRecord): BatchRow {
  return {
    kind: 'batch',
    id: r._id,
    date: r.paymentDate || r.createdAt || null,
    method: r.paymentMethod || DEFAULT_METHOD,
    status: r.status,
    credit: r.totalAmount,
    balance: 0,
    tasks: r.tasks.map((t) => ({
      id: t._id,
      applicationId: t.applicationId,
      eventName: t.campaign.event_name,
      amount: t.final_amount,
    })),
    receiptUrl: r.paymentReceipt,
    receiptNumber: r.receiptNumber,
    reference: r.reference,
    payout:
      r.payoutStatus && r.payoutStatus !== 'manual' ? { status: r.payoutStatus, utr: r.utr } : undefined,
    tax:
      r.tdsAmount || r.gstAmount || r.invoiceNumber
        ? {
            gross: r.grossAmount,
            tds: r.tdsAmount,
            tdsLabel: r.tdsSection ? `TDS u/s ${r.tdsSection} @ ${r.tdsRate}%` : null,
            gst: r.gstAmount,
            invoiceNumber: r.invoiceNumber,
          }
        : null,
  };
}

const dueOf = (dueDate: string | null, state: PayoutState | null): TaskRow['due'] =>
  dueDate ? { dueDate, state } : null;

export function fromListItem(item: PaymentListItem): PaymentRow {
  if (item.kind === 'payment') return fromRecord(item);
  return {
    kind: 'task',
    id: item._id,
    date: item.date,
    // No method until it is paid (issue 26): the wire's default UPI is only what it will likely be.
    method: '',
    status: 'pending',
    credit: item.final_amount,
    balance: 0,
    applicationId: item.applicationId,
    eventName: item.campaign.event_name,
    taskId: item.taskId,
    due: dueOf(item.payoutDueDate, item.payoutState),
    overdue: item.payoutState === 'overdue',
  };
}

/** A final-posted work item from GET /v1/influencer/apply (design §10: amount = final_amount). */
export function fromWorkItem(w: WorkItem): TaskRow {
  return {
    kind: 'task',
    id: w._id,
    date: w.completionDate,
    method: '',
    status: 'pending',
    credit: w.final_amount ?? w.quote_final_amount ?? 0,
    balance: 0,
    applicationId: w.applicationId,
    eventName: w.campaign.basic_info.event_name,
    taskId: w.taskId,
    due: dueOf(w.payoutDueDate, w.payoutState),
    overdue: w.payoutState === 'overdue',
  };
}

/**
 * Fills Balance: the cumulative credited amount in the listed order, so each row shows the total of
 * itself and every row above it, and the last row the total of the whole filtered list. A failed
 * payment credited nothing, so it leaves the balance where it was.
 */
export function withBalance<T extends PaymentRow>(rows: readonly T[]): T[] {
  let running = 0;
  return rows.map((row) => {
    if (row.status !== 'failed') running += row.credit;
    return { ...row, balance: running };
  });
}

/** The receipt's download name (doc 001 §7): the last 6 characters of the record id, upper-cased. */
export function invoiceFileName(recordId: string): string {
  return `invoice-${recordId.slice(-6).toUpperCase()}.pdf`;
}
