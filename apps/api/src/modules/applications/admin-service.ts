import {
  ADMIN_APPLICATION_MESSAGES,
  type AdminApplicationDetail,
  type AdminApplicationListItem,
  moved,
} from '@ih/contract/admin-applications';
import type { ReasonCode, StaffTransition } from '@ih/contract/enums';
import type { DomainEvent } from '@ih/contract/events';
import { istDay } from '@ih/contract/payout-terms';
import { REASON_MESSAGES, reasonText } from '@ih/contract/reason-messages';
import type { Tx } from '../../db/tx.ts';
import { eventsOfApplication } from '../../events/record.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { loadCampaignsWire } from '../campaigns/wire.ts';
import { readNotificationsAbout } from '../notifications/read-about.ts';
import { readSubmissions } from '../submissions/read.ts';
import {
  type AdminRow,
  lastMove,
  loadAdminRows,
  loadHistoryWithActors,
  loadInfluencer,
  loadSocials,
} from './admin-repository.ts';
import { toAdminDetail, toAdminListItem } from './admin-wire.ts';
import { lockApplication, transition } from './transitions.ts';

/** The application if the staff member may act on it; another brand's answers 404 as if absent. */
async function loadRow(deps: Deps, staff: StaffPrincipal, id: string): Promise<AdminRow> {
  const row = (await loadAdminRows(deps.db, staff, [id])).get(id);
  if (!row) throw notFound(ADMIN_APPLICATION_MESSAGES.notFound);
  return row;
}

async function listItem(deps: Deps, staff: StaffPrincipal, id: string): Promise<AdminApplicationListItem> {
  const row = await loadRow(deps, staff, id);
  const socials = await loadSocials(deps.db, [row.influencer.id]);
  return toAdminListItem(row, socials.get(row.influencer.id) ?? []);
}

export async function getDetail(
  deps: Deps,
  staff: StaffPrincipal,
  id: string,
): Promise<AdminApplicationDetail> {
  const row = await loadRow(deps, staff, id);
  const [influencer, socials, campaigns, submissions, history] = await Promise.all([
    loadInfluencer(deps.db, row.influencer.id),
    loadSocials(deps.db, [row.influencer.id]),
    loadCampaignsWire(deps.db, [row.campaign.id], istDay(deps.clock.now())),
    readSubmissions(deps.db, [id]),
    loadHistoryWithActors(deps.db, id),
  ]);
  const campaign = campaigns.get(row.campaign.id);
  if (!influencer || !campaign) throw notFound(ADMIN_APPLICATION_MESSAGES.notFound);
  return toAdminDetail(deps, {
    row,
    influencer,
    socials: socials.get(row.influencer.id) ?? [],
    campaign,
    submissions: submissions.get(id) ?? [],
    history,
  });
}

/** The application's events, oldest first, for staff who may see the application. */
export async function listEvents(deps: Deps, staff: StaffPrincipal, id: string): Promise<DomainEvent[]> {
  await loadRow(deps, staff, id);
  return (await eventsOfApplication(deps.db, id)).map((e) => ({
    _id: String(e.id),
    type: e.type,
    actor: e.actor,
    applicationId: e.applicationId,
    campaignId: e.campaignId,
    payload: e.payload,
    createdAt: e.createdAt.toISOString(),
  }));
}

/**
 * The amount agreed on acceptance: what staff typed, else the creator's quote, else the campaign's
 * fixed price. Only worked out for a pending application; for any other status the transition
 * answers 422, which says more than a missing amount would.
 */
function finalAmountFor(row: AdminRow, to: StaffTransition, typed: number | undefined): number | undefined {
  if (to !== 'accepted' || row.a.status !== 'pending') return typed;
  if (typed !== undefined) return typed;
  if (row.a.quoteAskingAmount > 0) return row.a.quoteAskingAmount;
  if (row.campaign.fixedPrice && row.campaign.fixedPrice > 0) return row.campaign.fixedPrice;
  throw badRequest(ADMIN_APPLICATION_MESSAGES.finalAmountRequired, {
    final_amount: ADMIN_APPLICATION_MESSAGES.finalAmountRequired,
  });
}

type MoveBody = {
  to: StaffTransition;
  reason?: string | undefined;
  reasonCode?: ReasonCode | undefined;
  final_amount?: number | undefined;
};

/**
 * A repeat of this staff member's own last decision (the second click of a double click, a retry
 * after a lost answer) is the same request: it succeeds and changes nothing (design §10). Only the
 * same decision counts: the application is already where `to` leads, its last move was made by
 * this staff member, and an amount or reason sent agrees with the stored one. Anything else (a
 * colleague decided first, a different amount) still answers 422, which is then true.
 */
async function isRepeat(tx: Tx, staff: StaffPrincipal, id: string, body: MoveBody): Promise<boolean> {
  const current = await lockApplication(tx, id);
  if (current.status !== body.to) return false;
  if (body.to === 'accepted' && body.final_amount !== undefined && body.final_amount !== current.finalAmount)
    return false;
  if (body.to === 'rework' && reasonText(body.reasonCode, body.reason) !== current.reworkReason) return false;
  const last = await lastMove(tx, id);
  return last?.toStatus === body.to && last.actorKind === 'staff' && last.actorId === staff.staffId;
}

async function move(deps: Deps, staff: StaffPrincipal, row: AdminRow, body: MoveBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Locked first (the row lock is held to the end), so a concurrent repeat waits and sees this one.
    if (await isRepeat(tx, staff, row.a.id, body)) return;
    const finalAmount = finalAmountFor(row, body.to, body.final_amount);
    await transition(tx, {
      applicationId: row.a.id,
      to: body.to,
      actor: { kind: 'staff', id: staff.staffId },
      note: body.reason ?? null,
      finalAmount: finalAmount ?? null,
      reworkReason: body.reason ?? null,
      reasonCode: body.reasonCode ?? null,
      now: deps.clock.now(),
    });
    // What the bell said about it is dealt with now (issue 26 E).
    await readNotificationsAbout(tx, staff.staffId, [row.a.id], deps.clock.now());
  });
}

export async function transitionOne(
  deps: Deps,
  staff: StaffPrincipal,
  id: string,
  body: MoveBody,
): Promise<AdminApplicationListItem> {
  const row = await loadRow(deps, staff, id);
  await move(deps, staff, row, body);
  return listItem(deps, staff, id);
}

/**
 * Accepts or declines many applications, each in its own transaction so one refusal (already
 * accepted, no amount) does not undo the others. Reads are batched; only the moves are per row.
 */
export async function transitionMany(
  deps: Deps,
  staff: StaffPrincipal,
  ids: string[],
  to: 'accepted' | 'declined',
  why: { reason?: string | undefined; reasonCode?: ReasonCode | undefined } = {},
): Promise<{ id: string; ok: boolean; message: string }[]> {
  // One reason for all: refused up front (400 naming the field) rather than once per row.
  if (to === 'declined' && !reasonText(why.reasonCode, why.reason))
    throw badRequest(REASON_MESSAGES.required, { reason: REASON_MESSAGES.required });
  const unique = [...new Set(ids)];
  const rows = await loadAdminRows(deps.db, staff, unique);
  const results: { id: string; ok: boolean; message: string }[] = [];
  for (const id of unique) {
    const row = rows.get(id);
    if (!row) {
      results.push({ id, ok: false, message: ADMIN_APPLICATION_MESSAGES.notFound });
      continue;
    }
    try {
      await move(deps, staff, row, { to, ...why });
      results.push({ id, ok: true, message: moved(to) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return results;
}
