import {
  ADMIN_CAMPAIGN_MESSAGES,
  APPLICANT_COUNT_KEYS,
  type ApplicantCounts,
} from '@ih/contract/admin-campaigns';
import type { BudgetType, CampaignStatus } from '@ih/contract/enums';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { campaignKey } from '../../db/campaign-key.ts';
import type { Db } from '../../db/client.ts';
import { brandOfCampaign } from '../../db/joins.ts';
import { pageWithTotal } from '../../db/page.ts';
import { brands, campaignDeliverables, campaigns } from '../../db/schema/catalogue.ts';
import { applications, submissionItems } from '../../db/schema/pipeline.ts';
import { conflict } from '../../lib/app-error.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { deliverableColumns } from './admin-columns.ts';
import { escapeLike } from './repository.ts';
import { campaignSearch } from './rules-repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Brand-role staff see only their brands' campaigns; admins all. */
export const staffScope = (staff: StaffPrincipal): SQL | undefined =>
  staff.role === 'admin'
    ? undefined
    : staff.brandIds.length
      ? inArray(campaigns.brandId, staff.brandIds)
      : sql`false`;

/**
 * Written exactly as the trigram index campaigns_search_trgm_idx is declared (and as the creator
 * search in repository.ts writes it), so the ILIKE is served by the index.
 */

export interface StaffCampaignFilter {
  status?: CampaignStatus | undefined;
  brandId?: string | undefined;
  search?: string | undefined;
  budgetType?: BudgetType | undefined;
}

/** One query for the page, one for the total. */
export async function listStaffCampaigns(
  db: Db,
  staff: StaffPrincipal,
  f: StaffCampaignFilter,
  page: number,
  limit: number,
) {
  const where = and(
    staffScope(staff),
    f.status ? eq(campaigns.status, f.status) : undefined,
    f.brandId ? eq(campaigns.brandId, f.brandId) : undefined,
    f.budgetType ? eq(campaigns.budgetType, f.budgetType) : undefined,
    f.search ? campaignSearch(`%${escapeLike(f.search)}%`) : undefined,
  );
  return pageWithTotal(
    db
      .select({
        id: campaigns.id,
        code: campaigns.code,
        eventName: campaigns.eventName,
        campaignTitle: campaigns.campaignTitle,
        brandId: campaigns.brandId,
        brandName: brands.name,
        status: campaigns.status,
        budgetType: campaigns.budgetType,
        visibility: campaigns.visibility,
        submissionDeadline: campaigns.submissionDeadline,
        createdAt: campaigns.createdAt,
      })
      .from(campaigns)
      .innerJoin(brands, brandOfCampaign)
      .where(where)
      // Matches campaigns_status_created_idx (created_at DESC NULLS LAST, id) when a status is chosen.
      .orderBy(sql`${campaigns.createdAt} desc nulls last`, asc(campaigns.id))
      .$dynamic(),
    db.select({ n: count() }).from(campaigns).where(where),
    { page, limit },
  );
}

const zeroCounts = (): ApplicantCounts =>
  Object.fromEntries(APPLICANT_COUNT_KEYS.map((k) => [k, 0])) as ApplicantCounts;

/** Applications by status for many campaigns in ONE grouped query (applications_campaign_status_idx). */
export async function countApplicants(db: Db, campaignIds: string[]): Promise<Map<string, ApplicantCounts>> {
  const out = new Map(campaignIds.map((id) => [id, zeroCounts()]));
  if (!campaignIds.length) return out;
  const rows = await db
    .select({ campaignId: applications.campaignId, status: applications.status, n: count() })
    .from(applications)
    .where(inArray(applications.campaignId, campaignIds))
    .groupBy(applications.campaignId, applications.status);
  for (const r of rows) {
    const counts = out.get(r.campaignId);
    if (!counts) continue;
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return out;
}

/** A campaign by uuid or CMP code, if the staff member may act on it; null otherwise. */
export async function findStaffCampaign(db: Executor, staff: StaffPrincipal, idOrCode: string, lock = false) {
  const key = campaignKey(idOrCode);
  if (!key) return null;
  const query = db
    .select()
    .from(campaigns)
    .where(and(key, staffScope(staff)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function loadDeliverableRows(db: Executor, campaignId: string) {
  return db
    .select()
    .from(campaignDeliverables)
    .where(eq(campaignDeliverables.campaignId, campaignId))
    .orderBy(asc(campaignDeliverables.sortOrder), asc(campaignDeliverables.id));
}

type DeliverableInput = Parameters<typeof deliverableColumns>[1];

/**
 * Makes the campaign's deliverables exactly `list`, inside the caller's transaction: ones carrying
 * an `_id` of this campaign are updated in place (submitted work keeps pointing at them), new ones
 * inserted, the rest deleted, unless submitted work references them (409). Three statements, however
 * many deliverables.
 */
export async function replaceDeliverables(
  tx: Tx,
  campaignId: string,
  list: DeliverableInput[],
  existing: { id: string }[],
): Promise<void> {
  const keep = list.flatMap((d) => (d._id ? [d._id] : []));
  const removed = existing.map((d) => d.id).filter((id) => !keep.includes(id));
  if (removed.length) {
    const [used] = await tx
      .select({ id: submissionItems.deliverableId })
      .from(submissionItems)
      .where(inArray(submissionItems.deliverableId, removed))
      .limit(1);
    if (used) throw conflict(ADMIN_CAMPAIGN_MESSAGES.deliverableHasWork);
    try {
      await tx
        .delete(campaignDeliverables)
        .where(
          and(eq(campaignDeliverables.campaignId, campaignId), inArray(campaignDeliverables.id, removed)),
        );
    } catch (error) {
      // Work submitted between the check and the delete: the foreign key refuses; same answer.
      if (
        (error as { cause?: { code?: string } }).cause?.code === '23503' ||
        (error as { code?: string }).code === '23503'
      )
        throw conflict(ADMIN_CAMPAIGN_MESSAGES.deliverableHasWork);
      throw error;
    }
  }
  const rows = list.map((d, i) => deliverableColumns(campaignId, d, i));
  await tx
    .insert(campaignDeliverables)
    .values(rows)
    .onConflictDoUpdate({
      target: campaignDeliverables.id,
      set: {
        deliverableTypeId: sql`excluded.deliverable_type_id`,
        format: sql`excluded.format`,
        duration: sql`excluded.duration`,
        dimensions: sql`excluded.dimensions`,
        postingDate: sql`excluded.posting_date`,
        postingTime: sql`excluded.posting_time`,
        notes: sql`excluded.notes`,
        remarks: sql`excluded.remarks`,
        optional: sql`excluded.optional`,
        sortOrder: sql`excluded.sort_order`,
      },
      // Never take over another campaign's row, whatever id was sent (the service checks first).
      setWhere: eq(campaignDeliverables.campaignId, campaignId),
    });
}

/**
 * Positions of sent `_id`s that are not this campaign's deliverables, or repeat an earlier one (one
 * row cannot be two deliverables).
 */
export function foreignDeliverables(list: DeliverableInput[], existing: { id: string }[]): number[] {
  const own = new Set(existing.map((d) => d.id));
  const seen = new Set<string>();
  return list.flatMap((d, i) => {
    if (!d._id) return [];
    const bad = !own.has(d._id) || seen.has(d._id);
    seen.add(d._id);
    return bad ? [i] : [];
  });
}
