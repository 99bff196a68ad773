import { COMMENT_MESSAGES, type ReviewComment } from '@ih/contract/comments';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import * as repo from './comments-repository.ts';
import { accessible, creatorViewer, staffViewer, type Viewer } from './service.ts';

type Row = Awaited<ReturnType<typeof repo.commentsOf>>[number];

const toWire = ({ c, authorName, version }: Row): ReviewComment => ({
  _id: c.id,
  fileId: c.fileId,
  version,
  atSeconds: c.atSeconds,
  x: c.x,
  y: c.y,
  text: c.text,
  author: { name: authorName ?? 'Brand team' },
  createdAt: c.createdAt.toISOString(),
  addressedAt: c.addressedAt ? c.addressedAt.toISOString() : null,
  reply: c.reply,
});

/** Who may see the comments is who may see the thread: the creator, admins, the brand's members. */
export async function listComments(deps: Deps, viewer: Viewer, applicationId: string) {
  const app = await accessible(deps, viewer, applicationId);
  return { data: (await repo.commentsOf(deps.db, app.id)).map(toWire), message: COMMENT_MESSAGES.listed };
}

/**
 * Pins a comment to a submitted file of this application: an image needs a spot (x and y, 0..1) and
 * no moment; a video a moment (seconds, within its length when the player gave it) and no spot.
 */
export async function createComment(
  deps: Deps,
  staff: StaffPrincipal,
  applicationId: string,
  input: {
    fileId: string;
    atSeconds?: number | undefined;
    durationSeconds?: number | undefined;
    x?: number | undefined;
    y?: number | undefined;
    text: string;
  },
) {
  const app = await accessible(deps, staffViewer(staff), applicationId);
  const file = await repo.submittedFile(deps.db, app.id, input.fileId);
  if (!file) throw badRequest(COMMENT_MESSAGES.file, { fileId: COMMENT_MESSAGES.file });
  const video = file.contentType.startsWith('video/');
  if (video) {
    const ok =
      input.atSeconds !== undefined &&
      input.x === undefined &&
      input.y === undefined &&
      (input.durationSeconds === undefined || input.atSeconds <= input.durationSeconds);
    if (!ok) throw badRequest(COMMENT_MESSAGES.moment, { atSeconds: COMMENT_MESSAGES.moment });
  } else if (input.x === undefined || input.y === undefined || input.atSeconds !== undefined) {
    throw badRequest(COMMENT_MESSAGES.spot, { x: COMMENT_MESSAGES.spot });
  }
  const row = await repo.insertComment(deps.db, {
    applicationId: app.id,
    fileId: file.id,
    atSeconds: video ? (input.atSeconds ?? null) : null,
    x: video ? null : (input.x ?? null),
    y: video ? null : (input.y ?? null),
    text: input.text,
    authorId: staff.staffId,
    createdAt: deps.clock.now(),
  });
  const version = await repo.versionOfPin(deps.db, app.id, row.fileId, row.createdAt);
  return { data: toWire({ c: row, authorName: null, version }), message: COMMENT_MESSAGES.created };
}

/** The creator marks a comment addressed (again is fine: the latest reply counts). */
export async function addressComment(
  deps: Deps,
  influencerId: string,
  applicationId: string,
  commentId: string,
  reply: string | undefined,
) {
  const app = await accessible(deps, creatorViewer(influencerId), applicationId);
  const row = await repo.markAddressed(deps.db, app.id, commentId, deps.clock.now(), reply?.trim() || null);
  if (!row) throw notFound(COMMENT_MESSAGES.commentNotFound);
  const all = await repo.commentsOf(deps.db, app.id);
  return { data: toWire(all.find((r) => r.c.id === row.id)!), message: COMMENT_MESSAGES.addressed };
}
