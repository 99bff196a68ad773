import type { PaymentMethod } from '@ih/contract/enums';
import type { DestinationKind } from '@ih/contract/payout-enums';
import { PAYOUT_MESSAGES } from '@ih/contract/payouts-messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { recordEvent } from '../../events/record.ts';
import { addJob } from '../../jobs/add-job.ts';
import type { JobDeps } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer, setTimerIfAbsent } from '../../jobs/timers.ts';
import { badRequest, conflict, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { destinationPayable, destinationProblem, findDestination } from './destinations.ts';
import { applyPayoutNews, isFinal, reconcileKey, summaryTimer } from './payout-state.ts';
import { ProviderError, type ProviderPayout, payoutProvider } from './provider.ts';
import {
  type AttemptRow,
  findAttempt,
  insertAttempt,
  latestAttemptNo,
  lockAttempt,
  lockPayment,
  paymentTasks,
  setPaymentPayout,
  setTasksPaid,
  updateAttempt,
} from './repository.ts';

/** How long a payout may stay unfinished before we ask the provider (design §18). */
export const RECONCILE_AFTER_MS = 30 * 60_000;
/** IMPS carries up to ₹5,00,000; above that a bank transfer goes by NEFT. */
const IMPS_LIMIT_PAISE = 5_00_000_00;

/** The key the provider knows an attempt by: the payment's id for the first, `<id>-<n>` after. */
export const idempotencyKeyOf = (paymentId: string, attemptNo: number) =>
  attemptNo === 1 ? paymentId : `${paymentId}-${attemptNo}`;

/** Whether a payment recorded now goes through the provider: one is on and no reference of money already sent was given. */
export const paysThroughProvider = (config: Config, reference: string | null | undefined) =>
  config.payouts.provider !== 'manual' && !reference;

const kindOf = (method: PaymentMethod): DestinationKind | null =>
  method === 'UPI' ? 'upi' : method === 'Bank Transfer' ? 'bank' : null;

/**
 * Refuses a payout the provider cannot make (before anything is written): UPI or bank transfer only,
 * to a destination the bank confirmed (and, where the name differed, an admin approved).
 */
export async function assertPayable(tx: Tx, influencerId: string, method: PaymentMethod): Promise<void> {
  const kind = kindOf(method);
  if (!kind)
    throw badRequest(PAYOUT_MESSAGES.otherViaProvider, { reference: PAYOUT_MESSAGES.otherViaProvider });
  const destination = await findDestination(tx, influencerId, kind);
  const problem = destinationProblem(destination, kind);
  if (problem) throw badRequest(problem, { paymentMethod: problem });
}

/**
 * Starts a payout attempt for a payment, in the caller's transaction: the attempt row (its key
 * unique), the payment's state `queued`, the job that sends it and the reconciliation timer exist
 * only if the payment commits. The provider is called by the job, never while rows are locked.
 */
export async function startPayout(
  tx: Tx,
  deps: { clock: Clock; config: Config },
  input: {
    paymentId: string;
    influencerId: string;
    method: PaymentMethod;
    amountPaise: number;
    staffId: string | null;
  },
): Promise<AttemptRow> {
  const kind = kindOf(input.method);
  const destination = kind ? await findDestination(tx, input.influencerId, kind) : null;
  if (!kind || !destination || !destinationPayable(destination))
    throw badRequest(destinationProblem(destination, kind ?? 'bank') ?? PAYOUT_MESSAGES.otherViaProvider);
  const attemptNo = (await latestAttemptNo(tx, input.paymentId)) + 1;
  const now = deps.clock.now();
  const attempt = await insertAttempt(tx, {
    paymentId: input.paymentId,
    attemptNo,
    idempotencyKey: idempotencyKeyOf(input.paymentId, attemptNo),
    provider: deps.config.payouts.provider,
    fundAccountId: destination.fundAccountId,
    status: 'queued',
    amountPaise: input.amountPaise,
    mode: kind === 'upi' ? 'UPI' : input.amountPaise > IMPS_LIMIT_PAISE ? 'NEFT' : 'IMPS',
    createdByStaffId: input.staffId,
    createdAt: now,
    updatedAt: now,
  });
  await setPaymentPayout(tx, input.paymentId, { payoutStatus: 'queued', utr: null });
  await addJob(
    tx,
    TASKS.payoutSend,
    { attemptId: attempt.id },
    {
      jobKey: `${TASKS.payoutSend}:${attempt.id}`,
      maxAttempts: 25,
    },
  );
  await setTimer(tx, deps.clock, {
    key: reconcileKey(attempt.id),
    task: TASKS.payoutReconcile,
    dueAt: new Date(now.getTime() + RECONCILE_AFTER_MS),
    payload: { attemptId: attempt.id },
  });
  // The admins' daily summary runs wherever payouts are made (also set when the queue starts).
  await setTimerIfAbsent(tx, deps.clock, summaryTimer(now));
  // The creator hears at once that the money is on its way (the page shows "Processing").
  const tasks = await paymentTasks(tx, input.paymentId);
  for (const task of tasks)
    await recordEvent(tx, {
      type: 'payout.started',
      actor: input.staffId ? { kind: 'staff', id: input.staffId } : { kind: 'system', id: null },
      at: now,
      applicationId: task.applicationId,
      campaignId: task.campaignId,
      brandId: task.brandId,
      influencerId: input.influencerId,
      payload: { paymentId: input.paymentId, amount: task.amount, attemptNo, paymentMethod: input.method },
    });
  return attempt;
}

/**
 * Test seam for the crash case (design §18): runs between the provider's answer and our commit. A
 * test makes it throw, as a process killed at that moment would stop; the job's next run asks the
 * provider again with the same key and gets the same payout.
 */
export const payoutCrashPoints: { afterProviderAnswer: ((attemptId: string) => void) | null } = {
  afterProviderAnswer: null,
};

type SendDeps = Pick<JobDeps, 'db' | 'clock' | 'config' | 'log'>;

async function commitNews(
  deps: SendDeps,
  attemptId: string,
  payout: ProviderPayout | null,
  refusal?: string,
) {
  await deps.db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt) return;
    if (payout && !attempt.providerPayoutId)
      await updateAttempt(tx, attempt.id, { providerPayoutId: payout.id });
    const news = payout
      ? { status: payout.status, utr: payout.utr, failureReason: payout.failureReason }
      : { status: 'failed' as const, utr: null, failureReason: refusal ?? null };
    await applyPayoutNews(
      tx,
      { ...attempt, providerPayoutId: attempt.providerPayoutId ?? payout?.id ?? null },
      news,
      deps.clock.now(),
    );
  });
}

