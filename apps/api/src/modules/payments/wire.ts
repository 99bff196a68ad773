import type { Payee } from '@ih/contract/admin-payments';
import { DEFAULT_PAYMENT_METHOD } from '@ih/contract/enums';
import type { PaymentRecord, PendingTaskRow } from '@ih/contract/payments';
import { payoutStateOf } from '@ih/contract/payout-terms';
import { applicationCode } from '@ih/contract/work';
import type { influencers } from '../../db/schema/accounts.ts';
import { maskAccountNumber } from '../influencers/wire.ts';
import type { PaymentRow, PendingRow, TaskRow } from './repository.ts';

/** The one place a payment row becomes the Payment record of doc 001 §3. */
export function toPaymentRecord(
  row: PaymentRow,
  tasks: TaskRow[],
  /** Signed URL of the receipt PDF (see receiptUrls). */
  receiptUrl: string,
): PaymentRecord {
  return {
    _id: row.id,
    totalAmount: row.netPaise / 100,
    grossAmount: row.totalAmount,
    tdsAmount: row.tdsAmount,
    tdsSection: row.tdsSection,
    tdsRate: row.tdsRate,
    gstAmount: (row.cgstPaise + row.sgstPaise + row.igstPaise) / 100,
    netAmount: row.netPaise / 100,
    invoiceNumber: row.invoiceNumber,
    paymentReceipt: receiptUrl,
    paymentMethod: row.paymentMethod,
    paymentDate: row.paidAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    reference: row.reference,
    receiptNumber: row.receiptNumber,
    payoutStatus: row.payoutStatus,
    utr: row.utr,
    tasks: tasks.map((t) => ({
      applicationId: applicationCode(t.applicationId),
      taskId: t.campaignId,
      _id: t.applicationId,
      campaign: { event_name: t.eventName, campaign_id: t.campaignCode },
      final_amount: t.amount,
      payoutDueDate: t.payoutDueDate,
      // Paid, so the state does not depend on today.
      payoutState: payoutStateOf(t.payoutDueDate, t.paidAt, t.payoutDueDate ?? ''),
    })),
  };
}

/** `today`: the Asia/Kolkata day by the app clock, which decides due and overdue. */
export function toPendingTaskRow(row: PendingRow, today: string): PendingTaskRow {
  return {
    _id: row.applicationId,
    applicationId: applicationCode(row.applicationId),
    taskId: row.campaignId,
    campaign: { event_name: row.eventName, campaign_id: row.campaignCode },
    final_amount: row.amount,
    status: 'pending',
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    date: row.finalPostedAt.toISOString(),
    payoutDueDate: row.payoutDueDate,
    payoutState: payoutStateOf(row.payoutDueDate, null, today),
  };
}

export type PayeeColumns = Pick<
  typeof influencers.$inferSelect,
  | 'id'
  | 'name'
  | 'email'
  | 'mobileNumber'
  | 'upiId'
  | 'bankAccountHolderName'
  | 'bankName'
  | 'bankAccountNumberLast4'
  | 'ifscCode'
>;

/** Where a creator's money goes, the account number masked (design §6). */
export function toPayee(c: PayeeColumns): Payee {
  return {
    _id: c.id,
    name: c.name,
    email: c.email,
    mobile_number: c.mobileNumber,
    upi_id: c.upiId || null,
    bank:
      c.bankName || c.bankAccountNumberLast4
        ? {
            account_holder_name: c.bankAccountHolderName ?? '',
            bank_name: c.bankName ?? '',
            account_number: maskAccountNumber(c.bankAccountNumberLast4),
            ifsc_code: c.ifscCode ?? '',
          }
        : null,
  };
}
