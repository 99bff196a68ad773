import { asc, eq, inArray, sql } from 'drizzle-orm';
import { campaignOfApplication } from '../../db/joins.ts';
import { influencers } from '../../db/schema/accounts.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { applications } from '../../db/schema/pipeline.ts';
import type { Tx } from '../../db/tx.ts';
import type { PaymentRow } from './repository.ts';

/** Serialises receipt numbering only (taken after the row locks, so it cannot deadlock with them). */
const RECEIPT_NUMBER_LOCK = sql`pg_advisory_xact_lock(hashtext('influence-hub:receipt-number'))`;

/** The highest receipt number of a prefix ('RCPT-2025-'), under the numbering lock; 0 for none. */
export async function lastReceiptNumber(tx: Tx, prefix: string): Promise<number> {
  await tx.execute(sql`select ${RECEIPT_NUMBER_LOCK}`);
  const [row] = await tx
    .select({
      last: sql<number>`coalesce(max(split_part(${payments.receiptNumber}, '-', 3)::int), 0)`,
    })
    .from(payments)
    .where(
      sql`${payments.receiptNumber} like ${`${prefix}%`} and ${payments.receiptNumber} ~ '^RCPT-[0-9]{4}-[0-9]{1,9}$'`,
    );
  return row?.last ?? 0;
}

/** The highest invoice number of a prefix ('IH/2627/'), under its own numbering lock; 0 for none. */
export async function lastInvoiceNumber(tx: Tx, prefix: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('influence-hub:invoice-number'))`);
  const [row] = await tx
    .select({
      last: sql<number>`coalesce(max(split_part(${payments.invoiceNumber}, '/', 3)::int), 0)`,
    })
    .from(payments)
    .where(sql`${payments.invoiceNumber} like ${`${prefix}%`}`);
  return row?.last ?? 0;
}

/**
 * The named tasks with their campaign's brand, locked FOR UPDATE in id order: two payments naming the
 * same tasks queue behind each other instead of deadlocking.
 */
export function lockTasks(tx: Tx, ids: string[]) {
  return tx
    .select({
      id: applications.id,
      influencerId: applications.influencerId,
      status: applications.status,
      paymentStatus: applications.paymentStatus,
      finalAmount: applications.finalAmount,
      brandId: campaigns.brandId,
      campaignId: applications.campaignId,
    })
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .where(inArray(applications.id, ids))
    .orderBy(asc(applications.id))
    .for('update', { of: applications });
}

export type LockedTask = Awaited<ReturnType<typeof lockTasks>>[number];

export async function findCreator(tx: Tx, influencerId: string) {
  const [creator] = await tx.select().from(influencers).where(eq(influencers.id, influencerId)).limit(1);
  return creator ?? null;
}

export async function markTasksPaid(tx: Tx, ids: string[], at: Date): Promise<void> {
  await tx
    .update(applications)
    .set({ paymentStatus: 'paid', paidAt: at, updatedAt: at })
    .where(inArray(applications.id, ids));
}

/** The payment and one item per task it pays. */
export async function insertPayment(
  tx: Tx,
  values: typeof payments.$inferInsert,
  items: { applicationId: string; amount: number }[],
): Promise<PaymentRow> {
  const [created] = await tx.insert(payments).values(values).returning();
  if (!created) throw new Error('payment insert returned no row');
  await tx.insert(paymentItems).values(items.map((i) => ({ paymentId: created.id, ...i })));
  return created;
}
