import type { ApplicationStatus, ReasonCode } from '@ih/contract/enums';
import { REASON_MESSAGES, reasonText } from '@ih/contract/reason-messages';
import { and, eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/catalogue.ts';
import { applicationHistory, applications } from '../../db/schema/pipeline.ts';
import type { Tx } from '../../db/tx.ts';
import { recordEvent } from '../../events/record.ts';
import { badRequest, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import { makeAgreement } from '../agreements/make.ts';
import { onTimeChanges } from './on-time.ts';

export type ActorKind = 'influencer' | 'staff' | 'system';
export interface Actor {
  kind: ActorKind;
  /** The creator's or staff member's id; null for the system (expiry). */
  id: string | null;
}

export interface AllowedTransition {
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** Who may make this move (design §4). */
  actor: ActorKind;
}

/**
 * The one table of allowed moves (design §4). Everything not listed answers 422, so a new move is a
 * deliberate change here, not a side effect of some route's condition.
 */
export const ALLOWED_TRANSITIONS: readonly AllowedTransition[] = [
  { from: 'pending', to: 'accepted', actor: 'staff' },
  { from: 'pending', to: 'declined', actor: 'staff' },
  { from: 'pending', to: 'expired', actor: 'system' },
  { from: 'accepted', to: 'pending review', actor: 'influencer' },
  { from: 'pending review', to: 'rework', actor: 'staff' },
  { from: 'rework', to: 'pending review', actor: 'influencer' },
  { from: 'pending review', to: 'approved', actor: 'staff' },
  // A silent brand team (design §13): the auto-decision timer approves after the working days.
  { from: 'pending review', to: 'approved', actor: 'system' },
  { from: 'approved', to: 'final submission', actor: 'influencer' },
  { from: 'final submission', to: 'final posted', actor: 'staff' },
  { from: 'final submission', to: 'final posted', actor: 'system' },
  // The creator takes back an application nobody has decided on yet (issue 26).
  { from: 'pending', to: 'withdrawn', actor: 'influencer' },
  // An invitation the creator accepted (design §15): the brand offered, the creator said yes, so the
  // application they start is accepted at the offer at once. Only from-invitation.ts makes this move.
  { from: 'pending', to: 'accepted', actor: 'system' },
];

export function isTransitionAllowed(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: ActorKind,
): boolean {
  return ALLOWED_TRANSITIONS.some((t) => t.from === from && t.to === to && t.actor === actor);
}

/** Statuses an actor may move an application to from `from`; the console shows these as its buttons. */
export function nextStatuses(from: ApplicationStatus, actor: ActorKind): ApplicationStatus[] {
  return ALLOWED_TRANSITIONS.filter((t) => t.from === from && t.actor === actor).map((t) => t.to);
}

export const TRANSITION_MESSAGES = {
  notFound: 'We could not find this application.',
  finalAmount: 'The final amount must be a whole number of rupees above zero.',
  reworkReason: REASON_MESSAGES.required,
  deadlinePassed:
    "This campaign's submission deadline has passed, so the application can no longer be accepted. Extend the deadline first if you still want this creator.",
} as const;

/** The 422 sentence: says where the application is and what cannot happen, so the reader can act. */
export function notAllowedMessage(from: ApplicationStatus, to: ApplicationStatus): string {
  if (from === to) return `This application is already ${from}.`;
  return `This application is ${from}, so it cannot be moved to ${to}.`;
}

export interface TransitionInput {
  applicationId: string;
  to: ApplicationStatus;
  actor: Actor;
  note?: string | null;
  /** Required when moving to 'accepted': whole rupees, above zero. */
  finalAmount?: number | null;
  /** Moving to 'rework' or 'declined' by staff needs this, `reasonCode`, or both (issue 15). */
  reworkReason?: string | null;
  reasonCode?: ReasonCode | null;
  /** When set, an application of another creator answers 404, as if it did not exist. */
  influencerId?: string;
  /** The app clock's time: stamps the move and decides the deadline. */
  now: Date;
}

export type ApplicationRow = typeof applications.$inferSelect;

async function assertBeforeDeadline(tx: Tx, campaignId: string, now: Date): Promise<void> {
  const [c] = await tx
    .select({ deadline: campaigns.submissionDeadline })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (c?.deadline && c.deadline.getTime() < now.getTime())
    throw transitionNotAllowed(TRANSITION_MESSAGES.deadlinePassed);
}

/** Locks an application row for the rest of the caller's transaction; 404 when missing or not theirs. */
export async function lockApplication(
  tx: Tx,
  applicationId: string,
  influencerId?: string,
): Promise<ApplicationRow> {
  const where = influencerId
    ? and(eq(applications.id, applicationId), eq(applications.influencerId, influencerId))
    : eq(applications.id, applicationId);
  const [row] = await tx.select().from(applications).where(where).for('update');
  if (!row) throw notFound(TRANSITION_MESSAGES.notFound);
  return row;
}

/**
 * Moves one application to `to` inside the caller's transaction: locks the row (so two concurrent
 * moves serialise and the second sees the first's result), checks the table, stamps the status's
 * timestamp and writes the history row. Returns the updated row.
 */
export async function transition(tx: Tx, input: TransitionInput): Promise<ApplicationRow> {
  const current = await lockApplication(tx, input.applicationId, input.influencerId);
  const from = current.status;
  if (!isTransitionAllowed(from, input.to, input.actor.kind)) {
    throw transitionNotAllowed(notAllowedMessage(from, input.to));
  }

  const { now } = input;
  const changes: Partial<typeof applications.$inferInsert> = { status: input.to, updatedAt: now };
  switch (input.to) {
    case 'accepted': {
      const amount = input.finalAmount;
      if (amount == null || !Number.isInteger(amount) || amount <= 0) {
        throw badRequest(TRANSITION_MESSAGES.finalAmount, { final_amount: TRANSITION_MESSAGES.finalAmount });
      }
      // The deadline rule lives here, not on read paths: expiry is a timer and may run a little later.
      await assertBeforeDeadline(tx, current.campaignId, input.now);
      changes.finalAmount = amount;
      changes.acceptedAt = now;
      break;
    }
    case 'pending review':
      changes.submittedAt = now;
      break;
    case 'rework': {
      const reason = reasonText(input.reasonCode, input.reworkReason);
      if (!reason)
        throw badRequest(TRANSITION_MESSAGES.reworkReason, { reason: TRANSITION_MESSAGES.reworkReason });
      // What the creator's rework page shows: the code's label and the words.
      changes.reworkReason = reason;
      changes.reworkRequestedAt = now;
      break;
    }
    case 'declined':
      if (input.actor.kind === 'staff' && !reasonText(input.reasonCode, input.note))
        throw badRequest(REASON_MESSAGES.required, { reason: REASON_MESSAGES.required });
      break;
    case 'approved':
      changes.approvedAt = now;
      break;
    case 'final submission':
      changes.finalSubmittedAt = now;
      break;
    case 'final posted':
      // Payment is a separate step (payments module); the task now waits in the pending list.
      changes.finalPostedAt = now;
      changes.paymentStatus = 'pending';
      break;
    default:
      break;
  }
  // Timers a silent brand and a payout promise need, set or cleared with the move (on-time.ts).
  Object.assign(changes, await onTimeChanges(tx, current, input.to, now));

  const [updated] = await tx
    .update(applications)
    .set(changes)
    .where(eq(applications.id, current.id))
    .returning();
  // Cannot happen under the lock; it narrows the type.
  if (!updated) throw notFound(TRANSITION_MESSAGES.notFound);
  // The free text; a reason code is kept beside it (the creator reads both).
  const note =
    input.note ?? (input.to === 'rework' && !input.reasonCode ? (changes.reworkReason ?? null) : null);
  await tx.insert(applicationHistory).values({
    applicationId: current.id,
    fromStatus: from,
    toStatus: input.to,
    actorKind: input.actor.kind,
    actorId: input.actor.id,
    note: note?.trim() ? note.trim() : null,
    reasonCode: input.reasonCode ?? null,
    createdAt: now,
  });
  await recordEvent(tx, {
    type: 'application.moved',
    actor: input.actor,
    at: now,
    applicationId: current.id,
    campaignId: current.campaignId,
    influencerId: current.influencerId,
    payload: {
      from,
      to: input.to,
      reason: note?.trim() || null,
      reasonCode: input.reasonCode ?? null,
      ...(input.to === 'accepted' ? { finalAmount: changes.finalAmount } : {}),
    },
  });
  // Design §16: an acceptance (or an accepted invitation) makes the agreement from the campaign's terms.
  if (input.to === 'accepted') await makeAgreement(tx, current.id, now);
  return updated;
}
