import type { InvitationStatus } from '@ih/contract/invitation-enums';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandOfCampaign, creatorOfInvitation, imageOfCreator } from '../../db/joins.ts';
import { type PageRequest, pageWithTotal } from '../../db/page.ts';
import { influencers } from '../../db/schema/accounts.ts';
import { brands, campaigns } from '../../db/schema/catalogue.ts';
import { files } from '../../db/schema/files.ts';
import { invitations } from '../../db/schema/invitations.ts';
import type { Executor, Tx } from '../../db/tx.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { ensureTimers } from '../../jobs/timers.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** What inviting to a campaign needs to know about it: whose it is, whether it takes creators, its price. */
export async function findInviteTarget(db: Executor, campaignId: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      brandId: campaigns.brandId,
      status: campaigns.status,
      brandActive: sql<boolean>`${brands.status} = 'active'`,
      budgetType: campaigns.budgetType,
      fixedPrice: campaigns.fixedPrice,
      submissionDeadline: campaigns.submissionDeadline,
    })
    .from(campaigns)
    .innerJoin(brands, brandOfCampaign)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return row ?? null;
}

export interface Candidate {
  id: string;
  status: 'active' | 'suspended';
  discoverable: boolean;
  invited: boolean;
  applied: boolean;
}

/**
 * The creators asked for, with what decides whether each may be invited to the campaign. One
 * statement for any number of them (a bulk invite of 500 is one round trip).
 */
export async function loadCandidates(tx: Executor, campaignId: string, ids: string[]): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: influencers.id,
      status: influencers.status,
      discoverable: influencers.discoverable,
      // Written with the tables named: in a one-table select Drizzle leaves columns unqualified, and
      // `influencer_id = id` inside the subquery would compare with the subquery's own id.
      invited: sql<boolean>`exists (select 1 from invitations i where i.campaign_id = ${campaignId} and i.influencer_id = influencers.id)`,
      applied: sql<boolean>`exists (select 1 from applications a where a.campaign_id = ${campaignId} and a.influencer_id = influencers.id)`,
    })
    .from(influencers)
    .where(inArray(influencers.id, ids));
}

export interface NewInvitation {
  campaignId: string;
  influencerId: string;
  offerAmount: number;
  message: string;
  respondBy: Date;
  invitedBy: string;
  at: Date;
}

/**
 * Inserts the invitations in one statement. The unique index on (campaign, creator) decides every
 * race — a double click, a retry, a second process: a row that exists already is skipped, and only
 * the rows this call made come back.
 */
export async function insertInvitations(tx: Tx, rows: NewInvitation[]): Promise<InvitationRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(invitations)
    .values(
      rows.map((r) => ({
        campaignId: r.campaignId,
        influencerId: r.influencerId,
        offerAmount: r.offerAmount,
        message: r.message,
        respondBy: r.respondBy,
        invitedBy: r.invitedBy,
        createdAt: r.at,
        updatedAt: r.at,
      })),
    )
    .onConflictDoNothing({ target: [invitations.campaignId, invitations.influencerId] })
    .returning();
}

/** One invitation, locked for the rest of the transaction; another creator's is as if missing. */
export async function lockInvitation(tx: Tx, id: string, influencerId?: string) {
  const where = influencerId
    ? and(eq(invitations.id, id), eq(invitations.influencerId, influencerId))
    : eq(invitations.id, id);
  const [row] = await tx.select().from(invitations).where(where).for('update');
  return row ?? null;
}

export async function updateInvitation(
  tx: Tx,
  id: string,
  changes: Partial<
    Pick<InvitationRow, 'status' | 'declineReason' | 'respondedAt' | 'applicationId' | 'updatedAt'>
  >,
): Promise<InvitationRow> {
  const [row] = await tx.update(invitations).set(changes).where(eq(invitations.id, id)).returning();
  return row!;
}

/**
 * A page of a creator's invitations (waiting ones first, the soonest to run out on top, then the rest
 * newest first) or of a campaign's (newest first), each with the creator's name and photo.
 */
export async function listInvitations(
  db: Db,
  scope: { influencerId: string } | { campaignId: string },
  status: InvitationStatus | undefined,
  page: PageRequest,
) {
  const forCreator = 'influencerId' in scope;
  const where = and(
    forCreator
      ? eq(invitations.influencerId, scope.influencerId)
      : eq(invitations.campaignId, scope.campaignId),
    status ? eq(invitations.status, status) : undefined,
  );
  const order = forCreator
    ? [
        sql`(${invitations.status} = 'pending') desc`,
        sql`case when ${invitations.status} = 'pending' then ${invitations.respondBy} end asc`,
      ]
    : [];
  return pageWithTotal(
    db
      .select({
        invitation: invitations,
        name: influencers.name,
        image: { id: files.id, visibility: files.visibility },
      })
      .from(invitations)
      .innerJoin(influencers, creatorOfInvitation)
      .leftJoin(files, imageOfCreator)
      .where(where)
      .orderBy(...order, desc(invitations.createdAt), asc(invitations.id))
      .$dynamic(),
    db.select({ n: count() }).from(invitations).where(where),
    page,
  );
}

/** The waiting invitations whose answer-by time has come (the timer's check, by the app clock). */
export async function findExpirable(tx: Tx, id: string, now: Date) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.status, 'pending'),
        sql`${invitations.respondBy} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Gives every waiting invitation its timer if it has none (a database restored without its queue, or
 * seeded): run when the queue starts; an existing timer is left as it is.
 */
export async function ensureInvitationTimers(db: Db): Promise<void> {
  await ensureTimers(
    db,
    TASKS.invitationExpiry,
    sql`select i.id, i.respond_by as due_at, json_build_object('invitationId', i.id) as payload
          from invitations i where i.status = 'pending'`,
  );
}
