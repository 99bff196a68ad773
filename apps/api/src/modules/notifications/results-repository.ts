import { and, eq, gte, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/pipeline.ts';
import { postMetrics } from '../../db/schema/results.ts';
import type { Tx } from '../../db/tx.ts';

/** When the application's post went live (still live), or null. */
export async function liveSince(tx: Tx, applicationId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: applications.finalPostedAt })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'final posted')))
    .limit(1);
  return row?.at ?? null;
}

/** Whether the creator reported any reading of the application's posts since `since`. */
export async function reportedSince(tx: Tx, applicationId: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(postMetrics)
    .where(
      and(
        eq(postMetrics.applicationId, applicationId),
        eq(postMetrics.source, 'self-reported'),
        gte(postMetrics.capturedAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}
