import { z } from 'zod';
import { MAX_APPLY_NOTE_LENGTH, MAX_QUOTE_AMOUNT } from './constants.ts';
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
  quoteAmountRequired: 'Enter your quote amount.',
  quoteAmountWhole: 'Enter whole rupees, digits only (no paise, letters or symbols).',
  quoteAmountPositive: 'Your quote must be more than ₹0.',
  quoteAmountMax: `Your quote can be at most ₹${new Intl.NumberFormat('en-IN').format(MAX_QUOTE_AMOUNT)}.`,
  quoteNote: 'Write something about this task.',
  statsFetched: 'Application counts fetched successfully',
} as const;

/**
 * The quote amount rule the dialog and the server share: whole rupees as digits, more than 0, at
 * most MAX_QUOTE_AMOUNT. Answers the amount, or the message saying what is wrong; nothing typed is
 * ever rewritten ('-500' is refused, not read as 500).
 */
export function checkQuoteAmount(
  value: string | number | undefined | null,
): { amount: number } | { error: string } {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (text === '') return { error: APPLY_MESSAGES.quoteAmountRequired };
  if (/^-\d+(\.\d+)?$/.test(text)) return { error: APPLY_MESSAGES.quoteAmountPositive };
  if (!/^\d+$/.test(text)) return { error: APPLY_MESSAGES.quoteAmountWhole };
  const amount = Number(text);
  if (amount === 0) return { error: APPLY_MESSAGES.quoteAmountPositive };
  if (amount > MAX_QUOTE_AMOUNT) return { error: APPLY_MESSAGES.quoteAmountMax };
  return { amount };
}

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
