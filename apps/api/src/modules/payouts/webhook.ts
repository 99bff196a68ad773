import { createHash } from 'node:crypto';
import { PAYOUT_MESSAGES } from '@ih/contract/payouts-messages';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { applyPayoutNews } from './payout-state.ts';
import { type ProviderPayout, payoutProvider, toProviderPayout } from './provider.ts';
import type { RazorpayXPayout } from './razorpayx-client.ts';
import { lockAttemptOf, takeWebhookEvent, updateAttempt } from './repository.ts';

interface WebhookBody {
  event?: unknown;
  payload?: { payout?: { entity?: RazorpayXPayout } };
}

/**
 * One RazorpayX webhook delivery (design §18). The signature is checked on the raw bytes before
 * anything is read (400 and nothing changed when it does not match); each event id is taken once, in
 * the same transaction as the change it makes, so a replay changes nothing; states never move
 * backwards; a payout we do not know is logged and answered 200 (the provider stops resending).
 */
export async function takeRazorpayXWebhook(
  deps: Deps,
  raw: Buffer,
  headers: { signature: string | undefined; eventId: string | undefined },
): Promise<'taken' | 'replay' | 'ignored' | 'unknown'> {
  const provider = payoutProvider(deps.config);
  if (provider.kind === 'manual') throw notFound(PAYOUT_MESSAGES.webhookOff);
  if (!provider.webhookSignatureValid(raw, headers.signature))
    throw badRequest(PAYOUT_MESSAGES.webhookSignature);
  let body: WebhookBody;
  try {
    body = JSON.parse(raw.toString('utf8')) as WebhookBody;
  } catch {
    throw badRequest(PAYOUT_MESSAGES.webhookBody);
  }
  const event = typeof body.event === 'string' ? body.event : '';
  const entity = body.payload?.payout?.entity;
  if (!event.startsWith('payout.') || !entity || typeof entity.id !== 'string') return 'ignored';
  let payout: ProviderPayout;
  try {
    payout = toProviderPayout(entity);
  } catch {
    return 'ignored';
  }
  const eventId = headers.eventId || createHash('sha256').update(raw).digest('hex');
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!(await takeWebhookEvent(tx, { eventId, event, providerPayoutId: payout.id, receivedAt: now })))
      return 'replay';
    const attempt = await lockAttemptOf(tx, payout.id, payout.referenceId);
    if (!attempt) {
      deps.log.warn({ event, providerPayoutId: payout.id, eventId }, 'webhook about a payout we do not know');
      return 'unknown';
    }
    if (!attempt.providerPayoutId) await updateAttempt(tx, attempt.id, { providerPayoutId: payout.id });
    const changed = await applyPayoutNews(
      tx,
      attempt,
      { status: payout.status, utr: payout.utr, failureReason: payout.failureReason },
      now,
    );
    deps.log.info({ event, attemptId: attempt.id, status: payout.status, changed }, 'payout webhook taken');
    return 'taken';
  });
}
