import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  autoApprovalText,
  describePayout,
  paymentRecordText,
  paymentRecordTone,
  payoutDueDateFor,
  payoutPromiseText,
  payoutStateOf,
  payoutStateText,
} from './payout-terms.ts';

const ist = (s: string) => new Date(`${s}+05:30`);

describe('working days', () => {
  it('skips weekends and holidays, keeping the time of day in India', () => {
    // Monday 24 Nov 2026, 10:00 IST + 3 working days = Thursday 27 Nov, 10:00.
    expect(addWorkingDays(ist('2026-11-24T10:00:00'), 3, [])).toEqual(ist('2026-11-27T10:00:00'));
    // Friday + 3 = Wednesday.
    expect(addWorkingDays(ist('2026-11-27T18:30:00'), 3, [])).toEqual(ist('2026-12-02T18:30:00'));
    // A holiday on the Wednesday pushes it to Thursday.
    expect(addWorkingDays(ist('2026-11-27T18:30:00'), 3, ['2026-12-02'])).toEqual(ist('2026-12-03T18:30:00'));
    // Saturday + 1 = Monday; late evening IST is the IST day, not the UTC one.
    expect(addWorkingDays(ist('2026-11-28T23:30:00'), 1, [])).toEqual(ist('2026-11-30T23:30:00'));
  });
});

describe('payout due dates and states', () => {
  it('counts terms in calendar days from the Indian day the post went live, across a month end', () => {
    expect(payoutDueDateFor(ist('2026-11-26T23:00:00'), 7)).toBe('2026-12-03');
    expect(payoutDueDateFor(new Date('2026-11-30T20:00:00Z'), 1)).toBe('2026-12-02');
  });

  it('says not due, due (within 2 days), overdue, paid on time and paid late', () => {
    expect(payoutStateOf('2026-12-03', null, '2026-11-28')).toBe('not due');
    expect(payoutStateOf('2026-12-03', null, '2026-12-01')).toBe('due');
    expect(payoutStateOf('2026-12-03', null, '2026-12-03')).toBe('due');
    expect(payoutStateOf('2026-12-03', null, '2026-12-04')).toBe('overdue');
    expect(payoutStateOf('2026-12-03', ist('2026-12-03T22:00:00'), '2026-12-10')).toBe('paid on time');
    expect(payoutStateOf('2026-12-03', ist('2026-12-05T09:00:00'), '2026-12-10')).toBe('paid late');
    expect(payoutStateOf(null, null, '2026-12-10')).toBeNull();
  });

  it('words each state for the creator', () => {
    expect(payoutStateText('2026-12-03', null, '2026-11-28')).toBe('Due by 3 Dec 2026');
    expect(payoutStateText('2026-12-03', null, '2026-12-02')).toBe('Due in 1 day');
    expect(payoutStateText('2026-12-03', null, '2026-12-03')).toBe('Due today');
    expect(payoutStateText('2026-12-03', null, '2026-12-05')).toBe('Overdue by 2 days');
    expect(payoutStateText('2026-12-03', ist('2026-12-05T09:00:00'), '2026-12-10')).toBe('Paid 2 days late');
    expect(payoutPromiseText(7)).toBe('Paid within 7 days of your post going live');
    expect(autoApprovalText(ist('2026-11-27T10:00:00'))).toBe(
      'Approved automatically on 27 Nov if the brand team does not respond',
    );
  });

  it('never says paid while a provider payout is still at the bank (design §18)', () => {
    expect(describePayout('2026-12-03', 'paid on time', '2026-12-02')).toBe('Paid on time');
    expect(describePayout('2026-12-03', 'paid on time', '2026-12-02', 'manual')).toBe('Paid on time');
    expect(describePayout('2026-12-03', 'paid on time', '2026-12-02', 'processing')).toBe(
      'Sent on time · processing',
    );
    expect(describePayout('2026-12-03', 'paid late', '2026-12-05', 'queued')).toBe('Sent late · processing');
    expect(describePayout('2026-12-03', 'paid late', '2026-12-05', 'processed')).toBe('Paid late');
  });
});

describe("a brand's payment record in words (issue 26)", () => {
  const none = { onTimePayoutRate: null, medianDaysToPay: null };
  it('below 5 due payouts states the facts, never "New" once a payout fell due', () => {
    expect(paymentRecordText({ ...none, duePayoutsCounted: 2, paidOnTimeCount: 2, paidCount: 2 })).toBe(
      '2 of 2 paid on time',
    );
    expect(
      paymentRecordText({ ...none, duePayoutsCounted: 1, overduePayouts: 1, longestOverdueDays: 19 }),
    ).toBe('1 payout overdue by 19 days');
    expect(paymentRecordText({ ...none, duePayoutsCounted: 1 })).toBe('1 payout due, none late yet');
    expect(paymentRecordText({ ...none, duePayoutsCounted: 0 })).toBe('New on Influence Hub');
    expect(paymentRecordTone({ ...none, paidOnTimeCount: 1, paidCount: 2 })).toBe('bad');
    expect(paymentRecordTone({ ...none, paidOnTimeCount: 2, paidCount: 2 })).toBe('good');
    expect(paymentRecordTone(none)).toBeNull();
  });
  it('from 5 due payouts gives the rate and median, and still names what is overdue', () => {
    expect(paymentRecordText({ onTimePayoutRate: 0.8, medianDaysToPay: 5 })).toBe(
      'Pays on time 80% · pays in 5 days (median)',
    );
    expect(
      paymentRecordText({
        onTimePayoutRate: 1,
        medianDaysToPay: 1,
        overduePayouts: 1,
        longestOverdueDays: 1,
      }),
    ).toBe('Pays on time 100% · pays in 1 day (median) · 1 payout overdue by 1 day');
  });
});
