import { and, asc, eq, inArray, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationOfPaymentItem, campaignOfApplication, creatorOfApplication } from '../../db/joins.ts';
import { influencers } from '../../db/schema/accounts.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { applications } from '../../db/schema/pipeline.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { pendingTask } from './repository.ts';
import type { PayeeColumns } from './wire.ts';

export const payeeColumns = {
  id: influencers.id,
  name: influencers.name,
  email: influencers.email,
  mobileNumber: influencers.mobileNumber,
  upiId: influencers.upiId,
  bankAccountHolderName: influencers.bankAccountHolderName,
  bankName: influencers.bankName,
  bankAccountNumberLast4: influencers.bankAccountNumberLast4,
  ifscCode: influencers.ifscCode,
};

/**
 * Brand staff see a payment only when every task in it is of their brands' campaigns: a payment
 * spanning another brand would reveal that brand's work and amounts. Admins see all.
 */
export function paymentScope(db: Db, staff: StaffPrincipal): SQL | undefined {
  if (staff.role === 'admin') return undefined;
  if (!staff.brandIds.length) return sql`false`;
  return notExists(
    db
      .select({ one: sql`1` })
      .from(paymentItems)
      .innerJoin(applications, applicationOfPaymentItem)
      .innerJoin(campaigns, campaignOfApplication)
      .where(and(eq(paymentItems.paymentId, payments.id), notInArray(campaigns.brandId, staff.brandIds))),
  );
}

export interface OwedRow {
  creator: PayeeColumns;
  applicationId: string;
  amount: number | null;
  finalPostedAt: Date | null;
  payoutDueDate: string | null;
  campaignId: string;
  campaignCode: string;
  eventName: string;
}

/** Every final-posted, unpaid task the staff member may pay, with its creator: one query. */
export async function listOwedTasks(
  db: Db,
  staff: StaffPrincipal,
  influencerId: string | undefined,
): Promise<OwedRow[]> {
  const scope =
    staff.role === 'admin'
      ? undefined
      : staff.brandIds.length
        ? inArray(campaigns.brandId, staff.brandIds)
        : sql`false`;
  return db
    .select({
      creator: payeeColumns,
      applicationId: applications.id,
      amount: applications.finalAmount,
      finalPostedAt: applications.finalPostedAt,
      payoutDueDate: applications.payoutDueDate,
      campaignId: campaigns.id,
      campaignCode: campaigns.code,
      eventName: campaigns.eventName,
    })
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .innerJoin(influencers, creatorOfApplication)
    .where(
      and(
        pendingTask,
        // Work whose payout failed is due again, but is paid by sending its payment again (design §18).
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentItems)
            .where(eq(paymentItems.applicationId, applications.id)),
        ),
        influencerId ? eq(applications.influencerId, influencerId) : undefined,
        scope,
      ),
    )
    .orderBy(
      sql`${applications.payoutDueDate} asc nulls last`,
      asc(applications.finalPostedAt),
      asc(applications.id),
    );
}

/** The creators of many payments in one query. */
export async function loadPayees(db: Db, ids: string[]): Promise<Map<string, PayeeColumns>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(payeeColumns)
    .from(influencers)
    .where(inArray(influencers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** One payment, if it is within the staff member's scope. */
export async function findScopedPayment(db: Db, staff: StaffPrincipal, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), paymentScope(db, staff)))
    .limit(1);
  return row;
}
