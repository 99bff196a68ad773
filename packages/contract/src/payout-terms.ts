/*
 * Payout promises and decisions on time (design §13), zod-free so the web shows the same dates and
 * states the API computes. Calendar days are Asia/Kolkata days (India keeps +05:30 all year);
 * "working days" are Monday to Friday minus the holidays kept in settings.
 */
import { twelveHourClock } from './posting-time.ts';

export const DEFAULT_PAYOUT_TERMS_DAYS = 7;
export const DEFAULT_AUTO_APPROVE_DAYS = 3;
export const MAX_PAYOUT_TERMS_DAYS = 90;
export const MAX_AUTO_APPROVE_DAYS = 30;
/** A payout this close to its due date is "due" (and staff are told). */
export const PAYOUT_DUE_SOON_DAYS = 2;

export const PAYOUT_STATES = ['not due', 'due', 'overdue', 'paid on time', 'paid late'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The Asia/Kolkata calendar day of an instant, YYYY-MM-DD. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

/** An instant as India reads it: '29 Nov 2026, 6:30 PM IST' (an invitation's answer-by time). */
export function formatIstMoment(at: Date): string {
  const shifted = new Date(at.getTime() + IST_MS);
  return `${formatDay(istDay(at))}, ${twelveHourClock({ hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() })} IST`;
}

/** A calendar day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `a` to `b` (both YYYY-MM-DD); negative when b is before a. */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

const isWorkingDay = (day: string, holidays: ReadonlySet<string>) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
};

/**
 * The moment `n` working days after `start`, at the same time of day in India: work submitted on
 * Monday at 10:00 with 3 working days is decided on Thursday at 10:00; on a Friday, the next
 * Wednesday; weekends and holidays do not count.
 */
export function addWorkingDays(start: Date, n: number, holidays: readonly string[]): Date {
  const off = new Set(holidays);
  let day = istDay(start);
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, off)) left--;
  }
  return new Date(start.getTime() + daysBetween(istDay(start), day) * DAY_MS);
}

/** The day a payout is promised for: the campaign's terms after the day the post went live. */
export const payoutDueDateFor = (postedAt: Date, termsDays: number): string =>
  addDays(istDay(postedAt), termsDays);

