import { asc, eq, sql } from 'drizzle-orm';
import { brandOfCampaign, campaignOfApplication, creatorOfApplication } from '../../db/joins.ts';
import { influencers } from '../../db/schema/accounts.ts';
import { brands, campaignDeliverables, campaigns } from '../../db/schema/catalogue.ts';
import { applications } from '../../db/schema/pipeline.ts';
import type { Executor } from '../../db/tx.ts';

/** Who a notification is between: the campaign and its brand, and the creator. */
export interface Parties {
  campaignId: string;
  campaignName: string;
  brandId: string;
  brandName: string;
  influencerId: string;
  creatorName: string;
}

/** The columns of the Parties, for a query that joins campaigns, brands and influencers. */
export const partiesColumns = {
  campaignId: campaigns.id,
  campaignName: campaigns.eventName,
  brandId: brands.id,
  brandName: brands.name,
  influencerId: influencers.id,
  creatorName: influencers.name,
};

/** What a notification about one application says: its campaign, brand, creator and money. */
export interface ApplicationContext extends Parties {
  applicationId: string;
  status: string;
  finalAmount: number | null;
  /** The promised payout day, once the post is live. */
  payoutDueDate: string | null;
  submissionDeadline: Date | null;
  /** Posting days (YYYY-MM-DD, Asia/Kolkata) of the campaign's deliverables, earliest first. */
  postingDates: string[];
}

export async function applicationContext(
  db: Executor,
  applicationId: string,
): Promise<ApplicationContext | null> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      ...partiesColumns,
      finalAmount: applications.finalAmount,
      payoutDueDate: applications.payoutDueDate,
      submissionDeadline: campaigns.submissionDeadline,
      postingDates: sql<
        string[] | null
      >`(select array_agg(distinct ${campaignDeliverables.postingDate}::text order by ${campaignDeliverables.postingDate}::text)
          from ${campaignDeliverables}
         where ${campaignDeliverables.campaignId} = ${campaigns.id} and ${campaignDeliverables.postingDate} is not null)`,
    })
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .innerJoin(brands, brandOfCampaign)
    .innerJoin(influencers, creatorOfApplication)
    .where(eq(applications.id, applicationId))
    .orderBy(asc(applications.id));
  if (!row) return null;
  return { ...row, postingDates: row.postingDates ?? [] };
}
