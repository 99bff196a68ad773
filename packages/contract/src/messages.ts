import { z } from 'zod';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from './messages-messages.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/messages.ts';

export { MESSAGE_MESSAGES };

/** One message of an application's thread (design §12). */
export const threadMessage = z.object({
  _id: z.uuid(),
  author: z.object({ role: z.enum(['creator', 'staff']), name: z.string() }),
  body: z.string(),
  attachments: z.array(
    z.object({ _id: z.uuid(), name: z.string(), fileUrl: z.string(), contentType: z.string() }),
  ),
  createdAt: z.string(),
  /** When the other side read it, or null. */
  readAt: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

const threadAnswer = envelope(z.object({ messages: z.array(threadMessage), writable: z.boolean() }));

const messageBody = z.object({
  body: z
    .string({ error: MESSAGE_MESSAGES.body })
    .trim()
    .min(1, MESSAGE_MESSAGES.body)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES.body),
  attachments: z
    .array(z.uuid({ error: MESSAGE_MESSAGES.attachment }))
    .max(MESSAGE_MAX_ATTACHMENTS, MESSAGE_MESSAGES.attachments)
    .optional(),
  /** Made by the client once per message: a repeat (double click, retry) answers the same message. */
  clientId: z.string().trim().min(1).max(100, MESSAGE_MESSAGES.clientId).optional(),
});

const creatorParams = z.object({ applicationId: z.uuid({ error: MESSAGE_MESSAGES.notFound }) });
const staffParams = z.object({ id: z.uuid({ error: MESSAGE_MESSAGES.notFound }) });

export const listMessages = defineOperation({
  ...route.listMessages,
  summary: 'The thread of one of my applications, oldest first; reading marks the brand team’s messages read',
  tags: ['messages'],
  params: creatorParams,
  response: threadAnswer,
});
export const postMessage = defineOperation({
  ...route.postMessage,
  summary: 'Write to the brand team about one of my applications',
  tags: ['messages'],
  params: creatorParams,
  body: messageBody,
  status: 201,
  response: envelope(threadMessage),
});
export const adminListMessages = defineOperation({
  ...route.adminListMessages,
  summary:
    "An application's thread (brand staff: their brands only); reading marks the creator's messages read",
  tags: ['messages', 'admin'],
  params: staffParams,
  response: threadAnswer,
});
export const adminPostMessage = defineOperation({
  ...route.adminPostMessage,
  summary: 'Write to the creator about an application',
  tags: ['messages', 'admin'],
  params: staffParams,
  body: messageBody,
  status: 201,
  response: envelope(threadMessage),
});

export const inboxThread = z.object({
  applicationId: z.uuid(),
  creator: z.object({ _id: z.uuid(), name: z.string() }),
  campaign: z.object({ _id: z.uuid(), event_name: z.string(), brand_name: z.string() }),
  lastMessage: z.object({ body: z.string(), at: z.string(), authorRole: z.enum(['creator', 'staff']) }),
  /** The creator's messages staff have not read. */
  unread: z.number().int(),
});

export const adminInbox = defineOperation({
  ...route.adminInbox,
  summary: 'Threads with their last message and unread count, newest first (brand staff: their brands)',
  tags: ['messages', 'admin'],
  query: z.object({
    ...pageQuery(20),
    unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
    brandId: z.uuid({ error: 'brandId must be a brand id' }).optional(),
    campaignId: z.uuid({ error: 'campaignId must be a campaign id' }).optional(),
  }),
  response: paginatedEnvelope(inboxThread),
});
