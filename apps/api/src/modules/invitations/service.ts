import { INVITATION_RESPOND_HOURS } from '@ih/contract/constants';
import type { InvitationSkipReason, InvitationStatus } from '@ih/contract/invitation-enums';
import { INVITATION_MESSAGES, type inviteBody } from '@ih/contract/invitations';
import { formatDay, istDay } from '@ih/contract/payout-terms';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { recordEvent } from '../../events/record.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer } from '../../jobs/timers.ts';
import { badRequest, conflict, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { startInvitedApplication } from '../applications/from-invitation.ts';
import { staffCampaign } from './read.ts';
import {
  findExpirable,
  findInviteTarget,
  type InvitationRow,
  insertInvitations,
  loadCandidates,
  lockInvitation,
  updateInvitation,
} from './repository.ts';

type InviteInput = z.output<typeof inviteBody>;

const HOUR_MS = 3600_000;
const timerKey = (invitationId: string) => `${TASKS.invitationExpiry}:${invitationId}`;

/** Sets the timer that closes an invitation nobody answered, in the transaction that made it. */
const scheduleExpiry = (tx: Tx, clock: Clock, row: Pick<InvitationRow, 'id' | 'respondBy'>) =>
  setTimer(tx, clock, {
    key: timerKey(row.id),
    task: TASKS.invitationExpiry,
    dueAt: row.respondBy,
    payload: { invitationId: row.id },
  });

/** When the creators must answer by: as asked, else 72 hours on or the submission deadline if sooner. */
function answerBy(input: InviteInput, deadline: Date | null, now: Date): Date {
  if (input.respondBy) {
    const at = new Date(input.respondBy);
    if (at.getTime() <= now.getTime())
      throw badRequest(INVITATION_MESSAGES.respondByPast, { respondBy: INVITATION_MESSAGES.respondByPast });
    if (deadline && at.getTime() > deadline.getTime()) {
      const message = INVITATION_MESSAGES.respondByAfterDeadline(formatDay(istDay(deadline)));
      throw badRequest(message, { respondBy: message });
    }
    return at;
  }
  const standard = new Date(now.getTime() + INVITATION_RESPOND_HOURS * HOUR_MS);
  return deadline && deadline.getTime() < standard.getTime() ? deadline : standard;
}

/**
 * Invites creators to a campaign (design §15). Each creator is invited once whatever the clicks,
 * retries or processes: the unique index decides, and a creator already invited, who applied, who
 * chose not to be found or is suspended is skipped with the reason. One transaction writes the
 * invitations, their events (each tells its creator) and their timers.
 */
export async function inviteCreators(
  db: Db,
  clock: Clock,
  staff: StaffPrincipal,
  campaignId: string,
  input: InviteInput,
) {
  const now = clock.now();
  const target = await staffCampaign(db, staff, campaignId);
  if (target.status !== 'active' || !target.brandActive)
    throw transitionNotAllowed(INVITATION_MESSAGES.campaignClosed);
  if (target.submissionDeadline && target.submissionDeadline.getTime() <= now.getTime())
    throw transitionNotAllowed(INVITATION_MESSAGES.deadlinePassed);
  const offer = input.offerAmount ?? target.fixedPrice;
  if (!offer)
    throw badRequest(INVITATION_MESSAGES.offerNeeded, { offerAmount: INVITATION_MESSAGES.offerNeeded });
  const respondBy = answerBy(input, target.submissionDeadline, now);
  const ids = [...new Set(input.influencerIds.map((id) => id.toLowerCase()))];

  return db.transaction(async (tx) => {
    const candidates = new Map((await loadCandidates(tx, campaignId, ids)).map((c) => [c.id, c]));
    const skipped: { influencerId: string; reason: InvitationSkipReason }[] = [];
    const invite: string[] = [];
    for (const id of ids) {
      const c = candidates.get(id);
      const reason: InvitationSkipReason | null = !c
        ? 'not-found'
        : c.invited
          ? 'already-invited'
          : c.applied
            ? 'applied'
            : c.status !== 'active'
              ? 'suspended'
              : !c.discoverable
                ? 'not-discoverable'
                : null;
      if (reason) skipped.push({ influencerId: id, reason });
      else invite.push(id);
    }
    const message = input.message ?? '';
    const created = await insertInvitations(
      tx,
      invite.map((influencerId) => ({
        campaignId,
        influencerId,
        offerAmount: offer,
        message,
        respondBy,
        invitedBy: staff.staffId,
        at: now,
      })),
    );
    // A row another request inserted between our read and our insert: invited once, by that one.
    const made = new Set(created.map((r) => r.influencerId));
    for (const id of invite) if (!made.has(id)) skipped.push({ influencerId: id, reason: 'already-invited' });
    for (const row of created) {
      await scheduleExpiry(tx, clock, row);
      await recordEvent(tx, {
        type: 'invitation.created',
        actor: { kind: 'staff', id: staff.staffId },
        at: now,
        campaignId,
        brandId: target.brandId,
        influencerId: row.influencerId,
        payload: {
          invitationId: row.id,
          offerAmount: row.offerAmount,
          respondBy: row.respondBy.toISOString(),
        },
      });
    }
    return { created, skipped };
  });
}

/** The answered states a repeat of the same answer finds (a double click, a retried request). */
const answeredAs = (row: InvitationRow, wanted: InvitationStatus) => row.status === wanted;

/**
 * The creator accepts (design §15): their application starts accepted at the offered amount, in the
 * same transaction that closes the invitation. A repeat answers the same invitation; a late, closed
 * or already answered one says why.
 */
export async function acceptInvitation(db: Db, clock: Clock, influencerId: string, id: string) {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const row = await lockInvitation(tx, id.toLowerCase(), influencerId);
    if (!row) throw notFound(INVITATION_MESSAGES.notFound);
    if (answeredAs(row, 'accepted')) return row;
    if (row.status === 'pending' && row.respondBy.getTime() <= now.getTime())
      throw transitionNotAllowed(INVITATION_MESSAGES.expired);
    if (row.status === 'expired') throw transitionNotAllowed(INVITATION_MESSAGES.expired);
    if (row.status !== 'pending') throw transitionNotAllowed(INVITATION_MESSAGES.answered(row.status));
    const target = await findInviteTarget(tx, row.campaignId);
    // Said in the creator's words here; the move to accepted checks the deadline again (transitions.ts).
    const deadlinePassed = target?.submissionDeadline && target.submissionDeadline.getTime() < now.getTime();
    if (target?.status !== 'active' || !target.brandActive || deadlinePassed)
      throw transitionNotAllowed(INVITATION_MESSAGES.noLongerOpen);
    const application = await startInvitedApplication(tx, {
      campaignId: row.campaignId,
      influencerId,
      amount: row.offerAmount,
      now,
    });
    if (!application) throw conflict(INVITATION_MESSAGES.alreadyApplied);
    return updateInvitation(tx, row.id, {
      status: 'accepted',
      respondedAt: now,
      applicationId: application.id,
      updatedAt: now,
    });
  });
}

