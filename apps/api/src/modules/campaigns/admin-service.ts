import {
  ADMIN_CAMPAIGN_MESSAGES,
  type AdminCampaign,
  type adminCampaignListQuery,
  type CampaignInput,
  type CampaignPatch,
} from '@ih/contract/admin-campaigns';
import type { ApplicationStatus } from '@ih/contract/enums';
import { paginationOf } from '@ih/contract/envelope';
import { istDay } from '@ih/contract/payout-terms';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignDeliverables, campaigns } from '../../db/schema/catalogue.ts';
import { recordEvent } from '../../events/record.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { type StaffPrincipal, staffCanActOnBrand } from '../../plugins/auth.ts';
import { reviseCampaignAgreements } from '../agreements/make.ts';
import { listApplicationItems } from '../applications/admin-list.ts';
import { scheduleExpiry } from '../applications/expiry.ts';
import { readSettings } from '../settings/read.ts';
import { checkCampaignMedia, checkCampaignReferences } from './admin-checks.ts';
import { deliverableColumns, toColumns, toForm } from './admin-columns.ts';
import {
  countApplicants,
  findStaffCampaign,
  foreignDeliverables,
  listStaffCampaigns,
  loadDeliverableRows,
  replaceDeliverables,
} from './admin-repository.ts';
import { loadCampaignsWire } from './wire.ts';

type ListQuery = z.output<typeof adminCampaignListQuery>;

/** THE staff campaign mapper: the creator-facing Campaign, its applicant counts and the form values. */
async function loadAdminCampaign(deps: Deps, id: string): Promise<AdminCampaign> {
  const [[row], wires, counts, deliverables] = await Promise.all([
    deps.db.select().from(campaigns).where(eq(campaigns.id, id)),
    loadCampaignsWire(deps.db, [id], istDay(deps.clock.now())),
    countApplicants(deps.db, [id]),
    loadDeliverableRows(deps.db, id),
  ]);
  const wire = wires.get(id);
  if (!row || !wire) throw notFound(ADMIN_CAMPAIGN_MESSAGES.notFound);
  // Staff are not applicants: the viewer flags of the creator's shape mean nothing here.
  const { isApplied: _a, isSaved: _s, savedAt: _v, application: _p, ...campaign } = wire;
  return {
    ...campaign,
    updatedAt: row.updatedAt.toISOString(),
    applicants: counts.get(id)!,
    form: toForm(row, deliverables),
  };
}

async function mustFind(deps: Deps, staff: StaffPrincipal, idOrCode: string) {
  // Another brand's campaign answers 404, as if it did not exist.
  const row = await findStaffCampaign(deps.db, staff, idOrCode);
  if (!row) throw notFound(ADMIN_CAMPAIGN_MESSAGES.notFound);
  return row;
}

const mustOwnBrand = (staff: StaffPrincipal, brandId: string | undefined) => {
  if (brandId && !staffCanActOnBrand(staff, brandId)) throw forbidden(ADMIN_CAMPAIGN_MESSAGES.notYourBrand);
};

/** References then media: both answer 400 naming fields, before anything is written. */
async function checked(deps: Deps, input: CampaignPatch): Promise<CampaignPatch> {
  await checkCampaignReferences(deps.db, input);
  return checkCampaignMedia(deps, input);
}

export async function listCampaignsForStaff(deps: Deps, staff: StaffPrincipal, q: ListQuery) {
  const { page, limit, ...filter } = q;
  const { rows, total } = await listStaffCampaigns(deps.db, staff, filter, page, limit);
  const counts = await countApplicants(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({
      _id: r.id,
      campaign_id: r.code,
      event_name: r.eventName,
      campaign_title: r.campaignTitle,
      brand: { _id: r.brandId, brand_name: r.brandName },
      status: r.status,
      visibility: r.visibility,
      budget_type: r.budgetType,
      submission_deadline: r.submissionDeadline?.toISOString() ?? null,
      applicants: counts.get(r.id)!,
      createdAt: r.createdAt.toISOString(),
    })),
    message: ADMIN_CAMPAIGN_MESSAGES.listed,
    pagination: paginationOf(page, limit, total),
  };
}

export async function getCampaignForStaff(deps: Deps, staff: StaffPrincipal, idOrCode: string) {
  const row = await mustFind(deps, staff, idOrCode);
  return {
    data: await loadAdminCampaign(deps, row.id),
    message: ADMIN_CAMPAIGN_MESSAGES.fetched,
  };
}

