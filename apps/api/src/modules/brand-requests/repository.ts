import type { BrandRequestStatus } from '@ih/contract/brand-team-enums';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { staffBrands, staffUsers } from '../../db/schema/accounts.ts';
import { brandRequests } from '../../db/schema/brand-requests.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { countries, niches } from '../../db/schema/reference.ts';
import type { Executor, Tx } from '../../db/tx.ts';

export type BrandRequestRow = typeof brandRequests.$inferSelect;

/** A request with the names the console shows beside its ids. */
export interface BrandRequestView {
  request: BrandRequestRow;
  nicheName: string;
  deciderName: string | null;
}

const decider = alias(staffUsers, 'decider');
const viewColumns = { request: brandRequests, nicheName: niches.name, deciderName: decider.name };

const views = (db: Executor) =>
  db
    .select(viewColumns)
    .from(brandRequests)
    .innerJoin(niches, eq(niches.id, brandRequests.nicheId))
    .leftJoin(decider, eq(decider.id, brandRequests.decidedBy));

export async function nicheExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: niches.id }).from(niches).where(eq(niches.id, id));
  return Boolean(row);
}

/** Whether any staff account (brand or admin) has this e-mail. */
export async function staffEmailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  return Boolean(row);
}

export async function brandGstinTaken(db: Executor, gstin: string): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.gstin, gstin)).limit(1);
  return Boolean(row);
}

/** Which of the e-mail and GSTIN a waiting request already has. */
export async function pendingWith(
  db: Executor,
  email: string,
  gstin: string | undefined,
): Promise<{ email: boolean; gstin: boolean }> {
  const rows = await db
    .select({ email: brandRequests.email, gstin: brandRequests.gstin })
    .from(brandRequests)
    .where(
      and(
        eq(brandRequests.status, 'pending'),
        gstin
          ? sql`(${brandRequests.email} = ${email} or ${brandRequests.gstin} = ${gstin})`
          : eq(brandRequests.email, email),
      ),
    );
  return {
    email: rows.some((r) => r.email === email),
    gstin: !!gstin && rows.some((r) => r.gstin === gstin),
  };
}

/**
 * A new waiting request, or null when the unique indexes on waiting requests (e-mail, GSTIN) already
 * hold one: the index decides between two identical submits, never a look-up both could pass.
 */
export async function insertPending(
  db: Executor,
  values: Omit<typeof brandRequests.$inferInsert, 'id' | 'status'>,
): Promise<string | null> {
  const [row] = await db
    .insert(brandRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: brandRequests.id });
  return row?.id ?? null;
}

export async function findRequestView(db: Executor, id: string): Promise<BrandRequestView | null> {
  const [row] = await views(db).where(eq(brandRequests.id, id));
  return row ?? null;
}

/** A page of requests: waiting ones first, oldest first (the queue), then decided ones, newest first. */
export async function findRequestPage(
  db: Db,
  q: { status?: BrandRequestStatus | undefined; page: number; limit: number },
): Promise<{ rows: BrandRequestView[]; total: number }> {
  const where = q.status ? eq(brandRequests.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    views(db)
      .where(where)
      .orderBy(
        desc(sql`${brandRequests.status} = 'pending'`),
        asc(sql`case when ${brandRequests.status} = 'pending' then ${brandRequests.createdAt} end`),
        desc(brandRequests.decidedAt),
        asc(brandRequests.id),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(brandRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The request, locked until the caller's transaction ends: two decisions on it run one after the other. */
export async function lockRequest(tx: Tx, id: string): Promise<BrandRequestRow | null> {
  const [row] = await tx.select().from(brandRequests).where(eq(brandRequests.id, id)).for('update');
  return row ?? null;
}

/**
 * What approving makes, in the caller's transaction: the active brand (in India, the only country),
 * its owner's brand-role account and their place on the team. Null when a staff account with the
 * e-mail appeared meanwhile (the e-mail's unique index), so the caller refuses and rolls back.
 */
export async function insertBrandAndOwner(
  tx: Tx,
  r: BrandRequestRow,
  at: Date,
): Promise<{ brandId: string; ownerId: string } | null> {
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.value, 'india'));
  if (!country) throw new Error('the reference data has no India');
  const [brand] = await tx
    .insert(brands)
    .values({
      name: r.companyName,
      companyName: r.companyName,
      websiteLink: r.website,
      nicheIds: [r.nicheId],
      gstin: r.gstin,
      countryId: country.id,
      status: 'active',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: brands.id });
  const [owner] = await tx
    .insert(staffUsers)
    .values({ email: r.email, name: r.contactName, role: 'brand', createdAt: at })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  if (!brand || !owner) return null;
  await tx.insert(staffBrands).values({ staffId: owner.id, brandId: brand.id, role: 'owner', createdAt: at });
  return { brandId: brand.id, ownerId: owner.id };
}

export async function markDecided(
  tx: Tx,
  id: string,
  decision:
    | { status: 'approved'; by: string; at: Date; brandId: string; ownerId: string }
    | { status: 'rejected'; by: string; at: Date; reason: string },
): Promise<void> {
  await tx
    .update(brandRequests)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedAt: decision.at,
      ...(decision.status === 'approved'
        ? { brandId: decision.brandId, ownerId: decision.ownerId }
        : { reason: decision.reason }),
    })
    .where(eq(brandRequests.id, id));
}

/**
 * Claims the decision's e-mail for sending, in its own committed statement, so a second worker or a
 * replayed job finds nothing to send (at most once, as notification e-mails). Null: already claimed,
 * or nothing decided yet.
 */
export async function claimDecisionEmail(db: Db, id: string, at: Date): Promise<BrandRequestRow | null> {
  const [row] = await db
    .update(brandRequests)
    .set({ emailedAt: at })
    .where(
      and(
        eq(brandRequests.id, id),
        sql`${brandRequests.emailedAt} is null`,
        sql`${brandRequests.status} <> 'pending'`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives a claimed e-mail back after a failed send, so the queue's retry sends it. */
export async function releaseDecisionEmail(db: Db, id: string): Promise<void> {
  await db.update(brandRequests).set({ emailedAt: null }).where(eq(brandRequests.id, id));
}
