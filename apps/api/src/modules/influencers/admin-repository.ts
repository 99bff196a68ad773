import type { InfluencerStatus } from '@ih/contract/enums';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignOfApplication } from '../../db/joins.ts';
import { pageWithTotal } from '../../db/page.ts';
import { influencerSocialAccounts, influencers } from '../../db/schema/accounts.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { applications } from '../../db/schema/pipeline.ts';
import type { Tx } from '../../db/tx.ts';
import { groupBy } from '../../lib/group.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';

/** Escapes LIKE wildcards so a search for '50%' means the text, not a pattern. */
const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Brand staff see only creators who applied to a campaign of one of their brands; admins see all.
 * Returns undefined for admins (no restriction).
 */
function visibleTo(staff: StaffPrincipal): SQL | undefined {
  if (staff.role === 'admin') return undefined;
  if (staff.brandIds.length === 0) return sql`false`;
  return sql`exists (select 1 from ${applications} join ${campaigns} on ${campaigns.id} = ${applications.campaignId}
    where ${applications.influencerId} = ${influencers.id} and ${inArray(campaigns.brandId, staff.brandIds)})`;
}

const listColumns = {
  id: influencers.id,
  name: influencers.name,
  email: influencers.email,
  mobileNumber: influencers.mobileNumber,
  city: influencers.city,
  state: influencers.state,
  status: influencers.status,
  createdAt: influencers.createdAt,
};

/** Each creator's platforms and follower counts, in their order (one query for a page). */
export async function followersOf(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { platform_name: string; followers: string }[]>();
  const rows = await db
    .select()
    .from(influencerSocialAccounts)
    .where(inArray(influencerSocialAccounts.influencerId, ids))
    .orderBy(asc(influencerSocialAccounts.sortOrder));
  return groupBy(
    rows,
    (r) => r.influencerId,
    (r) => ({ platform_name: r.platformName, followers: r.followers ?? '' }),
  );
}

export interface CreatorSearch {
  search?: string;
  status?: InfluencerStatus;
  page: number;
  limit: number;
}

/** A page of the creators a staff member may see, newest first, and their total. */
export async function findCreatorPage(db: Db, staff: StaffPrincipal, q: CreatorSearch) {
  const conditions: (SQL | undefined)[] = [visibleTo(staff)];
  if (q.status) conditions.push(eq(influencers.status, q.status));
  if (q.search) {
    const term = likeTerm(q.search);
    const digits = q.search.replace(/\D/g, '');
    // By contact only for admins: a brand person must not learn whose e-mail or number it is.
    const byContact = staff.role === 'admin';
    conditions.push(
      or(
        ilike(influencers.name, term),
        byContact ? ilike(influencers.email, term) : undefined,
        byContact && digits.length >= 3
          ? ilike(influencers.mobileNumber, likeTerm(digits.slice(-10)))
          : undefined,
      ),
    );
  }
  const where = and(...conditions);
  return pageWithTotal(
    db
      .select(listColumns)
      .from(influencers)
      .where(where)
      .orderBy(desc(influencers.createdAt), desc(influencers.id))
      .$dynamic(),
    db.select({ n: count() }).from(influencers).where(where),
    q,
  );
}

export type CreatorListRow = Awaited<ReturnType<typeof findCreatorPage>>['rows'][number];
export type CreatorRow = typeof influencers.$inferSelect;
export type SocialRow = typeof influencerSocialAccounts.$inferSelect;

/** One creator, if the staff member may see them; with their platforms and the applications they may see. */
export async function findCreatorForStaff(db: Db, staff: StaffPrincipal, id: string) {
  const [row] = await db
    .select()
    .from(influencers)
    .where(and(eq(influencers.id, id), visibleTo(staff)))
    .limit(1);
  if (!row) return null;
  const [social, apps] = await Promise.all([
    db
      .select()
      .from(influencerSocialAccounts)
      .where(eq(influencerSocialAccounts.influencerId, id))
      .orderBy(asc(influencerSocialAccounts.sortOrder)),
    db
      .select({
        id: applications.id,
        status: applications.status,
        appliedAt: applications.appliedAt,
        campaignId: campaigns.id,
        code: campaigns.code,
        eventName: campaigns.eventName,
      })
      .from(applications)
      .innerJoin(campaigns, campaignOfApplication)
      .where(
        and(
          eq(applications.influencerId, id),
          staff.role === 'admin' ? undefined : inArray(campaigns.brandId, staff.brandIds),
        ),
      )
      .orderBy(desc(applications.appliedAt)),
  ]);
  return { row, social, apps };
}

export type CreatorForStaff = NonNullable<Awaited<ReturnType<typeof findCreatorForStaff>>>;

/** Sets a creator's status; null when there is no such creator. */
export async function updateCreatorStatus(tx: Tx, id: string, status: InfluencerStatus) {
  const [row] = await tx
    .update(influencers)
    .set({ status })
    .where(eq(influencers.id, id))
    .returning({ id: influencers.id, status: influencers.status });
  return row ?? null;
}
