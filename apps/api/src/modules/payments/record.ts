import { adminPaymentProblem, paymentDestinationProblem } from '@ih/contract/admin-payments';
import type { PaymentMethod } from '@ih/contract/enums';
import type { PaymentBreakdown } from '@ih/contract/tax';
import { applicationCode } from '@ih/contract/work';
import type { PayeeDetails } from '../../db/schema/payments.ts';
import { inRolledBackTransaction, type Tx } from '../../db/tx.ts';
import { paymentFacts } from '../../events/payment-facts.ts';
import { recordEvent } from '../../events/record.ts';
import { badRequest, conflict, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { type StaffPrincipal, staffCanActOnBrand } from '../../plugins/auth.ts';
import { readNotificationsAbout } from '../notifications/read-about.ts';
import { assertPayable, paysThroughProvider, startPayout } from '../payouts/pay.ts';
import { istYearMonth } from './dates.ts';
import { payeeDetailsOf } from './payee.ts';
import {
  findCreator,
  insertPayment,
  lastInvoiceNumber,
  lastReceiptNumber,
  lockTasks,
  markTasksPaid,
} from './record-repository.ts';
import type { PaymentRow } from './repository.ts';
import { taxForPayment } from './tax/payment-tax.ts';

export interface RecordPaymentInput {
  influencerId: string;
  applicationIds: string[];
  paymentMethod: PaymentMethod;
  reference?: string | undefined;
}

/** 'RCPT-2025-000042': numbered per Asia/Kolkata year, next after the year's highest. */
async function nextReceiptNumber(tx: Tx, at: Date): Promise<string> {
  const prefix = `RCPT-${istYearMonth(at).year}-`;
  return `${prefix}${String((await lastReceiptNumber(tx, prefix)) + 1).padStart(6, '0')}`;
}

/**
 * The tasks of a payment, locked FOR UPDATE in id order (two payments naming the same tasks queue
 * behind each other instead of deadlocking), each checked: the creator's, on a brand the staff member
 * may act on, final posted, unpaid, with an amount. Checked in the request's order, so the message
 * names the first problem the caller listed.
 */
async function lockPayableTasks(tx: Tx, staff: StaffPrincipal, influencerId: string, ids: string[]) {
  const rows = await lockTasks(tx, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let total = 0;
  for (const id of ids) {
    const row = byId.get(id);
    const code = applicationCode(id);
    if (!row || row.influencerId !== influencerId || !staffCanActOnBrand(staff, row.brandId))
      throw notFound(adminPaymentProblem.notFound(code));
    if (row.status !== 'final posted') throw transitionNotAllowed(adminPaymentProblem.notFinalPosted(code));
    if (row.paymentStatus === 'paid') throw conflict(adminPaymentProblem.alreadyPaid(code));
    if (!row.finalAmount) throw transitionNotAllowed(adminPaymentProblem.noAmount(code));
    total += row.finalAmount;
  }
  return { byId, total };
}

/**
 * The payee as they are now, kept on the payment (issue 26). Refuses a payment to a destination the
 * creator never gave: UPI with no UPI ID, a bank transfer with no bank account, unless the reference
 * of a payment already sent is given.
 */
async function payeeFor(tx: Tx, influencerId: string, input: RecordPaymentInput): Promise<PayeeDetails> {
  const creator = await findCreator(tx, influencerId);
  // Cannot happen: the tasks were found as this creator's, and creators are never deleted.
  if (!creator) throw notFound(adminPaymentProblem.notFound(influencerId));
  const payee = payeeDetailsOf(creator);
  const problem = paymentDestinationProblem(
    input.paymentMethod,
    { upi_id: payee.upiId, bank: payee.bank },
    input.reference,
  );
  if (problem) throw badRequest(problem, { reference: problem });
  return payee;
}

/** The ids as the database writes them (lower case; zod accepts either case). */
const normalise = (input: Pick<RecordPaymentInput, 'influencerId' | 'applicationIds'>) => ({
  influencerId: input.influencerId.toLowerCase(),
  ids: input.applicationIds.map((id) => id.toLowerCase()),
});

/**
 * What recording the payment would deduct and add, computed exactly as recording does (same locks,
 * same checks) in a transaction that is rolled back: nothing is saved.
 */
export async function previewPayment(
  deps: Deps,
  staff: StaffPrincipal,
  input: Pick<RecordPaymentInput, 'influencerId' | 'applicationIds'>,
): Promise<PaymentBreakdown> {
  const { influencerId, ids } = normalise(input);
  return inRolledBackTransaction(deps.db, async (tx) => {
    const { total } = await lockPayableTasks(tx, staff, influencerId, ids);
    return (await taxForPayment(tx, influencerId, total, deps.clock.now())).breakdown.wire;
  });
}

/** Serialises invoice numbering per financial year ('IH/2627/000042': 14 characters, Rule 46's ≤ 16). */
async function nextInvoiceNumber(tx: Tx, financialYear: string): Promise<string> {
  const prefix = `IH/${financialYear.replace('-', '').slice(2)}/`;
  return `${prefix}${String((await lastInvoiceNumber(tx, prefix)) + 1).padStart(6, '0')}`;
}

/** The database's own refusal of a second payment for a task (the unique index), as a pg error. */
function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return 'constraint' in e ? String(e.constraint) : '';
  }
  return null;
}