/** The creator declines, with a reason if they give one; the brand is told. A repeat answers the same. */
export async function declineInvitation(
  db: Db,
  clock: Clock,
  influencerId: string,
  id: string,
  reason: string | undefined,
) {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const row = await lockInvitation(tx, id.toLowerCase(), influencerId);
    if (!row) throw notFound(INVITATION_MESSAGES.notFound);
    if (answeredAs(row, 'declined')) return row;
    const ranOut = row.status === 'pending' && row.respondBy.getTime() <= now.getTime();
    if (row.status === 'expired' || ranOut) throw transitionNotAllowed(INVITATION_MESSAGES.expired);
    if (row.status !== 'pending') throw transitionNotAllowed(INVITATION_MESSAGES.answered(row.status));
    const updated = await updateInvitation(tx, row.id, {
      status: 'declined',
      declineReason: reason?.trim() || null,
      respondedAt: now,
      updatedAt: now,
    });
    await recordEvent(tx, {
      type: 'invitation.declined',
      actor: { kind: 'influencer', id: influencerId },
      at: now,
      campaignId: row.campaignId,
      influencerId,
      payload: { invitationId: row.id, reason: updated.declineReason },
    });
    return updated;
  });
}

/**
 * The timer's job: closes an invitation still waiting at its answer-by time (by the app clock), and
 * tells the brand. The creator is never penalised for it (design §15): nothing else changes. Running
 * it twice, or after the creator answered, does nothing.
 */
export async function expireInvitation(db: Db, clock: Clock, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const row = await findExpirable(tx, id, now);
    if (!row) return false;
    await updateInvitation(tx, row.id, { status: 'expired', updatedAt: now });
    await recordEvent(tx, {
      type: 'invitation.expired',
      actor: { kind: 'system', id: null },
      at: now,
      campaignId: row.campaignId,
      influencerId: row.influencerId,
      payload: { invitationId: row.id },
    });
    return true;
  });
}
