import type { ApplicationPaymentStatus, ApplicationStatus } from '@ih/contract/enums';
import { UUID_PATTERN } from '@ih/contract/patterns';
import type { PayoutStatus } from '@ih/contract/payout-enums';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageWithTotal } from '../../db/page.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { applicationHistory, applications } from '../../db/schema/pipeline.ts';
import { groupBy } from '../../lib/group.ts';
import { splitInProportion } from '../../lib/money.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type HistoryRow = typeof applicationHistory.$inferSelect;

export interface WorkFilter {
  influencerId: string;
  status?: ApplicationStatus;
  /** Campaign uuid (or the application's own id) or campaign code. */
  taskId?: string;
  paymentStatus?: ApplicationPaymentStatus;
  startDate?: string;
  endDate?: string;
}
const DAY_MS = 24 * 3600 * 1000;

/**
 * A date-only bound means a whole calendar day as the creator sees it, in India (design §3: shown
 * in Asia/Kolkata); a full timestamp is taken as given.
 */
function dayStart(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+05:30`) : new Date(value);
}
function dayEndExclusive(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(new Date(`${value}T00:00:00+05:30`).getTime() + DAY_MS)
    : new Date(new Date(value).getTime() + 1);
}

function whereOf(f: WorkFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(applications.influencerId, f.influencerId)];
  if (f.status) conditions.push(eq(applications.status, f.status));
  if (f.paymentStatus) conditions.push(eq(applications.paymentStatus, f.paymentStatus));
  if (f.startDate) conditions.push(gte(applications.finalPostedAt, dayStart(f.startDate)));
  if (f.endDate) conditions.push(lt(applications.finalPostedAt, dayEndExclusive(f.endDate)));
  if (f.taskId) {
    conditions.push(
      UUID_PATTERN.test(f.taskId)
        ? or(eq(applications.campaignId, f.taskId), eq(applications.id, f.taskId))
        : // By the campaign's code: a lookup on its unique index, so the lists need no join.
          sql`${applications.campaignId} in (select ${campaigns.id} from ${campaigns} where ${campaigns.code} = ${f.taskId.toUpperCase()})`,
    );
  }
  return and(...conditions);
}

/** One page of the creator's applications, newest first, and the total: two queries. */
export async function listWorkPage(
  db: Db,
  filter: WorkFilter,
  page: number,
  limit: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = whereOf(filter);
  return pageWithTotal(
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .$dynamic(),
    db.select({ n: count() }).from(applications).where(where),
    { page, limit },
  );
}

/** The history of many applications in one query, oldest first per application. */
export async function loadHistory(db: Db, applicationIds: string[]): Promise<Map<string, HistoryRow[]>> {
  if (!applicationIds.length) return new Map();
  const rows = await db
    .select()
    .from(applicationHistory)
    .where(inArray(applicationHistory.applicationId, applicationIds))
    .orderBy(asc(applicationHistory.createdAt), asc(applicationHistory.id));
  return groupBy(rows, (row) => row.applicationId);
}

/** A paid application's payment as its work row tells it. */
export interface WorkPayment {
  /** Its share of the payment's net, in paise. */
  netPaise: number;
  /** Where the payout stands (design §18): `manual` when staff sent the money outside the product. */
  payoutStatus: PayoutStatus;
  /** The bank's reference once a provider's payout is processed. */
  utr: string | null;
}

/**
 * Each paid application's payment: its share of its payment's net in paise (a payment covers one or
 * more tasks; TDS and GST are taken on the whole; the shares of one payment add up to its net
 * exactly, so the work rows agree with the payment), and where its payout stands. One query for a page.
 */
export async function loadPayments(db: Db, applicationIds: string[]): Promise<Map<string, WorkPayment>> {
  const out = new Map<string, WorkPayment>();
  if (!applicationIds.length) return out;
  // Every task of the payments these applications were paid in: a share depends on the others.
  const rows = await db
    .select({
      paymentId: payments.id,
      applicationId: paymentItems.applicationId,
      amount: paymentItems.amount,
      net: payments.netPaise,
      payoutStatus: payments.payoutStatus,
      utr: payments.utr,
    })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(
      and(
        eq(payments.status, 'paid'),
        inArray(
          paymentItems.paymentId,
          db
            .select({ id: paymentItems.paymentId })
            .from(paymentItems)
            .where(inArray(paymentItems.applicationId, applicationIds)),
        ),
      ),
    )
    .orderBy(asc(payments.id), asc(paymentItems.applicationId));
  const byPayment = new Map<string, typeof rows>();
  for (const r of rows) byPayment.set(r.paymentId, [...(byPayment.get(r.paymentId) ?? []), r]);
  for (const items of byPayment.values()) {
    const shares = splitInProportion(
      items[0]!.net,
      items.map((i) => i.amount),
    );
    for (const [k, item] of items.entries())
      out.set(item.applicationId, { netPaise: shares[k]!, payoutStatus: item.payoutStatus, utr: item.utr });
  }
  return out;
}