/**
 * Marks a creator's final-posted applications paid in one payment, in one transaction. The rows are
 * locked FOR UPDATE in id order (two payments naming the same tasks queue behind each other instead of
 * deadlocking), so the second of two concurrent calls sees the first's 'paid' and answers 409. The
 * unique index on payment_items.application_id is the last line of defence. The caller draws the
 * receipt after the commit (file I/O does not hold the locks; a failure leaves a valid payment whose
 * receipt is made on first request).
 */
export async function recordPayment(
  deps: Deps,
  staff: StaffPrincipal,
  input: RecordPaymentInput,
): Promise<PaymentRow> {
  const { influencerId, ids } = normalise(input);
  try {
    return await deps.db.transaction(async (tx) => {
      const { byId, total } = await lockPayableTasks(tx, staff, influencerId, ids);
      const payee = await payeeFor(tx, influencerId, input);
      // Design §18: with a provider on, the payment's money moves through it (unless staff give the
      // reference of money already sent): only to a destination the bank confirmed.
      const viaProvider = paysThroughProvider(deps.config, input.reference);
      if (viaProvider) await assertPayable(tx, influencerId, input.paymentMethod);
      const now = deps.clock.now();
      const tax = await taxForPayment(tx, influencerId, total, now);

      await markTasksPaid(tx, ids, now);
      const created = await insertPayment(
        tx,
        {
          influencerId,
          totalAmount: total,
          ...tax.columns,
          invoiceNumber: tax.supplier ? await nextInvoiceNumber(tx, tax.columns.financialYear) : null,
          paymentMethod: input.paymentMethod,
          reference: input.reference ?? null,
          payeeDetails: payee,
          status: 'paid',
          receiptNumber: await nextReceiptNumber(tx, now),
          paidAt: now,
          createdByStaffId: staff.staffId,
          createdAt: now,
        },
        ids.map((id) => ({ applicationId: id, amount: byId.get(id)?.finalAmount ?? 0 })),
      );
      if (viaProvider)
        await startPayout(tx, deps, {
          paymentId: created.id,
          influencerId,
          method: input.paymentMethod,
          amountPaise: created.netPaise,
          staffId: staff.staffId,
        });
      // One event per task paid, so each application's history shows its payment (through a provider:
      // when the bank says it arrived, with its UTR).
      for (const id of viaProvider ? [] : ids) {
        const row = byId.get(id)!;
        await recordEvent(tx, {
          type: 'payment.recorded',
          actor: { kind: 'staff', id: staff.staffId },
          at: now,
          applicationId: id,
          campaignId: row.campaignId,
          brandId: row.brandId,
          influencerId,
          payload: { ...paymentFacts(created), amount: row.finalAmount },
        });
      }
      // The payout notifications about these tasks are dealt with now (issue 26 E).
      await readNotificationsAbout(tx, staff.staffId, ids, now);
      return viaProvider ? { ...created, payoutStatus: 'queued' as const } : created;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'payment_items_application_key')
      throw conflict('One of these applications has already been paid.');
    if (constraint !== null)
      throw conflict('Another payment was recorded at the same moment. Please try again.');
    throw error;
  }
}
