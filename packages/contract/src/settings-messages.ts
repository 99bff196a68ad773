import { MAX_AUTO_APPROVE_DAYS, MAX_PAYOUT_TERMS_DAYS } from './payout-terms.ts';

export const SETTINGS_MESSAGES = {
  fetched: 'Settings fetched successfully',
  saved: 'Settings saved',
  payoutTermsDays: `Default payout terms are a whole number of days from 1 to ${MAX_PAYOUT_TERMS_DAYS}.`,
  autoApproveDays: `Default auto-approval is a whole number of working days from 1 to ${MAX_AUTO_APPROVE_DAYS}.`,
  holiday: 'Each holiday is a date such as 2026-12-25.',
  holidays: 'List at most 100 holidays.',
  forbidden: 'Only admins can change the platform settings.',
} as const;