/**
 * Sends one attempt to the provider with its idempotency key and records the answer. A timeout or a
 * 5xx throws, and the queue runs it again with the same key: if the provider had taken the payout it
 * answers that payout, never a second. A 4xx (refused) fails the attempt: the work is due again.
 */
export async function sendPayout(deps: SendDeps, attemptId: string): Promise<void> {
  const provider = payoutProvider(deps.config);
  const attempt = await findAttempt(deps.db, attemptId);
  if (!attempt || provider.kind === 'manual') return;
  if (attempt.status !== 'queued' || attempt.providerPayoutId) return;
  const request = {
    idempotencyKey: attempt.idempotencyKey,
    fundAccountId: attempt.fundAccountId ?? '',
    amountPaise: attempt.amountPaise,
    mode: attempt.mode as 'IMPS' | 'UPI' | 'NEFT',
    referenceId: attempt.id,
    narration: 'Influence Hub payout',
  };
  // What leaves for the provider, without the destination (only its fund account id).
  deps.log.info(
    { attemptId, key: request.idempotencyKey, amountPaise: request.amountPaise, mode: request.mode },
    'sending payout',
  );
  let payout: ProviderPayout;
  try {
    payout = await provider.createPayout(request);
  } catch (error) {
    if (error instanceof ProviderError && error.definite) {
      deps.log.warn({ attemptId, status: error.status, code: error.code }, 'payout refused by the provider');
      await commitNews(
        deps,
        attemptId,
        null,
        error.message.replace(/^RazorpayX [^:]*: ?/, '') || 'Refused by the provider.',
      );
      return;
    }
    throw error;
  }
  payoutCrashPoints.afterProviderAnswer?.(attemptId);
  await commitNews(deps, attemptId, payout);
}

/**
 * A payout still not final 30 minutes on: asks the provider (or sends it again with the same key if
 * its answer was never recorded), and looks again in 30 minutes while it stays unfinished.
 */
export async function reconcilePayout(deps: SendDeps, attemptId: string): Promise<void> {
  const provider = payoutProvider(deps.config);
  const attempt = await findAttempt(deps.db, attemptId);
  if (!attempt || provider.kind === 'manual' || isFinal(attempt.status)) return;
  if (!attempt.providerPayoutId) await sendPayout(deps, attemptId);
  else {
    const payout = await provider.fetchPayout(attempt.providerPayoutId);
    await commitNews(deps, attemptId, payout);
  }
  const after = await findAttempt(deps.db, attemptId);
  if (after && !isFinal(after.status))
    await deps.db.transaction((tx) =>
      setTimer(tx, deps.clock, {
        key: reconcileKey(attemptId),
        task: TASKS.payoutReconcile,
        dueAt: new Date(deps.clock.now().getTime() + RECONCILE_AFTER_MS),
        payload: { attemptId },
      }),
    );
}

/**
 * Staff send a failed, rejected or reversed payout again: a new attempt with a new key (the old
 * payout is over; the provider must make a new one), the payment's work paid again. The payment
 * row's lock makes a double click one attempt.
 */
export async function retryPayout(
  db: Db,
  deps: { clock: Clock; config: Config },
  staffId: string,
  paymentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw notFound('We could not find that payment.');
    if (payment.payoutStatus === 'manual') throw transitionNotAllowed(PAYOUT_MESSAGES.manualPayment);
    if (!['failed', 'rejected', 'reversed'].includes(payment.payoutStatus))
      throw transitionNotAllowed(PAYOUT_MESSAGES.notRetryable);
    if (deps.config.payouts.provider === 'manual') throw transitionNotAllowed(PAYOUT_MESSAGES.webhookOff);
    const tasks = await paymentTasks(tx, paymentId);
    if (tasks.some((t) => t.paymentStatus === 'paid')) throw conflict(PAYOUT_MESSAGES.tasksTaken);
    await assertPayable(tx, payment.influencerId, payment.paymentMethod);
    await startPayout(tx, deps, {
      paymentId,
      influencerId: payment.influencerId,
      method: payment.paymentMethod,
      amountPaise: payment.netPaise,
      staffId,
    });
    await setTasksPaid(
      tx,
      tasks.map((t) => t.applicationId),
      deps.clock.now(),
    );
  });
}
