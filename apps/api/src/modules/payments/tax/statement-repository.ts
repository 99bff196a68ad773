import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { campaignOfApplication } from '../../../db/joins.ts';
import { influencers } from '../../../db/schema/accounts.ts';
import { campaigns } from '../../../db/schema/catalogue.ts';
import { payments } from '../../../db/schema/payments.ts';
import { applications } from '../../../db/schema/pipeline.ts';
import type { Executor } from '../../../db/tx.ts';
import { paidInYear } from './year-repository.ts';

/** The creator's paid payments of a financial year, oldest first (one query). */
export const yearPayments = (db: Executor, influencerId: string, financialYear: string) =>
  db
    .select()
    .from(payments)
    .where(paidInYear(influencerId, financialYear))
    .orderBy(asc(payments.paidAt), asc(payments.id));

/**
 * Products kept in the year: the creator's work on barter campaigns (a product value) that went
 * final posted between `from` and `to` (instants), oldest first.
 */
export const productsKept = (db: Executor, influencerId: string, from: Date, to: Date) =>
  db
    .select({
      at: applications.finalPostedAt,
      eventName: campaigns.eventName,
      campaignCode: campaigns.code,
      value: sql<number>`${campaigns.productValue}`,
    })
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .where(
      and(
        eq(applications.influencerId, influencerId),
        isNotNull(campaigns.productValue),
        gte(applications.finalPostedAt, from),
        lt(applications.finalPostedAt, to),
      ),
    )
    .orderBy(asc(applications.finalPostedAt));

/** Who the statement is for: name, e-mail and the PAN's last four (for the masked PAN). */
export async function payeeOf(db: Executor, influencerId: string) {
  const [row] = await db
    .select({
      name: influencers.name,
      email: influencers.email,
      panLast4: influencers.panLast4,
      language: influencers.language,
    })
    .from(influencers)
    .where(eq(influencers.id, influencerId))
    .limit(1);
  return row ?? null;
}
