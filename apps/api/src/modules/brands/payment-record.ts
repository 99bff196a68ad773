import { addDays, PAYMENT_RECORD_MIN_DUE, PAYMENT_RECORD_WINDOW_DAYS } from '@ih/contract/payout-terms';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';

/** A brand's payment record as the wire carries it (design §13). */
export interface PaymentRecordFigures {
  onTimePayoutRate: number | null;
  medianDaysToPay: number | null;
  duePayoutsCounted: number;
  paidOnTimeCount: number;
  paidCount: number;
  overduePayouts: number;
  longestOverdueDays: number | null;
}

export const NO_RECORD: PaymentRecordFigures = {
  onTimePayoutRate: null,
  medianDaysToPay: null,
  duePayoutsCounted: 0,
  paidOnTimeCount: 0,
  paidCount: 0,
  overduePayouts: 0,
  longestOverdueDays: null,
};

/**
 * The payment records of many brands in one query: of the payouts due in the last 90 days (by the
 * Asia/Kolkata day `today`), the share paid by their due date and the median days from the post
 * going live to the payment. Below 5 due payouts the rate and median stay null: two late payouts
 * out of three say little; the plain counts say what happened instead ("2 of 2 paid on time",
 * issue 26). Payouts still owed past their due date are counted whatever their age: an old debt is
 * the fact a creator most needs.
 */
export async function paymentRecordsOf(
  db: Executor,
  brandIds: string[],
  today: string,
): Promise<Map<string, PaymentRecordFigures>> {
  const out = new Map<string, PaymentRecordFigures>();
  const ids = [...new Set(brandIds)];
  if (ids.length === 0) return out;
  const from = addDays(today, -PAYMENT_RECORD_WINDOW_DAYS);
  const { rows } = await db.execute<{
    brand_id: string;
    due: number;
    on_time: number;
    paid: number;
    overdue: number;
    longest: number | null;
    median: number | null;
  }>(sql`
    select c.brand_id,
           count(*) filter (where a.payout_due_date > ${from}::date)::int as due,
           count(*) filter (where a.payout_due_date > ${from}::date and a.paid_at is not null
                              and (a.paid_at at time zone 'Asia/Kolkata')::date <= a.payout_due_date)::int as on_time,
           count(*) filter (where a.payout_due_date > ${from}::date and a.paid_at is not null)::int as paid,
           count(*) filter (where a.paid_at is null and a.payout_due_date < ${today}::date)::int as overdue,
           max(${today}::date - a.payout_due_date) filter (where a.paid_at is null and a.payout_due_date < ${today}::date) as longest,
           percentile_cont(0.5) within group (
             order by (a.paid_at at time zone 'Asia/Kolkata')::date - (a.final_posted_at at time zone 'Asia/Kolkata')::date
           ) filter (where a.payout_due_date > ${from}::date and a.paid_at is not null) as median
      from applications a
      join campaigns c on c.id = a.campaign_id
     where c.brand_id = any(${`{${ids.join(',')}}`}::uuid[])
       and a.payout_due_date <= ${today}::date
       and (a.payout_due_date > ${from}::date or a.paid_at is null)
     group by c.brand_id`);
  for (const r of rows) {
    const enough = r.due >= PAYMENT_RECORD_MIN_DUE;
    out.set(r.brand_id, {
      duePayoutsCounted: r.due,
      onTimePayoutRate: enough ? Math.round((r.on_time / r.due) * 1000) / 1000 : null,
      medianDaysToPay: enough && r.median !== null ? Number(r.median) : null,
      paidOnTimeCount: r.on_time,
      paidCount: r.paid,
      overduePayouts: r.overdue,
      longestOverdueDays: r.longest === null ? null : Number(r.longest),
    });
  }
  return out;
}
