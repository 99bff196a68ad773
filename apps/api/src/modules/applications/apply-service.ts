import { APPLY_MESSAGES, type applyBody, checkQuoteAmount } from '@ih/contract/apply';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import { findApplyTarget, insertApplication } from './apply-repository.ts';

type ApplyInput = z.output<typeof applyBody>;

export async function applyForCampaign(db: Db, influencerId: string, input: ApplyInput, now: Date) {
  const target = await findApplyTarget(db, input.taskId, influencerId);
  if (!target) throw notFound(APPLY_MESSAGES.campaignNotFound);
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
