import { and, asc, eq } from 'drizzle-orm';
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
    .innerJoin(files, eq(files.id, submissionFiles.fileId))
    .where(
      and(eq(submissions.applicationId, applicationId), eq(submissions.kind, 'work'), eq(files.id, fileId)),
    )
    .limit(1);
  return row ?? null;
}

export async function commentsOf(db: Executor, applicationId: string) {
  return db
    .select({ c: reviewComments, authorName: staffUsers.name })
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
