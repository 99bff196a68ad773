import { APPLY_MESSAGES, type applyBody, checkQuoteAmount } from '@ih/contract/apply';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import { findApplyTarget, insertApplication, withdrawnAtOf } from './apply-repository.ts';
import { lockApplication, transition } from './transitions.ts';

type ApplyInput = z.output<typeof applyBody>;

export async function applyForCampaign(db: Db, influencerId: string, input: ApplyInput, now: Date) {
  const target = await findApplyTarget(db, input.taskId, influencerId);
  if (!target) throw notFound(APPLY_MESSAGES.campaignNotFound);
  // An invite-only campaign is answered through its invitation; to anyone else it does not exist.
  if (target.visibility === 'invite-only' && !target.alreadyApplied) {
    if (target.invited) throw conflict(APPLY_MESSAGES.answerInvitation);
    throw notFound(APPLY_MESSAGES.campaignNotFound);
  }
  // Checked first: "already applied" is the most useful answer even when the campaign has since closed.
  if (target.alreadyApplied) throw conflict(APPLY_MESSAGES.alreadyApplied);
  if (target.status !== 'active' || !target.brandActive)
    throw transitionNotAllowed(APPLY_MESSAGES.notAccepting);
  if (target.submissionDeadline && target.submissionDeadline.getTime() < now.getTime())
    throw transitionNotAllowed(APPLY_MESSAGES.deadlinePassed);

  const isQuote = target.budgetType === 'get quote';
  let amount = 0;
  let note = input.note?.trim() || APPLY_MESSAGES.defaultNote;
  if (isQuote) {
    const errors: Record<string, string> = {};
    const parsed = checkQuoteAmount(input.quote_asking_amount);
    if ('error' in parsed) errors.quote_asking_amount = parsed.error;
    if (!input.note?.trim()) errors.note = APPLY_MESSAGES.quoteNote;
    if (Object.keys(errors).length) {
      const only = Object.values(errors);
      throw badRequest(only.length === 1 ? only[0]! : APPLY_MESSAGES.quoteInvalid, errors);
    }
    if ('amount' in parsed) amount = parsed.amount;
    note = input.note!.trim();
  }

  const row = await insertApplication(db, { campaignId: target.id, influencerId, amount, note, at: now });
  if (!row) throw conflict(APPLY_MESSAGES.alreadyApplied);
  return {
    message: isQuote ? APPLY_MESSAGES.quoted : APPLY_MESSAGES.applied,
    data: {
      _id: row.id,
      taskId: row.campaignId,
      status: row.status,
      quote_asking_amount: row.quoteAskingAmount,
      note: row.note,
      applyDate: row.appliedAt.toISOString(),
    },
  };
}

/**
 * The creator takes back a pending application (issue 26): one move through the transition table,
 * with its history row and event. A repeat (a double click, a retried request) finds it withdrawn
 * and answers the same; another creator's application answers 404.
 */
export async function withdrawApplication(db: Db, influencerId: string, applicationId: string, now: Date) {
  const id = applicationId.toLowerCase();
  const row = await db.transaction(async (tx) => {
    // 404 'We could not find this application.' when missing or another creator's.
    const current = await lockApplication(tx, id, influencerId);
    if (current.status === 'withdrawn') return { row: current, at: await withdrawnAtOf(tx, id) };
    if (current.status !== 'pending')
      throw transitionNotAllowed(APPLY_MESSAGES.withdrawTooLate(current.status));
    const moved = await transition(tx, {
      applicationId: id,
      to: 'withdrawn',
      actor: { kind: 'influencer', id: influencerId },
      influencerId,
      now,
    });
    return { row: moved, at: now };
  });
  return {
    message: APPLY_MESSAGES.withdrawn,
    data: {
      _id: row.row.id,
      taskId: row.row.campaignId,
      status: row.row.status,
      withdrawnAt: (row.at ?? row.row.updatedAt).toISOString(),
    },
  };
}
