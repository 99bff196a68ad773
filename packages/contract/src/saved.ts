import { z } from 'zod';
import { envelope, messageEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/saved.ts';
import { SAVED_MESSAGES } from './saved-messages.ts';

export { SAVED_MESSAGES };

export const saveCampaign = defineOperation({
  ...route.saveCampaign,
  summary: 'Save a campaign for later (saving twice is fine)',
  tags: ['saved'],
  body: z.object({
    campaignId: z
      .string({ error: 'campaignId is required' })
      .trim()
      .min(1, 'campaignId is required')
      .max(100),
  }),
  response: envelope(z.object({ campaignId: z.uuid(), savedAt: z.string() })),
});

export const unsaveCampaign = defineOperation({
  ...route.unsaveCampaign,
  summary: 'Remove a campaign from the saved list',
  tags: ['saved'],
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  response: messageEnvelope,
});
