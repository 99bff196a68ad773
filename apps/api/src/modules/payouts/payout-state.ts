import { isFailedPayout, type PayoutAttemptStatus, payoutMayMove } from '@ih/contract/payout-enums';
import type { Tx } from '../../db/tx.ts';
import { paymentFacts } from '../../events/payment-facts.ts';
import { recordEvent } from '../../events/record.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { clearTimer } from '../../jobs/timers.ts';
import {
  type AttemptRow,
  latestAttemptNo,
  lockPayment,
  paymentTasks,
  setPaymentPayout,
  setTasksPaid,
  updateAttempt,
} from './repository.ts';

export interface PayoutNews {
  status: PayoutAttemptStatus;
  utr: string | null;
  failureReason: string | null;
}

const FINAL: readonly PayoutAttemptStatus[] = ['processed', 'reversed', 'failed', 'rejected'];
export const isFinal = (s: PayoutAttemptStatus) => FINAL.includes(s);
export const reconcileKey = (attemptId: string) => `${TASKS.payoutReconcile}:${attemptId}`;

const DAY_MS = 24 * 3600_000;

/** The next 09:00 in India (03:30 UTC) after `now`: when admins get the day's payout summary. */
export function nextSummaryAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(3, 30, 0, 0);
  if (at <= now) at.setTime(at.getTime() + DAY_MS);
  return at;
}

export const summaryTimer = (now: Date) => ({
  key: `${TASKS.payoutSummary}:daily`,
  task: TASKS.payoutSummary,
  dueAt: nextSummaryAt(now),
  payload: {},
});

/**
 * Applies what the provider says about an attempt (its answer, a webhook, a fetch), in the caller's
 * transaction with the attempt locked. States only move forward (a late `processing` after
 * `processed` changes nothing); the same state again only fills a missing UTR. On the payment's
 * latest attempt, the payment follows: `processed` tells the creator the money arrived with its UTR;
 * `reversed`, `failed` or `rejected` put its work back to due and tell the creator and staff.
 * Answers whether anything changed.
 */
export async function applyPayoutNews(
  tx: Tx,
  attempt: AttemptRow,
  news: PayoutNews,
  at: Date,
): Promise<boolean> {
  if (news.status === attempt.status) {
    if (!news.utr || attempt.utr) return false;
    await updateAttempt(tx, attempt.id, { utr: news.utr, updatedAt: at });
    const payment = await lockPayment(tx, attempt.paymentId);
    if (payment && (await latestAttemptNo(tx, attempt.paymentId)) === attempt.attemptNo)
      await setPaymentPayout(tx, attempt.paymentId, {
        payoutStatus: news.status,
        utr: news.utr,
        reference: news.utr,
      });
    return true;
  }
  if (!payoutMayMove(attempt.status, news.status)) return false;
  const final = isFinal(news.status);
  await updateAttempt(tx, attempt.id, {
    status: news.status,
    utr: news.utr ?? attempt.utr,
    failureReason: isFailedPayout(news.status) ? (news.failureReason ?? 'The bank did not say why.') : null,
    updatedAt: at,
    ...(final ? { settledAt: at } : {}),
  });
  if (final) await clearTimer(tx, reconcileKey(attempt.id));

  const payment = await lockPayment(tx, attempt.paymentId);
  // Only the latest attempt speaks for the payment: an older one's late news is history.
  if (!payment || (await latestAttemptNo(tx, attempt.paymentId)) !== attempt.attemptNo) return true;
  const utr = news.utr ?? attempt.utr;
  await setPaymentPayout(tx, payment.id, {
    payoutStatus: news.status,
    utr: news.status === 'processed' ? utr : null,
    ...(news.status === 'processed' && utr ? { reference: utr } : {}),
  });
  if (news.status !== 'processed' && !isFailedPayout(news.status)) return true;

  const tasks = await paymentTasks(tx, payment.id);
  const failed = isFailedPayout(news.status);
  if (failed)
    await setTasksPaid(
      tx,
      tasks.map((t) => t.applicationId),
      null,
    );
  for (const task of tasks) {
    await recordEvent(tx, {
      type: failed ? 'payout.failed' : 'payment.recorded',
      actor: { kind: 'system', id: null },
      at,
      applicationId: task.applicationId,
      campaignId: task.campaignId,
      brandId: task.brandId,
      influencerId: payment.influencerId,
      payload: {
        ...paymentFacts(payment),
        amount: task.amount,
        payoutStatus: news.status,
        utr: failed ? null : utr,
        ...(failed ? { reason: news.failureReason } : {}),
        attemptNo: attempt.attemptNo,
      },
    });
  }
  return true;
}
