import { sql } from 'drizzle-orm';
import type { Executor } from './tx.ts';

/**
 * Recomputes a creator's confirmed median views per platform on their discovery row (design §17,
 * §15): the latest confirmed reading of each post counts once. Run in the transaction that confirms
 * a reading (results module) or writes readings (demo seed).
 */
export async function refreshMedianViews(db: Executor, influencerId: string): Promise<void> {
  await db.execute(sql`
    update creator_discovery set median_views = coalesce((
      select jsonb_agg(jsonb_build_object('platform', platform, 'views', views, 'posts', posts) order by platform)
        from (select platform, (percentile_disc(0.5) within group (order by views))::bigint as views,
                     count(*)::int as posts
                from (select distinct on (application_id, post_url) platform, views
                        from post_metrics
                       where influencer_id = ${influencerId} and status = 'confirmed'
                       order by application_id, post_url, captured_at desc nulls last) latest
               group by platform) m), '[]'::jsonb)
     where influencer_id = ${influencerId}`);
}
