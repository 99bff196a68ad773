import { createHmac } from 'node:crypto';
import type { DestinationKind } from '@ih/contract/payout-enums';
import { PAYOUT_MESSAGES } from '@ih/contract/payouts-messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { addJob } from '../../jobs/add-job.ts';
import type { JobDeps } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer } from '../../jobs/timers.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { namesMatch } from './names.ts';
import { type Destination, ProviderError, payoutProvider } from './provider.ts';
import {
  type DestinationRow,
  destinationsOf,
  findDestination,
  removeDestination,
  resetDestination,
  storeDestinationCheck,
} from './repository.ts';

/** What of a profile says where money goes: the UPI id, and the bank account (its number sealed). */
export interface ProfileDestinations {
  upiId: string | null;
  ifscCode: string | null;
  bankAccountHolderName: string | null;
  bankAccountNumberEncrypted: string | null;
}

/** Which destination was checked: an HMAC of it, so a changed one is checked again and none is stored twice. */
function fingerprints(secret: string, p: ProfileDestinations): Partial<Record<DestinationKind, string>> {
  const mac = (v: string) => createHmac('sha256', secret).update(`payout-destination:${v}`).digest('hex');
  return {
    ...(p.upiId ? { upi: mac(`upi:${p.upiId.trim().toLowerCase()}`) } : {}),
    ...(p.bankAccountNumberEncrypted && p.ifscCode
      ? { bank: mac(`bank:${p.ifscCode}:${p.bankAccountHolderName ?? ''}:${p.bankAccountNumberEncrypted}`) }
      : {}),
  };
}

/**
 * After a profile save, in its transaction: with a provider on, a destination given or changed is
 * checked again (in the background: the save answers at once); one taken away is forgotten.
 */
export async function noteDestinations(
  tx: Tx,
  deps: { config: Config },
  influencerId: string,
  profile: ProfileDestinations,
): Promise<void> {
  if (deps.config.payouts.provider === 'manual') return;
  const prints = fingerprints(deps.config.appSecret, profile);
  for (const kind of ['upi', 'bank'] as const) {
    const print = prints[kind];
    if (print) await resetDestination(tx, influencerId, kind, print);
    else await removeDestination(tx, influencerId, kind);
  }
  if (prints.upi || prints.bank)
    await addJob(
      tx,
      TASKS.payoutDestinationCheck,
      { influencerId },
      {
        jobKey: `${TASKS.payoutDestinationCheck}:${influencerId}`,
        maxAttempts: 10,
      },
    );
}

export interface PayeeForCheck extends ProfileDestinations {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
}

/**
 * Checks a creator's pending destinations with the provider (fund-account validation) and stores
 * what the bank says: verified with the name it holds, flagged when that name is not theirs, or why
 * not. `accountNumber` is the opened bank account number; it goes to the provider and nowhere else.
 */
