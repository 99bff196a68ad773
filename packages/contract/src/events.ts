import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/events.ts';

export const EVENT_MESSAGES = {
  listed: 'Events fetched successfully',
  notFound: 'We could not find this application.',
  id: 'The application id is not valid.',
} as const;

/** One domain event as staff read it (design §11): what happened, who did it, when. */
export const domainEvent = z.object({
  _id: z.string(),
  type: z.string(),
  actor: z.object({ kind: z.enum(['influencer', 'staff', 'system']), id: z.string().nullable() }),
  applicationId: z.string().nullable(),
  campaignId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type DomainEvent = z.infer<typeof domainEvent>;

export const adminListApplicationEvents = defineOperation({
  ...route.adminListApplicationEvents,
  summary: "One application's events, oldest first (brand staff see their brands' only)",
  tags: ['admin'],
  params: z.object({ id: z.uuid({ error: EVENT_MESSAGES.id }) }),
  response: envelope(z.array(domainEvent)),
});
