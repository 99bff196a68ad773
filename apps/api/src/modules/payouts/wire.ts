import type { PayoutAttempt, PayoutDestinationWire } from '@ih/contract/admin-payments';
import type { AttemptRow, DestinationRow } from './repository.ts';

/** The one place an attempt row becomes the wire (staff only: creators see the payment's state). */
export const attemptToWire = (a: AttemptRow): PayoutAttempt => ({
  attemptNo: a.attemptNo,
  idempotencyKey: a.idempotencyKey,
  status: a.status,
  utr: a.utr,
  failureReason: a.failureReason,
  amount: a.amountPaise / 100,
  mode: a.mode,
  createdAt: a.createdAt.toISOString(),
  settledAt: a.settledAt?.toISOString() ?? null,
});

export const destinationToWire = (d: DestinationRow): PayoutDestinationWire => ({
  kind: d.kind,
  status: d.status,
  nameAtBank: d.nameAtBank,
  flagged: d.flagged,
  exceptionReason: d.exceptionReason,
  exceptionApprovedAt: d.exceptionApprovedAt?.toISOString() ?? null,
  problem: d.problem,
});
