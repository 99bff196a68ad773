import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { BENCH_BRAND_STAFF_EMAIL } from './setup.ts';

/** How many creators one bulk invitation names (issue 28: "a bulk invite of 500 creators answers within 2 seconds"). */
export const BULK_INVITE_SIZE = 500;
const CALLS = 10;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Times `POST /v1/admin/tasks/{id}/invitations` naming 500 listed creators, one call after another on
 * campaigns of the brand person's brand made for the purpose, then removes the invitations, their
 * timers and notifications and makes the campaigns inactive (events are append-only), so the lists
 * measured afterwards are as they were. Every call
 * must invite all 500: a skip or an error fails the row.
 */
export async function bulkInviteFigures(db: Db, base: string, brandToken: string) {
  const brand = await db.execute<{ id: string }>(sql`
    select sb.brand_id as id from staff_brands sb join staff_users s on s.id = sb.staff_id
     where s.email = ${BENCH_BRAND_STAFF_EMAIL} limit 1`);
  const brandId = brand.rows[0]!.id;
  const creators = (
    await db.execute<{ id: string }>(sql`
      select influencer_id as id from creator_discovery where listed order by influencer_id limit ${BULK_INVITE_SIZE}`)
  ).rows.map((r) => r.id);
  const made = await db.execute<{ id: string }>(sql`
    insert into campaigns (brand_id, event_name, campaign_title, budget_type, fixed_price, submission_deadline)
    select ${brandId}::uuid, 'Bench bulk invite ' || g, 'Bench bulk invite', 'fixed', 5000, now() + interval '30 days'
      from generate_series(1, ${CALLS}) g
    returning id`);
  const campaignIds = made.rows.map((r) => r.id);
  const times: number[] = [];
  let errors = 0;
  try {
    for (const id of campaignIds) {
      const started = performance.now();
      const res = await fetch(`${base}/v1/admin/tasks/${id}/invitations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${brandToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ influencerIds: creators }),
      });
      const body = (await res.json()) as { data?: { created: number } };
      times.push(performance.now() - started);
      if (!res.ok || body.data?.created !== creators.length) errors++;
    }
  } finally {
    // A PostgreSQL array literal: Drizzle would spread a JS array into a row.
    const ids = `{${campaignIds.join(',')}}`;
    await db.execute(sql`delete from timers where key in
      (select 'invitation-expiry:' || id from invitations where campaign_id = any(${ids}::uuid[]))`);
    await db.execute(sql`delete from invitations where campaign_id = any(${ids}::uuid[])`);
    await db.execute(sql`delete from notifications where event_id in
      (select id from events where campaign_id = any(${ids}::uuid[]))`);
    // Events are append-only, and they name the campaigns: those stay, inactive, out of every list.
    await db.execute(sql`update campaigns set status = 'inactive' where id = any(${ids}::uuid[])`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  return {
    rps: (times.length / total) * 1000,
    p50: Math.round(pct(sorted, 0.5)),
    p99: Math.round(pct(sorted, 0.99)),
    errors,
  };
}
