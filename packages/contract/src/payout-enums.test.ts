import { describe, expect, it } from 'vitest';
import {
  PAYOUT_STATUSES,
  type PayoutAttemptStatus,
  payoutMayMove,
  payoutStatusLabel,
} from './payout-enums.ts';

const states = PAYOUT_STATUSES.filter((s): s is PayoutAttemptStatus => s !== 'manual');

describe('payout states (design §18)', () => {
  it('only move forward: nothing leaves a failure, and processed only to reversed', () => {
    const moves = states.flatMap((from) =>
      states.filter((to) => payoutMayMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual([
      'queued→processing',
      'queued→processed',
      'queued→reversed',
      'queued→failed',
      'queued→rejected',
      'processing→processed',
      'processing→reversed',
      'processing→failed',
      'processing→rejected',
      'processed→reversed',
    ]);
    for (const s of states) expect(payoutMayMove(s, s)).toBe(false);
  });

  it('says Processing while the bank works and the UTR once processed', () => {
    expect(payoutStatusLabel('queued', null)).toBe('Processing');
    expect(payoutStatusLabel('processing', null)).toBe('Processing');
    expect(payoutStatusLabel('processed', 'UTR1')).toBe('Paid · UTR UTR1');
    expect(payoutStatusLabel('reversed', null)).toBe('Reversed by the bank');
  });
});