export async function createCampaign(deps: Deps, staff: StaffPrincipal, input: CampaignInput) {
  mustOwnBrand(staff, input.brand_id);
  const columns = toColumns(await checked(deps, input));
  const id = await deps.db.transaction(async (tx) => {
    // A new campaign promises what the platform does unless staff set its own terms.
    const platform = await readSettings(tx);
    const [row] = await tx
      .insert(campaigns)
      .values({
        payoutTermsDays: platform.payout_terms_days,
        autoApproveDays: platform.auto_approve_days,
        ...columns,
        brandId: input.brand_id,
        eventName: input.event_name,
        campaignTitle: input.campaign_title,
        budgetType: input.budget_type,
      })
      .returning({ id: campaigns.id });
    // A new campaign's deliverables are all new, whatever ids a client copied into them.
    await tx
      .insert(campaignDeliverables)
      .values(input.deliverables.map((d, i) => deliverableColumns(row!.id, { ...d, _id: undefined }, i)));
    await recordEvent(tx, {
      type: 'campaign.created',
      actor: { kind: 'staff', id: staff.staffId },
      at: deps.clock.now(),
      campaignId: row!.id,
      brandId: input.brand_id,
      payload: { title: input.campaign_title },
    });
    await scheduleExpiry(tx, deps.clock, row!.id, columns.submissionDeadline ?? null);
    return row!.id;
  });
  return {
    data: await loadAdminCampaign(deps, id),
    message: ADMIN_CAMPAIGN_MESSAGES.created,
  };
}

export async function updateCampaign(
  deps: Deps,
  staff: StaffPrincipal,
  idOrCode: string,
  input: CampaignPatch,
) {
  const { id } = await mustFind(deps, staff, idOrCode);
  mustOwnBrand(staff, input.brand_id);
  const valid = await checked(deps, input);
  await deps.db.transaction(async (tx) => {
    // The row lock serialises two saves of the same campaign (the budget merge reads the stored row).
    const current = await findStaffCampaign(tx, staff, id, true);
    if (!current) throw notFound(ADMIN_CAMPAIGN_MESSAGES.notFound);
    const columns = toColumns(valid, current);
    // A deliverables-only edit still touches the campaign row: its new row version is what every
    // process's catalogue cache checks on the next read (ADR 022).
    if (Object.keys(columns).length || valid.deliverables)
      await tx
        .update(campaigns)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(campaigns.id, id));
    if (valid.deliverables) {
      const existing = await loadDeliverableRows(tx, id);
      const bad = foreignDeliverables(valid.deliverables, existing);
      if (bad.length) {
        const errors = Object.fromEntries(
          bad.map((i) => [`deliverables.${i}._id`, ADMIN_CAMPAIGN_MESSAGES.deliverableUnknown]),
        );
        throw badRequest(ADMIN_CAMPAIGN_MESSAGES.deliverableUnknown, errors);
      }
      await replaceDeliverables(tx, id, valid.deliverables, existing);
    }
    // A new deadline moves the expiry timer in the same transaction.
    if ('submissionDeadline' in columns)
      await scheduleExpiry(tx, deps.clock, id, columns.submissionDeadline ?? null);
    const fields = [...Object.keys(columns), ...(valid.deliverables ? ['deliverables'] : [])];
    // Changed terms make a new agreement version for each creator whose work is under way (design §16).
    if (fields.length) await reviseCampaignAgreements(tx, id, deps.clock.now());
    if (fields.length)
      await recordEvent(tx, {
        type: 'campaign.updated',
        actor: { kind: 'staff', id: staff.staffId },
        at: deps.clock.now(),
        campaignId: id,
        brandId: columns.brandId ?? current.brandId,
        payload: { fields },
      });
  });
  return {
    data: await loadAdminCampaign(deps, id),
    message: ADMIN_CAMPAIGN_MESSAGES.updated,
  };
}

export async function listApplicants(
  deps: Deps,
  staff: StaffPrincipal,
  idOrCode: string,
  q: { page: number; limit: number; status?: ApplicationStatus | undefined },
) {
  const campaign = await mustFind(deps, staff, idOrCode);
  // The staff application list's query and item shape, narrowed to this campaign.
  const { items, total } = await listApplicationItems(
    deps.db,
    staff,
    { taskId: campaign.id, status: q.status },
    q.page,
    q.limit,
  );
  return {
    data: items,
    message: ADMIN_CAMPAIGN_MESSAGES.applicantsListed,
    pagination: paginationOf(q.page, q.limit, total),
  };
}
