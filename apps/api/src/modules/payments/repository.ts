import type { PaymentRecordStatus } from '@ih/contract/enums';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationOfPaymentItem, campaignOfApplication } from '../../db/joins.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { applications } from '../../db/schema/pipeline.ts';
import { groupBy } from '../../lib/group.ts';
import { dayEndExclusive, dayStart } from './dates.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface TaskRow {
  applicationId: string;
  campaignId: string;
  campaignCode: string;
  eventName: string;
  amount: number;
  /** The promised day (design §13) and when it was paid; null before payout promises (or unpaid). */
  payoutDueDate: string | null;
  paidAt: Date | null;
}

export interface DateRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Inclusive Asia/Kolkata days on a timestamp column. */
export function withinDays(column: Parameters<typeof gte>[0], range: DateRange): (SQL | undefined)[] {
  return [
    range.startDate ? gte(column, dayStart(range.startDate)) : undefined,
    range.endDate ? lt(column, dayEndExclusive(range.endDate)) : undefined,
  ];
}

/** Tasks waiting for money (design §10): final posted, payment pending. The staff owed list uses it too. */
export const pendingTask = and(
  eq(applications.status, 'final posted'),
  eq(applications.paymentStatus, 'pending'),
);
const paidTask = eq(applications.paymentStatus, 'paid');

/** Totals per payment status for one creator: one grouped query. Counts are tasks, not batches. */
export async function paymentTotals(db: Db, influencerId: string) {
  return db
    .select({
      paymentStatus: applications.paymentStatus,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${applications.finalAmount}), 0)::bigint`.mapWith(Number),
    })
    .from(applications)
    .where(and(eq(applications.influencerId, influencerId), or(paidTask, pendingTask)))
    .groupBy(applications.paymentStatus);
}

/**
 * Rupees per Asia/Kolkata month since `start`: paid tasks by the day they were paid, pending ones
 * by the day they were final posted. One grouped query; the caller fills the empty months.
 */
export async function monthlyTotals(db: Db, influencerId: string, start: Date) {
  const when = sql`case when ${applications.paymentStatus} = 'paid' then coalesce(${applications.paidAt}, ${applications.finalPostedAt}) else ${applications.finalPostedAt} end`;
  // Literals, not parameters: the GROUP BY must repeat the select's expression exactly.
  const month = sql<string>`to_char(${when} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  return db
    .select({
      month,
      paymentStatus: applications.paymentStatus,
      total: sql<number>`coalesce(sum(${applications.finalAmount}), 0)::bigint`.mapWith(Number),
      late: sql<number>`coalesce(sum(${applications.finalAmount}) filter (where ${applications.paymentStatus} = 'paid'
        and ${applications.payoutDueDate} is not null
        and (${applications.paidAt} at time zone 'Asia/Kolkata')::date > ${applications.payoutDueDate}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(applications)
    .where(and(eq(applications.influencerId, influencerId), or(paidTask, pendingTask), gte(when, start)))
    .groupBy(sql`1`, applications.paymentStatus);
}

export interface PaymentFilter extends DateRange {
  influencerId?: string | undefined;
  status?: PaymentRecordStatus | undefined;
  paymentMethod?: (typeof payments.$inferSelect)['paymentMethod'] | undefined;
  /** Extra condition, e.g. a staff member's brand scope. */
  scope?: SQL | undefined;
}

export function paymentWhere(f: PaymentFilter): SQL | undefined {
  return and(
    f.influencerId ? eq(payments.influencerId, f.influencerId) : undefined,
    f.status ? eq(payments.status, f.status) : undefined,
    f.paymentMethod ? eq(payments.paymentMethod, f.paymentMethod) : undefined,
    ...withinDays(payments.paidAt, f),
    f.scope,
  );
}

/** Payments newest first (by the day paid), optionally one page. */
export async function listPayments(
  db: Db,
  filter: PaymentFilter,
  page?: { limit: number; offset: number },
): Promise<PaymentRow[]> {
  const query = db
    .select()
    .from(payments)
    .where(paymentWhere(filter))
    .orderBy(desc(payments.paidAt), desc(payments.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countPayments(db: Db, filter: PaymentFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .where(paymentWhere(filter));
  return row?.total ?? 0;
}

/** The tasks of many payments in one query, in a stable order per payment. */
export async function loadPaymentTasks(db: Db, paymentIds: string[]): Promise<Map<string, TaskRow[]>> {
  if (!paymentIds.length) return new Map();
  const rows = await db
    .select({
      paymentId: paymentItems.paymentId,
      applicationId: paymentItems.applicationId,
      amount: paymentItems.amount,
      campaignId: campaigns.id,
      campaignCode: campaigns.code,
      eventName: campaigns.eventName,
      payoutDueDate: applications.payoutDueDate,
      paidAt: applications.paidAt,
    })
    .from(paymentItems)
    .innerJoin(applications, applicationOfPaymentItem)
    .innerJoin(campaigns, campaignOfApplication)
    .where(inArray(paymentItems.paymentId, paymentIds))
    .orderBy(asc(campaigns.code), asc(paymentItems.applicationId));
  return groupBy(
    rows,
    (row) => row.paymentId,
    ({ paymentId: _, ...task }) => task,
  );
}

export interface PendingRow extends TaskRow {
  finalPostedAt: Date;
}

/** The creator's final-posted, unpaid tasks, newest final posted first (by that day for the filter). */
export async function listPendingTasks(
  db: Db,
  influencerId: string,
  range: DateRange,
): Promise<PendingRow[]> {
  const rows = await db
    .select({
      applicationId: applications.id,
      amount: applications.finalAmount,
      finalPostedAt: applications.finalPostedAt,
      campaignId: campaigns.id,
      campaignCode: campaigns.code,
      eventName: campaigns.eventName,
      payoutDueDate: applications.payoutDueDate,
      paidAt: applications.paidAt,
    })
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .where(
      and(
        eq(applications.influencerId, influencerId),
        pendingTask,
        ...withinDays(applications.finalPostedAt, range),
      ),
    )
    .orderBy(desc(applications.finalPostedAt), desc(applications.id));
  // A final posted application always has its amount and date (set on acceptance and on the move).
  return rows.map((r) => ({
    ...r,
    amount: r.amount ?? 0,
    finalPostedAt: r.finalPostedAt ?? new Date(0),
  }));
}

/** One payment, only if it belongs to `influencerId` when given. */
export async function findPayment(db: Db, id: string, influencerId?: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), influencerId ? eq(payments.influencerId, influencerId) : undefined))
    .limit(1);
  return row ?? null;
}
