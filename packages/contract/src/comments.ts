import { z } from 'zod';
import { COMMENT_MESSAGES } from './comments-messages.ts';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/comments.ts';

export { COMMENT_MESSAGES };

/** A comment pinned to a submitted file (design §12). */
export const reviewComment = z.object({
  _id: z.uuid(),
  fileId: z.uuid(),
  /**
   * The work version the comment was pinned on (issue 26 C): later versions list it as an earlier
   * version's comment. Null only when the file is in no version any more.
   */
  version: z.number().int().nullable(),
  /** Video: the moment in seconds; null for an image. */
  atSeconds: z.number().nullable(),
  /** Image: the spot as fractions of width and height; null for a video. */
  x: z.number().nullable(),
  y: z.number().nullable(),
  text: z.string(),
  author: z.object({ name: z.string() }),
  createdAt: z.string(),
  addressedAt: z.string().nullable(),
  reply: z.string().nullable(),
});
export type ReviewComment = z.infer<typeof reviewComment>;

const fraction = z
  .number({ error: COMMENT_MESSAGES.spot })
  .min(0, COMMENT_MESSAGES.spot)
  .max(1, COMMENT_MESSAGES.spot);
const staffParams = z.object({ id: z.uuid({ error: COMMENT_MESSAGES.notFound }) });
const listAnswer = envelope(z.array(reviewComment));

export const adminCreateComment = defineOperation({
  ...route.adminCreateComment,
  summary: 'Pin a comment to a moment of a submitted video or a spot of a submitted image',
  tags: ['admin', 'comments'],
  params: staffParams,
  body: z.object({
    fileId: z.uuid({ error: COMMENT_MESSAGES.file }),
    atSeconds: z.number({ error: COMMENT_MESSAGES.moment }).min(0, COMMENT_MESSAGES.moment).optional(),
    /** The video's length as the reviewer's player reports it; the moment must lie within it. */
    durationSeconds: z
      .number({ error: COMMENT_MESSAGES.moment })
      .positive(COMMENT_MESSAGES.moment)
      .optional(),
    x: fraction.optional(),
    y: fraction.optional(),
    text: z
      .string({ error: COMMENT_MESSAGES.text })
      .trim()
      .min(1, COMMENT_MESSAGES.text)
      .max(1000, COMMENT_MESSAGES.text),
  }),
  status: 201,
  response: envelope(reviewComment),
});
export const adminListComments = defineOperation({
  ...route.adminListComments,
  summary: "An application's review comments, oldest first",
  tags: ['admin', 'comments'],
  params: staffParams,
  response: listAnswer,
});
export const listComments = defineOperation({
  ...route.listComments,
  summary: 'The review comments on my submitted work, oldest first',
  tags: ['comments'],
  params: z.object({ applicationId: z.uuid({ error: COMMENT_MESSAGES.notFound }) }),
  response: listAnswer,
});
export const addressComment = defineOperation({
  ...route.addressComment,
  summary: 'Mark a review comment addressed, optionally answering it',
  tags: ['comments'],
  params: z.object({
    applicationId: z.uuid({ error: COMMENT_MESSAGES.notFound }),
    commentId: z.uuid({ error: COMMENT_MESSAGES.commentNotFound }),
  }),
  body: z.object({ reply: z.string().trim().max(1000, COMMENT_MESSAGES.reply).optional() }),
  response: envelope(reviewComment),
});
