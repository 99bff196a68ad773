import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { creatorDiscovery, shortlistCreators, shortlists } from '../../db/schema/discovery.ts';
import type { Executor, Tx } from '../../db/tx.ts';

/** Which brands' lists a caller reaches: these, or every brand's (null, admins). */
export type BrandScope = string[] | null;

const inScope = (scope: BrandScope) => (scope === null ? undefined : inArray(shortlists.brandId, scope));

/** The creators a list shows: still discoverable and active (the others stay on it, unseen). */
const shownCount = sql<number>`(select count(*)::int from ${shortlistCreators} sc
  join ${creatorDiscovery} d on d.influencer_id = sc.influencer_id and d.listed
  where sc.shortlist_id = ${shortlists.id})`;

const summaryColumns = {
  id: shortlists.id,
  brandId: shortlists.brandId,
  brandName: brands.name,
  name: shortlists.name,
  creatorCount: shownCount,
  createdAt: shortlists.createdAt,
  updatedAt: shortlists.updatedAt,
};
export type ShortlistRow = {
  id: string;
  brandId: string;
  brandName: string;
  name: string;
  creatorCount: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A page of lists in scope (of one brand, when given), newest first, and their total. */
export async function findShortlistPage(
  db: Db,
  scope: BrandScope,
  q: { brandId?: string; page: number; limit: number },
): Promise<{ rows: ShortlistRow[]; total: number }> {
  const where = and(inScope(scope), q.brandId ? eq(shortlists.brandId, q.brandId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(shortlists)
      .innerJoin(brands, eq(brands.id, shortlists.brandId))
      .where(where)
      .orderBy(sql`${shortlists.createdAt} desc nulls last`, shortlists.id)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(shortlists).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One list, if the scope reaches it; `lock` holds it for the rest of the caller's transaction. */
export async function findShortlist(
  db: Executor,
  scope: BrandScope,
  id: string,
  lock = false,
): Promise<ShortlistRow | undefined> {
  const query = db
    .select(summaryColumns)
    .from(shortlists)
    .innerJoin(brands, eq(brands.id, shortlists.brandId))
    .where(and(eq(shortlists.id, id), inScope(scope)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: shortlists }) : await query;
  return row;
}

/** A brand's name, if it exists. */
export async function brandName(db: Db, brandId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId)).limit(1);
  return row?.name;
}

/** A new list; undefined when the brand already has one of that name (any case). */
export async function insertShortlist(
  tx: Tx,
  input: { brandId: string; name: string; staffId: string; now: Date },
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(shortlists)
    .values({
      brandId: input.brandId,
      name: input.name,
      createdByStaffId: input.staffId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: shortlists.id });
  return row;
}

export async function deleteShortlistRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(shortlists).where(eq(shortlists.id, id));
}

/** The list's members, newest first (every one: the caller shows those still discoverable). */
export async function shortlistMembers(db: Db, id: string) {
  return db
    .select({ influencerId: shortlistCreators.influencerId, addedAt: shortlistCreators.addedAt })
    .from(shortlistCreators)
    .where(eq(shortlistCreators.shortlistId, id))
    .orderBy(desc(shortlistCreators.addedAt), shortlistCreators.influencerId);
}

/** Of these creators, those brands may find now (discoverable and active). */
export async function listedAmong(tx: Executor, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: creatorDiscovery.influencerId })
    .from(creatorDiscovery)
    .where(and(inArray(creatorDiscovery.influencerId, ids), eq(creatorDiscovery.listed, true)));
  return new Set(rows.map((r) => r.id));
}

/** Adds these creators; those already on the list are left as they are. Returns the ones added. */
export async function insertMembers(
  tx: Tx,
  input: { shortlistId: string; influencerIds: string[]; staffId: string; now: Date },
): Promise<string[]> {
  if (!input.influencerIds.length) return [];
  const rows = await tx
    .insert(shortlistCreators)
    .values(
      input.influencerIds.map((influencerId) => ({
        shortlistId: input.shortlistId,
        influencerId,
        addedAt: input.now,
        addedByStaffId: input.staffId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: shortlistCreators.influencerId });
  return rows.map((r) => r.id);
}

/** Takes one creator off; whether they were on it. */
export async function deleteMember(tx: Tx, shortlistId: string, influencerId: string): Promise<boolean> {
  const rows = await tx
    .delete(shortlistCreators)
    .where(
      and(eq(shortlistCreators.shortlistId, shortlistId), eq(shortlistCreators.influencerId, influencerId)),
    )
    .returning({ id: shortlistCreators.influencerId });
  return rows.length > 0;
}

export async function touchShortlist(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.update(shortlists).set({ updatedAt: now }).where(eq(shortlists.id, id));
}
