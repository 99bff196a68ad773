import { and, eq, inArray } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import { applications, type DraftSlot, workDrafts } from '../../db/schema/pipeline.ts';
import type { Executor } from '../../db/tx.ts';

/** The caller's application (id, status, campaign), or undefined: another creator's is not found. */
export async function findOwnApplication(db: Executor, influencerId: string, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, campaignId: applications.campaignId })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.influencerId, influencerId)))
    .limit(1);
  return row;
}

export async function findDraft(db: Executor, applicationId: string) {
  const [row] = await db.select().from(workDrafts).where(eq(workDrafts.applicationId, applicationId));
  return row;
}

/** One row per application: a save replaces the last one whole, so a retried save changes nothing. */
export async function upsertDraft(
  db: Executor,
  row: { applicationId: string; slots: DraftSlot[]; notes: Record<string, string>; at: Date },
) {
  const [saved] = await db
    .insert(workDrafts)
    .values({ applicationId: row.applicationId, slots: row.slots, notes: row.notes, updatedAt: row.at })
    .onConflictDoUpdate({
      target: workDrafts.applicationId,
      set: { slots: row.slots, notes: row.notes, updatedAt: row.at },
    })
    .returning();
  if (!saved) throw new Error('draft upsert returned no row');
  return saved;
}

export async function deleteDraft(db: Executor, applicationId: string): Promise<void> {
  await db.delete(workDrafts).where(eq(workDrafts.applicationId, applicationId));
}

/** Of these file ids, the caller's own with what a preview needs; another creator's are absent. */
export async function ownFiles(db: Executor, influencerId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: files.id,
      name: files.originalName,
      contentType: files.contentType,
      size: files.size,
      visibility: files.visibility,
    })
    .from(files)
    .where(and(inArray(files.id, [...new Set(ids)]), eq(files.influencerId, influencerId)));
}