export async function checkDestinations(
  deps: Pick<JobDeps, 'db' | 'clock' | 'config' | 'log'>,
  payee: PayeeForCheck,
  accountNumber: string,
): Promise<void> {
  const provider = payoutProvider(deps.config);
  if (provider.kind === 'manual') return;
  const prints = fingerprints(deps.config.appSecret, payee);
  const rows = await destinationsOf(deps.db, [payee.id]);
  let again = false;
  for (const row of rows) {
    if (row.status !== 'pending' || prints[row.kind] !== row.fingerprint) continue;
    const destination: Destination =
      row.kind === 'upi'
        ? { kind: 'upi', address: payee.upiId ?? '' }
        : {
            kind: 'bank',
            holderName: payee.bankAccountHolderName || payee.name,
            ifsc: payee.ifscCode ?? '',
            accountNumber,
          };
    let check: Awaited<ReturnType<typeof provider.checkDestination>>;
    try {
      check = row.validationId
        ? await provider.recheckDestination({
            status: 'pending',
            contactId: row.contactId,
            fundAccountId: row.fundAccountId,
            validationId: row.validationId,
            nameAtBank: null,
            problem: null,
          })
        : await provider.checkDestination(
            { id: payee.id, name: payee.name, email: payee.email, mobile: payee.mobileNumber },
            destination,
          );
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.definite) throw error;
      // The provider refused the details themselves (a malformed IFSC or UPI id): say so on the profile.
      deps.log.warn(
        { influencerId: payee.id, kind: row.kind, code: error.code },
        'destination refused by the provider',
      );
      await storeDestinationCheck(deps.db, row.id, row.fingerprint, {
        status: 'invalid',
        problem: PAYOUT_MESSAGES.destinationRefused,
      });
      continue;
    }
    const flagged =
      check.status === 'verified' &&
      !namesMatch(check.nameAtBank ?? '', [payee.name, payee.bankAccountHolderName]);
    await storeDestinationCheck(deps.db, row.id, row.fingerprint, {
      status: check.status,
      contactId: check.contactId,
      fundAccountId: check.fundAccountId,
      validationId: check.validationId,
      nameAtBank: check.nameAtBank,
      flagged,
      problem: check.problem,
      verifiedAt: check.status === 'verified' ? deps.clock.now() : null,
    });
    deps.log.info(
      { influencerId: payee.id, kind: row.kind, status: check.status, flagged },
      'destination checked',
    );
    if (check.status === 'pending') again = true;
  }
  // The bank has not answered yet: look again in two minutes.
  if (again)
    await deps.db.transaction((tx) =>
      setTimer(tx, deps.clock, {
        key: `${TASKS.payoutDestinationCheck}:${payee.id}`,
        task: TASKS.payoutDestinationCheck,
        dueAt: new Date(deps.clock.now().getTime() + 2 * 60_000),
        payload: { influencerId: payee.id },
      }),
    );
}

/** A destination money may be sent to: verified, and its name matching or the exception approved. */
export const destinationPayable = (row: DestinationRow | null): boolean =>
  !!row && row.status === 'verified' && !!row.fundAccountId && (!row.flagged || !!row.exceptionApprovedAt);

/** Why a payout to this destination cannot be made yet, or null. */
export function destinationProblem(row: DestinationRow | null, kind: DestinationKind): string | null {
  if (destinationPayable(row)) return null;
  if (!row) return kind === 'upi' ? PAYOUT_MESSAGES.noUpi : PAYOUT_MESSAGES.noBank;
  if (row.status === 'pending') return PAYOUT_MESSAGES.destinationPending;
  if (row.status === 'verified' && row.flagged) return PAYOUT_MESSAGES.nameMismatch(row.nameAtBank ?? '');
  return PAYOUT_MESSAGES.destinationInvalid;
}

export { findDestination };

/** The profile's answer (design §18): whether the destination money goes to is verified, and the bank's name. */
export function destinationSummary(rows: DestinationRow[]): {
  payoutDestinationVerified: boolean;
  nameAtBank: string | null;
  payoutDestinationProblem: string | null;
} {
  const verified = rows.find((r) => r.status === 'verified');
  const problem = rows.find((r) => r.status !== 'verified');
  return {
    payoutDestinationVerified: rows.length > 0 && rows.every((r) => r.status === 'verified'),
    nameAtBank: verified?.nameAtBank ?? null,
    payoutDestinationProblem:
      problem?.status === 'pending'
        ? PAYOUT_MESSAGES.destinationPending
        : (problem?.problem ?? (problem ? PAYOUT_MESSAGES.destinationInvalid : null)),
  };
}

/** An admin lets money go to an account whose name at the bank differs, with the reason. */
export async function approveDestinationException(
  db: Db,
  clock: Clock,
  staffId: string,
  input: { influencerId: string; kind: DestinationKind; reason: string },
): Promise<DestinationRow> {
  const row = await findDestination(db, input.influencerId.toLowerCase(), input.kind);
  if (!row) throw notFound(PAYOUT_MESSAGES.destinationNotFound);
  if (row.status !== 'verified' || !row.flagged)
    throw badRequest(PAYOUT_MESSAGES.nothingToApprove, { kind: PAYOUT_MESSAGES.nothingToApprove });
  await storeDestinationCheck(db, row.id, row.fingerprint, {
    exceptionApprovedBy: staffId,
    exceptionReason: input.reason,
    exceptionApprovedAt: clock.now(),
  });
  return {
    ...row,
    exceptionApprovedBy: staffId,
    exceptionReason: input.reason,
    exceptionApprovedAt: clock.now(),
  };
}
