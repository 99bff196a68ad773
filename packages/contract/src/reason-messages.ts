import type { ReasonCode } from './enums.ts';

/*
 * Why staff declined or asked for rework (issue 15), zod-free (ADR 015); in its own module so pages that
 * do not show reasons do not load them.
 */

/** What a reason code says, to the creator and in the console (issue 15). */
export const REASON_CODE_LABELS: Record<ReasonCode, string> = {
  'audience-mismatch': 'Audience does not match',
  'budget-mismatch': 'Budget does not fit',
  'campaign-full': 'Campaign is full',
  'off-brief': 'Content does not follow the brief',
  quality: 'Quality',
  other: 'Other',
};

export const REASON_MESSAGES = {
  required: 'Choose a reason or write one, so the creator knows why.',
  code: 'reasonCode must be one of the listed reasons.',
  // Issue 26 D: a reason of the other decision.
  notForDecline: 'That reason is for rework. Choose a reason for declining.',
  notForRework: 'That reason is for declining. Choose a reason for rework.',
} as const;

/** "Reason: Quality — the lighting is too dark": the code's label and the text, either may be absent. */
export function reasonText(
  code: ReasonCode | null | undefined,
  text: string | null | undefined,
): string | null {
  const parts = [code ? REASON_CODE_LABELS[code] : null, text?.trim() || null].filter(Boolean);
  return parts.length ? parts.join(' — ') : null;
}
