import type { BrandTeamRole } from '@ih/contract/brand-team-enums';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { staffBrands, staffUsers } from '../../db/schema/accounts.ts';
import { brands } from '../../db/schema/catalogue.ts';
import type { Executor, Tx } from '../../db/tx.ts';

export interface MemberRow {
  staffId: string;
  name: string;
  email: string;
  role: BrandTeamRole;
  status: 'active' | 'suspended';
  addedAt: Date;
}

const memberColumns = {
  staffId: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffBrands.role,
  status: staffUsers.status,
  addedAt: staffBrands.createdAt,
};

export async function brandName(db: Executor, brandId: string): Promise<string | null> {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return row?.name ?? null;
}

/**
 * The brand's name, its row locked until the caller's transaction ends: every change to one brand's
 * team runs after the last, so two owners removing each other at once cannot leave it with none.
 */
export async function lockBrand(tx: Tx, brandId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: brands.name })
    .from(brands)
    .where(eq(brands.id, brandId))
    .for('update');
  return row?.name ?? null;
}

/** The brand's people, owners first, then by name. */
export async function teamOf(db: Executor, brandId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(staffBrands)
    .innerJoin(staffUsers, eq(staffUsers.id, staffBrands.staffId))
    .where(eq(staffBrands.brandId, brandId))
    .orderBy(sql`${staffBrands.role} = 'owner' desc`, asc(staffUsers.name), asc(staffUsers.id));
}

export async function memberOf(db: Executor, brandId: string, staffId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(staffBrands)
    .innerJoin(staffUsers, eq(staffUsers.id, staffBrands.staffId))
    .where(and(eq(staffBrands.brandId, brandId), eq(staffBrands.staffId, staffId)));
  return row ?? null;
}

export async function staffByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: staffUsers.id, role: staffUsers.role, status: staffUsers.status, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  return row ?? null;
}

/** A new brand-role account; null when one with the e-mail appeared meanwhile (its unique index). */
export async function insertBrandStaff(
  tx: Tx,
  values: { email: string; name: string; at: Date },
): Promise<string | null> {
  const [row] = await tx
    .insert(staffUsers)
    .values({ email: values.email, name: values.name, role: 'brand', createdAt: values.at })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  return row?.id ?? null;
}

export async function insertMembership(
  tx: Tx,
  m: { staffId: string; brandId: string; role: BrandTeamRole; at: Date },
): Promise<void> {
  await tx
    .insert(staffBrands)
    .values({ staffId: m.staffId, brandId: m.brandId, role: m.role, createdAt: m.at });
}

export async function setMembershipRole(
  tx: Tx,
  brandId: string,
  staffId: string,
  role: BrandTeamRole,
): Promise<void> {
  await tx
    .update(staffBrands)
    .set({ role })
    .where(and(eq(staffBrands.brandId, brandId), eq(staffBrands.staffId, staffId)));
}

export async function deleteMembership(tx: Tx, brandId: string, staffId: string): Promise<void> {
  await tx.delete(staffBrands).where(and(eq(staffBrands.brandId, brandId), eq(staffBrands.staffId, staffId)));
}

export async function ownerCount(tx: Tx, brandId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffBrands)
    .where(and(eq(staffBrands.brandId, brandId), eq(staffBrands.role, 'owner')));
  return row?.n ?? 0;
}

/** How many brands' teams the person is on. */
export async function brandCountOf(tx: Tx, staffId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(staffBrands).where(eq(staffBrands.staffId, staffId));
  return row?.n ?? 0;
}

/** What the "added to the team" e-mail says: the brand, the person (if still on it), who added them. */
export async function addedEmailFacts(db: Executor, brandId: string, staffId: string, addedBy: string) {
  const [member, brand, by] = await Promise.all([
    memberOf(db, brandId, staffId),
    brandName(db, brandId),
    db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, addedBy)),
  ]);
  return member && brand ? { member, brand, addedBy: by[0]?.name ?? null } : null;
}
