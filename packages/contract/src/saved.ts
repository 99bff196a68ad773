import { z } from 'zod';
import { envelope, messageEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';

export const SAVED_MESSAGES = {
  saved: 'Campaign saved successfully!',
  removed: 'Campaign removed from your saved list.',
  notSaved: 'This campaign is not in your saved list.',
  campaignNotFound: 'Campaign Not Found',
  saveFailed: 'Failed to save campaign',
  unsaveFailed: 'Failed to unsave campaign',
  listFailed: 'Failed to fetch saved campaigns',
} as const;

export const saveCampaign = defineOperation({
  method: 'POST',
  path: '/v1/influencer/save-campaign',
  summary: 'Save a campaign for later (saving twice is fine)',
  tags: ['saved'],
  access: 'creator',
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
  method: 'DELETE',
  path: '/v1/influencer/save-campaign/:id',
  summary: 'Remove a campaign from the saved list',
  tags: ['saved'],
  access: 'creator',
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  response: messageEnvelope,
});
