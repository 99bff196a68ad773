import { z } from 'zod';
import { APPLY_MESSAGES } from './apply-messages.ts';
import { MAX_APPLY_NOTE_LENGTH } from './constants.ts';
import { APPLICATION_STATUSES } from './enums.ts';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/apply.ts';

export { checkQuoteAmount } from './apply-messages.ts';
export { APPLY_MESSAGES };

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
  ...route.applyForCampaign,
  summary: "Apply for a campaign, or quote for a 'get quote' one",
  tags: ['applications'],
  body: applyBody,
  response: envelope(applicationCreated),
  status: 201,
});

export const withdrawApplication = defineOperation({
  ...route.withdrawApplication,
  summary:
    'Withdraw a pending application (an addition to the documents). A repeat answers the withdrawn application again.',
  tags: ['applications'],
  params: z.object({ applicationId: z.uuid({ error: APPLY_MESSAGES.applicationId }) }),
  response: envelope(
    z.object({
      _id: z.uuid(),
      taskId: z.uuid(),
      status: z.enum(APPLICATION_STATUSES),
      withdrawnAt: z.string().describe('When the application was withdrawn (ISO 8601)'),
    }),
  ),
});

/** Counts keyed exactly as the documents list them, zeros included. */
export const STATS_KEYS = ['all', ...APPLICATION_STATUSES] as const;
export const applyStats = z
  .object(
    Object.fromEntries(STATS_KEYS.map((k) => [k, z.number().int()])) as Record<
      (typeof STATS_KEYS)[number],
      z.ZodNumber
    >,
  )
  .extend({
    /** An addition to the documents (issue 15): messages from brand teams not read yet. */
    unreadMessages: z.number().int(),
  });
export type ApplyStats = z.infer<typeof applyStats>;

export const getApplyStats = defineOperation({
  ...route.getApplyStats,
  summary: "The caller's application counts by status (dashboard tiles)",
  tags: ['applications'],
  response: envelope(applyStats),
});
