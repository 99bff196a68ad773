import { z } from 'zod';
import { APPLICATION_STATUSES } from './enums.ts';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';

/** The web's toast texts (doc 000 §8) and the server's answers for applying. */
export const APPLY_MESSAGES = {
  applied: 'Successfully applied for the campaign!',
  quoted: 'Successfully submitted your quote for the campaign!',
  alreadyAppliedTitle: 'Already Applied',
  alreadyApplied: 'You have already applied for this campaign.',
  notAccepting: 'This campaign is no longer accepting applications.',
  deadlinePassed: 'The deadline for this campaign has passed.',
  campaignNotFound: 'Campaign Not Found',
  failed: 'Failed to apply for campaign',
  quoteFailed: 'Failed to submit quote',
  /** What the web sends as the note of a plain (non-quote) application (doc 000 §7). */
  defaultNote: 'Applied for campaign',
  quoteInvalid: 'Please check your quote.',
  quoteAmount: 'Enter your quote as a whole number of rupees greater than 0.',
  quoteNote: 'Write something about this task.',
  statsFetched: 'Application counts fetched successfully',
} as const;

/** A quote above this is surely a typo (and would not fit the column). */
export const MAX_QUOTE_AMOUNT = 100_000_000;
export const MAX_APPLY_NOTE_LENGTH = 2000;

export const applyBody = z.object({
  /** Campaign id (or its CMP code). */
  taskId: z.string({ error: 'taskId is required' }).trim().min(1, 'taskId is required').max(100),
  /** Whole rupees; the web sends it as a string ('0' for a plain application). */
  quote_asking_amount: z.union([z.string().max(20), z.number()]).optional(),
  note: z
    .string()
    .max(MAX_APPLY_NOTE_LENGTH, `note must be at most ${MAX_APPLY_NOTE_LENGTH} characters`)
    .optional(),
});

export const applicationCreated = z.object({
  _id: z.uuid(),
  taskId: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  quote_asking_amount: z.number().int(),
  note: z.string(),
  applyDate: z.string(),
});

export const applyForCampaign = defineOperation({
  method: 'POST',
  path: '/v1/influencer/apply',
  summary: "Apply for a campaign, or quote for a 'get quote' one",
  tags: ['applications'],
  access: 'creator',
  body: applyBody,
  response: envelope(applicationCreated),
  status: 201,
});

/** Counts keyed exactly as the documents list them, zeros included. */
export const STATS_KEYS = ['all', ...APPLICATION_STATUSES] as const;
export const applyStats = z.object(
  Object.fromEntries(STATS_KEYS.map((k) => [k, z.number().int()])) as Record<
    (typeof STATS_KEYS)[number],
    z.ZodNumber
  >,
);
export type ApplyStats = z.infer<typeof applyStats>;

export const getApplyStats = defineOperation({
  method: 'GET',
  path: '/v1/influencer/apply/stats',
  summary: "The caller's application counts by status (dashboard tiles)",
  tags: ['applications'],
  access: 'creator',
  response: envelope(applyStats),
});
