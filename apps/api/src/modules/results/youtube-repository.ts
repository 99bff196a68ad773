import { and, eq, sql } from 'drizzle-orm';
import { youtubeMissing, youtubeQuota } from '../../db/schema/results.ts';
import type { Executor } from '../../db/tx.ts';

/**
 * Live posts within the window (posted since `since`) whose links the job may read, without those
 * already read on `day`: a rerun the same day reads only what is left.
 */
export async function youtubeCandidates(db: Executor, since: Date, day: string) {
  const res = await db.execute<{
    application_id: string;
    campaign_id: string;
    influencer_id: string;
    platform: string;
    post_url: string;
  }>(sql`
    select a.id as application_id, a.campaign_id, a.influencer_id, p.name as platform, si.task_link as post_url
      from applications a
      join lateral (select id from submissions s
                     where s.application_id = a.id and s.kind = 'post' order by s.version desc limit 1) s on true
      join submission_items si on si.submission_id = s.id and si.task_link is not null
      join platforms p on p.id = si.platform_id
     where a.status = 'final posted' and a.final_posted_at >= ${since}
       and (si.task_link ilike '%youtube.com/%' or si.task_link ilike '%youtu.be/%')
       and not exists (select 1 from post_metrics pm
                        where pm.application_id = a.id and pm.post_url = si.task_link
                          and pm.source = 'youtube-api' and pm.captured_on = ${day}::date)
     order by a.final_posted_at, a.id, si.id`);
  return res.rows.map((r) => ({
    applicationId: r.application_id,
    campaignId: r.campaign_id,
    influencerId: r.influencer_id,
    platform: r.platform,
    postUrl: r.post_url,
  }));
}

/**
 * Takes one unit of the day's quota, in one statement so processes sharing the database never go
 * over the limit together; false when the day's units are spent.
 */
export async function takeQuotaUnit(db: Executor, day: string, limit: number): Promise<boolean> {
  const res = await db.execute(sql`
    insert into ${youtubeQuota} (day, units) values (${day}::date, 1)
    on conflict (day) do update set units = ${youtubeQuota.units} + 1 where ${youtubeQuota.units} < ${limit}
    returning units`);
  return res.rows.length > 0 && limit >= 1;
}

/** YouTube said the quota is gone: nothing more today, whatever our count said. */
export async function spendQuota(db: Executor, day: string, limit: number): Promise<void> {
  await db
    .insert(youtubeQuota)
    .values({ day, units: limit })
    .onConflictDoUpdate({
      target: youtubeQuota.day,
      set: { units: sql`greatest(${youtubeQuota.units}, ${limit})` },
    });
}

export async function quotaUsed(db: Executor, day: string): Promise<number> {
  const [row] = await db
    .select({ units: youtubeQuota.units })
    .from(youtubeQuota)
    .where(eq(youtubeQuota.day, day));
  return row?.units ?? 0;
}

export async function flagMissing(
  db: Executor,
  rows: { applicationId: string; postUrl: string; videoId: string }[],
  at: Date,
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(youtubeMissing)
    .values(rows.map((r) => ({ ...r, missingSince: at })))
    .onConflictDoNothing();
}

export async function clearMissing(db: Executor, applicationId: string, postUrl: string): Promise<void> {
  await db
    .delete(youtubeMissing)
    .where(and(eq(youtubeMissing.applicationId, applicationId), eq(youtubeMissing.postUrl, postUrl)));
}

export async function missingVideos(db: Executor) {
  return db.select().from(youtubeMissing);
}
