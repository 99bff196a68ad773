import type { Tx } from '../../db/tx.ts';
import { insertApplication } from './apply-repository.ts';
import { type ApplicationRow, transition } from './transitions.ts';

/** The history note of an application an invitation started. */
export const INVITATION_APPLICATION_NOTE = "Accepted the brand's invitation";

/**
 * The application an accepted invitation becomes (design §15), inside the invitation's transaction:
 * born pending like every application (its history row and `application.created` event), then moved
 * to accepted at the offered amount through the one transition table (actor: system, the move only
 * this makes), so the deadline rule, timers and notifications are those of any acceptance. Null when
 * the creator already has an application for the campaign (the unique index decided).
 */
export async function startInvitedApplication(
  tx: Tx,
  input: { campaignId: string; influencerId: string; amount: number; now: Date },
): Promise<ApplicationRow | null> {
  const row = await insertApplication(tx, {
    campaignId: input.campaignId,
    influencerId: input.influencerId,
    amount: input.amount,
    note: INVITATION_APPLICATION_NOTE,
    at: input.now,
  });
  if (!row) return null;
  return transition(tx, {
    applicationId: row.id,
    to: 'accepted',
    actor: { kind: 'system', id: null },
    finalAmount: input.amount,
    note: INVITATION_APPLICATION_NOTE,
    now: input.now,
  });
}
