import type { PayoutAttempt, PayoutDestinationWire } from '@ih/contract/admin-payments';
import type { ProfileData } from '@ih/contract/profile';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/tx.ts';
import { destinationSummary } from './destinations.ts';
import { attemptsOf, destinationsOf } from './repository.ts';
import { attemptToWire, destinationToWire } from './wire.ts';

/*
 * What other modules read of payouts (design §18): a payment's attempts, a creator's checked
 * destinations, and the profile's summary of them. Without a provider there are no destinations.
 */

/** Each payment's attempts, first first, by payment id. */
export async function payoutAttemptsByPayment(
  db: Executor,
  paymentIds: string[],
): Promise<Map<string, PayoutAttempt[]>> {
  const byPayment = new Map<string, PayoutAttempt[]>();
  for (const a of await attemptsOf(db, paymentIds))
    byPayment.set(a.paymentId, [...(byPayment.get(a.paymentId) ?? []), attemptToWire(a)]);
  return byPayment;
}

/** Each creator's destinations as the bank checked them, by creator id. */
export async function destinationsByCreator(
  db: Executor,
  config: Config,
  influencerIds: string[],
): Promise<Map<string, PayoutDestinationWire[]>> {
  const byCreator = new Map<string, PayoutDestinationWire[]>();
  if (config.payouts.provider === 'manual') return byCreator;
  for (const d of await destinationsOf(db, influencerIds))
    byCreator.set(d.influencerId, [...(byCreator.get(d.influencerId) ?? []), destinationToWire(d)]);
  return byCreator;
}

/** The profile's payout fields: verified, the name at the bank, and why not. */
export async function profilePayoutFields(
  db: Executor,
  config: Config,
  influencerId: string,
): Promise<Pick<ProfileData, 'payoutDestinationVerified' | 'nameAtBank' | 'payoutDestinationProblem'>> {
  return destinationSummary(
    config.payouts.provider === 'manual' ? [] : await destinationsOf(db, [influencerId]),
  );
}
