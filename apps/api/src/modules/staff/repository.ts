import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffBrands, staffUsers } from '../../db/schema/accounts.ts';

export type StaffRow = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row;
}

export async function findStaffById(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

export async function brandIdsOfStaff(db: Db, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ brandId: staffBrands.brandId })
    .from(staffBrands)
    .where(eq(staffBrands.staffId, staffId));
  return rows.map((r) => r.brandId);
}
