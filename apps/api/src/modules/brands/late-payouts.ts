import type { LatePayout } from '@ih/contract/admin-brands';
import { addDays, daysBetween, PAYMENT_RECORD_WINDOW_DAYS } from '@ih/contract/payout-terms';
import { applicationCode } from '@ih/contract/work';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';

/**
 * The late ones behind a brand's payment record (design §13): payouts due in the same 90-day window
 * (by the Asia/Kolkata day `today`) that were paid after their due date or are still unpaid, most
 * days late first. One query; the window's index is applications_payout_due_idx.
 */
export async function latePayoutsOf(db: Executor, brandId: string, today: string): Promise<LatePayout[]> {
  const from = addDays(today, -PAYMENT_RECORD_WINDOW_DAYS);
  const { rows } = await db.execute<{
    id: string;
    influencer_id: string;
    influencer_name: string;
    campaign_id: string;
    event_name: string;
    campaign_code: string;
    final_amount: number | null;
    payout_due_date: string;
    paid_at: Date | string | null;
    paid_day: string | null;
  }>(sql`
    select a.id, i.id as influencer_id, i.name as influencer_name, c.id as campaign_id, c.event_name,
           c.code as campaign_code, a.final_amount, a.payout_due_date::text as payout_due_date, a.paid_at,
           (a.paid_at at time zone 'Asia/Kolkata')::date::text as paid_day
      from applications a
      join campaigns c on c.id = a.campaign_id
      join influencers i on i.id = a.influencer_id
     where c.brand_id = ${brandId}
       and a.payout_due_date > ${from}::date and a.payout_due_date <= ${today}::date
       and (a.paid_at is null or (a.paid_at at time zone 'Asia/Kolkata')::date > a.payout_due_date)
     order by coalesce((a.paid_at at time zone 'Asia/Kolkata')::date, ${today}::date) - a.payout_due_date desc, a.id`);
  return rows
    .map((r) => ({
      _id: r.id,
      applicationCode: applicationCode(r.id),
      influencer: { _id: r.influencer_id, name: r.influencer_name },
      campaign: { _id: r.campaign_id, event_name: r.event_name, campaign_id: r.campaign_code },
      final_amount: r.final_amount,
      payoutDueDate: r.payout_due_date,
      paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      daysLate: daysBetween(r.payout_due_date, r.paid_day ?? today),
    }))
    .filter((p) => p.daysLate > 0);
}
