import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** The campaign the report row reads (design §17: "a campaign with 1,000 creators: report ≤ 100 ms p99"). */
export const REPORT_CREATORS = 1000;
const CALLS = 200;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Makes a campaign of the brand `brandId` with 1,000 creators live — each with an Instagram post
 * and three readings (a confirmed one, a questioned one, the latest reported) — then times `GET
 * /v1/admin/tasks/{id}/report` 200 times one after another (a brand person opening the report), and
 * removes everything it made. Every call must answer 200 with 1,000 rows.
 */
export async function campaignReportFigures(db: Db, base: string, token: string, brandId: string) {
  const [campaign] = (
    await db.execute<{ id: string }>(sql`
      insert into campaigns (brand_id, event_name, campaign_title, budget_type, fixed_price, status,
                             submission_deadline, platform_ids)
      select ${brandId}::uuid, 'Bench campaign report', 'Bench campaign report', 'fixed', 5000, 'inactive',
             now() + interval '30 days', array(select id from platforms where name = 'Instagram')
      returning id`)
  ).rows;
  const campaignId = campaign!.id;
  try {
    await db.execute(sql`
      with d as (
        insert into campaign_deliverables (campaign_id, deliverable_type_id)
        select ${campaignId}::uuid, (select id from deliverable_types order by content_type limit 1) returning id),
      a as (
        insert into applications (campaign_id, influencer_id, status, final_amount, applied_at, final_posted_at)
        select ${campaignId}::uuid, i.id, 'final posted', 4000 + (row_number() over ())::int, now() - interval '9 days',
               now() - interval '5 days'
          from (select id from influencers order by id limit ${REPORT_CREATORS}) i
        returning id),
      s as (
        insert into submissions (application_id, kind, version) select id, 'post', 1 from a returning id, application_id)
      insert into submission_items (submission_id, platform_id, deliverable_id, task_link)
      select s.id, (select id from platforms where name = 'Instagram'), (select id from d),
             'https://www.instagram.com/p/bench-' || s.application_id || '/'
        from s`);
    await db.execute(sql`
      insert into post_metrics (application_id, campaign_id, influencer_id, platform, post_url, views, likes,
                                comments, shares, saves, source, captured_at, status)
      select a.id, a.campaign_id, a.influencer_id, 'Instagram', si.task_link, 1000 * k + (random() * 500)::int,
             50 * k, 5 * k, k, k, 'self-reported', now() - make_interval(days => 4 - k),
             (array['confirmed', 'questioned', 'reported'])[k]
        from applications a
        join submissions s on s.application_id = a.id and s.kind = 'post'
        join submission_items si on si.submission_id = s.id
        cross join generate_series(1, 3) k
       where a.campaign_id = ${campaignId}::uuid`);
    await db.execute(sql`analyze post_metrics`);
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/v1/admin/tasks/${campaignId}/report`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { data?: { rows: unknown[] } };
      times.push(performance.now() - started);
      if (!res.ok || body.data?.rows.length !== REPORT_CREATORS) errors++;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    return {
      rps: (times.length / total) * 1000,
      p50: Math.round(pct(sorted, 0.5)),
      p99: Math.round(pct(sorted, 0.99)),
      errors,
    };
  } finally {
    // Nothing of it stays: its rows cascade from the campaign (no event names it).
    await db.execute(sql`delete from applications where campaign_id = ${campaignId}::uuid`);
    await db.execute(sql`delete from campaigns where id = ${campaignId}::uuid`);
  }
}
