import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { fileOfSubmissionFile } from '../../db/joins.ts';
import { staffUsers } from '../../db/schema/accounts.ts';
import { files } from '../../db/schema/files.ts';
import { reviewComments } from '../../db/schema/messages.ts';
import { submissionFiles, submissionItems, submissions } from '../../db/schema/pipeline.ts';
import type { Executor } from '../../db/tx.ts';

export type CommentRow = typeof reviewComments.$inferSelect;

/** A file of one of the application's work versions, with its type; null when it is not one. */
export async function submittedFile(db: Executor, applicationId: string, fileId: string) {
  const [row] = await db
    .select({ id: files.id, contentType: files.contentType })
    .from(submissionFiles)
    .innerJoin(submissionItems, eq(submissionItems.id, submissionFiles.submissionItemId))
    .innerJoin(submissions, eq(submissions.id, submissionItems.submissionId))
    .innerJoin(files, fileOfSubmissionFile)
    .where(
      and(eq(submissions.applicationId, applicationId), eq(submissions.kind, 'work'), eq(files.id, fileId)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The work version a comment was pinned on (issue 26 C): the newest version holding its file that
 * was submitted by the time of the comment (staff pin on the version in front of them, the newest);
 * a file sent again unchanged in a later version keeps its earlier comments where they were made.
 */
function pinnedVersion(applicationId: SQL | string, fileId: SQL | string, at: SQL | Date) {
  const versions = (pick: SQL, when: SQL) => sql<number | null>`(
    select ${pick} from ${submissions}
    join ${submissionItems} on ${submissionItems.submissionId} = ${submissions.id}
    join ${submissionFiles} on ${submissionFiles.submissionItemId} = ${submissionItems.id}
    where ${submissions.applicationId} = ${applicationId} and ${submissions.kind} = 'work'
      and ${submissionFiles.fileId} = ${fileId} and ${when})`;
  // Older than every version holding it cannot happen for a pin; the oldest is the safe answer then.
  return sql<
    number | null
  >`coalesce(${versions(sql`max(${submissions.version})`, sql`${submissions.createdAt} <= ${at}`)}, ${versions(sql`min(${submissions.version})`, sql`true`)})`;
}

export async function versionOfPin(db: Executor, applicationId: string, fileId: string, at: Date) {
  const result = await db.execute<{ version: number | null }>(
    sql`select ${pinnedVersion(applicationId, fileId, at)} as version`,
  );
  return result.rows[0]?.version ?? null;
}

export async function commentsOf(db: Executor, applicationId: string) {
  return db
    .select({
      c: reviewComments,
      authorName: staffUsers.name,
      version: pinnedVersion(
        sql`${reviewComments.applicationId}`,
        sql`${reviewComments.fileId}`,
        sql`${reviewComments.createdAt}`,
      ),
    })
    .from(reviewComments)
    .leftJoin(staffUsers, eq(staffUsers.id, reviewComments.authorId))
    .where(eq(reviewComments.applicationId, applicationId))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
}

export async function insertComment(db: Executor, row: typeof reviewComments.$inferInsert) {
  const [added] = await db.insert(reviewComments).values(row).returning();
  return added!;
}

export async function markAddressed(
  db: Executor,
  applicationId: string,
  id: string,
  at: Date,
  reply: string | null,
) {
  const [row] = await db
    .update(reviewComments)
    .set({ addressedAt: at, reply })
    .where(and(eq(reviewComments.id, id), eq(reviewComments.applicationId, applicationId)))
    .returning();
  return row ?? null;
}
