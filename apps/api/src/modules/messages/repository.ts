import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { campaignOfApplication, creatorOfApplication } from '../../db/joins.ts';
import { influencers, staffUsers } from '../../db/schema/accounts.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { files } from '../../db/schema/files.ts';
import { messages } from '../../db/schema/messages.ts';
import { applicationHistory, applications } from '../../db/schema/pipeline.ts';
import type { Executor } from '../../db/tx.ts';

export type MessageRow = typeof messages.$inferSelect;
export type Side = 'influencer' | 'staff';

/** What access and the thread's rules need of its application. */
export async function threadApplication(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      influencerId: applications.influencerId,
      campaignId: applications.campaignId,
      brandId: campaigns.brandId,
      eventName: campaigns.eventName,
      creatorName: influencers.name,
    })
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .innerJoin(influencers, creatorOfApplication)
    .where(eq(applications.id, applicationId));
  return row ?? null;
}
export type ThreadApplication = NonNullable<Awaited<ReturnType<typeof threadApplication>>>;

/** When a declined or expired application was decided (its last move there). */
export async function decidedAt(db: Executor, applicationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: applicationHistory.createdAt })
    .from(applicationHistory)
    .where(
      and(
        eq(applicationHistory.applicationId, applicationId),
        inArray(applicationHistory.toStatus, ['declined', 'expired']),
      ),
    )
    .orderBy(desc(applicationHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function threadMessages(db: Executor, applicationId: string) {
  return db
    .select({
      m: messages,
      creatorName: influencers.name,
      staffName: staffUsers.name,
    })
    .from(messages)
    .leftJoin(influencers, and(eq(messages.authorKind, 'influencer'), eq(influencers.id, messages.authorId)))
    .leftJoin(staffUsers, and(eq(messages.authorKind, 'staff'), eq(staffUsers.id, messages.authorId)))
    .where(eq(messages.applicationId, applicationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Marks the other side's messages read; answers how many. */
export async function markThreadRead(
  db: Executor,
  applicationId: string,
  reader: Side,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.applicationId, applicationId),
        ne(messages.authorKind, reader),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function filesByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
}

export async function insertMessage(
  db: Executor,
  row: {
    applicationId: string;
    authorKind: Side;
    authorId: string;
    body: string;
    attachmentIds: string[];
    clientId: string | null;
    createdAt: Date;
  },
): Promise<MessageRow | null> {
  const [added] = await db
    .insert(messages)
    .values(row)
    .onConflictDoNothing({
      target: [messages.authorKind, messages.authorId, messages.clientId],
      where: sql`${messages.clientId} is not null`,
    })
    .returning();
  return added ?? null;
}

export async function messageByClientId(db: Executor, author: { kind: Side; id: string }, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.authorKind, author.kind),
        eq(messages.authorId, author.id),
        eq(messages.clientId, clientId),
      ),
    );
  return row ?? null;
}

/** Unread messages per application written by `author` (the work rows' and the inbox's counts). */
export async function unreadCounts(
  db: Executor,
  applicationIds: string[],
  author: Side,
): Promise<Map<string, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.applicationId, n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        inArray(messages.applicationId, applicationIds),
        eq(messages.authorKind, author),
        isNull(messages.readAt),
      ),
    )
    .groupBy(messages.applicationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The staff inbox: threads (applications with messages) within scope, newest message first. */
export async function inboxPage(
  db: Executor,
  opts: {
    brandIds: string[] | null;
    brandId?: string;
    campaignId?: string;
    unreadOnly: boolean;
    limit: number;
    offset: number;
  },
) {
  const scope =
    opts.brandIds === null
      ? sql`true`
      : opts.brandIds.length
        ? sql`c.brand_id = any(${`{${opts.brandIds.join(',')}}`}::uuid[])`
        : sql`false`;
  const where = sql`${scope}
    ${opts.brandId ? sql`and c.brand_id = ${opts.brandId}` : sql``}
    ${opts.campaignId ? sql`and c.id = ${opts.campaignId}` : sql``}`;
  const unreadFilter = opts.unreadOnly ? sql`where t.unread > 0` : sql``;
  const { rows } = await db.execute<{
    application_id: string;
    influencer_id: string;
    creator_name: string;
    campaign_id: string;
    event_name: string;
    brand_name: string;
    body: string;
    at: string;
    author_kind: Side;
    unread: number;
    total: number;
  }>(sql`
    with t as (
      select a.id as application_id, i.id as influencer_id, i.name as creator_name, c.id as campaign_id,
             c.event_name, b.name as brand_name, last.body, last.created_at as at, last.author_kind,
             (select count(*)::int from messages u
               where u.application_id = a.id and u.author_kind = 'influencer' and u.read_at is null) as unread
        from (select distinct application_id from messages) th
        join applications a on a.id = th.application_id
        join campaigns c on c.id = a.campaign_id
        join brands b on b.id = c.brand_id
        join influencers i on i.id = a.influencer_id
        join lateral (select m.body, m.created_at, m.author_kind from messages m
                       where m.application_id = a.id order by m.created_at desc limit 1) last on true
       where ${where}
    )
    select t.*, count(*) over ()::int as total from t ${unreadFilter}
     order by t.at desc, t.application_id
     limit ${opts.limit} offset ${opts.offset}`);
  return rows;
}
