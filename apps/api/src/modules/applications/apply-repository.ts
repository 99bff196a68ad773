import { and, desc, eq, sql } from 'drizzle-orm';
import { campaignKey } from '../../db/campaign-key.ts';
import type { Db } from '../../db/client.ts';
import { brandOfCampaign } from '../../db/joins.ts';
import { brands, campaigns } from '../../db/schema/catalogue.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { applicationHistory, applications } from '../../db/schema/pipeline.ts';
import type { Executor, Tx } from '../../db/tx.ts';
import { recordEvent } from '../../events/record.ts';

export interface ApplyTarget {
  id: string;
  status: 'active' | 'inactive' | 'closed';
  brandActive: boolean;
  budgetType: 'fixed' | 'get quote' | 'fixed affiliate';
  submissionDeadline: Date | null;
  alreadyApplied: boolean;
  visibility: 'public' | 'invite-only';
  /** A waiting invitation of the caller's to it (design §15): they answer that instead. */
  invited: boolean;
}

/** The campaign by uuid or CMP code with what the apply rules need, including the caller's application. */
export async function findApplyTarget(
  db: Db,
  taskId: string,
  influencerId: string,
): Promise<ApplyTarget | null> {
  const key = campaignKey(taskId);
  if (!key) return null;
  const [row] = await db
    .select({
      id: campaigns.id,
      status: campaigns.status,
      brandActive: sql<boolean>`${brands.status} = 'active'`,
      budgetType: campaigns.budgetType,
      submissionDeadline: campaigns.submissionDeadline,
      alreadyApplied: sql<boolean>`exists (select 1 from ${applications} where ${applications.campaignId} = ${campaigns.id} and ${applications.influencerId} = ${influencerId})`,
      visibility: campaigns.visibility,
      invited: sql<boolean>`exists (select 1 from ${invitations} where ${invitations.campaignId} = ${campaigns.id} and ${invitations.influencerId} = ${influencerId} and ${invitations.status} = 'pending')`,
    })
    .from(campaigns)
    .innerJoin(brands, brandOfCampaign)
    .where(key)
    .limit(1);
  return row ?? null;
}

/**
 * Inserts the application and its first history row in one transaction. The unique index
 * applications_campaign_influencer_key decides a race between two submits: the loser inserts
 * nothing and gets null, so a double submit never makes two applications.
 */
export async function insertApplication(
  db: Executor,
  input: { campaignId: string; influencerId: string; amount: number; note: string; at: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        campaignId: input.campaignId,
        influencerId: input.influencerId,
        status: 'pending',
        quoteAskingAmount: input.amount,
        note: input.note,
        appliedAt: input.at,
      })
      .onConflictDoNothing({ target: [applications.campaignId, applications.influencerId] })
      .returning();
    if (!row) return null;
    await tx.insert(applicationHistory).values({
      applicationId: row.id,
      fromStatus: null,
      toStatus: 'pending',
      actorKind: 'influencer',
      actorId: input.influencerId,
      note: input.note,
      createdAt: input.at,
    });
    await recordEvent(tx, {
      type: 'application.created',
      actor: { kind: 'influencer', id: input.influencerId },
      at: input.at,
      applicationId: row.id,
      campaignId: row.campaignId,
      influencerId: row.influencerId,
      payload: { quoteAskingAmount: row.quoteAskingAmount, note: row.note },
    });
    return row;
  });
}

/** When an application was withdrawn: its history row's time (null if it never was). */
export async function withdrawnAtOf(tx: Tx, applicationId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: applicationHistory.createdAt })
    .from(applicationHistory)
    .where(
      and(eq(applicationHistory.applicationId, applicationId), eq(applicationHistory.toStatus, 'withdrawn')),
    )
    .orderBy(desc(applicationHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}
