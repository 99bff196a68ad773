import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { MAX_AUTO_APPROVE_DAYS, MAX_PAYOUT_TERMS_DAYS } from './payout-terms.ts';
import * as route from './routes/settings.ts';
import { SETTINGS_MESSAGES } from './settings-messages.ts';

export { SETTINGS_MESSAGES };

/** The platform settings (design §13): new campaigns' defaults and the days that are not working days. */
export const platformSettings = z.object({
  payout_terms_days: z.number().int(),
  auto_approve_days: z.number().int(),
  /** YYYY-MM-DD, sorted. */
  holidays: z.array(z.string()),
});
export type PlatformSettings = z.infer<typeof platformSettings>;

const days = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).optional();

export const adminGetSettings = defineOperation({
  ...route.adminGetSettings,
  summary: 'Platform settings: default payout terms, auto-approval days, holidays',
  tags: ['admin'],
  response: envelope(platformSettings),
});

export const adminUpdateSettings = defineOperation({
  ...route.adminUpdateSettings,
  summary: 'Change the platform settings (admins); fields left out keep their value',
  tags: ['admin'],
  forbidden: SETTINGS_MESSAGES.forbidden,
  body: z.object({
    payout_terms_days: days(MAX_PAYOUT_TERMS_DAYS, SETTINGS_MESSAGES.payoutTermsDays),
    auto_approve_days: days(MAX_AUTO_APPROVE_DAYS, SETTINGS_MESSAGES.autoApproveDays),
    holidays: z
      .array(z.iso.date({ error: SETTINGS_MESSAGES.holiday }), { error: SETTINGS_MESSAGES.holiday })
      .max(100, SETTINGS_MESSAGES.holidays)
      .optional(),
  }),
  response: envelope(platformSettings),
});
