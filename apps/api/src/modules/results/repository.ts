import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { influencers } from '../../db/schema/accounts.ts';
import { brands, campaigns } from '../../db/schema/catalogue.ts';
import { creatorDiscovery } from '../../db/schema/discovery.ts';
import { files } from '../../db/schema/files.ts';
import { applications } from '../../db/schema/pipeline.ts';
import { postMetrics } from '../../db/schema/results.ts';
import type { Executor, Tx } from '../../db/tx.ts';

export type MetricRow = typeof postMetrics.$inferSelect;
export type NewMetric = typeof postMetrics.$inferInsert;

/** Ids as one SQL uuid[] parameter list. */
export const uuidArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** A live post of a work: its link and its platform's name, from the latest post details. */
export interface LivePost {
  postUrl: string;
  platform: string;
}

/**
 * The links of an application's latest post details (submission kind 'post'), with their
 * platforms. The `submissions_version_key` index finds the latest version without a sort.
 */
export async function postsOf(db: Executor, applicationIds: string[]) {
  if (!applicationIds.length) return [];
  const res = await db.execute<{ application_id: string; post_url: string; platform: string }>(sql`
    select s.application_id, si.task_link as post_url, p.name as platform
      from unnest(${uuidArray(applicationIds)}) a(id)
      join lateral (select id, application_id from submissions
                     where application_id = a.id and kind = 'post' order by version desc limit 1) s on true
      join submission_items si on si.submission_id = s.id and si.task_link is not null and si.task_link <> ''
      join platforms p on p.id = si.platform_id
     order by p.name, si.task_link`);
  return res.rows.map((r) => ({
    applicationId: r.application_id,
    postUrl: r.post_url,
    platform: r.platform,
  }));
}

/** An application with its campaign's brand: whose it is, for the creator's and staff's checks. */
export async function findApplication(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      campaignId: applications.campaignId,
      influencerId: applications.influencerId,
      brandId: campaigns.brandId,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ?? null;
}

/** A campaign with its brand, as a report heads it. */
export async function findCampaign(db: Executor, campaignId: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      code: campaigns.code,
      name: campaigns.eventName,
      brandId: campaigns.brandId,
      brandName: brands.name,
    })
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return row ?? null;
}

/** The creator's own stored file (another's is as if it did not exist). */
export async function findOwnFile(db: Executor, influencerId: string, fileId: string) {
  const [row] = await db
    .select({ id: files.id, contentType: files.contentType, visibility: files.visibility })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.influencerId, influencerId)))
    .limit(1);
  return row ?? null;
}

/** Adds a reading; a second one with the same screenshot adds nothing and answers the first. */
export async function insertReading(tx: Tx, row: NewMetric): Promise<{ row: MetricRow; added: boolean }> {
  const [added] = await tx.insert(postMetrics).values(row).onConflictDoNothing().returning();
  if (added) return { row: added, added: true };
  const [existing] = row.proofFileId
    ? await tx.select().from(postMetrics).where(eq(postMetrics.proofFileId, row.proofFileId)).limit(1)
    : [];
  if (!existing) throw new Error('reading neither inserted nor found');
  return { row: existing, added: false };
}

/** API readings of one day: one per post, whatever reruns (the partial unique index decides). */
export async function insertApiReadings(db: Executor, rows: NewMetric[]): Promise<number> {
  if (!rows.length) return 0;
  const added = await db
    .insert(postMetrics)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: postMetrics.id });
  return added.length;
}

export async function readingsOf(db: Executor, applicationIds: string[]) {
  if (!applicationIds.length) return [];
  return db
    .select()
    .from(postMetrics)
    .where(inArray(postMetrics.applicationId, applicationIds))
    .orderBy(desc(postMetrics.capturedAt), desc(postMetrics.createdAt));
}

export async function lockReading(tx: Tx, applicationId: string, metricId: string) {
  const [row] = await tx
    .select()
    .from(postMetrics)
    .where(and(eq(postMetrics.id, metricId), eq(postMetrics.applicationId, applicationId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateReading(tx: Tx, id: string, set: Partial<NewMetric>): Promise<MetricRow> {
  const [row] = await tx.update(postMetrics).set(set).where(eq(postMetrics.id, id)).returning();
  if (!row) throw new Error('reading vanished under its lock');
  return row;
}

/** The creator's live work (final posted), newest first, with campaign and brand names. */
export async function liveWorkOf(db: Executor, influencerId: string) {
  return db
    .select({
      applicationId: applications.id,
      campaignName: campaigns.eventName,
      brandName: brands.name,
      finalPostedAt: applications.finalPostedAt,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .where(and(eq(applications.influencerId, influencerId), eq(applications.status, 'final posted')))
    .orderBy(desc(applications.finalPostedAt))
    .limit(200);
}

export { refreshMedianViews } from '../../db/median-views.ts';

export async function medianViewsOf(db: Executor, influencerId: string) {
  const [row] = await db
    .select({ medianViews: creatorDiscovery.medianViews })
    .from(creatorDiscovery)
    .where(eq(creatorDiscovery.influencerId, influencerId))
    .limit(1);
  return (row?.medianViews ?? []) as { platform: string; views: number; posts: number }[];
}

export const creatorName = async (db: Executor, influencerId: string) =>
  (await db.select({ name: influencers.name }).from(influencers).where(eq(influencers.id, influencerId)))[0]
    ?.name ?? '';
