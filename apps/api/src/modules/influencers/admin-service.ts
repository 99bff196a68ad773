import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import { ADMIN_INFLUENCER_MESSAGES } from '@ih/contract/admin-influencers';
import type { InfluencerStatus } from '@ih/contract/enums';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { influencerSocialAccounts, influencers } from '../../db/schema/accounts.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { applications } from '../../db/schema/pipeline.ts';
import { recordEvent } from '../../events/record.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { revokeInfluencerSessions } from '../auth/sessions.ts';
import { socialToWire } from './wire.ts';

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

async function followersOf(deps: Deps, ids: string[]) {
  if (!ids.length) return new Map<string, { platform_name: string; followers: string }[]>();
  const rows = await deps.db
    .select()
    .from(influencerSocialAccounts)
    .where(inArray(influencerSocialAccounts.influencerId, ids))
    .orderBy(asc(influencerSocialAccounts.sortOrder));
  const map = new Map<string, { platform_name: string; followers: string }[]>();
  for (const r of rows) {
    const list = map.get(r.influencerId) ?? [];
    list.push({ platform_name: r.platformName, followers: r.followers ?? '' });
    map.set(r.influencerId, list);
  }
  return map;
}

export async function listInfluencers(
  deps: Deps,
  staff: StaffPrincipal,
  q: { search?: string; status?: InfluencerStatus; page: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [visibleTo(staff)];
  if (q.status) conditions.push(eq(influencers.status, q.status));
  if (q.search) {
    const term = likeTerm(q.search);
    const digits = q.search.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(influencers.name, term),
        ilike(influencers.email, term),
        digits.length >= 3 ? ilike(influencers.mobileNumber, likeTerm(digits.slice(-10))) : undefined,
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(listColumns)
      .from(influencers)
      .where(where)
      .orderBy(desc(influencers.createdAt), desc(influencers.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    deps.db.select({ n: count() }).from(influencers).where(where),
  ]);
  const followers = await followersOf(
    deps,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      mobile_number: r.mobileNumber,
      city: r.city,
      state: r.state,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      followers: followers.get(r.id) ?? [],
    })),
    total: total?.n ?? 0,
  };
}

export async function getInfluencer(
  deps: Deps,
  staff: StaffPrincipal,
  id: string,
): Promise<AdminInfluencerDetail> {
  const [row] = await deps.db
    .select()
    .from(influencers)
    .where(and(eq(influencers.id, id), visibleTo(staff)))
    .limit(1);
  // A creator outside a brand member's reach answers exactly like a missing one.
  if (!row) throw notFound(ADMIN_INFLUENCER_MESSAGES.notFound);
  const [social, apps] = await Promise.all([
    deps.db
      .select()
      .from(influencerSocialAccounts)
      .where(eq(influencerSocialAccounts.influencerId, id))
      .orderBy(asc(influencerSocialAccounts.sortOrder)),
    deps.db
      .select({
        id: applications.id,
        status: applications.status,
        appliedAt: applications.appliedAt,
        campaignId: campaigns.id,
        code: campaigns.code,
        eventName: campaigns.eventName,
      })
      .from(applications)
      .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
      .where(
        and(
          eq(applications.influencerId, id),
          staff.role === 'admin' ? undefined : inArray(campaigns.brandId, staff.brandIds),
        ),
      )
      .orderBy(desc(applications.appliedAt)),
  ]);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    city: row.city,
    state: row.state,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    followers: social.map((s) => ({ platform_name: s.platformName, followers: s.followers ?? '' })),
    account_type: row.accountTypes,
    address: row.address,
    country: row.country,
    pincode: row.pincode ?? '',
    portfolio_link: row.portfolioLink ?? '',
    niche: row.niches,
    description: row.description,
    social_platform: social.map(socialToWire),
    applications: apps.map((a) => ({
      _id: a.id,
      campaign: { _id: a.campaignId, campaign_id: a.code, event_name: a.eventName },
      status: a.status,
      applyDate: a.appliedAt.toISOString(),
    })),
  };
}

/** Sets the status; suspending also revokes every session in the same transaction (next call: 401). */
export async function setInfluencerStatus(deps: Deps, staffId: string, id: string, status: InfluencerStatus) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(influencers)
      .set({ status })
      .where(eq(influencers.id, id))
      .returning({ id: influencers.id, status: influencers.status });
    if (!row) throw notFound(ADMIN_INFLUENCER_MESSAGES.notFound);
    if (status === 'suspended') await revokeInfluencerSessions(tx, deps.clock.now(), id);
    await recordEvent(tx, {
      type: 'influencer.status',
      actor: { kind: 'staff', id: staffId },
      at: deps.clock.now(),
      influencerId: id,
      payload: { status },
    });
    return row;
  });
}
