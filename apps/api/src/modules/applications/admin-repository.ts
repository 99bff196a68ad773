import type { ApplicationStatus } from '@ih/contract/enums';
import { UUID_PATTERN } from '@ih/contract/patterns';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandOfCampaign, campaignOfApplication, creatorOfApplication } from '../../db/joins.ts';
import { pageWithTotal } from '../../db/page.ts';
import { influencerSocialAccounts, influencers, staffUsers } from '../../db/schema/accounts.ts';
import { brands, campaigns } from '../../db/schema/catalogue.ts';
import { applicationHistory, applications } from '../../db/schema/pipeline.ts';
import type { Executor } from '../../db/tx.ts';
import { groupBy } from '../../lib/group.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';

export interface AdminFilter {
  status?: ApplicationStatus;
  taskId?: string;
  influencerId?: string;
  brandId?: string;
}

const rowShape = {
  a: applications,
  campaign: {
    id: campaigns.id,
    code: campaigns.code,
    eventName: campaigns.eventName,
    campaignTitle: campaigns.campaignTitle,
    budgetType: campaigns.budgetType,
    fixedPrice: campaigns.fixedPrice,
    submissionDeadline: campaigns.submissionDeadline,
    brandId: campaigns.brandId,
  },
  brandName: brands.name,
  influencer: {
    id: influencers.id,
    name: influencers.name,
    email: influencers.email,
    mobileNumber: influencers.mobileNumber,
  },
};

export interface AdminRow {
  a: typeof applications.$inferSelect;
  campaign: {
    id: string;
    code: string;
    eventName: string;
    campaignTitle: string;
    budgetType: (typeof campaigns.$inferSelect)['budgetType'];
    fixedPrice: number | null;
    submissionDeadline: Date | null;
    brandId: string;
  };
  brandName: string;
  influencer: { id: string; name: string; email: string; mobileNumber: string };
}

/** Brand staff see only their brands' campaigns; admins see all. */
function scopeOf(staff: StaffPrincipal): SQL | undefined {
  if (staff.role === 'admin') return undefined;
  return staff.brandIds.length ? inArray(campaigns.brandId, staff.brandIds) : sql`false`;
}

function whereOf(staff: StaffPrincipal, f: AdminFilter): SQL | undefined {
  const taskMatch = f.taskId
    ? UUID_PATTERN.test(f.taskId)
      ? eq(applications.campaignId, f.taskId)
      : eq(campaigns.code, f.taskId.toUpperCase())
    : undefined;
  return and(
    scopeOf(staff),
    f.status ? eq(applications.status, f.status) : undefined,
    taskMatch,
    f.influencerId ? eq(applications.influencerId, f.influencerId) : undefined,
    f.brandId ? eq(campaigns.brandId, f.brandId) : undefined,
  );
}

const base = (db: Db) =>
  db
    .select(rowShape)
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .innerJoin(brands, brandOfCampaign)
    .innerJoin(influencers, creatorOfApplication);

export async function listAdminPage(
  db: Db,
  staff: StaffPrincipal,
  filter: AdminFilter,
  page: number,
  limit: number,
): Promise<{ rows: AdminRow[]; total: number }> {
  const where = whereOf(staff, filter);
  return pageWithTotal(
    base(db).where(where).orderBy(desc(applications.createdAt), desc(applications.id)).$dynamic(),
    db.select({ n: count() }).from(applications).innerJoin(campaigns, campaignOfApplication).where(where),
    { page, limit },
  );
}

/** The applications among `ids` the staff member may act on, in one query; others are absent. */
export async function loadAdminRows(
  db: Db,
  staff: StaffPrincipal,
  ids: string[],
): Promise<Map<string, AdminRow>> {
  if (!ids.length) return new Map();
  const rows = await base(db).where(and(scopeOf(staff), inArray(applications.id, ids)));
  return new Map(rows.map((r) => [r.a.id, r]));
}

export type SocialRow = typeof influencerSocialAccounts.$inferSelect;

/** Social accounts of many creators in one query, in each creator's order. */
export async function loadSocials(db: Db, influencerIds: string[]): Promise<Map<string, SocialRow[]>> {
  if (!influencerIds.length) return new Map();
  const rows = await db
    .select()
    .from(influencerSocialAccounts)
    .where(inArray(influencerSocialAccounts.influencerId, [...new Set(influencerIds)]))
    .orderBy(asc(influencerSocialAccounts.sortOrder), asc(influencerSocialAccounts.id));
  return groupBy(rows, (row) => row.influencerId);
}

export async function loadInfluencer(db: Db, id: string) {
  const [row] = await db.select().from(influencers).where(eq(influencers.id, id));
  return row;
}

/** One application's history with who acted (creator or staff name), oldest first. */
export async function loadHistoryWithActors(db: Db, applicationId: string) {
  return db
    .select({
      h: applicationHistory,
      influencerName: influencers.name,
      staffName: staffUsers.name,
    })
    .from(applicationHistory)
    .leftJoin(
      influencers,
      and(eq(applicationHistory.actorKind, 'influencer'), eq(influencers.id, applicationHistory.actorId)),
    )
    .leftJoin(
      staffUsers,
      and(eq(applicationHistory.actorKind, 'staff'), eq(staffUsers.id, applicationHistory.actorId)),
    )
    .where(eq(applicationHistory.applicationId, applicationId))
    .orderBy(asc(applicationHistory.createdAt), asc(applicationHistory.id));
}

/** The latest history row of one application (its last move), inside the caller's transaction. */
export async function lastMove(tx: Executor, applicationId: string) {
  const [row] = await tx
    .select({
      toStatus: applicationHistory.toStatus,
      actorKind: applicationHistory.actorKind,
      actorId: applicationHistory.actorId,
    })
    .from(applicationHistory)
    .where(eq(applicationHistory.applicationId, applicationId))
    .orderBy(desc(applicationHistory.createdAt), desc(applicationHistory.id))
    .limit(1);
  return row;
}
