import { z } from 'zod';
import { routes, SAVED_MESSAGES } from './client/saved.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';

export { SAVED_MESSAGES };

export const saveCampaign = defineOperation({
  ...routes.saveCampaign,
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
  ...routes.unsaveCampaign,
  summary: 'Remove a campaign from the saved list',
  tags: ['saved'],
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  response: messageEnvelope,
});