/** Where a payout stands on `today` (YYYY-MM-DD): by its due date, and for paid ones, by when. */
export function payoutStateOf(
  dueDate: string | null,
  paidAt: Date | string | null,
  today: string,
): PayoutState | null {
  if (!dueDate) return null;
  if (paidAt) return istDay(new Date(paidAt)) <= dueDate ? 'paid on time' : 'paid late';
  const left = daysBetween(today, dueDate);
  if (left < 0) return 'overdue';
  return left <= PAYOUT_DUE_SOON_DAYS ? 'due' : 'not due';
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** 30 Nov 2026 */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The facts a payout's line states, for each language to say in its words (here and apps/web). */
export type PayoutFacts =
  | { kind: 'paid on time' }
  | { kind: 'paid late'; days: number }
  | { kind: 'overdue'; days: number }
  | { kind: 'due today' }
  | { kind: 'due in'; days: number }
  | { kind: 'due by'; day: string };

export function payoutFacts(
  dueDate: string | null,
  paidAt: Date | string | null,
  today: string,
): PayoutFacts | null {
  const state = payoutStateOf(dueDate, paidAt, today);
  if (!state || !dueDate) return null;
  switch (state) {
    case 'paid on time':
      return { kind: 'paid on time' };
    case 'paid late':
      return { kind: 'paid late', days: daysBetween(dueDate, istDay(new Date(paidAt!))) };
    case 'overdue':
      return { kind: 'overdue', days: -daysBetween(today, dueDate) };
    default: {
      const left = daysBetween(today, dueDate);
      if (left === 0) return { kind: 'due today' };
      return left <= PAYOUT_DUE_SOON_DAYS ? { kind: 'due in', days: left } : { kind: 'due by', day: dueDate };
    }
  }
}

/** What a creator reads about a payout: "Due in 3 days", "Overdue by 2 days", "Paid 2 days late". */
export function payoutStateText(
  dueDate: string | null,
  paidAt: Date | string | null,
  today: string,
): string | null {
  const facts = payoutFacts(dueDate, paidAt, today);
  switch (facts?.kind) {
    case undefined:
      return null;
    case 'paid on time':
      return 'Paid on time';
    case 'paid late':
      return `Paid ${plural(facts.days, 'day')} late`;
    case 'overdue':
      return `Overdue by ${plural(facts.days, 'day')}`;
    case 'due today':
      return 'Due today';
    case 'due in':
      return `Due in ${plural(facts.days, 'day')}`;
    case 'due by':
      return `Due by ${formatDay(facts.day)}`;
  }
}

/** The promise on a campaign, as creators read it before applying. */
export const payoutPromiseText = (termsDays: number) =>
  `Paid within ${plural(termsDays, 'day')} of your post going live`;

/** The countdown on work waiting for the brand team. */
export const autoApprovalText = (at: Date | string) =>
  `Approved automatically on ${formatDay(istDay(new Date(at))).replace(/ \d{4}$/, '')} if the brand team does not respond`;
export const autoConfirmText = (at: Date | string) =>
  `Confirmed automatically on ${formatDay(istDay(new Date(at))).replace(/ \d{4}$/, '')} if the brand team does not respond`;

/**
 * A payout as the wire states it (the state the server computed), in words for a page. Sent through a
 * provider and still at the bank (design §18: `queued` or `processing`), the money has left on time or
 * late but not arrived, and the words say so.
 */
export function describePayout(
  dueDate: string | null,
  state: PayoutState | null,
  today: string,
  payoutStatus?: string | null,
): string | null {
  const atTheBank = payoutStatus === 'queued' || payoutStatus === 'processing';
  if (state === 'paid on time') return atTheBank ? 'Sent on time · processing' : 'Paid on time';
  if (state === 'paid late') return atTheBank ? 'Sent late · processing' : 'Paid late';
  return payoutStateText(dueDate, null, today);
}

/** A brand's payment record counts payouts due in this many days up to today (design §13). */
export const PAYMENT_RECORD_WINDOW_DAYS = 90;
/** Fewer due payouts than this in the window: no rate yet, the plain counts instead (issue 26). */
export const PAYMENT_RECORD_MIN_DUE = 5;

export interface PaymentRecordFacts {
  onTimePayoutRate: number | null;
  medianDaysToPay: number | null;
  duePayoutsCounted?: number;
  paidOnTimeCount?: number;
  paidCount?: number;
  overduePayouts?: number;
  longestOverdueDays?: number | null;
}

/** "1 payout overdue by 19 days", "2 payouts overdue, the oldest by 19 days", or null. */
function overdueText(r: PaymentRecordFacts): string | null {
  const n = r.overduePayouts ?? 0;
  if (n === 0) return null;
  const days = r.longestOverdueDays ?? 0;
  return n === 1
    ? `1 payout overdue by ${plural(days, 'day')}`
    : `${n} payouts overdue, the oldest by ${plural(days, 'day')}`;
}

/**
 * How creators read a brand's record: "Pays on time 92% · pays in 4 days (median)" from 5 due
 * payouts; below that the facts that exist ("1 payout overdue by 19 days", "2 of 2 paid on time");
 * "New on Influence Hub" only for a brand with no due payout at all (issue 26, newer than design §13).
 */
export function paymentRecordText(r: PaymentRecordFacts): string {
  const overdue = overdueText(r);
  if (r.onTimePayoutRate !== null) {
    const median =
      r.medianDaysToPay === null
        ? ''
        : ` · pays in ${r.medianDaysToPay} day${r.medianDaysToPay === 1 ? '' : 's'} (median)`;
    return `Pays on time ${Math.round(r.onTimePayoutRate * 100)}%${median}${overdue ? ` · ${overdue}` : ''}`;
  }
  const paid = r.paidCount ?? 0;
  const parts = [overdue, paid > 0 ? `${r.paidOnTimeCount ?? 0} of ${paid} paid on time` : null].filter(
    (p): p is string => p !== null,
  );
  if (parts.length) return parts.join(' · ');
  const due = r.duePayoutsCounted ?? 0;
  return due > 0 ? `${plural(due, 'payout')} due, none late yet` : 'New on Influence Hub';
}

/** Whether a record reads well (green), badly (amber) or has nothing to say yet (null). */
export function paymentRecordTone(r: PaymentRecordFacts): 'good' | 'bad' | null {
  if ((r.overduePayouts ?? 0) > 0) return 'bad';
  if (r.onTimePayoutRate !== null) return r.onTimePayoutRate < 0.8 ? 'bad' : 'good';
  const paid = r.paidCount ?? 0;
  if (paid === 0) return null;
  return (r.paidOnTimeCount ?? 0) < paid ? 'bad' : 'good';
}

/**
 * Whether a creator delivered on time (design §15: the on-time rate brands see): their work first
 * reached the brand by the campaign's submission deadline, the same deadline the submission reminder
 * counts down to. A campaign without a deadline cannot be late. A rework asked for afterwards does not
 * make it late: the first version arrived. The one definition; migration 0022 read old work by it once.
 */
export function deliveredOnTime(firstSubmittedAt: Date, deadline: Date | null): boolean {
  return deadline === null || firstSubmittedAt.getTime() <= deadline.getTime();
}
