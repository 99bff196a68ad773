import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { submissionItems, submissions } from '../../src/db/schema/pipeline.ts';
import { platforms } from '../../src/db/schema/reference.ts';
import { pngBytes, storeCreatorFile } from './files.ts';

/**
 * Replaces the links of an application's latest post details with `links` (each on its platform),
 * as if the creator had submitted them: what results are read for.
 */
export async function setPostLinks(
  db: Db,
  applicationId: string,
  links: { url: string; platform: 'Instagram' | 'YouTube' }[],
): Promise<void> {
  const [post] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.applicationId, applicationId), eq(submissions.kind, 'post')))
    .orderBy(desc(submissions.version))
    .limit(1);
  if (!post) throw new Error('the application has no post details');
  const [item] = await db
    .select()
    .from(submissionItems)
    .where(eq(submissionItems.submissionId, post.id))
    .limit(1);
  if (!item) throw new Error('the post details have no item');
  await db.delete(submissionItems).where(eq(submissionItems.submissionId, post.id));
  for (const link of links) {
    const [p] = await db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.name, link.platform));
    await db.insert(submissionItems).values({
      submissionId: post.id,
      platformId: p!.id,
      deliverableId: item.deliverableId,
      taskLink: link.url,
    });
  }
}

/** A private PNG the creator uploaded, as the insights screenshot; its id. */
export async function storeProof(app: FastifyInstance, influencerId: string): Promise<string> {
  const file = await storeCreatorFile(app, influencerId, {
    bytes: pngBytes(),
    filename: 'insights.png',
    visibility: 'private',
  });
  return file.id;
}
