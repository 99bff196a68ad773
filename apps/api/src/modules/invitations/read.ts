import type { InvitationStatus } from '@ih/contract/invitation-enums';
import { INVITATION_MESSAGES } from '@ih/contract/invitations';
import { istDay } from '@ih/contract/payout-terms';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { staffCanActOnBrand } from '../../plugins/auth.ts';
import { cachedCampaignWires } from '../campaigns/fragments.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { fileUrl } from '../files/urls.ts';
import { findInviteTarget, type InvitationRow, listInvitations } from './repository.ts';
import { campaignInvitationWire, myInvitationWire } from './wire.ts';

/** What a campaign card is made from (the catalogue's cached fragments, ADR 022). */
export interface CardDeps {
  db: Db;
  pool: pg.Pool;
  cache: CatalogueCache;
}

/** The creator's invitations with their campaign cards, made from the catalogue's cached fragments. */
export async function creatorInvitations(
  deps: CardDeps,
  influencerId: string,
  query: { status?: InvitationStatus | undefined; page: number; limit: number },
  now: Date,
) {
  const { rows, total } = await listInvitations(deps.db, { influencerId }, query.status, query);
  const items = await withCards(
    deps,
    influencerId,
    rows.map((r) => r.invitation),
    now,
  );
  return { items, total };
}

/** Invitations with their campaign cards, in the rows' order. */
export async function withCards(deps: CardDeps, influencerId: string, rows: InvitationRow[], now: Date) {
  const cards = await cachedCampaignWires(
    deps.db,
    deps.pool,
    deps.cache,
    rows.map((r) => r.campaignId),
    influencerId,
    istDay(now),
  );
  return rows.flatMap((r) => {
    const card = cards.get(r.campaignId);
    return card ? [myInvitationWire(r, card)] : [];
  });
}

/** The campaign, if the staff member may act on its brand; another brand's is as if it did not exist. */
export async function staffCampaign(db: Db, staff: StaffPrincipal, campaignId: string) {
  const target = await findInviteTarget(db, campaignId);
  if (!target || !staffCanActOnBrand(staff, target.brandId))
    throw notFound(INVITATION_MESSAGES.campaignNotFound);
  return target;
}

/** A campaign's invitations for a staff member who may act on its brand; another brand's is 404. */
export async function campaignInvitations(
  deps: Deps,
  staff: StaffPrincipal,
  campaignId: string,
  query: { status?: InvitationStatus | undefined; page: number; limit: number },
) {
  await staffCampaign(deps.db, staff, campaignId);
  const { rows, total } = await listInvitations(deps.db, { campaignId }, query.status, query);
  return {
    items: rows.map((r) =>
      campaignInvitationWire(r.invitation, {
        name: r.name,
        profileImage: r.image?.id ? fileUrl(deps, { id: r.image.id, visibility: r.image.visibility }) : null,
      }),
    ),
    total,
  };
}
